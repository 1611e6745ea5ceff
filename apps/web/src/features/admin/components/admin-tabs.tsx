import { type AdminTab, adminTabFrom } from '@perks/contract';
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { AdminDashboard } from './admin-dashboard';
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
      <Tabs.List aria-label="Admin sections" className="flex flex-wrap gap-1 border-b">
        {Object.entries(LABELS).map(([value, label]) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="-mb-px rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:border-primary data-[state=active]:text-foreground"
          >
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="dashboard">
        <AdminDashboard />
      </Tabs.Content>
      <Tabs.Content value="users">
        <UsersScreen />
      </Tabs.Content>
      <Tabs.Content value="jobs">
        <JobsScreen />
      </Tabs.Content>
      {(['businesses', 'themes', 'api-tests'] as const).map((value) => (
        <Tabs.Content key={value} value={value}>
          <NotBuiltYet name={LABELS[value]} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
