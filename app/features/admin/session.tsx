import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { toast } from 'sonner';
import {
  LOGIN_SUCCESS_MESSAGE,
  LOGOUT_MESSAGE,
  type AdminDto,
} from '../../../common/schemas/auth.ts';
import { createAdminApi, type AdminApi } from './admin-api.ts';
import { readStoredToken, removeStoredToken, storeToken } from './session-storage.ts';

/**
 * Spec §4 admin auth: loading at start; no stored token -> signed out; a stored token is
 * verified with GET /api/admin/me, success sets the admin, anything else removes the token
 * silently. Authenticated means an admin is set. Nothing of this renders on the server:
 * the server never sees the token, so it renders the loading state (ADR "admin session").
 */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; admin: AdminDto; token: string };

const LOGIN_FAILED_FALLBACK = 'Login failed';
const LOGIN_NETWORK_ERROR = 'Network error. Please try again.';

export interface LoginOutcome {
  success: boolean;
  message: string;
}

interface SessionValue {
  state: SessionState;
  api: AdminApi;
  login(email: string, password: string): Promise<LoginOutcome>;
  logout(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

function adminOf(data: unknown): AdminDto | null {
  const value = data as Partial<AdminDto> | null;
  if (!value || typeof value._id !== 'string' || typeof value.email !== 'string') return null;
  return { _id: value._id, email: value.email, isAdmin: true };
}

/** GET /api/admin/me with `token`: the administrator, or null for any failure. */
async function verifyToken(token: string, signal?: AbortSignal): Promise<AdminDto | null> {
  try {
    const response = await fetch('/api/admin/me', {
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      signal,
    });
    if (!response.ok) return null;
    return adminOf(await response.json().catch(() => null));
  } catch {
    return null;
  }
}

export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const token = state.status === 'signed-in' ? state.token : null;

  const signOut = useCallback(() => {
    removeStoredToken();
    setState({ status: 'signed-out' });
  }, []);

  useEffect(() => {
    const stored = readStoredToken();
    if (!stored) {
      // The server cannot see the token, so the first render matches its HTML (loading)
      // and storage is read only here, after hydration.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setState({ status: 'signed-out' });
      return;
    }
    const controller = new AbortController();
    void verifyToken(stored, controller.signal).then((admin) => {
      if (controller.signal.aborted) return;
      if (admin) {
        setState({ status: 'signed-in', admin, token: stored });
      } else {
        signOut();
      }
    });
    return () => controller.abort();
  }, [signOut]);

  const api = useMemo(
    () =>
      createAdminApi(
        () => token,
        (message) => {
          if (!token) return;
          signOut();
          // One toast however many calls answered 401 at once.
          toast.error(message ?? 'Your session has expired. Please sign in again.', {
            id: 'admin-session-ended',
          });
        },
      ),
    [token, signOut],
  );

  const login = useCallback(async (email: string, password: string): Promise<LoginOutcome> => {
    let response: Response;
    try {
      response = await fetch('/api/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    } catch {
      return { success: false, message: LOGIN_NETWORK_ERROR };
    }
    const data = (await response.json().catch(() => null)) as
      (Partial<AdminDto> & { token?: unknown; message?: unknown; success?: unknown }) | null;
    const admin = adminOf(data);
    if (!response.ok || data?.success === false || typeof data?.token !== 'string' || !admin) {
      const message = typeof data?.message === 'string' && data.message ? data.message : '';
      return { success: false, message: message || LOGIN_FAILED_FALLBACK };
    }
    storeToken(data.token);
    setState({ status: 'signed-in', admin, token: data.token });
    toast.success(LOGIN_SUCCESS_MESSAGE);
    return { success: true, message: LOGIN_SUCCESS_MESSAGE };
  }, []);

  const logout = useCallback(async () => {
    if (token) {
      // Revokes the token on the server first; a failed call still signs out here.
      await fetch('/api/admin/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      }).catch(() => undefined);
    }
    signOut();
    toast.success(LOGOUT_MESSAGE);
  }, [token, signOut]);

  const value = useMemo(() => ({ state, api, login, logout }), [state, api, login, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useAdminSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useAdminSession needs <AdminSessionProvider> (admin layout)');
  return value;
}

/** The admin API of a signed-in page. */
export function useAdminApi(): AdminApi {
  return useAdminSession().api;
}
