import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { JobDetailView } from '@/features/jobs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EXAMPLE_JOB } from '../data/example-job';

/** Route /example-job: a fixed sample posting (no data call) showing what every job tells you. */
export function ExampleJobPage() {
  useDocumentTitle('Example Job');
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-6 rounded-lg border border-primary/30 bg-secondary p-5 text-secondary-foreground">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <Info aria-hidden="true" className="size-6" />
          Example Job
        </h1>
        <p className="mt-2">
          This is what a posting looks like here: base pay, tips, the real schedule and what a week earns,
          before you apply.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/jobs">Browse real jobs</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/post-job">Post a Job</Link>
          </Button>
        </div>
      </header>
      <JobDetailView job={EXAMPLE_JOB} titleLevel="h2" showDates={false} showApply={false} />
    </div>
  );
}
