import { Trans, useLingui } from '@lingui/react/macro';
import { profileCompletion, type TCurrentUser } from '@perks/contract';
import FileText from 'lucide-react/icons/file-text';
import Heart from 'lucide-react/icons/heart';
import UserRound from 'lucide-react/icons/user-round';
import { HeadedSection } from '@/components/headed-section';
import { useMyApplications } from '@/features/applications';
import { useWorkExperienceStats } from '@/features/profile';
import { useSavedJobs } from '@/features/saved-jobs';
import { ActionCard } from './action-card';

/**
 * Workers' section: the applications they have sent, the jobs they have saved, and how much of the
 * profile is filled in (name, e-mail and a work history, all set on /profile; docs/product.md,
 * "Dashboard").
 */
export function WorkerActivity({ user }: { user: TCurrentUser | null }) {
  const stats = useWorkExperienceStats(user?.id);
  const applications = useMyApplications(Boolean(user));
  const saved = useSavedJobs();
  const completion = profileCompletion(user, stats.data?.totalJobs ?? 0);
  const { t, i18n } = useLingui();
  return (
    <HeadedSection headingId="your-activity-heading" title={<Trans>Your Activity</Trans>}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ActionCard
          icon={FileText}
          title={t`Job Applications`}
          description={t`Applications you have sent.`}
          to="/applications"
          action={t`My Applications`}
        >
          <p className="text-3xl font-bold">{i18n.number(applications.data?.length ?? 0)}</p>
        </ActionCard>
        <ActionCard
          icon={Heart}
          title={t`Saved jobs`}
          description={t`Jobs you have kept to come back to.`}
          to="/saved"
          action={t`View Saved Jobs`}
        >
          <p className="text-3xl font-bold">{i18n.number(saved.ids.length)}</p>
        </ActionCard>
        <ActionCard
          icon={UserRound}
          title={t`Profile Completion`}
          description={t`A complete profile helps businesses get to know you.`}
          to="/profile"
          action={t`Update Profile`}
        >
          <p className="text-3xl font-bold">{i18n.number(completion / 100, { style: 'percent' })}</p>
          <div
            role="progressbar"
            aria-label={t`Profile completion`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={completion}
            className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary" style={{ width: `${completion}%` }} />
          </div>
        </ActionCard>
      </div>
    </HeadedSection>
  );
}
