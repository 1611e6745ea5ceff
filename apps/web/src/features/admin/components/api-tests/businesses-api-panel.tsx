import { CallLogTabs } from '@/components/call-log-views';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { fetchBusiness, fetchBusinesses } from '@/features/businesses';
import { useCallLog } from '@/lib/use-call-log';
import { ADMIN_BUSINESS_ENDPOINT, BusinessFormCard } from './business-form-card';
import { ProbeCard } from './probe-card';
import { ProbeResult } from './probe-result';
import { useLookupProbe, useProbeOnOpen } from './use-probe';

const ENDPOINTS = ['GET /businesses', 'GET /businesses/{id}', ADMIN_BUSINESS_ENDPOINT];

/**
 * Businesses API, on the public business routes (the directory as an admin sees it, with inactive
 * businesses, and one business by the global id). Choosing a listed business makes it the global id.
 * The create/edit form saves through the admin routes; a saved business becomes the global id and
 * the list is asked again.
 */
export function BusinessesApiPanel({
  businessId,
  onPickBusiness,
}: {
  businessId: string;
  onPickBusiness: (id: string) => void;
}) {
  const { log, record } = useCallLog();
  const list = useProbeOnOpen(record, 'GET /businesses', () => fetchBusinesses({ page: 1, limit: 20 }));
  const { probe: lookup, lookUp } = useLookupProbe(
    record,
    'GET /businesses/{id}',
    'Business ID is required',
    (id) => fetchBusiness(id),
  );

  const visual = (
    <div className="grid gap-4 lg:grid-cols-2">
      <ProbeCard title="Businesses">
        <ProbeResult probe={list} idle="Not loaded yet.">
          {(page) =>
            page.data.length === 0 ? (
              <p className="text-sm text-muted-foreground">No businesses yet.</p>
            ) : (
              <ul className="divide-y text-sm" aria-label="Businesses">
                {page.data.map((business) => (
                  <li key={business.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span>
                      <span className="font-medium">{business.name}</span>{' '}
                      <Badge variant={business.is_active ? 'secondary' : 'outline'}>{business.status}</Badge>
                    </span>
                    <Button variant="ghost" size="sm" onClick={() => onPickBusiness(business.id)}>
                      Use ID<span className="sr-only"> of {business.name}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        </ProbeResult>
      </ProbeCard>
      <ProbeCard title="Business by global ID">
        <Button variant="outline" onClick={() => lookUp(businessId)} disabled={lookup.isPending}>
          Get business
        </Button>
        <ProbeResult probe={lookup} idle="Enter a global business ID above, or choose one from the list.">
          {(business) => (
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
              <dt>Name</dt>
              <dd className="font-medium">{business.name}</dd>
              <dt>Type</dt>
              <dd>{business.business_type}</dd>
              <dt>Status</dt>
              <dd>{business.status}</dd>
              <dt>Address</dt>
              <dd>{business.address ?? '—'}</dd>
              <dt>Employees</dt>
              <dd>{business.employee_count ?? 0}</dd>
            </dl>
          )}
        </ProbeResult>
      </ProbeCard>
      <div className="lg:col-span-2">
        <BusinessFormCard
          record={record}
          businessId={businessId}
          onSaved={(business) => {
            onPickBusiness(business.id);
            list.mutate();
          }}
        />
      </div>
    </div>
  );

  return <CallLogTabs label="Businesses API" endpoints={ENDPOINTS} log={log} visual={visual} />;
}
