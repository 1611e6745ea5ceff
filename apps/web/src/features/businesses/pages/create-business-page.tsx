import { ComingSoonPage } from '@/components/coming-soon-page';

/** Route /businesses/create: add a business. Placeholder until the screen is built. */
export function CreateBusinessPage() {
  return <ComingSoonPage title="Add Your Business" />;
}
