import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type AdminTab, adminTabFrom } from '@perks/contract';
import { Tabs } from 'radix-ui';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingNotice } from '@/components/load-states';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ReportedMessages } from '@/features/messages';
import { BrandThemesScreen } from '@/features/themes';
import { AdminDashboard } from './admin-dashboard';
import { BusinessesScreen } from './businesses/businesses-screen';
import { JobsScreen } from './jobs/jobs-screen';
import { UsersScreen } from './users/users-screen';

// The Test Center (with the AI chat) is the largest tab and the least used: its code loads on opening.
const ApiTestCenter = lazy(async () => ({
  default: (await import('./api-tests/api-test-center')).ApiTestCenter,
}));

const LABELS: Record<AdminTab, MessageDescriptor> = {
  dashboard: msg`Dashboard`,
  users: msg`Users`,
  businesses: msg`Businesses`,
  jobs: msg`Jobs`,
  messages: msg`Reported messages`,
  themes: msg`Brand Themes`,
  'api-tests': msg`API Tests`,
};

/**
 * The admin panel's tabs, kept in `?tab=` (docs/product.md, "Admin panel"): a link or reload opens
 * the same tab, an unknown value shows the dashboard, and switching replaces the history entry.
 */
export function AdminTabs() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const tab = adminTabFrom(params.get('tab'));
  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <Tabs.Root value={tab} onValueChange={select} className="space-y-6">
      <TabsList aria-label={t`Admin sections`}>
        {Object.entries(LABELS).map(([value, label]) => (
          <TabsTrigger key={value} value={value}>
            {t(label)}
          </TabsTrigger>
        ))}
      </TabsList>
      <Tabs.Content value="dashboard">
        <AdminDashboard />
      </Tabs.Content>
      <Tabs.Content value="users">
        <UsersScreen />
      </Tabs.Content>
      <Tabs.Content value="businesses">
        <BusinessesScreen />
      </Tabs.Content>
      <Tabs.Content value="jobs">
        <JobsScreen />
      </Tabs.Content>
      <Tabs.Content value="messages">
        <ReportedMessages />
      </Tabs.Content>
      <Tabs.Content value="themes">
        <BrandThemesScreen />
      </Tabs.Content>
      <Tabs.Content value="api-tests">
        <Suspense
          fallback={
            <LoadingNotice>
              <Trans>Loading the API Test Center…</Trans>
            </LoadingNotice>
          }
        >
          <ApiTestCenter />
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}
