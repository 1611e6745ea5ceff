import { useLingui } from '@lingui/react/macro';
import { useAuth } from '@/features/auth';
import { useConversations } from '@/features/messages';

/**
 * The unread messages over every conversation, as a small badge beside 'Messages'; nothing at none.
 * Part of the shell (its words are the shell's), loaded only where a 'Messages' entry shows, so a
 * public page carries neither its code nor the messages feature's words.
 */
export function UnreadMessagesCount() {
  const { status } = useAuth();
  const { t, i18n } = useLingui();
  const unread = useConversations(status === 'signed-in').data?.unread_total ?? 0;
  if (unread === 0) return null;
  return (
    <span className="ms-2 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
      <span aria-hidden="true">{i18n.number(unread)}</span>
      <span className="sr-only">{t`${unread} unread`}</span>
    </span>
  );
}
