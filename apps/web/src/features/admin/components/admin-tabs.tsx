import { type AdminTab, adminTabFrom } from '@perks/contract';
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BrandThemesScreen } from '@/features/themes';
import { AdminDashboard } from './admin-dashboard';
import { BusinessesScreen } from './businesses/businesses-screen';
import { JobsScreen } from './jobs/jobs-screen';
import { UsersScreen } from './users/users-screen';

const LABELS: Record<AdminTab, string> = {
  dashboard: 'Dashboard',
  users: 'Users',
  businesses: 'Businesses',
  jobs: 'Jobs',
  themes: 'Brand Themes',
  'api-tests': 'API Tests',
};

/** Tabs whose screens are still to be built say so plainly rather than showing sample data. */
function NotBuiltYet({ name }: { name: string }) {
  return (
    <p className="rounded-md border border-dashed p-6 text-sm text-muted-foreground">
      The {name} screen is not built yet.
    </p>
  );
}

/**
 * The admin panel's tabs, kept in `?tab=` (docs/product.md, "Admin panel"): a link or reload opens
 * the same tab, an unknown value shows the dashboard, and switching replaces the history entry.
 */
export function AdminTabs() {
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
      <TabsList aria-label="Admin sections">
        {Object.entries(LABELS).map(([value, label]) => (
          <TabsTrigger key={value} value={value}>
            {label}
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
      <Tabs.Content value="themes">
        <BrandThemesScreen />
      </Tabs.Content>
      <Tabs.Content value="api-tests">
        <NotBuiltYet name={LABELS['api-tests']} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
