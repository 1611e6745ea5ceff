import { ComingSoonPage } from '@/components/coming-soon-page';

/** Route /example-job: a fixed sample job posting. Placeholder until the screen is built. */
export function ExampleJobPage() {
  return <ComingSoonPage title="Example Job" />;
}
