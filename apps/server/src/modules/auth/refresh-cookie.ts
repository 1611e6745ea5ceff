// The reply's setCookie and clearCookie are declared by the cookie plugin: imported here so this
// file type-checks wherever it is reached, not only beside the routes that register the plugin.
import type {} from '@fastify/cookie';
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

/** The refresh cookie a new or refreshed session sets: its name, value and attributes. */
export function refreshCookie(config: AppConfig, token: string, expires: Date) {
  return { name: REFRESH_COOKIE, value: token, options: { ...baseOptions(config), expires } };
}

export function setRefreshCookie(reply: FastifyReply, config: AppConfig, token: string, expires: Date): void {
  const cookie = refreshCookie(config, token, expires);
  reply.setCookie(cookie.name, cookie.value, cookie.options);
}

export function clearRefreshCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(REFRESH_COOKIE, baseOptions(config));
}
