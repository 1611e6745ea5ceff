import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { passkeyKeys } from './passkey-keys';

/** GET /auth/passkeys: the caller's passkeys, recovery codes left, and this sign-in's last check. */
export function usePasskeys(enabled = true) {
  return useQuery({
    ...readOptions(passkeyKeys.state(), (signal) => api.get('/auth/passkeys', { signal }), { staleTime: 0 }),
    enabled,
  });
}
