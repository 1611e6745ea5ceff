import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { profileKeys } from './profile-keys';

/** GET /user/certificates: the signed-in person's certificates, soonest expiry first. */
export function useCertificates(enabled: boolean) {
  return useQuery({
    ...readOptions(profileKeys.certificates(), (signal) => api.get('/user/certificates', { signal })),
    enabled,
  });
}
