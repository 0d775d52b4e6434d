import { Outlet } from 'react-router';
import { VERIFYING_MESSAGE } from '../../features/admin/admin-text.ts';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { LoginScreen } from '../../features/admin/login-screen.tsx';
import { AdminSessionProvider, useAdminSession } from '../../features/admin/session.tsx';

/**
 * Spec §2.5, §4: the admin area. No loader: the server never sees the token and renders
 * nothing private; the session is verified in the browser (ADR 011).
 */
export function meta() {
  return [{ title: 'Admin' }, { name: 'robots', content: 'noindex, nofollow' }];
}

function Gate() {
  const { state, logout } = useAdminSession();
  if (state.status === 'loading') {
    return (
      <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100">
        <p role="status" className="text-lg text-slate-700">
          {VERIFYING_MESSAGE}
        </p>
      </main>
    );
  }
  if (state.status === 'signed-out') return <LoginScreen />;
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
