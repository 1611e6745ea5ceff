import { CLIENT_ERRORS, type TSession, ZRefreshResult } from '@perks/contract';
import { ApiError, api } from '@/lib/api-client';

/**
 * POST /auth/refresh with the httpOnly cookie and no body. An answer without a session and an
 * access token is refused ('Invalid refresh response format'), never half-trusted.
 */
export async function refreshSession(): Promise<TSession> {
  const data = await api.post<unknown>('/auth/refresh', undefined, { skipAuth: true });
  const parsed = ZRefreshResult.safeParse(data);
  if (!parsed.success) throw new ApiError({ ...CLIENT_ERRORS.INVALID_REFRESH_RESPONSE, status: 200 });
  return parsed.data.session;
}
