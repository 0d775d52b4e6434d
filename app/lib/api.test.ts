import { afterEach, describe, expect, it, vi } from 'vitest';
import { kindOf, request, resultOf, setUnauthorizedHandler } from './api.ts';

describe('API answers', () => {
  it('counts an answer as ok only for a 2xx without success false', () => {
    expect(resultOf(200, { success: true }).ok).toBe(true);
    expect(resultOf(200, { success: false, error: 'No' })).toMatchObject({
      ok: false,
      message: 'No',
    });
    expect(resultOf(401, { message: 'Your session has expired.' })).toMatchObject({
      ok: false,
      status: 401,
      kind: 'unauthorized',
      message: 'Your session has expired.',
    });
    expect(resultOf(500, null)).toMatchObject({ ok: false, kind: 'server', message: undefined });
  });

  it('names every refusal by its kind, with field errors and the wait of a 429', () => {
    expect([400, 401, 404, 409, 413, 429, 503, 0].map(kindOf)).toEqual([
      'invalid',
      'unauthorized',
      'not-found',
      'conflict',
      'too-large',
      'rate-limited',
      'server',
      'network',
    ]);
    expect(
      resultOf(400, { error: 'Email is not valid', fields: { email: 'Email is not valid' } }),
    ).toMatchObject({ kind: 'invalid', fields: { email: 'Email is not valid' } });
    expect(resultOf(429, { error: 'Too many requests.' }, '120')).toMatchObject({
      kind: 'rate-limited',
      retryAfter: 120,
    });
  });
});

describe('request', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthorizedHandler(null);
  });

  const answer = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status }));

  it('sends the stored admin token and reports a 401 of an admin call to the session', async () => {
    const storage = new Map([['adminToken', 'token-1']]);
    vi.stubGlobal('window', { localStorage: { getItem: (k: string) => storage.get(k) ?? null } });
    const fetchMock = answer(401, { success: false, message: 'Your session has expired.' });
    vi.stubGlobal('fetch', fetchMock);
    const ended: (string | undefined)[] = [];
    setUnauthorizedHandler((message) => ended.push(message));

    const result = await request('/api/appointments', { admin: true });

    expect(fetchMock).toHaveBeenCalledOnce();
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
    expect(result).toMatchObject({ ok: false, kind: 'unauthorized' });
    expect(ended).toEqual(['Your session has expired.']);
  });

  it('does not end the session for a public call answered 401', async () => {
    vi.stubGlobal('fetch', answer(401, { error: 'Invalid email or password' }));
    const ended: unknown[] = [];
    setUnauthorizedHandler((message) => ended.push(message));
    const result = await request('/api/admin/login', { json: { email: 'a', password: 'b' } });
    expect(result.kind).toBe('unauthorized');
    expect(ended).toEqual([]);
  });

  it('answers a network failure as a result, never a throw', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const result = await request('/api/subscribe', { json: { email: 'a@b.co' } });
    expect(result).toMatchObject({
      ok: false,
      status: 0,
      kind: 'network',
      networkError: true,
      message: 'Failed to fetch',
    });
  });
});
