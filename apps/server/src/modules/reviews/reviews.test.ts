import { REVIEW_MESSAGES, REVIEWS_PER_DAY } from '@perks/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../test/call-as.ts';
import { insertBusiness } from '../../test/job-fixtures.ts';
import { liveCardToken } from '../../test/member-cards.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { authHeadersFor, createTestUser } from '../../test/test-sessions.ts';

const t = setUpTestApp();
let owner: Person;
let admin: Person;
let author: Person;
let otherMember: Person;
let stranger: Person;
let pierId: string;

const AUTHOR_PHONE = '+12077748301';
const OTHER_PHONE = '+12077748302';

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Person | null, payload?: object) =>
  callAs(t.app, method, url, who, payload);

async function member(phone: string, first_name: string, last_name: string): Promise<Person> {
  const user = await createTestUser(t.database.db, { phone, first_name, last_name });
  await call('POST', `/businesses/${pierId}/roster`, owner, { name: `${first_name} ${last_name}`, phone });
  return { id: user.id, auth: await authHeadersFor(t.app, user) };
}

async function visit(who: Person) {
  const token = await liveCardToken(t.app, who.auth);
  const res = await call('POST', `/businesses/${pierId}/check-ins`, owner, { token, method: 'qr_code' });
  expect(res.statusCode).toBe(201);
}

const review = (who: Person, values: object = {}) =>
  call('POST', `/businesses/${pierId}/reviews`, who, {
    rating: 4,
    comment: 'Friendly bar staff and quick food.',
    ...values,
  });
const summary = async (who: Person | null) =>
  (await call('GET', `/businesses/${pierId}/reviews`, who)).json().data;

beforeAll(async () => {
  const db = t.database.db;
  pierId = (await insertBusiness(db, { name: 'Salt Pier Kitchen' })).id;
  owner = await person(t.app, db, { memberships: [{ businessId: pierId, role: 'owner' }] });
  admin = await person(t.app, db, { admin: true });
  stranger = await person(t.app, db);
  author = await member(AUTHOR_PHONE, 'Grace', 'Hopper');
  otherMember = await member(OTHER_PHONE, 'Alan', 'Turing');
});

describe('reviews', () => {
  it.each([
    [{ rating: undefined }, 'rating', REVIEW_MESSAGES.ratingRequired],
    [{ rating: 0 }, 'rating', REVIEW_MESSAGES.rating],
    [{ rating: 6 }, 'rating', REVIEW_MESSAGES.rating],
    [{ rating: 4.5 }, 'rating', REVIEW_MESSAGES.rating],
    [{ comment: 'Too short' }, 'comment', REVIEW_MESSAGES.commentTooShort],
    [{ comment: 'x'.repeat(501) }, 'comment', REVIEW_MESSAGES.commentTooLong],
    [{ is_anonymous: 'yes' }, 'is_anonymous', REVIEW_MESSAGES.anonymous],
  ])('refuses %j naming the field', async (values, field, message) => {
    const res = await review(author, values);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe(field);
    expect(res.json().error.message).toContain(message);
  });

  it('needs a checked-in visit, and allows one review per visit', async () => {
    const before = await review(stranger);
    expect(before.statusCode).toBe(403);
    expect(before.json().error.message).toBe(REVIEW_MESSAGES.noVisit);
    expect((await call('GET', `/businesses/${pierId}/reviews/eligibility`, author)).json().data).toEqual({
      can_review: false,
      reason: REVIEW_MESSAGES.noVisit,
    });

    await visit(author);
    expect(
      (await call('GET', `/businesses/${pierId}/reviews/eligibility`, author)).json().data.can_review,
    ).toBe(true);
    const first = await review(author, { rating: 5 });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ rating: 5, is_anonymous: false, author_name: 'Grace H.' });
    const again = await review(author);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(REVIEW_MESSAGES.alreadyReviewed);
  });

  it('never exposes the author of an anonymous review', async () => {
    await visit(otherMember);
    const res = await review(otherMember, {
      rating: 2,
      comment: 'Slow service on a quiet night.',
      is_anonymous: true,
    });
    expect(res.json().data.author_name).toBeNull();
    for (const who of [author, stranger, null, owner]) {
      const body = JSON.stringify(await summary(who));
      expect(body).toContain('Slow service on a quiet night.');
      expect(body).not.toContain(otherMember.id);
      expect(body).not.toContain('Alan');
      expect(body).not.toContain('Turing');
    }
    const shown = await summary(null);
    expect(shown.count).toBe(2);
    expect(shown.average).toBe(3.5);
    expect(shown.latest[0]).toMatchObject({ author_name: null, is_anonymous: true, rating: 2 });
  });

  it('lets the owner reply once and only an admin remove', async () => {
    const [latest] = (await summary(null)).latest;
    const url = `/businesses/${pierId}/reviews/${latest.id}`;
    expect((await call('POST', `${url}/reply`, stranger, { reply: 'Thanks!' })).statusCode).toBe(403);
    const replied = await call('POST', `${url}/reply`, owner, { reply: 'Sorry, we will do better.' });
    expect(replied.json().data.reply).toBe('Sorry, we will do better.');
    const twice = await call('POST', `${url}/reply`, owner, { reply: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(REVIEW_MESSAGES.alreadyReplied);

    expect((await call('DELETE', url, owner)).statusCode).toBe(403);
    expect((await call('DELETE', url, admin)).statusCode).toBe(200);
    const after = await summary(null);
    expect(after).toMatchObject({ count: 1, average: 5 });
    expect((await call('DELETE', url, admin)).statusCode).toBe(404);
  });

  it(`limits a member to ${REVIEWS_PER_DAY} reviews a day`, async () => {
    // The author has written one today; four more visits and reviews reach the limit.
    for (let index = 1; index < REVIEWS_PER_DAY; index += 1) {
      await visit(author);
      expect((await review(author)).statusCode).toBe(201);
    }
    await visit(author);
    const over = await review(author);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe(REVIEW_MESSAGES.tooMany);
  });
});
