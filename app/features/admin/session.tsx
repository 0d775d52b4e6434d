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
import {
  postJson,
  readAdminToken,
  removeAdminToken,
  request,
  setUnauthorizedHandler,
  storeAdminToken,
} from '../../lib/api.ts';
import { SIGN_IN_HANDOFF_COOKIE } from '../../../common/admin-sign-in.ts';
import { adminApi, type AdminApi } from './admin-api.ts';

/**
 * The token a form sign-in handed over in its short-lived cookie (ADR 057), moved into
 * local storage and the cookie cleared, so the page goes on as after a sign-in by script.
 */
function takeHandedOverToken(): void {
  const prefix = `${SIGN_IN_HANDOFF_COOKIE}=`;
  const found = document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!found) return;
  document.cookie = `${SIGN_IN_HANDOFF_COOKIE}=; Path=/admin; Max-Age=0; SameSite=Strict`;
  storeAdminToken(found);
}

/**
 * Spec §4 admin auth: loading at start; no stored token -> signed out; a stored token is
 * verified with GET /api/admin/me, success sets the admin, anything else removes the token
 * silently. Authenticated means an admin is set. Nothing of this renders on the server:
 * the server never sees the token, so it renders the loading state, which shows the
 * sign-in form that works before the script (ADR 011, 057); 'verifying' is the stored
 * token being checked.
 */
export type SessionState =
  | { status: 'loading' }
  | { status: 'verifying' }
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
  const result = await request('/api/admin/me', { admin: { token }, signal });
  return result.ok ? adminOf(result.data) : null;
}

export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const token = state.status === 'signed-in' ? state.token : null;

  const signOut = useCallback(() => {
    removeAdminToken();
    setState({ status: 'signed-out' });
  }, []);

  useEffect(() => {
    takeHandedOverToken();
    const stored = readAdminToken();
    if (!stored) {
      // The server cannot see the token, so the first render matches its HTML (loading)
      // and storage is read only here, after hydration.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setState({ status: 'signed-out' });
      return;
    }
    setState({ status: 'verifying' });
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

  // The one place a 401 of an admin call ends the session.
  useEffect(() => {
    if (!token) return;
    setUnauthorizedHandler((message) => {
      signOut();
      // One toast however many calls answered 401 at once.
      toast.error(message ?? 'Your session has expired. Please sign in again.', {
        id: 'admin-session-ended',
      });
    });
    return () => setUnauthorizedHandler(null);
  }, [token, signOut]);

  const login = useCallback(async (email: string, password: string): Promise<LoginOutcome> => {
    const result = await postJson<
      Partial<AdminDto> & { token?: unknown; message?: unknown; success?: unknown }
    >('/api/admin/login', { email, password });
    if (result.networkError) return { success: false, message: LOGIN_NETWORK_ERROR };
    const data = result.data;
    const admin = adminOf(data);
    if (!result.ok || typeof data?.token !== 'string' || !admin) {
      return { success: false, message: result.message || LOGIN_FAILED_FALLBACK };
    }
    storeAdminToken(data.token);
    setState({ status: 'signed-in', admin, token: data.token });
    toast.success(LOGIN_SUCCESS_MESSAGE);
    return { success: true, message: LOGIN_SUCCESS_MESSAGE };
  }, []);

  const logout = useCallback(async () => {
    if (token) {
      // Revokes the token on the server first; a failed call still signs out here.
      await request('/api/admin/logout', { method: 'POST', admin: { token } });
    }
    signOut();
    toast.success(LOGOUT_MESSAGE);
  }, [token, signOut]);

  const value = useMemo(() => ({ state, api: adminApi, login, logout }), [state, login, logout]);
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
