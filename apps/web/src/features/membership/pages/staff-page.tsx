import { ROSTER_MESSAGES } from '@perks/contract';
import { Link } from 'react-router';
import { StaffListBillingNotice } from '@/features/billing';
import { ManagedBusinessScope } from '@/features/businesses';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RosterEntryForm } from '../components/roster-entry-form';
import { RosterImport } from '../components/roster-import';
import { RosterList } from '../components/roster-list';

/**
 * Route /staff (docs/product.md, "Staff rosters"): an owner or manager keeps each business's staff
 * list; a phone on it makes that person a verified member. `?business=` picks the business.
 */
export function StaffPage() {
  useDocumentTitle('Staff list');
  return (
    <div className="mx-auto w-full max-w-5xl space-y-10 px-4 py-8 sm:px-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">Staff list</h1>
        <p className="text-muted-foreground">
          Everyone on this list who signs in with their phone gets a verified member card. Removing someone
          ends it at once.
        </p>
      </div>
      <ManagedBusinessScope
        id="staff-business"
        none={
          <>
            You don't own or manage a business yet, so there is no staff list to keep.{' '}
            <Link to="/setup" className="font-medium text-primary underline-offset-4 hover:underline">
              Set up your business
            </Link>
          </>
        }
      >
        {(business) => (
          <>
            {!business.is_active && (
              <p data-testid="waiting-for-review" className="rounded-md border p-4 text-sm">
                {ROSTER_MESSAGES.waitingForReview}
              </p>
            )}
            <StaffListBillingNotice key={`billing-${business.id}`} businessId={business.id} />
            <RosterImport key={`import-${business.id}`} businessId={business.id} />
            <section aria-labelledby="add-heading" className="space-y-4">
              <h2 id="add-heading" className="text-xl font-semibold">
                Add one person
              </h2>
              <RosterEntryForm key={`add-${business.id}`} businessId={business.id} />
            </section>
            <RosterList key={`list-${business.id}`} businessId={business.id} />
          </>
        )}
      </ManagedBusinessScope>
    </div>
  );
}
