import { redirect } from 'react-router';

/** Spec §2.1: unknown admin sub-paths redirect to the dashboard. */
export function loader() {
  return redirect('/admin/dashboard', 302);
}

export default function RedirectDashboard() {
  return null;
}
