import { Writable } from 'node:stream';
import { AI_MESSAGES } from '@perks/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildAppConfig } from '../../config/app-config.ts';
import { parseEnv } from '../../config/env.ts';
import { loggerOptions } from '../../config/logger-options.ts';
import { aiConversations } from '../../db/schema/index.ts';
import { type FakeOpenRouter, startFakeOpenRouter } from '../../test/fake-openrouter.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const API_KEY = 'sk-or-test-key-that-must-never-leave-the-server';

describe('AI onboarding through OpenRouter (a local fake of its API)', () => {
  let fake: FakeOpenRouter;
  let t: TestApp;
  let admin: Person;
  const logLines: string[] = [];

  beforeAll(async () => {
    fake = await startFakeOpenRouter();
    const env = {
      OPENROUTER_API_KEY: API_KEY,
      OPENROUTER_BASE_URL: fake.url,
      OPENROUTER_MODEL: 'anthropic/claude-3.5-sonnet',
      // Long enough that a busy machine's normal answers arrive, short enough that a hang ends soon.
      AI_TIMEOUT_MS: '1500',
      AI_MAX_RETRIES: '1',
      LOG_LEVEL: 'debug',
    };
    // The server's own logger options, writing to a list this suite reads.
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp(env, undefined, {
      logger: { ...loggerOptions(buildAppConfig(parseEnv({ NODE_ENV: 'test', ...env }))), stream },
    });
    admin = await person(t.app, t.app.db, { admin: true });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.answer = { reply: 'Welcome! What is the name of your business?' };
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: admin.auth, ...(payload ? { payload } : {}) });
  const conversationCount = async () => (await t.app.db.select().from(aiConversations)).length;

  it("sends the conversation to the chat completions API with the key and model, and stores the model's reply", async () => {
    const response = await call('POST', '/ai/conversations', { conversation_type: 'business_onboarding' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.messages).toMatchObject([
      { role: 'assistant', content: 'Welcome! What is the name of your business?' },
    ]);
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.path).toBe('/api/v1/chat/completions');
    expect(sent?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent?.body.model).toBe('anthropic/claude-3.5-sonnet');
    expect(sent?.body.messages?.[0]?.role).toBe('system');

    const id = response.json().data.id;
    fake.answer = { reply: 'Thanks! What is the street address?' };
    const sentMessage = await call('POST', `/ai/conversations/${id}/messages`, { message: 'The Salt Pier' });
    expect(sentMessage.json().data.reply.content).toBe('Thanks! What is the street address?');
    expect(fake.requests[1]?.body.messages?.slice(1)).toEqual([
      { role: 'assistant', content: 'Welcome! What is the name of your business?' },
      { role: 'user', content: 'The Salt Pier' },
    ]);
  });

  it("extracts with the model's JSON (fenced or not) and validates it with the business schema", async () => {
    const { id } = (
      await call('POST', '/ai/conversations', { conversation_type: 'business_onboarding' })
    ).json().data;
    fake.answer = {
      reply:
        '```json\n{"name":"The Salt Pier","address":"58 Commercial Street, Portland, ME","phone":"+12075550142","category":"restaurant","description":"Seafood on the wharf"}\n```',
    };
    const result = (await call('POST', `/ai/conversations/${id}/extract`)).json().data;
    expect(result).toMatchObject({ extraction_method: 'openrouter', validation_errors: [] });
    expect(result.confidence_score).toBeGreaterThan(0.7);

    fake.answer = { reply: '{"name":"","category":"castle"}' };
    const refused = (await call('POST', `/ai/conversations/${id}/extract`)).json().data;
    expect(refused.validation_errors).toEqual([
      'name: Business name is required',
      'category: Invalid business category',
    ]);
    expect(refused.confidence_score).toBeLessThan(0.4);
  });

  it("takes the owner's lead-in words off a name the model copied as written", async () => {
    const { id } = (
      await call('POST', '/ai/conversations', { conversation_type: 'business_onboarding' })
    ).json().data;
    for (const [copied, name] of [
      ['We are Sol Cantina', 'Sol Cantina'],
      ['hi! this is the thirsty pig', 'The Thirsty Pig'],
      ['I run Back Cove Pizza Co.', 'Back Cove Pizza Co'],
      ['Eventide Oyster Co', 'Eventide Oyster Co'],
    ]) {
      fake.answer = { reply: JSON.stringify({ name: copied, address: '40 Wharf St, Portland, ME 04101' }) };
      const result = (await call('POST', `/ai/conversations/${id}/extract`)).json().data;
      expect(result.extracted_data).toMatchObject({ name, address: '40 Wharf St, Portland, ME 04101' });
    }
  });

  it('passes the connection test with the configured model', async () => {
    fake.answer = { reply: 'OK' };
    const response = await call('GET', '/ai/test-connection');
    expect(response.json().data).toMatchObject({
      ok: true,
      provider: 'openrouter',
      model: 'anthropic/claude-3.5-sonnet',
      message: AI_MESSAGES.connectionPassed,
    });
  });

  const failures: [string, FakeOpenRouter['answer'], string, number][] = [
    ['a timeout (retried once)', 'hang', 'OpenRouter did not answer within 1500 ms', 2],
    [
      'a 401 (not retried)',
      { status: 401, body: '{"error":{"message":"No auth credentials found"}}' },
      'OpenRouter answered 401: No auth credentials found',
      1,
    ],
    [
      'a 500 (retried once)',
      { status: 500, body: 'upstream exploded' },
      'OpenRouter answered 500: upstream exploded',
      2,
    ],
    [
      'a reply without a message',
      { status: 200, body: '{"choices":[]}' },
      'OpenRouter sent a reply without a message',
      1,
    ],
    [
      'a reply that is not JSON',
      { status: 200, body: '<html>gateway</html>' },
      'OpenRouter sent a reply that is not JSON',
      1,
    ],
  ];

  for (const [name, answer, reason, attempts] of failures) {
    it(`turns ${name} into 503 'AI Service Error: ...' and saves nothing`, async () => {
      const before = await conversationCount();
      fake.answer = answer;
      const response = await call('POST', '/ai/conversations', { conversation_type: 'business_onboarding' });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe(`${AI_MESSAGES.serviceErrorPrefix}${reason}`);
      expect(response.body).not.toContain(API_KEY);
      expect(fake.requests).toHaveLength(attempts);
      expect(await conversationCount()).toBe(before);
    });
  }

  it('refuses an extraction reply that is not a JSON object', async () => {
    const { id } = (
      await call('POST', '/ai/conversations', { conversation_type: 'employee_onboarding' })
    ).json().data;
    fake.answer = { reply: 'Sure! The name is Jordan.' };
    const response = await call('POST', `/ai/conversations/${id}/extract`);
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe(
      'AI Service Error: the model did not answer with a JSON object',
    );
  });

  it('never lets the key out: not in an answer, not in the log, even when the provider echoes it', async () => {
    fake.answer = { status: 401, body: JSON.stringify({ error: { message: `Invalid key ${API_KEY}` } }) };
    const response = await call('POST', '/ai/conversations', { conversation_type: 'business_onboarding' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe(
      'AI Service Error: OpenRouter answered 401: Invalid key [redacted]',
    );
    const stats = await call('GET', '/ai/admin/stats');
    expect(stats.body).not.toContain(API_KEY);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(API_KEY);
  });
});

describe("a failed call to the hosted model costs nothing of the network's budget (decision 069)", () => {
  let fake: FakeOpenRouter;
  let t: TestApp;
  let owner: Person;

  beforeAll(async () => {
    fake = await startFakeOpenRouter();
    t = await createTestApp({
      OPENROUTER_API_KEY: API_KEY,
      OPENROUTER_BASE_URL: fake.url,
      AI_MAX_RETRIES: '0',
      AI_CALLS_PER_NETWORK_PER_HOUR: '1',
    });
    owner = await person(t.app, t.app.db);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  /** Starts a business onboarding chat from one network address. */
  const startFrom = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/ai/conversations',
      headers: owner.auth,
      payload: { conversation_type: 'business_onboarding' },
      remoteAddress,
    });

  it('answers 503 for the failure, then lets the one call through, then 429', async () => {
    const start = () => startFrom('203.0.113.50');
    fake.answer = { status: 500, body: 'upstream down' };
    expect((await start()).statusCode).toBe(503);
    fake.answer = { reply: 'Welcome! What is the name of your business?' };
    expect((await start()).statusCode).toBe(201);
    const refused = await start();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(AI_MESSAGES.tooManyFromNetwork);
    expect(fake.requests).toHaveLength(2);
  });

  it('gives back every slot of a burst whose calls all fail, so the next call is let through', async () => {
    const start = () => startFrom('203.0.113.51');
    fake.answer = { status: 500, body: 'upstream down' };
    const answers = await Promise.all(Array.from({ length: 6 }, start));
    // A call in flight holds the one slot, so those arriving meanwhile are refused; none is saved.
    expect(answers.every((answer) => [503, 429].includes(answer.statusCode))).toBe(true);
    expect(answers.some((answer) => answer.statusCode === 503)).toBe(true);
    fake.answer = { reply: 'Welcome! What is the name of your business?' };
    expect((await start()).statusCode).toBe(201);
    expect((await start()).statusCode).toBe(429);
  });
});
