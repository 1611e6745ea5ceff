import type { Locale } from '@perks/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /user/language: the signed-in person's language, for the app and their texts and e-mails. */
export function useSaveLanguage() {
  return useMutation({
    mutationFn: (language: Locale) => api.put('/user/language', { body: { language } }),
  });
}
