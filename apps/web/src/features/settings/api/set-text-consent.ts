import type { TextKind, TTextConsentList, TTextKindSetting } from '@perks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

/** PUT /user/text-consents/{kind}: turns one kind of text on or off; the list takes the answer. */
export function useSetTextConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, enabled }: { kind: TextKind; enabled: boolean }): Promise<TTextKindSetting> =>
      api.put('/user/text-consents/{kind}', { params: { kind }, body: { enabled } }),
    onSuccess: (saved) =>
      queryClient.setQueryData<TTextConsentList>(settingsKeys.textConsents(), (list) =>
        list ? { kinds: list.kinds.map((one) => (one.kind === saved.kind ? saved : one)) } : list,
      ),
  });
}
