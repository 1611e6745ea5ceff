/**
 * The saved searches both job alert benchmarks match against: 2,000 people with 5 alerts each
 * (10,000; half instant, half daily), filters drawn like real searches (a role, a title word, a
 * town, tipped, employment type, a pay floor, each present or not), from a fixed seed.
 */
import { EMPLOYMENT_TYPES, ROLE_TYPES, type TJobAlertFilters } from '@perks/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { jobAlerts, users } from '../../apps/server/src/db/schema/index.ts';
import { alertMatchColumns } from '../../apps/server/src/modules/job-alerts/job-alerts.repository.ts';

const PEOPLE = 2_000;
const ALERTS_EACH = 5;
const WORDS = ['server', 'bartender', 'cook', 'barista', 'host', 'dish', 'chef', 'weekend', 'prep'];
const TOWNS = ['portland', 'south portland', 'westbrook', 'falmouth', 'scarborough'];
const PAY_FLOORS = [15, 18, 20, 22.5, 25];

function randomSource(start: number) {
  let seed = start;
  const random = () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const maybe = <T>(chance: number, value: () => T): T | undefined =>
    random() < chance ? value() : undefined;
  return { random, pick, maybe };
}

function randomFilters({ random, pick, maybe }: ReturnType<typeof randomSource>): TJobAlertFilters {
  const filters = {
    role_type: maybe(0.6, () => pick(ROLE_TYPES)),
    title_search: maybe(0.4, () => pick(WORDS)),
    location: maybe(0.3, () => pick(TOWNS)),
    is_tipped_role: maybe(0.3, () => random() < 0.7),
    employment_type: maybe(0.3, () => pick(EMPLOYMENT_TYPES)),
    min_pay: maybe(0.3, () => pick(PAY_FLOORS)),
  };
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as TJobAlertFilters;
}

export interface AlertPopulation {
  phones: string[];
  alerts: number;
  /** Deletes the people, which removes their alerts, claims and e-mails (the foreign keys cascade). */
  remove: () => Promise<void>;
}

/**
 * Adds the people and their alerts. `phonePrefix` keeps each benchmark's people apart; with
 * `confirmedEmail` each person has a confirmed alert address (`<prefix-digits>-<n>@example.com`).
 */
export async function addAlertPeople(
  db: Db,
  { phonePrefix, confirmedEmail = false }: { phonePrefix: string; confirmedEmail?: boolean },
): Promise<AlertPopulation> {
  const source = randomSource(42);
  const phones = Array.from({ length: PEOPLE }, (_, n) => `${phonePrefix}${String(n).padStart(4, '0')}`);
  const remove = async () => {
    await db.delete(users).where(inArray(users.phone, phones));
  };
  await remove(); // what an interrupted run left
  const people = await db
    .insert(users)
    .values(
      phones.map((phone) => ({
        phone,
        ...(confirmedEmail
          ? { email: `bench${phone.slice(1)}@example.com`, email_confirmed_at: new Date() }
          : {}),
      })),
    )
    .returning({ id: users.id });
  const rows = people.flatMap((who) =>
    Array.from({ length: ALERTS_EACH }, (_, n) => {
      const filters = randomFilters(source);
      return {
        user_id: who.id,
        name: `Alert ${n}`,
        filters,
        frequency: n % 2 === 0 ? ('instant' as const) : ('daily' as const),
        digest_time: '08:00',
        channels: ['email' as const],
        ...alertMatchColumns(filters),
      };
    }),
  );
  for (let start = 0; start < rows.length; start += 1000)
    await db.insert(jobAlerts).values(rows.slice(start, start + 1000));
  await db.execute(sql`analyze job_alerts`);
  return { phones, alerts: rows.length, remove };
}
