import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientNetwork } from '../../lib/client-network.ts';
import { ChallengeGate } from '../challenge/index.ts';
import { OtpService } from './otp.service.ts';
import { createSmsProvider } from './sms/sms-provider.ts';

/**
 * A check of a sign-in code outside sign-in: an action that asks for the code once more (deleting
 * an account) uses the same codes, budgets and challenge as the login screen. Resolves when the
 * code was right and is now used; throws the login screen's refusals otherwise.
 */
export function codeCheck(app: FastifyInstance) {
  const otp = new OtpService(
    app.db,
    app.config,
    createSmsProvider(app.config),
    new ChallengeGate(app.db, app.config),
    app.log,
  );
  return (phone: string, code: string, request: FastifyRequest) =>
    otp.verify(phone, code, { ip: request.ip, network: clientNetwork(request.ip) });
}
