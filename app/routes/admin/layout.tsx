import { Outlet, useSearchParams } from 'react-router';
import {
  SIGNED_IN,
  SIGNED_IN_WITHOUT_SCRIPT,
  SIGN_IN_RESULT_PARAM,
} from '../../../common/admin-sign-in.ts';
import { VERIFYING_MESSAGE } from '../../features/admin/admin-text.ts';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { LoginScreen } from '../../features/admin/login-screen.tsx';
import { AdminSessionProvider, useAdminSession } from '../../features/admin/session.tsx';

/**
 * Spec §2.5, §4: the admin area. No loader: the server never sees the token and renders
 * nothing private; the session is verified in the browser (ADR 011). Until the script has
 * looked for a token, the page is the sign-in form, which posts without script (ADR 057).
 */
export function meta() {
  return [{ title: 'Admin' }, { name: 'robots', content: 'noindex, nofollow' }];
}

function StatusScreen({ children }: { children: string }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <p role="status" className="max-w-md text-center text-lg text-slate-700">
        {children}
      </p>
    </main>
  );
}

function Gate() {
  const { state, logout } = useAdminSession();
  const [search] = useSearchParams();
  const result = search.get(SIGN_IN_RESULT_PARAM);
  if (state.status === 'verifying') return <StatusScreen>{VERIFYING_MESSAGE}</StatusScreen>;
  if (state.status === 'loading' && result === SIGNED_IN) {
    return <StatusScreen>{SIGNED_IN_WITHOUT_SCRIPT}</StatusScreen>;
  }
  if (state.status === 'loading' || state.status === 'signed-out') {
    return <LoginScreen refusal={result} />;
  }
  return (
    <AdminShell email={state.admin.email} onLogout={() => void logout()}>
      <Outlet />
    </AdminShell>
  );
}

export default function AdminLayout() {
  return (
    <AdminSessionProvider>
      {/* The root's <Toaster> (spec §9: top-right, 5 s) also shows on admin paths. */}
      <Gate />
    </AdminSessionProvider>
  );
}
