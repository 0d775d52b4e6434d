import { ADMIN_TOKEN_KEY } from '../../common/constants.ts';

/**
 * The browser's one client for our JSON API: every call of the site and the admin area goes
 * through `request`, which never throws, names what went wrong (`kind`), carries the admin
 * token when asked, and reports a 401 of an admin call to the one handler the admin session
 * registers (which returns to the login screen).
 */

/** What a refusal or failure was, from its HTTP status (0: no answer at all). */
export type ApiErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'rate-limited'
  | 'server'
  | 'network';

export interface ApiResult<T = Record<string, unknown>> {
  /** HTTP 2xx whose body does not say `success: false`. */
  ok: boolean;
  /** HTTP status; 0 when the request never reached the server. */
  status: number;
  /** The parsed JSON answer (null when there was none or it was not JSON). */
  data: T | null;
  /** Set when `ok` is false. */
  kind?: ApiErrorKind;
  /** The server's `message` or `error` text, or the network error's text. */
  message?: string;
  /** The server's `error` text alone (none when the server never answered). */
  error?: string;
  /** Per-field messages of a 400 answer. */
  fields?: Record<string, string>;
  /** Seconds to wait, from a 429's `retry-after`. */
  retryAfter?: number;
  /** True when the request failed before an answer (network, aborted). */
  networkError?: boolean;
}

export function kindOf(status: number): ApiErrorKind {
  if (status === 0) return 'network';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'too-large';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'invalid';
}

// --- The admin token (spec §9: `adminToken` in local storage) -------------------------

export function readAdminToken(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeAdminToken(token: string): void {
  try {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // Storage refused (private mode): the session lasts until the page closes.
  }
}

export function removeAdminToken(): void {
  try {
    window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

type UnauthorizedHandler = (message?: string) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The admin session's reaction to a 401 of an admin call; null to stop listening. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

// --- Requests ------------------------------------------------------------------------

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sends `Authorization: Bearer <token>`: the stored admin token, or this one. */
  admin?: boolean | { token: string };
  signal?: AbortSignal;
  /** Lets the request outlive the page (analytics on unload). */
  keepalive?: boolean;
}

function textOf(data: unknown, key: 'message' | 'error'): string | undefined {
  const value = (data as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' && value ? value : undefined;
}

/** The result of an answer with `status` and parsed body `data`. */
export function resultOf<T>(
  status: number,
  data: unknown,
  retryAfter?: string | null,
): ApiResult<T> {
  const ok = status >= 200 && status < 300 && (data as { success?: unknown })?.success !== false;
  const fields = (data as { fields?: unknown } | null)?.fields;
  const seconds = retryAfter ? Number(retryAfter) : NaN;
  return {
    ok,
    status,
    data: data as T,
    ...(ok ? {} : { kind: kindOf(status) }),
    message: textOf(data, 'message') ?? textOf(data, 'error'),
    error: textOf(data, 'error'),
    ...(fields && typeof fields === 'object' ? { fields: fields as Record<string, string> } : {}),
    ...(Number.isFinite(seconds) ? { retryAfter: seconds } : {}),
  };
}

export function networkFailure<T>(error: unknown): ApiResult<T> {
  const message = error instanceof Error && error.message ? error.message : 'Network error';
  return {
    ok: false,
    status: 0,
    data: null,
    kind: 'network',
    message,
    networkError: true,
  };
}

/** The headers of a call: JSON, and the bearer token of an admin call. */
export function requestHeaders(
  admin: RequestOptions['admin'],
  extra?: Record<string, string>,
): Record<string, string> {
  const token = admin === true ? readAdminToken() : admin ? admin.token : null;
  return {
    accept: 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  };
}

/** Reports a 401 of an admin call to the session; answers `result` unchanged. */
export function afterAnswer<T>(result: ApiResult<T>, admin: RequestOptions['admin']): ApiResult<T> {
  if (result.status === 401 && admin === true) unauthorizedHandler?.(result.message);
  return result;
}

export async function request<T = Record<string, unknown>>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const { json, admin } = options;
  try {
    const response = await fetch(path, {
      method: options.method ?? (json === undefined ? 'GET' : 'POST'),
      headers: requestHeaders(
        admin,
        json === undefined ? undefined : { 'content-type': 'application/json' },
      ),
      body: json === undefined ? undefined : JSON.stringify(json),
      signal: options.signal,
      keepalive: options.keepalive,
    });
    const data: unknown = await response.json().catch(() => null);
    return afterAnswer(
      resultOf<T>(response.status, data, response.headers.get('retry-after')),
      admin,
    );
  } catch (error) {
    return networkFailure<T>(error);
  }
}

/** POSTs `body` as JSON. */
export const postJson = <T = Record<string, unknown>>(
  path: string,
  body: unknown,
  options: Omit<RequestOptions, 'json' | 'method'> = {},
) => request<T>(path, { ...options, method: 'POST', json: body });
