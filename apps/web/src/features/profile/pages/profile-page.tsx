import { ComingSoonPage } from '@/components/coming-soon-page';

/** Routes /profile and /profile/:userId: work-experience profiles. Placeholder until the screen is built. */
export function ProfilePage() {
  return <ComingSoonPage title="Profile" />;
}
