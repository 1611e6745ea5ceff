import { ROSTER_IMPORT_MAX_ROWS, ROSTER_MESSAGES } from '@perks/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeRosters } from '../../db/schema/index.ts';
import { insertBusiness } from '../../test/job-fixtures.ts';
import { callAs, type Person, person } from '../../test/job-posting-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
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
const rosterSize = async () =>
  (await t.database.db.select().from(employeeRosters).where(eq(employeeRosters.business_id, pierId))).length;

/** Distinct real Maine numbers: 207-774-xxxx. */
const phoneNumber = (index: number) => `(207) 774-${String(index).padStart(4, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
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
afterAll(() => t.close());

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
    expect(page.json()).toMatchObject({ total: 11, page: 1, limit: 5, totalPages: 3 });
    expect(page.json().data[0]).toMatchObject({
      name: 'Person 99',
      phone: '+12077741099',
      has_signed_in: false,
    });
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
