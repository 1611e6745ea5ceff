import { Trans, useLingui } from '@lingui/react/macro';
import { ROSTER_MESSAGES } from '@perks/contract';
import { Link } from 'react-router';
import { HeadedSection } from '@/components/headed-section';
import { PageHeading } from '@/components/page-heading';
import { StaffListBillingNotice } from '@/features/billing';
import { ManagedBusinessScope } from '@/features/businesses';
import { useContractText } from '@/lib/i18n/contract-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RosterEntryForm } from '../components/roster-entry-form';
import { RosterImport } from '../components/roster-import';
import { RosterList } from '../components/roster-list';

/**
 * Route /staff (docs/product.md, "Staff rosters"): an owner or manager keeps each business's staff
 * list; a phone on it makes that person a verified member. `?business=` picks the business.
 */
export function StaffPage() {
  const { t } = useLingui();
  const tc = useContractText();
  useDocumentTitle(t`Staff list`);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-10 px-4 py-8 sm:px-6">
      <PageHeading title={<Trans>Staff list</Trans>}>
        <Trans>
          Everyone on this list who signs in with their phone gets a verified member card. Removing someone
          ends it at once.
        </Trans>
      </PageHeading>
      <ManagedBusinessScope
        id="staff-business"
        none={
          <>
            <Trans>You don't own or manage a business yet, so there is no staff list to keep.</Trans>{' '}
            <Link to="/setup" className="font-medium text-primary underline-offset-4 hover:underline">
              <Trans>Set up your business</Trans>
            </Link>
          </>
        }
      >
        {(business) => (
          <>
            {!business.is_active && (
              <p data-testid="waiting-for-review" className="rounded-md border p-4 text-sm">
                {tc(ROSTER_MESSAGES.waitingForReview)}
              </p>
            )}
            <StaffListBillingNotice key={`billing-${business.id}`} businessId={business.id} />
            <RosterImport key={`import-${business.id}`} businessId={business.id} />
            <HeadedSection headingId="add-heading" title={<Trans>Add one person</Trans>}>
              <RosterEntryForm key={`add-${business.id}`} businessId={business.id} />
            </HeadedSection>
            <RosterList key={`list-${business.id}`} businessId={business.id} />
          </>
        )}
      </ManagedBusinessScope>
    </div>
  );
}
