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

/**
 * The admin panel's API Tests tab (docs/product.md, "AI onboarding and the API Test Center"):
 * every call goes to this app's own API with the signed-in admin's session.
 */
export function ApiTestCenter() {
  const [ids, setIds] = useState<GlobalIds>({ userId: '', businessId: '' });
  return (
    <section aria-labelledby="api-test-center-heading" className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="api-test-center-heading" className="text-xl font-semibold">
          API Test Center
        </h2>
        <Badge variant="secondary">Live API /api/v1</Badge>
        <Badge variant="outline">Admin session</Badge>
        <Badge variant="outline">No sample data</Badge>
      </div>
      <GlobalIdInputs ids={ids} onChange={setIds} />
      <Tabs.Root defaultValue="users" className="space-y-4">
        <TabsList aria-label="API areas">
          <TabsTrigger value="users">Users API</TabsTrigger>
          <TabsTrigger value="businesses">Businesses API</TabsTrigger>
          <TabsTrigger value="jobs">Jobs API</TabsTrigger>
          <TabsTrigger value="ai">AI API</TabsTrigger>
          <TabsTrigger value="system">System API</TabsTrigger>
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
