import { adminMeta } from '../../features/admin/admin-meta.ts';
import { DataRequestsScreen } from '../../features/admin/data-requests.tsx';

export function meta() {
  return adminMeta('Data requests');
}

/** A visitor's data on request: find, export, erase, and the log (docs/decisions/056). */
export default function DataRequests() {
  return <DataRequestsScreen />;
}
