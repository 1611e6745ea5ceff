import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { testUser } from '../testing/auth-fixtures';
import { type AuthApi, createAuthStore } from './auth-store';

const user = testUser();
const session = { access_token: 'access-1', expires_in: 3600 };
const unauthorized = () =>
  new ApiError({ message: 'Your session has ended.', code: 'UNAUTHORIZED', status: 401 });

function fakeApi(overrides: Partial<AuthApi> = {}) {
  return {
    sendOtp: vi.fn(async () => ({
      message: 'OTP sent to your phone',
      code_length: 4,
      expires_in: 300,
      resend_in: 60,
    })),
    verifyOtp: vi.fn(async () => ({ user, session })),
    refreshSession: vi.fn(async () => session),
    fetchProfile: vi.fn(async () => user),
    logout: vi.fn(async () => undefined),
    ...overrides,
  } satisfies AuthApi;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('auth lifecycle', () => {
  it('starts loading with the cached user, then restores the session through the cookie', async () => {
    localStorage.setItem('user_session', JSON.stringify(user));
    const api = fakeApi();
    const store = createAuthStore({ api });
    expect(store.getSnapshot()).toEqual({ status: 'loading', user });
    await store.initialise();
    expect(api.refreshSession).toHaveBeenCalledOnce();
    expect(api.fetchProfile).toHaveBeenCalledOnce();
    expect(store.getSnapshot()).toEqual({ status: 'signed-in', user });
    expect(await store.accessToken()).toBe('access-1');
  });

  it('does not try the cookie for a browser that never signed in', async () => {
    const api = fakeApi();
    const store = createAuthStore({ api });
    await store.initialise();
    expect(api.refreshSession).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null });
  });

  it('keeps a returning visitor when the server cannot be reached, and checks again on reconnect', async () => {
    localStorage.setItem('user_session', JSON.stringify(user));
    const offline = new ApiError({ message: 'Network error', code: 'NETWORK_ERROR', status: 0 });
    const refreshSession = vi.fn<AuthApi['refreshSession']>(async () => Promise.reject(offline));
    const api = fakeApi({ refreshSession });
    const store = createAuthStore({ api });
    await store.initialise();
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null, unreachable: true });
    expect(localStorage.getItem('user_session')).not.toBeNull();

    refreshSession.mockResolvedValueOnce(session);
    await store.reconnect();
    expect(store.getSnapshot()).toEqual({ status: 'signed-in', user });
  });

  it('keeps the cached user when the profile read after the refresh never arrives (the page navigated away)', async () => {
    localStorage.setItem('user_session', JSON.stringify(user));
    const aborted = new ApiError({ message: 'Network error', code: 'NETWORK_ERROR', status: 0 });
    const api = fakeApi({ fetchProfile: vi.fn(async () => Promise.reject(aborted)) });
    await createAuthStore({ api }).initialise();
    expect(localStorage.getItem('user_session')).not.toBeNull();

    // The next page load tries the cookie again and is signed in.
    const next = createAuthStore({ api: fakeApi() });
    await next.initialise();
    expect(next.getSnapshot()).toEqual({ status: 'signed-in', user });
  });

  it('clears the user when the profile read is refused', async () => {
    localStorage.setItem('user_session', JSON.stringify(user));
    const api = fakeApi({ fetchProfile: vi.fn(async () => Promise.reject(unauthorized())) });
    await createAuthStore({ api }).initialise();
    expect(localStorage.getItem('user_session')).toBeNull();
  });

  it('clears the user when the cookie refresh fails', async () => {
    localStorage.setItem('user_session', JSON.stringify(user));
    const store = createAuthStore({
      api: fakeApi({ refreshSession: vi.fn(async () => Promise.reject(unauthorized())) }),
    });
    await store.initialise();
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    expect(localStorage.getItem('user_session')).toBeNull();
  });

  it('treats the token as expired 5 minutes early and refreshes before using it', async () => {
    const api = fakeApi();
    const store = createAuthStore({ api });
    await store.verifyCode('+12075550103', '1234');
    vi.mocked(api.refreshSession).mockResolvedValueOnce({ access_token: 'access-2', expires_in: 3600 });
    // Stop the proactive refresh so only the early-expiry rule is at work.
    store.dispose();
    vi.setSystemTime(Date.now() + 55 * 60_000 - 1);
    expect(await store.accessToken()).toBe('access-1');
    vi.setSystemTime(Date.now() + 2);
    expect(await store.accessToken()).toBe('access-2');
    expect(api.refreshSession).toHaveBeenCalledOnce();
  });

  it('refreshes on its own about 5.5 minutes before expiry', async () => {
    const api = fakeApi();
    const store = createAuthStore({ api });
    await store.verifyCode('+12075550103', '1234');
    await vi.advanceTimersByTimeAsync(54.5 * 60_000 - 1000);
    expect(api.refreshSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.refreshSession).toHaveBeenCalledOnce();
  });

  it('shares one refresh between callers', async () => {
    let finish!: (value: typeof session) => void;
    const api = fakeApi({
      refreshSession: vi.fn(() => new Promise<typeof session>((resolve) => (finish = resolve))),
    });
    const store = createAuthStore({ api });
    const calls = [store.refresh(), store.refresh(), store.refresh()];
    finish(session);
    expect(await Promise.all(calls)).toEqual([true, true, true]);
    expect(api.refreshSession).toHaveBeenCalledOnce();
  });

  it('clears token and cached session when a refresh fails', async () => {
    const api = fakeApi();
    const store = createAuthStore({ api });
    await store.verifyCode('+12075550103', '1234');
    vi.mocked(api.refreshSession).mockRejectedValueOnce(unauthorized());
    expect(await store.refresh()).toBe(false);
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(await store.accessToken()).toBeNull();
    expect(localStorage.getItem('user_session')).toBeNull();
  });

  it('signs in: keeps the token and user, caches the user and re-reads the profile', async () => {
    const renamed = testUser({ first_name: 'Samantha' });
    const api = fakeApi({ fetchProfile: vi.fn(async () => renamed) });
    const store = createAuthStore({ api });
    await store.verifyCode('+12075550103', '1234');
    expect(api.verifyOtp).toHaveBeenCalledWith('+12075550103', '1234');
    expect(store.getSnapshot()).toEqual({ status: 'signed-in', user: renamed });
    expect(JSON.parse(localStorage.getItem('user_session')!)).toMatchObject({ first_name: 'Samantha' });
  });

  it('stays signed in when only the profile re-read after sign-in fails', async () => {
    const store = createAuthStore({
      api: fakeApi({ fetchProfile: vi.fn(async () => Promise.reject(new Error('offline'))) }),
    });
    await store.verifyCode('+12075550103', '1234');
    expect(store.getSnapshot()).toEqual({ status: 'signed-in', user });
  });

  it('logs out locally even when the server call fails', async () => {
    const api = fakeApi({ logout: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const store = createAuthStore({ api });
    await store.verifyCode('+12075550103', '1234');
    await store.logout();
    expect(api.logout).toHaveBeenCalledOnce();
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    expect(await store.accessToken()).toBeNull();
    expect(localStorage.getItem('user_session')).toBeNull();
  });
});
