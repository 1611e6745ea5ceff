import { Trans, useLingui } from '@lingui/react/macro';
import { businessTypeLabel } from '@perks/contract';
import { Link, useSearchParams } from 'react-router';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { PageHeading } from '@/components/page-heading';
import { BusinessImageField } from '@/features/businesses';
import { useContractText } from '@/lib/i18n/contract-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NewBusiness } from '../components/new-business';
import { ReviewNotice } from '../components/review-notice';
import { SetupChecklist } from '../components/setup-checklist';
import { SETUP_PATH } from '../lib/setup-steps';
import { useSetupProgress } from '../lib/use-setup-progress';

/**
 * Route /setup (decision 063): an owner's own way from nothing to a live business. Without a
 * business it is the short form (name, type, address, phone, e-mail) with the assistant that fills
 * it (decision 069); with one, what happens next while it waits for review, its logo, and the
 * remaining steps (staff list, first job). `?business=<id>` picks which of the person's businesses.
 */
export function BusinessSetupPage() {
  const { t } = useLingui();
  const tc = useContractText();
  useDocumentTitle(t`Set up your business`);
  const [params] = useSearchParams();
  const progress = useSetupProgress(params.get('business'));

  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeading title={<Trans>Set up your business</Trans>} tracking="tight">
        <Trans>
          List your venue, add your staff so they get member cards, and post jobs with honest pay.
        </Trans>
      </PageHeading>
      {progress.status === 'loading' && (
        <LoadingNotice>
          <Trans>Loading your business...</Trans>
        </LoadingNotice>
      )}
      {progress.status === 'error' && (
        <LoadFailedNotice onRetry={progress.retry}>
          <Trans>Could not load your business</Trans>
        </LoadFailedNotice>
      )}
      {progress.status === 'ready' && progress.business === null && (
        // The form's success re-reads the person's businesses, and this page moves on by itself.
        <NewBusiness onCreated={() => {}} />
      )}
      {progress.status === 'ready' && progress.business !== null && (
        <>
          <div className="space-y-1">
            <h2 className="text-xl font-semibold">{progress.business.name}</h2>
            <p className="text-sm text-muted-foreground">
              {tc(businessTypeLabel(progress.business.business_type))}
              {progress.business.address ? ` · ${progress.business.address}` : ''}
            </p>
          </div>
          {!progress.business.is_active && <ReviewNotice businessName={progress.business.name} />}
          <BusinessImageField
            businessId={progress.business.id}
            imageType="logo"
            url={progress.business.logo_url}
          />
          <p className="text-sm">
            <Link
              to={`/business/${progress.business.id}/edit`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              <Trans>Add your opening hours, description and links</Trans>
            </Link>
          </p>
          <section aria-labelledby="setup-steps-heading" className="space-y-3">
            <h2 id="setup-steps-heading" className="text-xl font-semibold">
              <Trans>Next steps</Trans>
            </h2>
            <SetupChecklist steps={progress.steps} currentPath={SETUP_PATH} />
          </section>
        </>
      )}
    </div>
  );
}
