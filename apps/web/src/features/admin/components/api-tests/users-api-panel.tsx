import { displayName } from '@perks/contract';
import { CallLogTabs } from '@/components/call-log-views';
import { Button } from '@/components/ui/button';
import { useCallLog } from '@/lib/use-call-log';
import { fetchUser } from '../../api/get-user';
import { fetchUserStatistics } from '../../api/get-user-statistics';
import { UsersScreen } from '../users/users-screen';
import { Figures, ProbeCard } from './probe-card';
import { ProbeResult } from './probe-result';
import { useLookupProbe, useProbeOnOpen } from './use-probe';

const ENDPOINTS = ['GET /users/statistics', 'GET /users/{userId}'];

/**
 * Users API: statistics with the 7-day counts, a lookup by the global user id, the account actions
 * that are not offered (Reset Password, Suspend Account), and the users list with its search,
 * filters, detail and edit form (the same screen as the Users tab, on the same API).
 */
export function UsersApiPanel({ userId }: { userId: string }) {
  const { log, record } = useCallLog();
  const statistics = useProbeOnOpen(record, 'GET /users/statistics', () => fetchUserStatistics());
  const { probe: lookup, lookUp } = useLookupProbe(
    record,
    'GET /users/{userId}',
    'User ID is required',
    (id) => fetchUser(id),
  );

  const visual = (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <ProbeCard title="User statistics">
          <ProbeResult probe={statistics} idle="Not loaded yet.">
            {(s) => (
              <Figures
                items={[
                  ['Total', s.total],
                  ['Business owners', s.business_owners],
                  ['Admins', s.admins],
                  ['New users (7 days)', s.new_last_7_days],
                  ['Recent logins (7 days)', s.recent_logins_7_days],
                ]}
              />
            )}
          </ProbeResult>
        </ProbeCard>
        <ProbeCard title="User by global ID">
          <Button variant="outline" onClick={() => lookUp(userId)} disabled={lookup.isPending}>
            Get user
          </Button>
          <ProbeResult probe={lookup} idle="Enter a global user ID above, then Get user.">
            {(user) => (
              <p className="text-sm">
                <span className="font-medium">{displayName(user) || 'No name'}</span> · {user.phone} ·{' '}
                {user.role}
              </p>
            )}
          </ProbeResult>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled>
              Reset Password
            </Button>
            <Button variant="outline" disabled>
              Suspend Account
            </Button>
          </div>
        </ProbeCard>
      </div>
      <UsersScreen forTestCenter />
    </div>
  );

  return <CallLogTabs label="Users API" endpoints={ENDPOINTS} log={log} visual={visual} />;
}
