import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { log, record } = useCallLog();
  const statistics = useProbeOnOpen(record, 'GET /users/statistics', () => fetchUserStatistics());
  const { probe: lookup, lookUp } = useLookupProbe(
    record,
    'GET /users/{userId}',
    t`User ID is required`,
    (id) => fetchUser(id),
  );

  const roleWord = (role: string) =>
    role === 'admin'
      ? t`Admin`
      : role === 'business_owner'
        ? t`Business owner`
        : role === 'worker'
          ? t`Worker`
          : role;
  const visual = (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <ProbeCard title={t`User statistics`}>
          <ProbeResult probe={statistics} idle={t`Not loaded yet.`}>
            {(s) => (
              <Figures
                items={[
                  [t`Total`, s.total],
                  [t`Business owners`, s.business_owners],
                  [t`Admins`, s.admins],
                  [t`New users (7 days)`, s.new_last_7_days],
                  [t`Recent logins (7 days)`, s.recent_logins_7_days],
                ]}
              />
            )}
          </ProbeResult>
        </ProbeCard>
        <ProbeCard title={t`User by global ID`}>
          <Button variant="outline" onClick={() => lookUp(userId)} disabled={lookup.isPending}>
            <Trans>Get user</Trans>
          </Button>
          <ProbeResult probe={lookup} idle={t`Enter a global user ID above, then Get user.`}>
            {(user) => (
              <p className="text-sm">
                <span className="font-medium">{displayName(user) || t`No name`}</span> · {user.phone} ·{' '}
                {roleWord(user.role)}
              </p>
            )}
          </ProbeResult>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled>
              <Trans>Reset Password</Trans>
            </Button>
            <Button variant="outline" disabled>
              <Trans>Suspend Account</Trans>
            </Button>
          </div>
        </ProbeCard>
      </div>
      <UsersScreen forTestCenter />
    </div>
  );

  return <CallLogTabs label={t`Users API`} endpoints={ENDPOINTS} log={log} visual={visual} />;
}
