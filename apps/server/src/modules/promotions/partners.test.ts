import { beforeAll, describe, expect, it } from 'vitest';
import { promotions } from '../../db/schema/index.ts';
import { daysFromNow, insertBusiness } from '../../test/job-fixtures.ts';
import { setUpTestApp } from '../../test/test-app.ts';

const t = setUpTestApp();

beforeAll(async () => {
  const db = t.database.db;
  const pier = await insertBusiness(db, { name: 'Salt Pier Kitchen', business_type: 'restaurant' });
  await insertBusiness(db, { name: 'Back Cove Cafe', business_type: 'cafe', address: null });
  // Employers whose doors are not the members' to walk through: listed only while they run a perk.
  await insertBusiness(db, { name: 'Anchor Payroll', business_type: 'finance' });
  await insertBusiness(db, { name: 'Bayside Clinic', business_type: 'healthcare' });
  const software = await insertBusiness(db, { name: 'Casco Code', business_type: 'tech' });
  const waiting = await insertBusiness(db, {
    name: 'Waiting Room Bar',
    status: 'inactive',
    is_active: false,
  });
  const perk = (businessId: string, title: string, extra: Partial<typeof promotions.$inferInsert> = {}) => ({
    business_id: businessId,
    title,
    description: `${title}, for industry staff.`,
    discount_type: 'percentage' as const,
    discount_value: 10,
    ...extra,
  });
  await db
    .insert(promotions)
    .values([
      perk(pier.id, 'Half-price oysters'),
      perk(pier.id, 'Staff brunch', { ends_at: daysFromNow(3) }),
      perk(pier.id, 'Summer special', { ends_at: daysFromNow(-1) }),
      perk(pier.id, 'Holiday menu', { starts_at: daysFromNow(5) }),
      perk(pier.id, 'Paused deal', { status: 'paused' }),
      perk(waiting.id, 'Not yet open'),
      perk(software.id, 'Free laptop tune-up'),
    ]);
});

describe('GET /partners', () => {
  it('lists the partners with a live perk first, then the others that serve members, by name, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/partners' });
    expect(res.statusCode).toBe(200);
    const { partners } = res.json().data;
    // The payroll office and the clinic run no perk and serve no members: not partners to list.
    expect(partners.map((partner: { name: string }) => partner.name)).toEqual([
      'Casco Code',
      'Salt Pier Kitchen',
      'Back Cove Cafe',
    ]);
    expect(partners[2]).toMatchObject({ business_type: 'cafe', address: null, perks: [] });
    expect(partners[1].perks.map((perk: { title: string }) => perk.title).sort()).toEqual([
      'Half-price oysters',
      'Staff brunch',
    ]);
    // Visitors see titles only, as on a business page: no terms, no discount details.
    expect(Object.keys(partners[1].perks[0]).sort()).toEqual(['id', 'title']);
  });
});
