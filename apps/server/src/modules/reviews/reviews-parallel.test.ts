import { REVIEW_MESSAGES, REVIEWS_PER_DAY } from '@perks/contract';
import { describe, expect, it } from 'vitest';
import { checkIns } from '../../db/schema/index.ts';
import { callAs } from '../../test/call-as.ts';
import { insertBusiness } from '../../test/job-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { statusCounts } from '../../test/status-counts.ts';
import { setUpTestApp } from '../../test/test-app.ts';

// Decision 050: one review per visit and the daily limit hold when the posts arrive at once.

const t = setUpTestApp();

/** A business where the member checked in a moment ago. */
async function visited(member: Person, name: string): Promise<string> {
  const business = await insertBusiness(t.database.db, { name });
  await t.database.db
    .insert(checkIns)
    .values({ business_id: business.id, member_id: member.id, method: 'qr_code' });
  return business.id;
}
const review = (who: Person, businessId: string) =>
  callAs(t.app, 'POST', `/businesses/${businessId}/reviews`, who, {
    rating: 4,
    comment: 'Friendly bar staff and quick food.',
  });

describe('reviews posted at once', () => {
  it('takes one of ten posts of the same visit and answers the others 409', async () => {
    const member = await person(t.app, t.database.db);
    const businessId = await visited(member, 'Salt Pier Kitchen');
    const answers = await Promise.all(Array.from({ length: 10 }, () => review(member, businessId)));
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({ 201: 1, 409: 9 });
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().error.message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    }
  });

  it(`takes ${REVIEWS_PER_DAY} of 8 reviews of different visits and refuses the rest with 429`, async () => {
    const member = await person(t.app, t.database.db);
    const businessIds: string[] = [];
    for (let index = 0; index < 8; index += 1) businessIds.push(await visited(member, `Harbor Bar ${index}`));
    const answers = await Promise.all(businessIds.map((businessId) => review(member, businessId)));
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({
      201: REVIEWS_PER_DAY,
      429: 8 - REVIEWS_PER_DAY,
    });
  });
});
