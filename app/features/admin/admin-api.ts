import { uploadPercent } from './admin-format.ts';
import {
  afterAnswer,
  networkFailure,
  request,
  requestHeaders,
  resultOf,
  type ApiResult,
} from '../../lib/api.ts';

/**
 * The admin's calls through the site's one API client (app/lib/api.ts): every call carries
 * the stored admin token, never throws, and a 401 reaches the session's handler (which
 * returns to the login screen). Uploads and downloads add what `fetch` cannot give.
 */
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

export const adminApi: AdminApi = {
  get: (path, init) => request(path, { admin: true, signal: init?.signal }),
  send: (method, path, body) => request(path, { method, json: body, admin: true }),
  upload: (method, path, form, onProgress) =>
    new Promise((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, path);
      for (const [name, value] of Object.entries(requestHeaders(true))) {
        xhr.setRequestHeader(name, value);
      }
      xhr.upload.onprogress = (event) => onProgress(uploadPercent(event.loaded, event.total));
      xhr.onload = () => {
        let data: unknown = null;
        try {
          data = JSON.parse(xhr.responseText);
        } catch {
          data = null;
        }
        if (xhr.status >= 200 && xhr.status < 300) onProgress(100);
        resolve(afterAnswer(resultOf(xhr.status, data), true));
      };
      xhr.onerror = () => resolve(networkFailure(new Error('Network error')));
      xhr.onabort = () => resolve(networkFailure(new Error('Upload aborted')));
      xhr.send(form);
    }),
  async download(path) {
    try {
      const response = await fetch(path, { headers: requestHeaders(true, { accept: 'text/csv' }) });
      if (!response.ok) {
        const data = await response.json().catch(() => null);
        return afterAnswer(resultOf<Blob>(response.status, data), true);
      }
      return { ok: true, status: response.status, data: await response.blob() };
    } catch (error) {
      return networkFailure<Blob>(error);
    }
  },
};

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
