import { useParams } from 'react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';

/** Routes /post-job and /jobs/:id/edit share one form; an id in the route means editing. Placeholder. */
export function PostJobPage() {
  const { id } = useParams();
  return <ComingSoonPage title={id ? 'Edit Job' : 'Post a Job'} />;
}
