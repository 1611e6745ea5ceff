import type { TTextConsentList } from '@perks/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { settingsKeys } from './settings-keys';

/** GET /user/text-consents: each kind of text, on or off, and the consent behind it. */
export function useTextConsents() {
  return useQuery(
    readOptions(
      settingsKeys.textConsents(),
      (signal): Promise<TTextConsentList> => api.get('/user/text-consents', { signal }),
      { staleTime: 0 },
    ),
  );
}
