import {
  ROSTER_IMPORT_MAX_ROWS,
  ROSTER_IMPORTS_PER_DAY,
  ROSTER_MESSAGES,
  ROSTER_WAITING_MAX_ENTRIES,
} from '@perks/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, businesses, employeeRosters } from '../../db/schema/index.ts';
import { callAs } from '../../test/call-as.ts';
import { insertBusiness } from '../../test/job-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { authHeadersFor, createTestUser } from '../../test/test-sessions.ts';

const t = setUpTestApp();
let owner: Person;
let manager: Person;
let otherOwner: Person;
let admin: Person;
let worker: Person;
let pierId: string;

type Row = { name: string; phone: string; role_title?: string | null };

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Person | null, payload?: object) =>
  callAs(t.app, method, url, who, payload);
const preview = (rows: Row[], who: Person = owner) =>
  call('POST', `/businesses/${pierId}/roster/preview`, who, { rows });
const importRows = (rows: Row[], who: Person = owner) =>
  call('POST', `/businesses/${pierId}/roster/import`, who, { rows });
const rosterSize = async (businessId = pierId) =>
  (await t.database.db.select().from(employeeRosters).where(eq(employeeRosters.business_id, businessId)))
    .length;
const rowsOf = (count: number, from: number, name = 'Person') =>
  Array.from({ length: count }, (_, index) => ({
    name: `${name} ${index}`,
    phone: phoneNumber(from + index),
  }));
/** The audit trail's entries for one record. */
const auditOf = (entityId: string) =>
  t.database.db.select().from(auditEvents).where(eq(auditEvents.entity_id, entityId));

async function signedInAs(phone: string): Promise<Person> {
  const user = await createTestUser(t.database.db, { phone });
  return { id: user.id, auth: await authHeadersFor(t.app, user) };
}

/** Distinct real Maine numbers: 207-774-xxxx. */
const phoneNumber = (index: number) => `(207) 774-${String(index).padStart(4, '0')}`;

beforeAll(async () => {
  const db = t.database.db;
  const pier = await insertBusiness(db, { name: 'Salt Pier Kitchen' });
  const other = await insertBusiness(db, { name: 'Somebody Else Cafe' });
  pierId = pier.id;
  owner = await person(t.app, db, { memberships: [{ businessId: pier.id, role: 'owner' }] });
  manager = await person(t.app, db, { memberships: [{ businessId: pier.id, role: 'manager' }] });
  otherOwner = await person(t.app, db, { memberships: [{ businessId: other.id, role: 'owner' }] });
  worker = await person(t.app, db, { memberships: [{ businessId: pier.id, role: 'employee' }] });
  admin = await person(t.app, db, { admin: true });
});

describe('staff list preview', () => {
  it('marks each row valid, duplicate or invalid, with phones in E.164, and saves nothing', async () => {
    const res = await preview([
      { name: 'Ada Lovelace', phone: '207-774-0001', role_title: 'Server' },
      { name: 'Grace Hopper', phone: '+1 207 774 0002' },
      { name: 'Ada Again', phone: '(207) 774-0001' },
      { name: 'No Phone', phone: '12345' },
      { name: '  ', phone: '207-774-0003' },
    ]);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.rows.map((row: { status: string }) => row.status)).toEqual([
      'valid',
      'valid',
      'duplicate',
      'invalid',
      'invalid',
    ]);
    expect(data.rows[0]).toMatchObject({
      line: 1,
      phone: '+12077740001',
      role_title: 'Server',
      message: null,
    });
    expect(data.rows[2].message).toBe(ROSTER_MESSAGES.duplicateInList);
    expect(data.rows[3].message).toBe('Invalid phone number format');
    expect(data.rows[4].message).toBe(ROSTER_MESSAGES.nameRequired);
    expect([data.valid, data.duplicate, data.invalid]).toEqual([2, 1, 2]);
    expect(await rosterSize()).toBe(0);
  });

  it('marks a phone already on the list as a duplicate', async () => {
    const added = await call('POST', `/businesses/${pierId}/roster`, owner, {
      name: 'Existing Person',
      phone: '2077740900',
    });
    expect(added.statusCode).toBe(201);
    const res = await preview([{ name: 'Same Phone', phone: '+12077740900' }]);
    expect(res.json().data.rows[0]).toMatchObject({
      status: 'duplicate',
      message: ROSTER_MESSAGES.alreadyOnRoster,
    });
    await call('DELETE', `/businesses/${pierId}/roster/${added.json().data.id}`, owner);
  });

  it('marks a phone sign-in cannot text as invalid, naming why', async () => {
    const res = await preview([
      { name: 'London Number', phone: '+44 7400 123456' },
      { name: 'Toll Free', phone: '+1 800 234 5678' },
      { name: 'Personal Number', phone: '+1 500 555 0123' },
      { name: 'Maine Number', phone: '207-774-0777' },
    ]);
    const data = res.json().data;
    expect(
      data.rows.map((row: { status: string; message: string | null }) => [row.status, row.message]),
    ).toEqual([
      ['invalid', ROSTER_MESSAGES.phoneCountryNotServed('United States and Canada')],
      ['invalid', ROSTER_MESSAGES.phoneTypeRefused],
      ['invalid', ROSTER_MESSAGES.phoneNonGeographic],
      ['valid', null],
    ]);
    expect(data.rows[0].phone).toBe('+447400123456');
    expect([data.valid, data.invalid]).toEqual([1, 3]);

    const imported = await importRows([{ name: 'London Number', phone: '+44 7400 123456' }]);
    expect(imported.statusCode).toBe(422);
    expect(imported.json().error.details.rows).toEqual([
      {
        line: 1,
        status: 'invalid',
        message: ROSTER_MESSAGES.phoneCountryNotServed('United States and Canada'),
      },
    ]);
    expect(await rosterSize()).toBe(0);
  });
});

describe('staff list import', () => {
  it('imports 1,000 rows in one go', async () => {
    const rows = Array.from({ length: 1000 }, (_, index) => ({
      name: `Person ${index}`,
      phone: phoneNumber(1000 + index),
      role_title: index % 2 ? 'Line Cook' : null,
    }));
    const res = await importRows(rows);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ added: 1000 });
    expect(await rosterSize()).toBe(1000);

    const page = await call('GET', `/businesses/${pierId}/roster?q=person 99&limit=5`, manager);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      total: 11,
      page: 1,
      limit: 5,
      totalPages: 3,
      hasNext: true,
      hasPrev: false,
    });
    expect(page.json().data[0]).toMatchObject({
      name: 'Person 99',
      phone: '+12077741099',
      claimed_at: null,
    });
    expect(page.json().data[0]).not.toHaveProperty('has_signed_in');
  });

  it('saves nothing when one row of a large list is invalid or a duplicate', async () => {
    const before = await rosterSize();
    const rows = Array.from({ length: 999 }, (_, index) => ({
      name: `New ${index}`,
      phone: phoneNumber(3000 + index),
    }));
    const bad = await importRows([...rows, { name: 'Broken', phone: 'not a phone' }]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toMatchObject({ message: ROSTER_MESSAGES.notImportable, field: 'rows' });
    expect(bad.json().error.details.rows).toEqual([
      { line: 1000, status: 'invalid', message: 'Invalid phone number format' },
    ]);

    const dup = await importRows([...rows, { name: 'Already There', phone: phoneNumber(1000) }]);
    expect(dup.statusCode).toBe(422);
    expect(dup.json().error.details.rows[0]).toMatchObject({ line: 1000, status: 'duplicate' });
    expect(await rosterSize()).toBe(before);
  });

  it('refuses an empty list and one over the cap, naming the field', async () => {
    const empty = await importRows([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.field).toBe('rows');
    const huge = Array.from({ length: ROSTER_IMPORT_MAX_ROWS + 1 }, (_, i) => ({
      name: 'x',
      phone: phoneNumber(i),
    }));
    const tooMany = await importRows(huge);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toContain(ROSTER_MESSAGES.tooManyRows);
  });
});

describe('staff list access', () => {
  it("refuses another business's owner, a plain employee and a visitor", async () => {
    for (const who of [otherOwner, worker]) {
      expect((await call('GET', `/businesses/${pierId}/roster`, who)).statusCode).toBe(403);
      expect((await preview([{ name: 'A B', phone: phoneNumber(1) }], who)).statusCode).toBe(403);
      expect((await importRows([{ name: 'A B', phone: phoneNumber(1) }], who)).statusCode).toBe(403);
      expect(
        (await call('POST', `/businesses/${pierId}/roster`, who, { name: 'A B', phone: phoneNumber(1) }))
          .statusCode,
      ).toBe(403);
    }
    expect((await call('GET', `/businesses/${pierId}/roster`, null)).statusCode).toBe(401);
  });

  it('lets an admin read any list', async () => {
    expect((await call('GET', `/businesses/${pierId}/roster`, admin)).statusCode).toBe(200);
  });
});

describe('single staff entries', () => {
  it('adds, edits and removes one person, refusing a bad phone and a second copy of a phone', async () => {
    const bad = await call('POST', `/businesses/${pierId}/roster`, owner, {
      name: 'Bad Phone',
      phone: '555',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('phone');
    const abroad = await call('POST', `/businesses/${pierId}/roster`, owner, {
      name: 'London Number',
      phone: '+44 7400 123456',
    });
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().error).toMatchObject({
      field: 'phone',
      message: ROSTER_MESSAGES.phoneCountryNotServed('United States and Canada'),
    });

    const added = await call('POST', `/businesses/${pierId}/roster`, manager, {
      name: 'Mary  Ann Evans',
      phone: '207 774 9001',
      role_title: 'Host',
    });
    expect(added.statusCode).toBe(201);
    const entry = added.json().data;
    expect(entry).toMatchObject({ name: 'Mary Ann Evans', phone: '+12077749001', role_title: 'Host' });

    const twice = await call('POST', `/businesses/${pierId}/roster`, owner, {
      name: 'Copy',
      phone: '+12077749001',
    });
    expect(twice.statusCode).toBe(409);

    const edited = await call('PUT', `/businesses/${pierId}/roster/${entry.id}`, owner, {
      name: 'George Eliot',
      phone: '+12077749002',
      role_title: '',
    });
    const editedAbroad = await call('PUT', `/businesses/${pierId}/roster/${entry.id}`, owner, {
      name: 'George Eliot',
      phone: '+1 800 234 5678',
    });
    expect(editedAbroad.statusCode).toBe(400);
    expect(editedAbroad.json().error.message).toBe(ROSTER_MESSAGES.phoneTypeRefused);

    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: 'George Eliot',
      phone: '+12077749002',
      role_title: null,
    });

    expect((await call('DELETE', `/businesses/${pierId}/roster/${entry.id}`, owner)).statusCode).toBe(200);
    expect((await call('DELETE', `/businesses/${pierId}/roster/${entry.id}`, owner)).statusCode).toBe(404);
  });

  it('names the field for a wrong type or a NUL byte', async () => {
    const wrongType = await call('POST', `/businesses/${pierId}/roster`, owner, {
      name: 5,
      phone: '2077749003',
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.field).toBe('name');
    const nul = await call('POST', `/businesses/${pierId}/roster`, owner, {
      name: 'A\u0000B',
      phone: '2077749003',
    });
    expect(nul.statusCode).toBe(400);
  });
});

describe('whether a listed person has claimed their card', () => {
  const entryNamed = async (q: string, who: Person = owner, businessId = pierId) =>
    (await call('GET', `/businesses/${businessId}/roster?q=${encodeURIComponent(q)}`, who)).json().data[0];

  it('says nothing about an account made before the listing until that person opens their membership', async () => {
    const phone = '+12077748801';
    const them = await signedInAs(phone);
    // They used the app before anyone listed them: that is none of this business's concern.
    expect((await call('GET', '/user/membership', them)).json().data.status).toBe('pending');

    const added = await call('POST', `/businesses/${pierId}/roster`, owner, { name: 'Rosa Claim', phone });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.claimed_at).toBeNull();
    expect(added.json().data).not.toHaveProperty('has_signed_in');
    expect((await entryNamed('Rosa Claim')).claimed_at).toBeNull();

    const membership = await call('GET', '/user/membership', them);
    expect(membership.json().data.status).toBe('verified');
    const claimed = (await entryNamed('Rosa Claim')).claimed_at;
    expect(claimed).not.toBeNull();
    expect(Date.parse(claimed)).toBeGreaterThanOrEqual(Date.parse(added.json().data.created_at));

    // Opening it again keeps the first time; a new name keeps it; a new phone is a new person.
    await call('GET', '/user/member-card', them);
    expect((await entryNamed('Rosa Claim')).claimed_at).toBe(claimed);
    const id = added.json().data.id;
    const renamed = await call('PUT', `/businesses/${pierId}/roster/${id}`, owner, {
      name: 'Rosa Claimed',
      phone,
    });
    expect(renamed.json().data.claimed_at).toBe(claimed);
    const newPhone = await call('PUT', `/businesses/${pierId}/roster/${id}`, owner, {
      name: 'Rosa Claimed',
      phone: '+12077748802',
    });
    expect(newPhone.json().data.claimed_at).toBeNull();
    await call('DELETE', `/businesses/${pierId}/roster/${id}`, owner);
  });

  it('counts opening the member card as claiming it', async () => {
    const phone = '+12077748803';
    const them = await signedInAs(phone);
    await call('POST', `/businesses/${pierId}/roster`, owner, { name: 'Cora Card', phone });
    expect((await entryNamed('Cora Card')).claimed_at).toBeNull();
    expect((await call('GET', '/user/member-card', them)).json().data.status).toBe('verified');
    expect((await entryNamed('Cora Card')).claimed_at).not.toBeNull();
  });

  it('never marks a row at a business waiting for review, whatever the listed person does', async () => {
    const db = t.database.db;
    const waiting = await insertBusiness(db, { name: 'Probe Cafe', is_active: false, status: 'inactive' });
    const founder = await person(t.app, db, { memberships: [{ businessId: waiting.id, role: 'owner' }] });
    const phone = '+12077748804';
    const them = await signedInAs(phone);
    const added = await call('POST', `/businesses/${waiting.id}/roster`, founder, {
      name: 'Wren Probe',
      phone,
    });
    expect(added.statusCode).toBe(201);
    await call('GET', '/user/membership', them);
    await call('GET', '/user/member-card', them);
    expect((await entryNamed('Wren Probe', founder, waiting.id)).claimed_at).toBeNull();
  });
});

describe('a business waiting for review', () => {
  it(`keeps at most ${ROSTER_WAITING_MAX_ENTRIES} people until an admin activates it`, async () => {
    const db = t.database.db;
    const waiting = await insertBusiness(db, {
      name: 'Waiting Room Bistro',
      is_active: false,
      status: 'inactive',
    });
    const founder = await person(t.app, db, { memberships: [{ businessId: waiting.id, role: 'owner' }] });
    const url = `/businesses/${waiting.id}/roster`;

    const tooMany = await call('POST', `${url}/import`, founder, { rows: rowsOf(11, 6000) });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe(ROSTER_MESSAGES.waitingForReview);
    expect(await rosterSize(waiting.id)).toBe(0);

    expect((await call('POST', `${url}/import`, founder, { rows: rowsOf(9, 6100) })).statusCode).toBe(201);
    const overByOne = await call('POST', `${url}/import`, founder, { rows: rowsOf(2, 6200) });
    expect(overByOne.statusCode).toBe(409);
    expect(overByOne.json().error.message).toBe(ROSTER_MESSAGES.waitingForReview);
    expect(
      (await call('POST', url, founder, { name: 'Tenth Person', phone: phoneNumber(6300) })).statusCode,
    ).toBe(201);
    const eleventh = await call('POST', url, founder, { name: 'Eleventh Person', phone: phoneNumber(6301) });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error.message).toBe(ROSTER_MESSAGES.waitingForReview);
    expect(await rosterSize(waiting.id)).toBe(ROSTER_WAITING_MAX_ENTRIES);

    // Once an admin makes it live, the list grows as any other.
    await db
      .update(businesses)
      .set({ is_active: true, status: 'active' })
      .where(eq(businesses.id, waiting.id));
    expect(
      (await call('POST', url, founder, { name: 'Eleventh Person', phone: phoneNumber(6301) })).statusCode,
    ).toBe(201);
  });

  it('previews what an import would add: the rows past the cap are marked, and the count is what fits', async () => {
    const db = t.database.db;
    const waiting = await insertBusiness(db, {
      name: 'Sol Preview Cantina',
      is_active: false,
      status: 'inactive',
    });
    const founder = await person(t.app, db, { memberships: [{ businessId: waiting.id, role: 'owner' }] });
    const url = `/businesses/${waiting.id}/roster`;
    expect(
      (await call('POST', url, founder, { name: 'First Hire', phone: phoneNumber(6500) })).statusCode,
    ).toBe(201);
    const rows = [
      ...rowsOf(18, 6501),
      { name: 'No Phone', phone: '' },
      { name: 'First Again', phone: phoneNumber(6500) },
    ];

    const res = await call('POST', `${url}/preview`, founder, { rows });
    expect(res.statusCode).toBe(200);
    const shown = res.json().data;
    expect(shown.waiting_cap).toEqual({
      max: ROSTER_WAITING_MAX_ENTRIES,
      room: ROSTER_WAITING_MAX_ENTRIES - 1,
    });
    expect([shown.valid, shown.over_limit, shown.invalid, shown.duplicate]).toEqual([9, 9, 1, 1]);
    expect(shown.rows[9]).toMatchObject({
      line: 10,
      status: 'over_limit',
      message: ROSTER_MESSAGES.pastWaitingLimit,
    });

    // Adding what fits adds exactly the count the preview showed.
    const fitting = shown.rows.filter((row: { status: string }) => row.status === 'valid');
    const added = await call('POST', `${url}/import`, founder, { rows: fitting });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.added).toBe(shown.valid);
    expect(await rosterSize(waiting.id)).toBe(ROSTER_WAITING_MAX_ENTRIES);

    // Full: nothing more fits, and an admin is held to no such cap.
    const full = (await call('POST', `${url}/preview`, founder, { rows: rowsOf(2, 6600) })).json().data;
    expect([full.valid, full.over_limit, full.waiting_cap.room]).toEqual([0, 2, 0]);
    const asAdmin = (await call('POST', `${url}/preview`, admin, { rows: rowsOf(2, 6600) })).json().data;
    expect([asAdmin.valid, asAdmin.waiting_cap]).toEqual([2, null]);
  });

  it('previews a live business with no cap', async () => {
    const shown = (await preview(rowsOf(12, 6700))).json().data;
    expect([shown.valid, shown.over_limit, shown.waiting_cap]).toEqual([12, 0, null]);
  });

  it('holds the cap when many people are added at once', async () => {
    const db = t.database.db;
    const waiting = await insertBusiness(db, {
      name: 'Crowded Waiting Cafe',
      is_active: false,
      status: 'inactive',
    });
    const founder = await person(t.app, db, { memberships: [{ businessId: waiting.id, role: 'owner' }] });
    const results = await Promise.all(
      rowsOf(15, 6400).map((row) => call('POST', `/businesses/${waiting.id}/roster`, founder, row)),
    );
    expect(results.filter((res) => res.statusCode === 201)).toHaveLength(ROSTER_WAITING_MAX_ENTRIES);
    expect(results.filter((res) => res.statusCode === 409)).toHaveLength(15 - ROSTER_WAITING_MAX_ENTRIES);
    expect(await rosterSize(waiting.id)).toBe(ROSTER_WAITING_MAX_ENTRIES);
  });
});

describe('the daily import budget', () => {
  it(`allows exactly ${ROSTER_IMPORTS_PER_DAY} imports a day per business, even when they all arrive at once`, async () => {
    const db = t.database.db;
    const busy = await insertBusiness(db, { name: 'Busy Harbor Grill' });
    const boss = await person(t.app, db, { memberships: [{ businessId: busy.id, role: 'owner' }] });
    const attempts = ROSTER_IMPORTS_PER_DAY + 5;
    const results = await Promise.all(
      Array.from({ length: attempts }, (_, index) =>
        call('POST', `/businesses/${busy.id}/roster/import`, boss, {
          rows: rowsOf(1, 7000 + index, `Burst ${index}`),
        }),
      ),
    );
    const refused = results.filter((res) => res.statusCode === 429);
    expect(results.filter((res) => res.statusCode === 201)).toHaveLength(ROSTER_IMPORTS_PER_DAY);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json().error.message).toBe(ROSTER_MESSAGES.tooManyImports);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rosterSize(busy.id)).toBe(ROSTER_IMPORTS_PER_DAY);

    // One person at a time still works, and another business's budget is its own.
    expect((await call('POST', `/businesses/${busy.id}/roster`, boss, rowsOf(1, 7100)[0])).statusCode).toBe(
      201,
    );
    expect((await importRows(rowsOf(1, 7200))).statusCode).toBe(201);
  });
});

describe('the audit trail of admin changes to a staff list', () => {
  it("records an admin's add, edit, import and removal, and nothing for the business's own managers", async () => {
    const db = t.database.db;
    const venue = await insertBusiness(db, { name: 'Audited Oyster Bar' });
    const venueOwner = await person(t.app, db, { memberships: [{ businessId: venue.id, role: 'owner' }] });
    const owningAdmin = await person(t.app, db, {
      admin: true,
      memberships: [{ businessId: venue.id, role: 'owner' }],
    });
    const url = `/businesses/${venue.id}/roster`;

    const added = await call('POST', url, admin, {
      name: 'Ada Audit',
      phone: phoneNumber(8000),
      role_title: 'Host',
    });
    expect(added.statusCode).toBe(201);
    const id = added.json().data.id;
    expect(
      (
        await call('PUT', `${url}/${id}`, admin, {
          name: 'Ada Audited',
          phone: phoneNumber(8000),
          role_title: 'Host',
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `${url}/${id}`, admin)).statusCode).toBe(200);
    const entryTrail = await auditOf(id);
    expect(entryTrail.map((row) => row.action).sort()).toEqual([
      'roster.add',
      'roster.remove',
      'roster.update',
    ]);
    expect(entryTrail.every((row) => row.actor_id === admin.id && row.entity_type === 'roster_entry')).toBe(
      true,
    );
    expect(entryTrail.find((row) => row.action === 'roster.update')?.changes).toEqual({
      name: { from: 'Ada Audit', to: 'Ada Audited' },
    });

    expect((await call('POST', `${url}/import`, admin, { rows: rowsOf(3, 8100) })).statusCode).toBe(201);
    const [imported] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity_id, venue.id), eq(auditEvents.action, 'roster.import')));
    expect(imported).toMatchObject({ actor_id: admin.id, entity_type: 'business' });
    expect(imported?.changes).toMatchObject({ staff_added: { from: null, to: 3 } });

    // The business's own owner, and an admin who is also its owner, act for the business.
    const before = (await t.database.db.select().from(auditEvents)).length;
    for (const [index, who] of [venueOwner, owningAdmin].entries()) {
      const phone = phoneNumber(8200 + index);
      const mine = await call('POST', url, who, { name: `Own Person ${index}`, phone });
      expect(mine.statusCode).toBe(201);
      const mineId = mine.json().data.id;
      expect((await call('PUT', `${url}/${mineId}`, who, { name: 'Own Renamed', phone })).statusCode).toBe(
        200,
      );
      expect((await call('DELETE', `${url}/${mineId}`, who)).statusCode).toBe(200);
      expect((await call('POST', `${url}/import`, who, { rows: rowsOf(1, 8300 + index) })).statusCode).toBe(
        201,
      );
    }
    expect((await t.database.db.select().from(auditEvents)).length).toBe(before);
  });
});
