import { cardStep, cardToken } from '@perks/contract';
import type { FastifyInstance } from 'fastify';
import { codeAt } from '../modules/membership/index.ts';

/** What a verified member's card shows right now, as a partner's staff would scan or type it. */
export async function liveCardToken(app: FastifyInstance, auth: Record<string, string>): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/user/member-card', headers: auth });
  const card = res.json().data.card as { card_id: string; secret: string };
  return cardToken(card.card_id, codeAt(card.secret, cardStep(Date.now())));
}
