import {
  AI_LIMITS,
  AI_MESSAGES,
  businessFromExtraction,
  QUICK_REPLIES,
  ZCreateBusinessRequest,
} from '@perks/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { aiConversations, aiMessages } from '../../db/schema/index.ts';
import { SALT_PIER_BUSINESS } from '../../test/salt-pier-business.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { statusCounts } from '../../test/status-counts.ts';
import { createTestApp, setUpTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

describe('AI onboarding with the built-in rules provider', () => {
  const t = setUpTestApp();
  let admin: Person;
  let owner: Person;
  let stranger: Person;

  beforeAll(async () => {
    admin = await person(t.app, t.app.db, { admin: true });
    owner = await person(t.app, t.app.db);
    stranger = await person(t.app, t.app.db);
  });

  const call = (method: 'GET' | 'POST', url: string, who?: Person, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: who?.auth ?? {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const start = async (who: Person, body: object = { conversation_type: 'business_onboarding' }) => {
    const response = await call('POST', '/ai/conversations', who, body);
    expect(response.statusCode).toBe(201);
    return response.json().data as {
      id: string;
      type: string;
      messages: { role: string; content: string }[];
    };
  };
  const say = async (who: Person, id: string, message: string) => {
    const response = await call('POST', `/ai/conversations/${id}/messages`, who, { message });
    expect(response.statusCode).toBe(200);
    return response.json().data as { status: string; reply: { content: string } };
  };
  const business = QUICK_REPLIES.business_onboarding;

  it('walks a business owner through name, address, phone, hours and details to a valid extraction', async () => {
    const conversation = await start(owner);
    expect(conversation.messages.map((m) => m.role)).toEqual(['assistant']);
    expect(conversation.messages[0]?.content).toMatch(/name of your business/);

    expect((await say(owner, conversation.id, 'The Salt Pier')).reply.content).toMatch(
      /address of The Salt Pier/,
    );
    expect((await say(owner, conversation.id, business[0]?.message ?? '')).reply.content).toMatch(/phone/);
    expect((await say(owner, conversation.id, business[1]?.message ?? '')).reply.content).toMatch(
      /opening hours/,
    );
    expect((await say(owner, conversation.id, business[2]?.message ?? '')).reply.content).toMatch(
      /about the business/,
    );
    const last = await say(owner, conversation.id, business[3]?.message ?? '');
    expect(last.status).toBe('completed');
    expect(last.reply.content).toMatch(/everything I need for The Salt Pier/);

    const extraction = await call('POST', `/ai/conversations/${conversation.id}/extract`, owner);
    expect(extraction.statusCode).toBe(200);
    const result = extraction.json().data;
    expect(result.validation_errors).toEqual([]);
    expect(result.confidence_score).toBeGreaterThan(0.7);
    expect(result.extraction_method).toBe('rules');
    expect(result.extracted_data).toEqual(SALT_PIER_BUSINESS);
    // The seam for creating the business: the data is a body the business schema takes as is.
    expect(ZCreateBusinessRequest.safeParse(result.extracted_data).success).toBe(true);
    // ...and, mapped to the admin form, the admin create route makes the business from it as is.
    const mapped = businessFromExtraction(result.extracted_data);
    if (!mapped.ok) throw new Error(mapped.errors.join('; '));
    const created = await call('POST', '/admin/businesses', admin, mapped.body);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'The Salt Pier',
      business_type: 'restaurant',
      status: 'active',
      address: result.extracted_data.address,
      phone: result.extracted_data.phone,
    });

    const messages = await call('GET', `/ai/conversations/${conversation.id}/messages`, owner);
    expect(messages.json().data.map((m: { role: string }) => m.role)).toEqual([
      'assistant',
      ...Array.from({ length: 5 }, () => ['user', 'assistant']).flat(),
    ]);
  });

  it('takes the quick replies in any order, recognising address, phone and hours by their look', async () => {
    const { id } = await start(owner);
    await say(owner, id, 'Harbor Fish Bar');
    for (const index of [2, 1, 0, 3]) await say(owner, id, business[index]?.message ?? '');
    const result = (await call('POST', `/ai/conversations/${id}/extract`, owner)).json().data;
    expect(result.extracted_data).toMatchObject({
      name: 'Harbor Fish Bar',
      phone: '+12075550142',
      address: '58 Commercial Street, Portland, ME 04101',
      category: 'bar',
    });
    expect(result.validation_errors).toEqual([]);
  });

  it('detects an employee from the opening message and extracts a profile the user schema accepts', async () => {
    const conversation = await start(owner, { initial_message: "Hi, I'm looking for a job as a bartender" });
    expect(conversation.type).toBe('employee_onboarding');
    expect(conversation.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    await say(owner, conversation.id, 'Jordan Rivera');
    await say(owner, conversation.id, "I'm looking for a bartender position");
    expect((await say(owner, conversation.id, '4 years behind the bar on Fore Street')).status).toBe(
      'completed',
    );
    const result = (await call('POST', `/ai/conversations/${conversation.id}/extract`, owner)).json().data;
    expect(result.extracted_data).toEqual({
      first_name: 'Jordan',
      last_name: 'Rivera',
      desired_role: 'bartender position',
      experience: '4 years behind the bar on Fore Street',
      years_experience: 4,
    });
    expect(result.validation_errors).toEqual([]);
    expect(result.confidence_score).toBeGreaterThan(0.7);
  });

  it('scores a half-finished conversation low and names what the schema refuses', async () => {
    const { id } = await start(owner);
    const result = (await call('POST', `/ai/conversations/${id}/extract`, owner)).json().data;
    expect(result.confidence_score).toBeLessThanOrEqual(0.4);
    expect(result.validation_errors).toEqual(['name: Business name is required']);
  });

  it('keeps a conversation to its owner: others get 404, admins see it, visitors 401', async () => {
    const { id } = await start(owner);
    for (const [method, url, body] of [
      ['GET', `/ai/conversations/${id}`],
      ['GET', `/ai/conversations/${id}/messages`],
      ['POST', `/ai/conversations/${id}/messages`, { message: 'hello' }],
      ['POST', `/ai/conversations/${id}/extract`],
    ] as const) {
      const other = await call(method, url, stranger, body);
      expect(other.statusCode).toBe(404);
      expect(other.json().error.message).toBe(AI_MESSAGES.conversationNotFound);
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    }
    const seen = await call('GET', `/ai/conversations/${id}`, admin);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.messages).toHaveLength(1);
  });

  it('keeps the statistics and the connection test to admins (403 for others)', async () => {
    for (const url of ['/ai/admin/stats', '/ai/test-connection']) {
      expect((await call('GET', url, owner)).statusCode).toBe(403);
    }
    const stats = (await call('GET', '/ai/admin/stats', admin)).json().data;
    expect(stats.totalConversations).toBe(stats.activeConversations + stats.completedConversations);
    expect(stats.completedConversations).toBeGreaterThanOrEqual(3);
    expect(stats.conversationTypes.employee_onboarding).toBe(1);
    expect(stats.averageMessages).toBeCloseTo(stats.totalMessages / stats.totalConversations, 1);
    expect(stats).toMatchObject({ provider: 'rules', model: 'built-in rules' });
    const connection = (await call('GET', '/ai/test-connection', admin)).json().data;
    expect(connection).toMatchObject({ ok: true, provider: 'rules' });
  });

  it('refuses blank, over-long and mistyped messages with 400 naming the field', async () => {
    const { id } = await start(owner);
    const cases: [unknown, string][] = [
      [{ message: '   ' }, AI_MESSAGES.messageRequired],
      [{ message: 'x'.repeat(AI_LIMITS.messageMaxLength + 1) }, AI_MESSAGES.messageTooLong],
      [{ message: 42 }, AI_MESSAGES.messageRequired],
      [{ message: 'hi', extra: 1 }, 'Unknown field: extra'],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', `/ai/conversations/${id}/messages`, owner, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain(message);
    }
    const badType = await call('POST', '/ai/conversations', owner, { conversation_type: 'chef' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.field).toBe('conversation_type');
  });

  it('answers 429 with the wait once a person has used the hourly message budget, saving nothing', async () => {
    const spender = await person(t.app, t.app.db);
    const { id } = await start(spender);
    await t.app.db.insert(aiMessages).values(
      Array.from({ length: AI_LIMITS.messagesPerUserPerHour }, () => ({
        conversation_id: id,
        role: 'user' as const,
        content: 'earlier',
      })),
    );
    const response = await call('POST', `/ai/conversations/${id}/messages`, spender, { message: 'one more' });
    expect(response.statusCode).toBe(429);
    expect(response.json().error.message).toBe(AI_MESSAGES.tooManyMessages);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    const stored = (await call('GET', `/ai/conversations/${id}/messages`, spender)).json().data;
    expect(stored).toHaveLength(AI_LIMITS.messagesPerUserPerHour + 1);
    // Someone else's budget is their own.
    const other = await start(stranger);
    expect(
      (await call('POST', `/ai/conversations/${other.id}/messages`, stranger, { message: 'hi' })).statusCode,
    ).toBe(200);
  });

  it('lets exactly the budget through when sends at its edge arrive together', async () => {
    const racer = await person(t.app, t.app.db);
    const { id } = await start(racer);
    await t.app.db.insert(aiMessages).values(
      Array.from({ length: AI_LIMITS.messagesPerUserPerHour - 2 }, () => ({
        conversation_id: id,
        role: 'user' as const,
        content: 'earlier',
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        call('POST', `/ai/conversations/${id}/messages`, racer, { message: `at once ${index}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429, 429, 429]);
    const stored = (await call('GET', `/ai/conversations/${id}/messages`, racer)).json().data;
    expect(stored.filter((m: { role: string }) => m.role === 'user')).toHaveLength(
      AI_LIMITS.messagesPerUserPerHour,
    );
  });

  it('answers 429 once a person has started the hourly number of conversations', async () => {
    const starter = await person(t.app, t.app.db);
    await t.app.db.insert(aiConversations).values(
      Array.from({ length: AI_LIMITS.conversationsPerUserPerHour }, () => ({
        user_id: starter.id,
        type: 'business_onboarding' as const,
      })),
    );
    const response = await call('POST', '/ai/conversations', starter, {});
    expect(response.statusCode).toBe(429);
    expect(response.json().error.message).toBe(AI_MESSAGES.tooManyConversations);
  });
});

describe("the assistant's budgets per network and for form fills (decision 069)", () => {
  const PER_NETWORK = 4;
  const t = setUpTestApp({ AI_CALLS_PER_NETWORK_PER_HOUR: String(PER_NETWORK) });
  let first: Person;
  let second: Person;

  beforeAll(async () => {
    first = await person(t.app, t.app.db);
    second = await person(t.app, t.app.db);
  });

  const post = (url: string, who: Person, from: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.auth, payload, remoteAddress: from });

  it('lets exactly the network budget through when several people on one network start at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: PER_NETWORK + 3 }, (_, index) =>
        post('/ai/conversations', index % 2 ? first : second, '203.0.113.7', {
          conversation_type: 'business_onboarding',
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([...Array(PER_NETWORK).fill(201), 429, 429, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json().error.message).toBe(AI_MESSAGES.tooManyFromNetwork);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(3000);
    const stored = await t.app.db
      .select({ id: aiConversations.id })
      .from(aiConversations)
      .where(inArray(aiConversations.user_id, [first.id, second.id]));
    expect(stored).toHaveLength(PER_NETWORK);

    // Messages and form fills from that network are refused too; another network is not.
    const started = answers.find((answer) => answer.statusCode === 201)?.json().data;
    const owner = started.user_id === first.id ? first : second;
    const message = await post(`/ai/conversations/${started.id}/messages`, owner, '203.0.113.7', {
      message: 'The Salt Pier',
    });
    expect(message.statusCode).toBe(429);
    expect((await post(`/ai/conversations/${started.id}/extract`, owner, '203.0.113.7')).statusCode).toBe(
      429,
    );
    expect(
      (
        await post(`/ai/conversations/${started.id}/messages`, owner, '198.51.100.20', {
          message: 'The Salt Pier',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a NUL character or a wrong type with 400 before any budget is spent', async () => {
    const from = '192.0.2.77';
    for (const payload of [{ message: 'The Salt\u0000 Pier' }, { message: ['The Salt Pier'] }]) {
      const started = await post('/ai/conversations', second, from, { initial_message: payload.message });
      expect(started.statusCode).toBe(400);
    }
    const codes = [];
    for (let index = 0; index < PER_NETWORK; index += 1) {
      codes.push((await post('/ai/conversations', second, from)).statusCode);
    }
    expect(codes).toEqual(Array(PER_NETWORK).fill(201));
  });

  it('counts an IPv6 network by its /64, whichever address in it asks', async () => {
    const codes = [];
    for (let index = 1; index <= PER_NETWORK + 1; index += 1) {
      codes.push((await post('/ai/conversations', first, `2001:db8:1:2::${index}`)).statusCode);
    }
    expect(codes).toEqual([...Array(PER_NETWORK).fill(201), 429]);
  });

  it("lets exactly a person's hourly form fills through when they arrive together, from any network", async () => {
    const filler = await person(t.app, t.app.db);
    const started = await post('/ai/conversations', filler, '192.0.2.200', {
      conversation_type: 'business_onboarding',
    });
    expect(started.statusCode).toBe(201);
    const { id } = started.json().data;
    const answers = await Promise.all(
      Array.from({ length: AI_LIMITS.extractionsPerUserPerHour + 2 }, (_, index) =>
        // A network each, so only the person's own budget is in play.
        post(`/ai/conversations/${id}/extract`, filler, `10.9.${Math.floor(index / 3)}.${index}`),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(AI_LIMITS.extractionsPerUserPerHour);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.json().error.message).toBe(AI_MESSAGES.tooManyExtractions);
  });
});

describe("the assistant's budgets across two instances on one database (decision 069)", () => {
  const PER_NETWORK = 6;
  let shared: TestDatabase;
  let ownPool: Database | undefined;
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    shared = await createTestDatabase();
    const env = { AI_CALLS_PER_NETWORK_PER_HOUR: String(PER_NETWORK) };
    one = await createTestApp(env, { database: shared.database });
    // On PostgreSQL the second instance has a pool of its own, as a second server would; PGlite has
    // one connection, which both share (their budgets' memory is still their own).
    ownPool = shared.databaseUrl
      ? await openDatabase({
          databaseUrl: shared.databaseUrl,
          pgliteDataDir: '',
          poolMax: 4,
          connectionTimeoutMs: 30_000,
        })
      : undefined;
    two = await createTestApp(env, { database: ownPool ?? shared.database });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
    await ownPool?.close();
    await shared.cleanup();
  });

  const post = (instance: TestApp, url: string, who: Person, from: string, payload: object = {}) =>
    instance.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: who.auth,
      payload,
      remoteAddress: from,
    });

  it("lets exactly a network's hourly calls through when a burst is split between the instances", async () => {
    const people = [await person(one.app, one.app.db), await person(one.app, one.app.db)];
    const answers = await Promise.all(
      Array.from({ length: PER_NETWORK * 3 }, (_, index) =>
        post(index % 2 ? one : two, '/ai/conversations', people[index % 3 ? 0 : 1]!, '203.0.113.90', {
          conversation_type: 'business_onboarding',
        }),
      ),
    );
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({
      201: PER_NETWORK,
      429: PER_NETWORK * 2,
    });
    expect(answers.find((answer) => answer.statusCode === 429)?.json().error.message).toBe(
      AI_MESSAGES.tooManyFromNetwork,
    );
    const stored = await one.app.db
      .select({ id: aiConversations.id })
      .from(aiConversations)
      .where(
        inArray(
          aiConversations.user_id,
          people.map((who) => who.id),
        ),
      );
    expect(stored).toHaveLength(PER_NETWORK);
  });

  it("lets exactly a person's hourly form fills through when a burst is split between the instances", async () => {
    const filler = await person(one.app, one.app.db);
    const started = await post(one, '/ai/conversations', filler, '192.0.2.210', {
      conversation_type: 'business_onboarding',
    });
    expect(started.statusCode).toBe(201);
    const { id } = started.json().data;
    const answers = await Promise.all(
      Array.from({ length: AI_LIMITS.extractionsPerUserPerHour + 10 }, (_, index) =>
        // A network each, so only the person's own budget is in play.
        post(index % 2 ? one : two, `/ai/conversations/${id}/extract`, filler, `10.8.${index}.1`),
      ),
    );
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({
      200: AI_LIMITS.extractionsPerUserPerHour,
      429: 10,
    });
    expect(answers.find((answer) => answer.statusCode === 429)?.json().error.message).toBe(
      AI_MESSAGES.tooManyExtractions,
    );
  });
});
