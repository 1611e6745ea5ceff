import { ComingSoonPage } from '@/components/coming-soon-page';

/** Route /admin: the admin panel. Placeholder until the screen is built. */
export function AdminPage() {
  return <ComingSoonPage title="Admin Panel" />;
}
