import { api } from '@/lib/api-client';

/**
 * PUT or DELETE /user/favorites/{businessId}: saves one toggle on the account. A plain request, not
 * a mutation hook: the favorites store has already changed, and its caller reports a failure.
 */
export function saveFavorite(businessId: string, favorite: boolean): Promise<unknown> {
  return favorite
    ? api.put('/user/favorites/{businessId}', { params: { businessId } })
    : api.delete('/user/favorites/{businessId}', { params: { businessId } });
}
