import { sampleJob } from '@perks/contract/jobs/sample-job.fixture';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  apiRequest,
  setAccessTokenProvider,
  setPasskeyRequiredHandler,
  setUnauthorizedHandler,
} from './api-client';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init, headers: new Headers(init.headers) };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenProvider(null);
  setUnauthorizedHandler(null);
  setPasskeyRequiredHandler(null);
});

describe('apiRequest: request', () => {
  it('sends a GET under /api/v1 with cookies and a JSON Accept header, and no body', async () => {
    fetchMock.mockResolvedValue(json({ success: true, data: { ok: 1 } }));
    await apiRequest('/health');
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/v1/health');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('accepts a path without a leading slash', async () => {
    fetchMock.mockResolvedValue(json({ success: true, data: null }));
    await apiRequest('jobs', { method: 'POST', body: { title: 'Line Cook' } });
    expect(lastCall().url).toBe('/api/v1/jobs');
  });

  it('appends query parameters, repeating arrays and skipping null, undefined and empty values', async () => {
    fetchMock.mockResolvedValue(json({ data: [] }));
    await apiRequest('/jobs', {
      query: {
        page: 2,
        is_tipped_role: true,
        role_type: ['server', 'host', null],
        title_search: '',
        location: null,
        sort_by: undefined,
      },
    });
    expect(lastCall().url).toBe('/api/v1/jobs?page=2&is_tipped_role=true&role_type=server&role_type=host');
  });

  it('adds to a query string already in the path, and adds none when every value is empty', async () => {
    fetchMock.mockImplementation(async () => json([]));
    await apiRequest('/admin/businesses?search=cafe', { query: { limit: 20 } });
    expect(lastCall().url).toBe('/api/v1/admin/businesses?search=cafe&limit=20');
    await apiRequest('/jobs', { query: { title_search: '' } });
    expect(lastCall().url).toBe('/api/v1/jobs');
  });

  it('sends a JSON body with a JSON content type', async () => {
    fetchMock.mockResolvedValue(json({ success: true, data: { id: 'j1' } }));
    await apiRequest('/leads', { method: 'POST', body: { email: 'a@b.co', is_owner_gm: false } });
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"email":"a@b.co","is_owner_gm":false}');
  });

  it('sends FormData as it is, leaving the multipart content type to the browser', async () => {
    fetchMock.mockResolvedValue(json({ success: true, data: { url: '/u/1.png' } }));
    const form = new FormData();
    form.append('imageType', 'logo');
    await apiRequest('/uploads/business-image', { method: 'POST', body: form });
    const { init, headers } = lastCall();
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('sends a Bearer token from the provider, but not when auth is skipped or there is no token', async () => {
    fetchMock.mockImplementation(async () => json({ success: true, data: null }));
    setAccessTokenProvider(() => 'tok-1');
    await apiRequest('/auth/profile');
    expect(lastCall().headers.get('Authorization')).toBe('Bearer tok-1');

    await apiRequest('/auth/refresh', { method: 'POST', skipAuth: true });
    expect(lastCall().headers.has('Authorization')).toBe(false);

    setAccessTokenProvider(async () => null);
    await apiRequest('/jobs');
    expect(lastCall().headers.has('Authorization')).toBe(false);
  });

  it('passes the abort signal to fetch', async () => {
    fetchMock.mockResolvedValue(json({ success: true, data: null }));
    const controller = new AbortController();
    await apiRequest('/jobs', { signal: controller.signal });
    expect(lastCall().init.signal).toBe(controller.signal);
  });
});

describe('apiRequest: response parsing', () => {
  it('returns data from a success envelope', async () => {
    fetchMock.mockResolvedValue(json({ success: true, data: { id: 'b1', name: 'Bramhall' } }));
    await expect(apiRequest('/businesses/b1')).resolves.toEqual({ id: 'b1', name: 'Bramhall' });
  });

  it('returns the whole body of a 2xx answer without an error field', async () => {
    const list = { data: [{ id: 'j1' }], total: 1, page: 1, limit: 20, totalPages: 1 };
    fetchMock.mockResolvedValue(json(list));
    await expect(apiRequest('/jobs')).resolves.toEqual(list);
    fetchMock.mockResolvedValue(json([{ id: 'b1' }]));
    await expect(apiRequest('/businesses')).resolves.toEqual([{ id: 'b1' }]);
  });

  it('resolves undefined for 204 No Content', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('/users/u1/work-experience/w1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('treats a 2xx body that carries an error, or success false, as a failure', async () => {
    fetchMock.mockResolvedValue(json({ error: { message: 'Nope', code: 'NOPE' } }));
    expect(await failure(apiRequest('/x'))).toMatchObject({ message: 'Nope', code: 'NOPE', status: 200 });
    fetchMock.mockResolvedValue(json({ success: false }));
    expect(await failure(apiRequest('/x'))).toMatchObject({ code: 'HTTP_200' });
  });

  it("uses the server's message, code, field and details", async () => {
    const error = {
      message: 'Phone number must be 10 digits',
      code: 'VALIDATION_ERROR',
      field: 'phone',
      details: { min: 10 },
    };
    fetchMock.mockResolvedValue(json({ success: false, error }, 400));
    const e = await failure(apiRequest('/auth/send-otp', { method: 'POST', body: { phone: '1' } }));
    expect(e).toMatchObject({ ...error, status: 400, name: 'ApiError' });
    expect(e).toBeInstanceOf(Error);
  });

  it('falls back to the status catalogue for whatever the server left out', async () => {
    fetchMock.mockResolvedValue(json({ success: false, error: { message: 'Job is closed' } }, 409));
    expect(await failure(apiRequest('/x'))).toMatchObject({ message: 'Job is closed', code: 'HTTP_409' });
    fetchMock.mockResolvedValue(json({ success: false }, 404));
    expect(await failure(apiRequest('/x'))).toMatchObject({
      message: 'Resource not found.',
      code: 'HTTP_404',
      status: 404,
    });
    fetchMock.mockResolvedValue(json(null, 500));
    expect(await failure(apiRequest('/x'))).toMatchObject({
      message: 'Server error. Please try again later.',
      code: 'HTTP_500',
    });
    fetchMock.mockResolvedValue(json({}, 418));
    expect(await failure(apiRequest('/x'))).toMatchObject({
      message: 'Request failed with status 418',
      code: 'HTTP_418',
    });
  });

  it('reads the message of a framework-made error reply', async () => {
    fetchMock.mockResolvedValue(
      json({ statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' }, 429),
    );
    expect(await failure(apiRequest('/x'))).toMatchObject({
      message: 'Rate limit exceeded',
      code: 'HTTP_429',
      status: 429,
    });
  });

  it("reports a 2xx body that is not JSON as 'Invalid response format'", async () => {
    fetchMock.mockResolvedValue(new Response('<!doctype html><p>hi</p>', { status: 200 }));
    expect(await failure(apiRequest('/x'))).toMatchObject({
      message: 'Invalid response format',
      code: 'INVALID_RESPONSE',
      status: 200,
    });
    fetchMock.mockResolvedValue(new Response('', { status: 200 }));
    expect(await failure(apiRequest('/x'))).toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('reports a failed status with a non-JSON body by its status message', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));
    expect(await failure(apiRequest('/x'))).toMatchObject({
      message: 'Service unavailable. Please try again later.',
      code: 'HTTP_502',
      status: 502,
    });
  });
});

describe('apiRequest: network', () => {
  it('turns a rejected fetch into NETWORK_ERROR with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await failure(apiRequest('/x'))).toMatchObject({
      message: 'Network error. Please check your connection.',
      code: 'NETWORK_ERROR',
      status: 0,
    });
  });

  it('lets a cancelled request reject with the abort itself, not a network error', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockRejectedValue(abort);
    await expect(apiRequest('/x', { signal: controller.signal })).rejects.toBe(abort);
  });

  it('reports a body that cannot be read as a network error', async () => {
    const response = json({ success: true, data: 1 });
    vi.spyOn(response, 'text').mockRejectedValue(new TypeError('network error'));
    fetchMock.mockResolvedValue(response);
    expect(await failure(apiRequest('/x'))).toMatchObject({ code: 'NETWORK_ERROR' });
  });
});

describe('apiRequest: expired token', () => {
  const unauthorized = () =>
    json({ success: false, error: { message: 'Token expired', code: 'TOKEN_EXPIRED' } }, 401);

  it('refreshes once and retries with the new token', async () => {
    let token = 'old';
    setAccessTokenProvider(() => token);
    const handler = vi.fn(async () => {
      token = 'new';
      return true;
    });
    setUnauthorizedHandler(handler);
    fetchMock
      .mockResolvedValueOnce(unauthorized())
      .mockResolvedValueOnce(json({ success: true, data: { id: 'u1' } }));

    await expect(apiRequest('/auth/profile')).resolves.toEqual({ id: 'u1' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(lastCall().headers.get('Authorization')).toBe('Bearer new');
  });

  it("throws 'Authentication failed' when the refresh fails, throws, or nobody can refresh", async () => {
    setAccessTokenProvider(() => 'old');
    fetchMock.mockImplementation(async () => unauthorized());
    const expected = { message: 'Authentication failed', code: 'AUTH_FAILED', status: 401 };

    setUnauthorizedHandler(() => false);
    expect(await failure(apiRequest('/x'))).toMatchObject(expected);
    setUnauthorizedHandler(() => {
      throw new Error('refresh exploded');
    });
    expect(await failure(apiRequest('/x'))).toMatchObject(expected);
    setUnauthorizedHandler(null);
    expect(await failure(apiRequest('/x'))).toMatchObject(expected);
    expect(fetchMock).toHaveBeenCalledTimes(3); // never retried
  });

  it('recovers after a handler that threw: the next refusal refreshes again', async () => {
    setAccessTokenProvider(() => 'tok');
    fetchMock.mockImplementation(async () => unauthorized());
    setUnauthorizedHandler(() => {
      throw new Error('refresh exploded');
    });
    expect(await failure(apiRequest('/x'))).toMatchObject({ code: 'AUTH_FAILED' });

    const handler = vi.fn(() => true);
    setUnauthorizedHandler(handler);
    fetchMock.mockReset();
    fetchMock
      .mockResolvedValueOnce(unauthorized())
      .mockResolvedValueOnce(json({ success: true, data: 'ok' }));
    await expect(apiRequest('/x')).resolves.toBe('ok');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('retries only once: a second 401 is reported as the server put it', async () => {
    setAccessTokenProvider(() => 'tok');
    const handler = vi.fn(() => true);
    setUnauthorizedHandler(handler);
    fetchMock.mockImplementation(async () => unauthorized());
    expect(await failure(apiRequest('/x'))).toMatchObject({
      message: 'Token expired',
      code: 'TOKEN_EXPIRED',
      status: 401,
    });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not refresh when no token was sent or auth was skipped', async () => {
    const handler = vi.fn(() => true);
    setUnauthorizedHandler(handler);
    fetchMock.mockImplementation(async () =>
      json({ success: false, error: { message: 'Invalid OTP', code: 'UNAUTHORIZED' } }, 401),
    );

    expect(await failure(apiRequest('/x'))).toMatchObject({ message: 'Invalid OTP', status: 401 });
    setAccessTokenProvider(() => 'tok');
    expect(await failure(apiRequest('/auth/verify-otp', { method: 'POST', skipAuth: true }))).toMatchObject({
      message: 'Invalid OTP',
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('shares one refresh between calls refused at the same time', async () => {
    let token = 'old';
    setAccessTokenProvider(() => token);
    let finishRefresh: (ok: boolean) => void = () => {};
    const handler = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          finishRefresh = (ok) => {
            token = 'new';
            resolve(ok);
          };
        }),
    );
    setUnauthorizedHandler(handler);
    fetchMock.mockImplementation(async (_url, init) =>
      new Headers(init?.headers).get('Authorization') === 'Bearer new'
        ? json({ success: true, data: 'ok' })
        : unauthorized(),
    );

    const calls = [apiRequest('/a'), apiRequest('/b'), apiRequest('/c')];
    await vi.waitFor(() => expect(handler).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    finishRefresh(true);
    await expect(Promise.all(calls)).resolves.toEqual(['ok', 'ok', 'ok']);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('api: calls typed by the route table', () => {
  const job = sampleJob;

  it('fills path params and hands back the data of a declared answer', async () => {
    fetchMock.mockResolvedValue(json({ success: true, data: job }));
    await expect(api.get('/jobs/{id}', { params: { id: job.id } })).resolves.toEqual(job);
    expect(lastCall().url).toBe(`/api/v1/jobs/${job.id}`);
  });

  it('encodes path params', async () => {
    fetchMock.mockResolvedValue(json({ success: true, data: job }));
    await api.get('/jobs/{id}', { params: { id: 'a/b?c' } });
    expect(lastCall().url).toBe('/api/v1/jobs/a%2Fb%3Fc');
  });

  it('refuses, in development and tests, an answer the route table does not allow', async () => {
    fetchMock.mockResolvedValue(json({ success: true, data: { ...job, business_id: null } }));
    await expect(api.get('/jobs/{id}', { params: { id: job.id } })).rejects.toThrow(
      /GET \/jobs\/\{id\} answered a body the route table does not allow/,
    );
    fetchMock.mockResolvedValue(json({ success: true, data: job }, 202));
    await expect(api.get('/jobs/{id}', { params: { id: job.id } })).rejects.toThrow(
      /a status the route table does not declare/,
    );
  });

  it('does not compile a path the table lacks, a missing param or a wrong body', () => {
    // Type checks only (npm run typecheck); nothing is sent.
    const never = () => {
      // @ts-expect-error: no such route
      void api.get('/jobz');
      // @ts-expect-error: the route needs its id
      void api.get('/jobs/{id}');
      // @ts-expect-error: a lead needs an e-mail, not a title
      void api.post('/leads', { body: { title: 'x' } });
    };
    expect(typeof never).toBe('function');
  });
});

describe('apiRequest: an admin asked for their passkey (decision 103)', () => {
  const passkeyRequired = () =>
    json(
      {
        success: false,
        error: { code: 'PASSKEY_REQUIRED', message: 'Confirm with your passkey to continue.' },
      },
      403,
    );

  it('asks once for calls refused at the same time, then sends each again', async () => {
    setAccessTokenProvider(() => 'token');
    let asked = 0;
    setPasskeyRequiredHandler(async () => {
      asked += 1;
      return true;
    });
    fetchMock
      .mockResolvedValueOnce(passkeyRequired())
      .mockResolvedValueOnce(passkeyRequired())
      .mockResolvedValueOnce(json({ success: true, data: 'first' }))
      .mockResolvedValueOnce(json({ success: true, data: 'second' }));
    const answers = await Promise.all([apiRequest('/admin/overview'), apiRequest('/admin/overview')]);
    expect(answers.sort()).toEqual(['first', 'second']);
    expect(asked).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('answers the refusal when the person cancels, and a plain 403 is never a prompt', async () => {
    setAccessTokenProvider(() => 'token');
    const handler = vi.fn(async () => false);
    setPasskeyRequiredHandler(handler);
    fetchMock.mockResolvedValueOnce(passkeyRequired());
    const refused = await failure(apiRequest('/admin/overview'));
    expect(refused.code).toBe('PASSKEY_REQUIRED');
    expect(handler).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(
      json({ success: false, error: { code: 'FORBIDDEN', message: 'No' } }, 403),
    );
    expect((await failure(apiRequest('/admin/overview'))).code).toBe('FORBIDDEN');
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
