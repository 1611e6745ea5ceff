import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-sessions.ts';
import { SessionService } from './sessions.service.ts';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('signed-in devices', () => {
  const t = setUpTestApp();
  let sessions: SessionService;
  let phone = 2075550160;

  beforeAll(async () => {
    sessions = new SessionService(t.app.db, t.config);
  });

  /** A person signed in on the given devices; returns the Authorization header of each. */
  async function personOn(...userAgents: (string | null)[]) {
    const user = await createTestUser(t.app.db, { phone: `+1${phone++}` });
    const devices = [];
    for (const [index, userAgent] of userAgents.entries()) {
      const session = await sessions.start(user, { ip: `198.51.100.${index + 1}`, userAgent });
      devices.push({ authorization: `Bearer ${session.accessToken}` });
    }
    return { user, devices };
  }

  const list = (headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers });
  const end = (headers: { authorization: string }, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/auth/sessions/${id}`, headers });
  const endOthers = (headers: { authorization: string }) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/sessions/sign-out-others', headers });

  it("lists the person's own sign-ins with a readable device, newest first, marking this one", async () => {
    const { devices } = await personOn(CHROME_ANDROID, SAFARI_IPHONE, null);
    await personOn(FIREFOX_WINDOWS); // someone else's sign-in never shows

    const res = await list(devices[1]!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data as { device: string; current: boolean; ip: string }[];
    expect(data.map((row) => row.device).sort()).toEqual([
      'Chrome on Android',
      'Safari on iOS',
      'Unknown device',
    ]);
    expect(data.filter((row) => row.current)).toEqual([
      expect.objectContaining({ device: 'Safari on iOS', ip: '198.51.100.2' }),
    ]);
    expect(data[0]).toEqual({
      id: expect.any(String),
      device: expect.any(String),
      ip: expect.any(String),
      started_at: expect.stringMatching(/Z$/),
      last_active_at: expect.stringMatching(/Z$/),
      current: expect.any(Boolean),
    });
  });

  it('signs out of one other device, whose token then stops working at once', async () => {
    const { devices } = await personOn(CHROME_ANDROID, FIREFOX_WINDOWS);
    const [phoneDevice, laptop] = devices as [{ authorization: string }, { authorization: string }];
    const laptopId = (await list(phoneDevice))
      .json()
      .data.find((row: { current: boolean }) => !row.current).id;

    const res = await end(phoneDevice, laptopId);
    expect(res.statusCode).toBe(200);
    expect((await list(laptop)).statusCode).toBe(401);
    expect((await list(phoneDevice)).json().data).toHaveLength(1);
    // Ending it again, or a sign-in that does not exist, is the same 404.
    expect((await end(phoneDevice, laptopId)).json().error).toEqual({
      message: 'That sign-in has already ended',
      code: 'NOT_FOUND',
    });
  });

  it("cannot end another person's sign-in, and says so the same way as for one that does not exist", async () => {
    const victim = await personOn(CHROME_ANDROID);
    const attacker = await personOn(FIREFOX_WINDOWS);
    const victimId = (await list(victim.devices[0]!)).json().data[0].id;
    const res = await end(attacker.devices[0]!, victimId);
    expect(res.statusCode).toBe(404);
    expect((await list(victim.devices[0]!)).statusCode).toBe(200);
  });

  it('refuses to end the sign-in in use (that is Log out) and bad ids', async () => {
    const { devices } = await personOn(CHROME_ANDROID);
    const currentId = (await list(devices[0]!)).json().data[0].id;
    const own = await end(devices[0]!, currentId);
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toBe(
      'This is the device you are using: use Log out to end this sign-in',
    );
    expect((await end(devices[0]!, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('signs out of every other device and counts them; this one keeps working', async () => {
    const { devices } = await personOn(CHROME_ANDROID, SAFARI_IPHONE, FIREFOX_WINDOWS);
    const res = await endOthers(devices[0]!);
    expect(res.json()).toEqual({ success: true, data: { signed_out: 2 } });
    expect((await list(devices[1]!)).statusCode).toBe(401);
    expect((await list(devices[2]!)).statusCode).toBe(401);
    expect((await list(devices[0]!)).json().data).toHaveLength(1);
    expect((await endOthers(devices[0]!)).json().data).toEqual({ signed_out: 0 });
  });

  it('is for signed-in people only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sessions/sign-out-others' });
    expect(res.statusCode).toBe(401);
  });
});
