import {
  JOB_NOT_FOUND,
  SCREENING_ANSWER_TEXT_MAX,
  SCREENING_MESSAGES,
  SCREENING_SAVES_PER_HOUR,
  type TScreeningQuestion,
  type TScreeningQuestionsInput,
} from '@perks/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { jobApplications, jobs } from '../../db/schema/index.ts';
import { applicantPerson, applyTo, businessWithJob } from '../../test/application-fixtures.ts';
import { callAs } from '../../test/call-as.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { statusCounts } from '../../test/status-counts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A job's screening questions and the answers an application keeps as they were asked (decision 095).
// With TEST_DATABASE_URL these run on PostgreSQL, the save budget across three instances.

let t: TestApp;
const others: TestApp[] = [];
beforeAll(async () => {
  t = await createTestApp();
  for (let n = 0; n < 2; n += 1) others.push(await createTestApp({}, { database: t.database }));
});
afterAll(async () => {
  for (const other of others) await other.close();
  await t?.close();
});
const db = (): Db => t.database.db;

const TWO_QUESTIONS: TScreeningQuestionsInput = {
  questions: [
    { kind: 'yes_no', text: 'Are you 18 or older?', needed_answer: 'yes' },
    { kind: 'choice', text: 'When can you start?', options: ['Right away', 'In a month'], required: false },
  ],
};

async function ownedJob() {
  const { business, job } = await businessWithJob(db(), `Kitchen ${Math.random()}`);
  const owner = await person(t.app, db(), { memberships: [{ businessId: business.id, role: 'owner' }] });
  return { job, owner };
}

const put = (jobId: string, who: Person | null, body: unknown, app = t.app) =>
  callAs(app, 'PUT', `/jobs/${jobId}/screening-questions`, who, body as object);

async function jobWithQuestions(body: TScreeningQuestionsInput = TWO_QUESTIONS) {
  const { job, owner } = await ownedJob();
  const saved = await put(job.id, owner, body);
  expect(saved.statusCode).toBe(200);
  const questions: TScreeningQuestion[] = saved.json().data.questions;
  return { job, owner, questions };
}

const applicationsTo = (jobId: string) =>
  db().select().from(jobApplications).where(eq(jobApplications.job_id, jobId));

describe('PUT /jobs/{id}/screening-questions', () => {
  it("saves the owner's questions with ids and reads them back", async () => {
    const { job, questions } = await jobWithQuestions();
    expect(questions).toEqual([
      {
        id: expect.any(String),
        kind: 'yes_no',
        text: 'Are you 18 or older?',
        required: true,
        options: [],
        needed_answer: 'yes',
      },
      {
        id: expect.any(String),
        kind: 'choice',
        text: 'When can you start?',
        required: false,
        options: ['Right away', 'In a month'],
        needed_answer: null,
      },
    ]);
    const worker = await applicantPerson(t.app, db());
    const read = await callAs(t.app, 'GET', `/jobs/${job.id}/screening-questions`, worker);
    expect(read.json().data.questions).toEqual(questions);
  });

  it('refuses people who do not run the business, and a stranger reads no closed job', async () => {
    const { job, owner } = await ownedJob();
    const stranger = await applicantPerson(t.app, db());
    expect((await put(job.id, stranger, TWO_QUESTIONS)).statusCode).toBe(403);
    expect((await put(job.id, null, TWO_QUESTIONS)).statusCode).toBe(401);
    await db().update(jobs).set({ status: 'closed' }).where(eq(jobs.id, job.id));
    const hidden = await callAs(t.app, 'GET', `/jobs/${job.id}/screening-questions`, stranger);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe(JOB_NOT_FOUND);
    expect((await callAs(t.app, 'GET', `/jobs/${job.id}/screening-questions`, owner)).statusCode).toBe(200);
  });

  it('names the field of a bad question and saves nothing', async () => {
    const { job, owner } = await jobWithQuestions();
    const cases: [unknown, string, string][] = [
      [
        { questions: Array(6).fill({ kind: 'yes_no', text: 'Ok?' }) },
        'questions',
        SCREENING_MESSAGES.tooMany,
      ],
      [
        { questions: [{ kind: 'choice', text: 'When?', options: ['Now'] }] },
        'questions.0.options',
        SCREENING_MESSAGES.tooFewOptions,
      ],
      [{ questions: [{ kind: 'yes_no', text: ' ' }] }, 'questions.0.text', SCREENING_MESSAGES.textRequired],
      [
        { questions: [{ kind: 'yes_no', text: 'Ok?', needed_answer: 'maybe' }] },
        'questions.0.needed_answer',
        SCREENING_MESSAGES.neededYesOrNo,
      ],
      [{ questions: [{ kind: 'essay', text: 'Ok?' }] }, 'questions.0.kind', SCREENING_MESSAGES.kind],
      [
        { questions: [{ kind: 'yes_no', text: 'Ok\u0000?' }] },
        'questions.0.text',
        'must not contain a NUL character',
      ],
      [{ questions: [], extra: 1 }, '', 'Unknown field: extra'],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(job.id, owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toContain(message);
      if (field) expect(res.json().error.field).toBe(field);
    }
    const [row] = await db().select({ q: jobs.screening_questions }).from(jobs).where(eq(jobs.id, job.id));
    expect(row!.q.map((question) => question.text)).toEqual(['Are you 18 or older?', 'When can you start?']);
  });
});

describe('applying with answers', () => {
  it('refuses an answer that does not fit, naming answers.<questionId>, and stores nothing', async () => {
    const { job, questions } = await jobWithQuestions({
      questions: [
        { kind: 'yes_no', text: 'Are you 18 or older?', needed_answer: 'yes' },
        { kind: 'number', text: 'Years behind a bar?', required: false },
        {
          kind: 'choice',
          text: 'When can you start?',
          options: ['Right away', 'In a month'],
          required: false,
        },
        { kind: 'short_text', text: 'Why here?', required: false },
      ],
    });
    const [adult, years, start, why] = questions.map((question) => question.id) as [
      string,
      string,
      string,
      string,
    ];
    const worker = await applicantPerson(t.app, db());
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, `answers.${adult}`, SCREENING_MESSAGES.answerRequired],
      [{ [adult]: 'yes', [years]: 'three' }, `answers.${years}`, SCREENING_MESSAGES.answerNumber],
      [{ [adult]: 'yes', [start]: 'Tomorrow' }, `answers.${start}`, SCREENING_MESSAGES.answerChoice],
      [
        { [adult]: 'yes', [why]: 'x'.repeat(SCREENING_ANSWER_TEXT_MAX + 1) },
        `answers.${why}`,
        SCREENING_MESSAGES.answerTooLong,
      ],
      [{ [adult]: 'perhaps' }, `answers.${adult}`, SCREENING_MESSAGES.answerYesNo],
      [
        { [adult]: 'yes', '00000000-0000-4000-8000-000000000009': 'no' },
        'answers.00000000-0000-4000-8000-000000000009',
        SCREENING_MESSAGES.notAsked,
      ],
      [{ [adult]: 'yes', [why]: 'Because\u0000' }, `answers.${why}`, 'must not contain a NUL character'],
      [{ [adult]: true }, `answers.${adult}`, ''],
    ];
    for (const [answers, field, message] of cases) {
      const res = await applyTo(t.app, worker, job.id, { answers } as never);
      expect(res.statusCode, JSON.stringify(answers).slice(0, 80)).toBe(400);
      expect(res.json().error.field).toBe(field);
      if (message) expect(res.json().error.message).toContain(message);
    }
    expect(await applicationsTo(job.id)).toEqual([]);
  });

  it("keeps the answers as asked when the owner later edits the questions; 'Doesn't meet' from them", async () => {
    const { job, owner, questions } = await jobWithQuestions();
    const [adult, start] = questions as [TScreeningQuestion, TScreeningQuestion];
    const under = await applicantPerson(t.app, db());
    const adultWorker = await applicantPerson(t.app, db());
    const sent = await applyTo(t.app, under, job.id, {
      answers: { [adult.id]: 'no', [start.id]: 'Right away' },
    });
    expect(sent.statusCode).toBe(201);
    expect((await applyTo(t.app, adultWorker, job.id, { answers: { [adult.id]: 'yes' } })).statusCode).toBe(
      201,
    );

    // The owner rewrites the first question, drops the second and adds another.
    const edited = await put(job.id, owner, {
      questions: [
        { id: adult.id, kind: 'yes_no', text: 'Are you 21 or older?', needed_answer: 'no' },
        { kind: 'number', text: 'Years?' },
      ],
    });
    expect(edited.statusCode).toBe(200);

    const asked = [
      { ...adult, answer: 'no', meets: false },
      { ...start, answer: 'Right away', meets: true },
    ];
    const mine = await callAs(t.app, 'GET', `/jobs/${job.id}/my-application`, under);
    expect(mine.json().data.screening).toEqual(asked);
    const list = (await callAs(t.app, 'GET', `/jobs/${job.id}/applications`, owner)).json().data.applicants;
    const card = list.find((applicant: { id: string }) => applicant.id === sent.json().data.id);
    expect(card.screening).toEqual(asked);
    expect(card.meets_all).toBe(false);
    const other = list.find((applicant: { id: string }) => applicant.id !== sent.json().data.id);
    expect(other.meets_all).toBe(true);
    expect(other.screening.map((answer: { answer: unknown }) => answer.answer)).toEqual(['yes', null]);
  });

  it('applies as before to a job without questions', async () => {
    const { job } = await ownedJob();
    const worker = await applicantPerson(t.app, db());
    const sent = await applyTo(t.app, worker, job.id);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.screening).toEqual([]);
  });
});

describe('the save budget', () => {
  it(`allows ${SCREENING_SAVES_PER_HOUR} saves an hour per account, also sent at once to three instances`, async () => {
    const { job, owner } = await ownedJob();
    const apps = [t, ...others];
    const answers = await Promise.all(
      Array.from({ length: SCREENING_SAVES_PER_HOUR + 6 }, (_, n) =>
        put(job.id, owner, { questions: [{ kind: 'yes_no', text: `Question ${n}?` }] }, apps[n % 3]!.app),
      ),
    );
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({
      200: SCREENING_SAVES_PER_HOUR,
      429: 6,
    });
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().error.message).toBe(SCREENING_MESSAGES.tooManySaves);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
