import { useLingui } from '@lingui/react/macro';
import type { TJob } from '@perks/contract';
import { Heart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { HOLD_TAP } from '@/lib/held-taps';
import { cn } from '@/lib/utils';
import { useSavedJobs } from '../lib/use-saved-jobs';

/**
 * The heart that saves a job or takes it off the saved jobs; its state is announced, and its name
 * says which job. Signed out it is kept in the browser; signed in on the account too. It needs
 * scripts, so without them it is not shown at all (`scripting: none`), rather than shown doing
 * nothing; its space stays the same either way. A tap before the app has taken over the page is
 * held and replayed (`HOLD_TAP`).
 */
export function SaveJobButton({ job, className }: { job: Pick<TJob, 'id' | 'title'>; className?: string }) {
  const { t } = useLingui();
  const saved = useSavedJobs();
  const pressed = saved.isSaved(job.id);
  const title = job.title;
  return (
    <Button
      {...HOLD_TAP}
      id={`save-job-${job.id}`}
      type="button"
      variant="ghost"
      size="icon"
      className={cn('[@media(scripting:none)]:invisible', className)}
      aria-pressed={pressed}
      aria-label={pressed ? t`Remove from saved: ${title}` : t`Save job: ${title}`}
      title={pressed ? t`Remove from saved` : t`Save job`}
      onClick={() => void saved.toggle(job.id)}
    >
      <Heart aria-hidden="true" className={cn('size-5', pressed && 'fill-red-500 text-red-500')} />
    </Button>
  );
}
