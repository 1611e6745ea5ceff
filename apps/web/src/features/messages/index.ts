import { lazyWithWords } from '@/lib/i18n/lazy-with-words';

// The messages feature's public surface: the 'Messages' link of an application, the conversations
// with their unread counts (for the menus' badge, app/layout/unread-messages-count.tsx, and the
// dashboard), and the admin panel's reported messages (loaded on demand with its words).
export { useConversations } from './api/list-conversations';
export { MessagesLink } from './components/messages-link';
export const ReportedMessages = lazyWithWords(
  'src/features/messages/components/reported-messages.tsx',
  async () => ({
    default: (await import('./components/reported-messages')).ReportedMessages,
  }),
);
