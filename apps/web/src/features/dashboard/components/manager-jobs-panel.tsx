import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * The job postings panel for people who own or manage a business. The full table (search,
 * filters, sorting, row actions) belongs to the job-management work and replaces this body.
 */
export function ManagerJobsPanel() {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1.5">
          <CardTitle>
            <h2>Your Job Postings</h2>
          </CardTitle>
          <CardDescription>Manage job postings across all your businesses</CardDescription>
        </div>
        <Button asChild>
          <Link to="/post-job">Post New Job</Link>
        </Button>
      </CardHeader>
    </Card>
  );
}
