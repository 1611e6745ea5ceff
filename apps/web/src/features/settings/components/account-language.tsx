import { useLingui } from '@lingui/react/macro';
import { isSupportedLocale } from '@perks/contract';
import { useEffect, useRef } from 'react';
import { LanguagePicker } from '@/components/language-picker';
import { useAuth } from '@/features/auth';
import { changeLanguage } from '@/lib/i18n/change-language';
import { useSaveLanguage } from '../api/save-language';

/**
 * The language picker for everyone: a choice made while signed in is saved on the account (the
 * server writes the person's texts and e-mails in it), and signing in brings the account's saved
 * language to this browser, once per sign-in.
 */
export function AccountLanguagePicker({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const { status, user } = useAuth();
  const save = useSaveLanguage();
  const applied = useRef<string | null>(null);
  const saved = user?.language;
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId || applied.current === userId) return;
    applied.current = userId;
    if (isSupportedLocale(saved) && saved !== i18n.locale) void changeLanguage(saved);
  }, [userId, saved, i18n]);

  return (
    <LanguagePicker
      className={className}
      onChange={(locale) => {
        if (status === 'signed-in') save.mutate(locale);
      }}
    />
  );
}
