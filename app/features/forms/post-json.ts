export interface PostResult {
  ok: boolean;
  status: number;
  /** The server's `error` text, when it sent one. */
  error?: string;
  /** Per-field messages of a 400 answer. */
  fields?: Record<string, string>;
  success?: boolean;
}

/** POSTs JSON to our API; a network failure is a result with status 0, never a throw. */
export async function postJson(url: string, body: unknown): Promise<PostResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => null)) as {
      success?: boolean;
      error?: unknown;
      fields?: unknown;
    } | null;
    return {
      ok: response.ok,
      status: response.status,
      success: data?.success,
      error: typeof data?.error === 'string' ? data.error : undefined,
      fields:
        data?.fields && typeof data.fields === 'object'
          ? (data.fields as Record<string, string>)
          : undefined,
    };
  } catch (error) {
    console.error(`POST ${url} failed`, error);
    return { ok: false, status: 0 };
  }
}
