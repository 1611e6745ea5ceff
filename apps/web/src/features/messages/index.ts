import { lazyWithWords } from '@/lib/i18n/lazy-with-words';

// The messages feature's public surface: the 'Messages' link of an application, the unread count
// beside 'Messages' in the menus and on the dashboard, and the admin panel's reported messages
// (loaded on demand with its words).
export { useConversations } from './api/list-conversations';
export { MessagesLink } from './components/messages-link';
export { UnreadMessagesCount } from './components/unread-count';
export const ReportedMessages = lazyWithWords(
  'src/features/messages/components/reported-messages.tsx',
  async () => ({
    default: (await import('./components/reported-messages')).ReportedMessages,
  }),
);
