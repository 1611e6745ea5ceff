import { Trans } from '@lingui/react/macro';
import Store from 'lucide-react/icons/store';
import { HeadedSection } from '@/components/headed-section';
import { LoadFailedNotice } from '@/components/load-states';
import { ButtonLink } from '@/components/ui/button-link';
import { SETUP_PATH } from '../lib/setup-steps';
import { useSetupProgress } from '../lib/use-setup-progress';
import { ReviewNotice } from './review-notice';
import { SetupChecklist } from './setup-checklist';

/**
 * The dashboard's 'Set up your business' section (decision 063): an offer for a person without a
 * business, each step's state for an owner still setting up, and nothing once every step is done.
 */
export function BusinessSetupCard() {
  const progress = useSetupProgress();
  if (progress.status === 'loading') return null;
  if (progress.status === 'error') {
    return (
      <LoadFailedNotice onRetry={progress.retry}>
        <Trans>Could not load your business setup</Trans>
      </LoadFailedNotice>
    );
  }
  const { business, steps } = progress;
  const businessName = business?.name;
  if (business?.is_active && steps.every((step) => step.done)) return null;

  return (
    <HeadedSection
      headingId="business-setup-heading"
      data-testid="business-setup"
      title={
        businessName ? (
          <Trans>Setting up {businessName}</Trans>
        ) : (
          <Trans>Run a bar, restaurant or café?</Trans>
        )
      }
    >
      {business ? (
        <>
          {!business.is_active && <ReviewNotice businessName={business.name} />}
          <SetupChecklist steps={steps} />
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-4 rounded-lg border bg-card p-4">
          <Store aria-hidden="true" className="size-6 text-primary" />
          <p className="min-w-0 flex-1 text-sm text-muted-foreground">
            <Trans>
              List your venue, give your staff member cards and post jobs. It takes a few minutes on your
              phone.
            </Trans>
          </p>
          <ButtonLink to={SETUP_PATH}>
            <Trans>Set up your business</Trans>
          </ButtonLink>
        </div>
      )}
    </HeadedSection>
  );
}
