import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config/app-config.ts';

export const REFRESH_COOKIE = 'perks_refresh';
// Only the auth endpoints ever need the refresh token, so no other request carries it.
const COOKIE_PATH = '/api/v1/auth';

function baseOptions(config: AppConfig) {
  return {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.NODE_ENV === 'production',
  };
}

export function setRefreshCookie(reply: FastifyReply, config: AppConfig, token: string, expires: Date): void {
  reply.setCookie(REFRESH_COOKIE, token, { ...baseOptions(config), expires });
}

export function clearRefreshCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(REFRESH_COOKIE, baseOptions(config));
}
