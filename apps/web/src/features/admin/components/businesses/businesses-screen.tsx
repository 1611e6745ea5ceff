import { Trans } from '@lingui/react/macro';
import type { TAdminBusiness, TAdminBusinessDetail } from '@perks/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { TitledCard } from '@/components/titled-card';
import { Button } from '@/components/ui/button';
import type { ListPage } from '../../lib/figures-from-page';
import { AdminScreenHeader } from '../admin-screen-header';
import { LeadsInbox } from '../leads/leads-inbox';
import { BusinessDetail } from './business-detail';
import { BusinessForm } from './business-form';
import { BusinessStatisticsStrip } from './business-statistics-strip';
import { BusinessesList } from './businesses-list';

type Panel = { mode: 'detail' } | { mode: 'new' } | { mode: 'edit'; business: TAdminBusinessDetail };

/**
 * The Businesses tab (docs/product.md, "Admin panel"; decision 041): New Business, the statistics,
 * the list beside the selected business, the create/edit form in place of its details, and the
 * leads inbox, where a sign-up becomes a business and its owner. Stacks on a phone.
 */
export function BusinessesScreen() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>({ mode: 'detail' });
  // The list's latest page: the statistics' fallback when their own call fails.
  const [pageData, setPageData] = useState<ListPage<TAdminBusiness> | null>(null);
  const showSaved = (business: TAdminBusinessDetail) => {
    setSelectedId(business.id);
    setPanel({ mode: 'detail' });
  };

  return (
    <div className="space-y-6">
      <AdminScreenHeader title={<Trans>Business Management</Trans>}>
        <Button onClick={() => setPanel({ mode: 'new' })}>
          <Plus aria-hidden="true" /> <Trans>New Business</Trans>
        </Button>
      </AdminScreenHeader>
      <BusinessStatisticsStrip pageData={pageData} />
      <div className="grid gap-4 lg:grid-cols-2">
        <TitledCard level="h3" title={<Trans>All Businesses</Trans>}>
          <BusinessesList
            onLoaded={setPageData}
            selectedId={selectedId}
            onSelect={(business) => {
              setSelectedId(business.id);
              setPanel({ mode: 'detail' });
            }}
          />
        </TitledCard>
        <TitledCard
          level="h3"
          title={
            panel.mode === 'new' ? (
              <Trans>New Business</Trans>
            ) : panel.mode === 'edit' ? (
              <Trans>Edit Business</Trans>
            ) : (
              <Trans>Details</Trans>
            )
          }
        >
          {panel.mode === 'detail' ? (
            selectedId ? (
              <BusinessDetail
                key={selectedId}
                id={selectedId}
                onEdit={(business) => setPanel({ mode: 'edit', business })}
                onDeleted={() => setSelectedId(null)}
              />
            ) : (
              <p className="text-sm text-muted-foreground">
                <Trans>Select a business to see its details.</Trans>
              </p>
            )
          ) : (
            <BusinessForm
              key={panel.mode === 'edit' ? panel.business.id : 'new'}
              business={panel.mode === 'edit' ? panel.business : null}
              onSaved={showSaved}
              onCancel={() => setPanel({ mode: 'detail' })}
            />
          )}
        </TitledCard>
      </div>
      <TitledCard level="h3" title={<Trans>Leads</Trans>}>
        <LeadsInbox />
      </TitledCard>
    </div>
  );
}
