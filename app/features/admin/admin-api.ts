import { uploadPercent } from './admin-format.ts';

/**
 * The admin's HTTP client: every call carries `Authorization: Bearer <token>`, never
 * throws, and reports a 401 to the session (which returns to the login screen).
 */
export interface ApiResult<T = Record<string, unknown>> {
  ok: boolean;
  /** HTTP status; 0 when the request never reached the server. */
  status: number;
  data: T | null;
  /** The server's `message` or `error` text, or the network error's text. */
  message?: string;
  /** The server's `error` text alone (the newsletter form reads it). */
  error?: string;
  /** True when the request failed before an answer (network, aborted). */
  networkError?: boolean;
}

export interface AdminApi {
  get<T>(path: string, init?: { signal?: AbortSignal }): Promise<ApiResult<T>>;
  send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<ApiResult<T>>;
  /** Multipart upload with progress (XMLHttpRequest: fetch reports no upload progress). */
  upload<T>(
    method: 'POST' | 'PUT',
    path: string,
    form: FormData,
    onProgress: (percent: number) => void,
  ): Promise<ApiResult<T>>;
  /** A file answer (CSV export) as a blob. */
  download(path: string): Promise<ApiResult<Blob>>;
}

function textOf(data: unknown, key: 'message' | 'error'): string | undefined {
  const value = (data as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' && value ? value : undefined;
}

export function resultOf<T>(status: number, data: unknown): ApiResult<T> {
  const ok = status >= 200 && status < 300 && (data as { success?: unknown })?.success !== false;
  return {
    ok,
    status,
    data: data as T,
    message: textOf(data, 'message') ?? textOf(data, 'error'),
    error: textOf(data, 'error'),
  };
}

function networkFailure<T>(error: unknown): ApiResult<T> {
  const message = error instanceof Error && error.message ? error.message : 'Network error';
  return { ok: false, status: 0, data: null, message, error: message, networkError: true };
}

export function createAdminApi(
  getToken: () => string | null,
  onUnauthorized: (message?: string) => void,
): AdminApi {
  const headers = (extra?: Record<string, string>) => {
    const token = getToken();
    return {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...extra,
    };
  };

  const finish = <T>(result: ApiResult<T>): ApiResult<T> => {
    if (result.status === 401) onUnauthorized(result.message);
    return result;
  };

  async function request<T>(path: string, init: RequestInit): Promise<ApiResult<T>> {
    try {
      const response = await fetch(path, init);
      const data = await response.json().catch(() => null);
      return finish(resultOf<T>(response.status, data));
    } catch (error) {
      return networkFailure<T>(error);
    }
  }

  return {
    get: (path, init) => request(path, { headers: headers(), signal: init?.signal }),
    send: (method, path, body) =>
      request(path, {
        method,
        headers: headers(body === undefined ? undefined : { 'content-type': 'application/json' }),
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    upload: (method, path, form, onProgress) =>
      new Promise((resolve) => {
        const xhr = new XMLHttpRequest();
        xhr.open(method, path);
        for (const [name, value] of Object.entries(headers())) xhr.setRequestHeader(name, value);
        xhr.upload.onprogress = (event) => onProgress(uploadPercent(event.loaded, event.total));
        xhr.onload = () => {
          let data: unknown = null;
          try {
            data = JSON.parse(xhr.responseText);
          } catch {
            data = null;
          }
          if (xhr.status >= 200 && xhr.status < 300) onProgress(100);
          resolve(finish(resultOf(xhr.status, data)));
        };
        xhr.onerror = () => resolve(networkFailure(new Error('Network error')));
        xhr.onabort = () => resolve(networkFailure(new Error('Upload aborted')));
        xhr.send(form);
      }),
    async download(path) {
      try {
        const response = await fetch(path, { headers: headers({ accept: 'text/csv' }) });
        if (!response.ok) {
          const data = await response.json().catch(() => null);
          return finish(resultOf<Blob>(response.status, data));
        }
        return { ok: true, status: response.status, data: await response.blob() };
      } catch (error) {
        return networkFailure<Blob>(error);
      }
    },
  };
}

/** Saves a blob under `fileName` through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
