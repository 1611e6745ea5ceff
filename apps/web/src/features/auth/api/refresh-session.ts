import { CLIENT_ERRORS, type TSession } from '@perks/contract';
import { ApiError, api } from '@/lib/api-client';

/**
 * POST /auth/refresh with the httpOnly cookie and no body. An answer without a session and an
 * access token is refused ('Invalid refresh response format'), never half-trusted. The schema
 * (and zod) load with the first refresh, not with the app shell.
 */
export async function refreshSession(): Promise<TSession> {
  const [data, { ZRefreshResult }] = await Promise.all([
    api.post('/auth/refresh', { skipAuth: true }),
    import('@perks/contract/auth/auth-api'),
  ]);
  const parsed = ZRefreshResult.safeParse(data);
  if (!parsed.success) throw new ApiError({ ...CLIENT_ERRORS.INVALID_REFRESH_RESPONSE, status: 200 });
  return parsed.data.session;
}
