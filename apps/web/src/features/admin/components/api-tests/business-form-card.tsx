import { Trans, useLingui } from '@lingui/react/macro';
import type { TAdminBusinessDetail } from '@perks/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { useCallLog } from '@/lib/use-call-log';
import { fetchAdminBusiness } from '../../api/get-business';
import { BusinessForm } from '../businesses/business-form';
import { ProbeCard } from './probe-card';
import { ProbeResult } from './probe-result';
import { useLookupProbe } from './use-probe';

export const ADMIN_BUSINESS_ENDPOINT = 'GET /admin/businesses/{id}';

interface BusinessFormCardProps {
  record: ReturnType<typeof useCallLog>['record'];
  businessId: string;
  onSaved: (business: TAdminBusinessDetail) => void;
}

/**
 * The Businesses panel's create/edit form: the Businesses tab's own form (same schema, same
 * admin routes), empty for a new business or filled from the admin route for the global id.
 */
export function BusinessFormCard({ record, businessId, onSaved }: BusinessFormCardProps) {
  const { t } = useLingui();
  const [mode, setMode] = useState<'closed' | 'new' | 'edit'>('closed');
  const [saved, setSaved] = useState<TAdminBusinessDetail | null>(null);
  const { probe, lookUp } = useLookupProbe(
    record,
    ADMIN_BUSINESS_ENDPOINT,
    t`Business ID is required`,
    (id) => fetchAdminBusiness(id),
  );
  const open = (next: 'new' | 'edit') => {
    setSaved(null);
    if (next === 'edit') {
      lookUp(businessId);
      if (!businessId.trim()) return;
    }
    setMode(next);
  };
  const form = (business: TAdminBusinessDetail | null) => (
    <BusinessForm
      key={business?.id ?? 'new'}
      business={business}
      onSaved={(result) => {
        setMode('closed');
        setSaved(result);
        onSaved(result);
      }}
      onCancel={() => setMode('closed')}
    />
  );

  const savedName = saved?.name;
  return (
    <ProbeCard title={t`Create or edit a business`}>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => open('new')}>
          <Trans>New business</Trans>
        </Button>
        <Button variant="outline" onClick={() => open('edit')} disabled={probe.isPending}>
          <Trans>Edit business</Trans>
        </Button>
      </div>
      {mode === 'new' && form(null)}
      {mode === 'edit' && (
        <ProbeResult probe={probe} idle={t`Enter a global business ID above, or choose one from the list.`}>
          {form}
        </ProbeResult>
      )}
      {mode === 'closed' && saved && (
        <p role="status" className="text-sm">
          <Trans>
            Saved <span className="font-medium">{savedName}</span>; its ID is now the global business ID.
          </Trans>
        </p>
      )}
      {mode === 'closed' && !saved && (
        <p className="text-sm text-muted-foreground">
          <Trans>New business opens an empty form; Edit business loads the global business ID into it.</Trans>
        </p>
      )}
    </ProbeCard>
  );
}
