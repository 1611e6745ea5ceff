import { Trans, useLingui } from '@lingui/react/macro';
import { type TWorkExperience, WORK_EXPERIENCE_TOASTS } from '@perks/contract';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useDeleteWorkExperience } from '../api/delete-work-experience';
import { useWorkExperienceStats } from '../api/get-work-experience-stats';
import { useWorkExperience } from '../api/list-work-experience';
import { ExperienceForm } from './experience-form';
import { ExperienceStats } from './experience-stats';
import { ExperienceTimeline } from './experience-timeline';

type View = { mode: 'list' } | { mode: 'add' } | { mode: 'edit'; entry: TWorkExperience };

/**
 * 'Work Experience': stats, the timeline, and on one's own profile the Add/Edit form in place of
 * the list (docs/product.md, "Profiles and work experience").
 */
export function WorkExperienceSection({
  userId,
  own,
  verifiedEmployers,
}: {
  userId: string;
  own: boolean;
  verifiedEmployers: readonly string[];
}) {
  const { t } = useLingui();
  const tc = useContractText();
  const list = useWorkExperience(userId);
  const stats = useWorkExperienceStats(userId);
  const remove = useDeleteWorkExperience(userId);
  const [view, setView] = useState<View>({ mode: 'list' });

  const deleteEntry = async (entry: TWorkExperience) => {
    try {
      await remove.mutateAsync(entry.id);
      const done = WORK_EXPERIENCE_TOASTS.deleted;
      toast.success(tc(done.title), { description: tc(done.description) });
      setView({ mode: 'list' });
    } catch {
      const failed = WORK_EXPERIENCE_TOASTS.deleteFailed;
      toast.error(tc(failed.title), { description: tc(failed.description) });
    }
  };

  const entries = list.data ?? [];
  return (
    <section aria-labelledby="work-experience-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="work-experience-heading" className="text-xl font-semibold">
            <Trans>Work Experience</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            {own ? t`Your professional background` : t`Professional background`}
          </p>
        </div>
        {own && view.mode === 'list' && (
          <Button onClick={() => setView({ mode: 'add' })}>
            <Plus aria-hidden="true" />
            <Trans>Add Experience</Trans>
          </Button>
        )}
      </div>

      {view.mode !== 'list' && (
        <ExperienceForm
          key={view.mode === 'edit' ? view.entry.id : 'new'}
          userId={userId}
          entry={view.mode === 'edit' ? view.entry : undefined}
          onClose={() => setView({ mode: 'list' })}
          onDelete={deleteEntry}
        />
      )}

      {stats.data && entries.length > 0 && <ExperienceStats stats={stats.data} />}

      {list.isPending ? (
        <div role="status" aria-label={t`Loading work experience`} className="space-y-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {tc(list.error.message)}
        </p>
      ) : entries.length === 0 ? (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <p className="text-muted-foreground">
            {own ? t`No work experience added yet` : t`No work experience to show`}
          </p>
          {own && view.mode === 'list' && (
            <Button className="mt-4" onClick={() => setView({ mode: 'add' })}>
              <Trans>Add Your First Job</Trans>
            </Button>
          )}
        </div>
      ) : (
        <ExperienceTimeline
          entries={entries}
          onEdit={own ? (entry) => setView({ mode: 'edit', entry }) : undefined}
          onDelete={own ? deleteEntry : undefined}
          verifiedEmployers={verifiedEmployers}
        />
      )}
    </section>
  );
}
