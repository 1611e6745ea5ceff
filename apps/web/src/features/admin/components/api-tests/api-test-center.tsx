import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AiTestPanel } from '@/features/ai';
import { BusinessesApiPanel } from './businesses-api-panel';
import { GlobalIdInputs, type GlobalIds } from './global-ids';
import { JobsApiPanel } from './jobs-api-panel';
import { SystemApiPanel } from './system-api-panel';
import { UsersApiPanel } from './users-api-panel';

const AREAS = [
  { value: 'users', label: msg`Users API` },
  { value: 'businesses', label: msg`Businesses API` },
  { value: 'jobs', label: msg`Jobs API` },
  { value: 'ai', label: msg`AI API` },
  { value: 'system', label: msg`System API` },
] as const;

/**
 * The admin panel's API Tests tab (docs/product.md, "AI onboarding and the API Test Center"):
 * every call goes to this app's own API with the signed-in admin's session.
 */
export function ApiTestCenter() {
  const { t } = useLingui();
  const [ids, setIds] = useState<GlobalIds>({ userId: '', businessId: '' });
  return (
    <section aria-labelledby="api-test-center-heading" className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="api-test-center-heading" className="text-xl font-semibold">
          <Trans>API Test Center</Trans>
        </h2>
        <Badge variant="secondary">
          <Trans>Live API /api/v1</Trans>
        </Badge>
        <Badge variant="outline">
          <Trans>Admin session</Trans>
        </Badge>
        <Badge variant="outline">
          <Trans>No sample data</Trans>
        </Badge>
      </div>
      <GlobalIdInputs ids={ids} onChange={setIds} />
      <Tabs.Root defaultValue="users" className="space-y-4">
        <TabsList aria-label={t`API areas`}>
          {AREAS.map((area) => (
            <TabsTrigger key={area.value} value={area.value}>
              {t(area.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        <Tabs.Content value="users">
          <UsersApiPanel userId={ids.userId} />
        </Tabs.Content>
        <Tabs.Content value="businesses">
          <BusinessesApiPanel
            businessId={ids.businessId}
            onPickBusiness={(businessId) => setIds((current) => ({ ...current, businessId }))}
          />
        </Tabs.Content>
        <Tabs.Content value="jobs">
          <JobsApiPanel businessId={ids.businessId} />
        </Tabs.Content>
        <Tabs.Content value="ai">
          <AiTestPanel />
        </Tabs.Content>
        <Tabs.Content value="system">
          <SystemApiPanel />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
