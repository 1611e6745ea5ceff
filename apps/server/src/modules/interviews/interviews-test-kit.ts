import { portlandWallTime, type TInterviewSlotInput } from '@perks/contract';
import type { FastifyInstance } from 'fastify';
import { callAs } from '../../test/call-as.ts';
import type { Person } from '../../test/signed-in-person.ts';

// What the interviews tests share: Portland times a few days ahead, and the calls.

/** A Portland time `days` days after `from` at `start` ('HH:MM'), lasting `minutes`. */
export function portlandSlot(
  days: number,
  start: string,
  minutes = 30,
  from = new Date(),
): TInterviewSlotInput {
  return { date: portlandWallTime(new Date(from.getTime() + days * 86_400_000)).date, start, minutes };
}

export const inviteAs = (app: FastifyInstance, who: Person | null, applicationId: string, body: unknown) =>
  callAs(app, 'POST', `/applications/${applicationId}/interviews`, who, body as object);

export const interviewsAs = (app: FastifyInstance, who: Person | null, applicationId: string) =>
  callAs(app, 'GET', `/applications/${applicationId}/interviews`, who);

export const actAs = (
  app: FastifyInstance,
  who: Person | null,
  interviewId: string,
  action: string,
  body: unknown = {},
) => callAs(app, 'POST', `/interviews/${interviewId}/${action}`, who, body as object);
