import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { promotionKeys } from './promotion-keys';

/** GET /user/redemptions: the member's used promotions. */
export function useRedemptions() {
  return useQuery(
    readOptions(promotionKeys.redemptions(), (signal) => api.get('/user/redemptions', { signal })),
  );
}
