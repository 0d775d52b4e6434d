import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { browserTimeZone } from './admin-format.ts';
import type { ApiResult } from '../../lib/api.ts';
import { useAdminApi } from './session.tsx';

/**
 * GET an admin resource in the browser (admin pages never load private data on the
 * server). The last answer stays shown while a new one loads, so filters do not flicker;
 * `reload` asks again after a write. `path` null waits (for example on an invalid filter).
 */
export function useAdminResource<T>(path: string | null) {
  const api = useAdminApi();
  const [version, setVersion] = useState(0);
  const key = path ? `${version}|${path}` : null;
  const [state, setState] = useState<{ key: string | null; result: ApiResult<T> | null }>({
    key: null,
    result: null,
  });

  useEffect(() => {
    if (!path || !key) return;
    const controller = new AbortController();
    void api.get<T>(path, { signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted) setState({ key, result });
    });
    return () => controller.abort();
  }, [api, path, key]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { result: state.result, loading: key !== null && state.key !== key, reload };
}

const noSubscription = () => () => undefined;

/** The admin's IANA time zone after hydration; null on the server and in the first render. */
export function useBrowserTimeZone(): string | null {
  return useSyncExternalStore(noSubscription, browserTimeZone, () => null);
}
