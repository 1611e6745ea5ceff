import { Trans, useLingui } from '@lingui/react/macro';
import { CallLogTabs } from '@/components/call-log-views';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { fetchBusiness, fetchBusinesses } from '@/features/businesses';
import { useCallLog } from '@/lib/use-call-log';
import { useBusinessWord } from '../businesses/business-labels';
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
  const { t } = useLingui();
  const word = useBusinessWord();
  const { log, record } = useCallLog();
  const list = useProbeOnOpen(record, 'GET /businesses', () => fetchBusinesses({ page: 1, limit: 20 }));
  const { probe: lookup, lookUp } = useLookupProbe(
    record,
    'GET /businesses/{id}',
    t`Business ID is required`,
    (id) => fetchBusiness(id),
  );

  const visual = (
    <div className="grid gap-4 lg:grid-cols-2">
      <ProbeCard title={t`Businesses`}>
        <ProbeResult probe={list} idle={t`Not loaded yet.`}>
          {(page) =>
            page.data.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                <Trans>No businesses yet.</Trans>
              </p>
            ) : (
              <ul className="divide-y text-sm" aria-label={t`Businesses`}>
                {page.data.map((business) => {
                  const name = business.name;
                  return (
                    <li key={business.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <span>
                        <span className="font-medium">{business.name}</span>{' '}
                        <Badge variant={business.is_active ? 'secondary' : 'outline'}>
                          {word(business.status)}
                        </Badge>
                      </span>
                      <Button variant="ghost" size="sm" onClick={() => onPickBusiness(business.id)}>
                        <Trans>
                          Use ID<span className="sr-only"> of {name}</span>
                        </Trans>
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )
          }
        </ProbeResult>
      </ProbeCard>
      <ProbeCard title={t`Business by global ID`}>
        <Button variant="outline" onClick={() => lookUp(businessId)} disabled={lookup.isPending}>
          <Trans>Get business</Trans>
        </Button>
        <ProbeResult probe={lookup} idle={t`Enter a global business ID above, or choose one from the list.`}>
          {(business) => (
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
              <dt>
                <Trans>Name</Trans>
              </dt>
              <dd className="font-medium">{business.name}</dd>
              <dt>
                <Trans>Type</Trans>
              </dt>
              <dd>{word(business.business_type)}</dd>
              <dt>
                <Trans>Status</Trans>
              </dt>
              <dd>{word(business.status)}</dd>
              <dt>
                <Trans>Address</Trans>
              </dt>
              <dd>{business.address ?? '—'}</dd>
              <dt>
                <Trans>Employees</Trans>
              </dt>
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

  return <CallLogTabs label={t`Businesses API`} endpoints={ENDPOINTS} log={log} visual={visual} />;
}
