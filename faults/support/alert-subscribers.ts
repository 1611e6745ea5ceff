import { ZJobAlertFilters } from '@perks/contract';
import type { Db } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/db/schema/index.ts';
import { createJobAlert } from '../../apps/server/src/modules/job-alerts/job-alerts.repository.ts';

/**
 * People with a confirmed address and an instant e-mail alert for 'shucker' (an 'Oyster Shucker'
 * job matches it), `<prefix><n>@example.com` on phones from `firstPhone` on. Answers the addresses.
 */
export async function addShuckerSubscribers(
  db: Db,
  { count, prefix, firstPhone }: { count: number; prefix: string; firstPhone: number },
): Promise<string[]> {
  const addresses: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const email = `${prefix}${n}@example.com`;
    const [who] = await db
      .insert(users)
      .values({ phone: `+1207555${String(firstPhone + n)}`, email, email_confirmed_at: new Date() })
      .returning({ id: users.id });
    await createJobAlert(db, who!.id, {
      name: 'Oyster shucker',
      filters: ZJobAlertFilters.parse({ title_search: 'shucker' }),
      frequency: 'instant',
      digest_time: '08:00',
      channels: ['email'],
      paused: false,
    });
    addresses.push(email);
  }
  return addresses;
}
