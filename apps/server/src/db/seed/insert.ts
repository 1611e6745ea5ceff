import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import {
  businesses,
  businessMembers,
  E164_PATTERN,
  employeeRosters,
  jobApplicationSteps,
  jobApplications,
  jobs,
  type NewBusinessRow,
  type NewUserRow,
  promotions,
  users,
  workExperiences,
} from '../schema/index.ts';
import { applicationRows, DEMO_APPLICATION_JOB } from './applications.ts';
import { DEMO_BUSINESSES } from './businesses.ts';
import { jobRows } from './jobs.ts';
import { DEMO_PEOPLE, UNREGISTERED_STAFF } from './people.ts';
import { promotionRows } from './promotions.ts';
import { daysAgo } from './time.ts';
import { workExperienceRows } from './work-experience.ts';

const ADMIN_NAMES = ['Avery', 'Blake', 'Casey', 'Drew', 'Emerson'];

/** Admin accounts for the configured phones; a phone that is also a demo person makes that person an admin. */
function adminUsers(adminPhones: readonly string[], now: Date): NewUserRow[] {
  const phones = [...new Set(adminPhones.map((phone) => phone.trim()).filter(Boolean))];
  const invalid = phones.filter((phone) => !new RegExp(E164_PATTERN).test(phone));
  if (invalid.length > 0)
    throw new Error(`Admin phones must be in E.164 form (+12075550100): ${invalid.join(', ')}`);
  return phones.map((phone, index) => ({
    phone,
    first_name: ADMIN_NAMES[index] ?? `Admin ${index + 1}`,
    last_name: 'Admin',
    role: 'admin',
    is_admin: true,
    created_at: daysAgo(now, 200),
  }));
}

/** Inserts the whole demo data set with one multi-row statement per table. Runs inside the caller's transaction. */
export async function insertDemoData(tx: Tx, adminPhones: readonly string[], now: Date): Promise<void> {
  const businessIds = new Map(DEMO_BUSINESSES.map((business) => [business.key, randomUUID()]));
  const admins = adminUsers(adminPhones, now);
  const adminByPhone = new Map(admins.map((admin) => [admin.phone, admin]));

  const userRows: NewUserRow[] = DEMO_PEOPLE.map((person) => ({
    id: randomUUID(),
    phone: person.phone,
    first_name: person.first_name,
    last_name: person.last_name,
    email: person.email ?? null,
    role: adminByPhone.has(person.phone) ? 'admin' : person.role,
    is_admin: adminByPhone.has(person.phone),
    favorite_business_id: person.favorite ? (businessIds.get(person.favorite) ?? null) : null,
    last_sign_in_at: person.lastSignInDaysAgo === undefined ? null : daysAgo(now, person.lastSignInDaysAgo),
    email_confirmed_at: person.email ? daysAgo(now, person.createdDaysAgo) : null,
    created_at: daysAgo(now, person.createdDaysAgo),
  }));
  const demoPhones = new Set(userRows.map((row) => row.phone));
  for (const admin of admins) {
    if (!demoPhones.has(admin.phone)) userRows.push({ ...admin, id: randomUUID() });
  }
  const userIdByPhone = new Map(userRows.map((row) => [row.phone, row.id as string]));
  const nameByPhone = new Map(DEMO_PEOPLE.map((p) => [p.phone, `${p.first_name} ${p.last_name}`]));
  const firstAdminId = admins[0] ? userIdByPhone.get(admins[0].phone) : undefined;

  // Owners post for and submit the staff list of their businesses; managers are the job contact.
  const ownerIds = new Map<string, string>();
  const contactNames = new Map<string, string>();
  const memberRows = DEMO_PEOPLE.flatMap((person) =>
    (person.memberships ?? []).map((membership, index) => {
      const user_id = userIdByPhone.get(person.phone) as string;
      if (membership.role === 'owner' && !ownerIds.has(membership.business)) {
        ownerIds.set(membership.business, user_id);
      }
      if (membership.role === 'manager' || !contactNames.has(membership.business)) {
        contactNames.set(membership.business, nameByPhone.get(person.phone) as string);
      }
      return {
        business_id: businessIds.get(membership.business) as string,
        user_id,
        role: membership.role,
        join_order: index + 1,
        created_at: daysAgo(now, person.createdDaysAgo),
      };
    }),
  );

  const businessRows: NewBusinessRow[] = DEMO_BUSINESSES.map(
    ({
      key,
      jobsEmail: _jobsEmail,
      highlights: _highlights,
      benefits: _benefits,
      createdDaysAgo,
      ...business
    }) => ({
      ...business,
      id: businessIds.get(key),
      owner_id: ownerIds.get(key) ?? null,
      created_at: daysAgo(now, createdDaysAgo),
      updated_at: daysAgo(now, Math.floor(createdDaysAgo / 3)),
    }),
  );

  const rosterRows = [
    ...DEMO_PEOPLE.flatMap((person) =>
      (person.rosteredAt ?? []).map((entry) => ({
        ...entry,
        phone: person.phone,
        first_name: person.first_name,
        last_name: person.last_name,
      })),
    ),
    ...UNREGISTERED_STAFF,
  ].map(({ business, ...entry }) => ({
    ...entry,
    business_id: businessIds.get(business) as string,
    submitted_by: ownerIds.get(business) ?? null,
  }));

  // A business without an owner (none in the demo today) would be posted for by the first admin.
  const posterIds = new Map(ownerIds);
  for (const { key } of DEMO_BUSINESSES) {
    if (!posterIds.has(key) && firstAdminId) posterIds.set(key, firstAdminId);
  }

  // Users and businesses reference each other: insert users without favorites first, then link them.
  await tx.insert(users).values(userRows.map((row) => ({ ...row, favorite_business_id: null })));
  await tx.insert(businesses).values(businessRows);
  // A handful of rows, so one small update each is simpler than a bulk update-from-values.
  for (const row of userRows.filter((candidate) => candidate.favorite_business_id)) {
    await tx
      .update(users)
      .set({ favorite_business_id: row.favorite_business_id })
      .where(eq(users.id, row.id as string));
  }
  await tx.insert(businessMembers).values(memberRows);
  await tx.insert(employeeRosters).values(rosterRows);
  const jobIds = await tx
    .insert(jobs)
    .values(jobRows({ now, businessIds, posterIds, contactNames }))
    .returning({ id: jobs.id, business_id: jobs.business_id, title: jobs.title });
  const history = workExperienceRows(now, userIdByPhone);
  await tx.insert(workExperiences).values(history);
  await tx.insert(promotions).values(promotionRows(now, businessIds));

  const appliedTo = DEMO_APPLICATION_JOB;
  const job = jobIds.find(
    (row) => row.business_id === businessIds.get(appliedTo.business) && row.title === appliedTo.title,
  );
  const ownerId = ownerIds.get(appliedTo.business);
  if (!job || !ownerId) throw new Error(`No demo job ${appliedTo.title} at ${appliedTo.business}`);
  const { applications, steps } = applicationRows({ now, job, ownerId, users: userRows, history });
  await tx.insert(jobApplications).values(applications);
  await tx.insert(jobApplicationSteps).values(steps);
}
