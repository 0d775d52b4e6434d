import { adminMeta } from '../../features/admin/admin-meta.ts';
import { AvailabilityScreen } from '../../features/admin/availability/availability-screen.tsx';

export function meta() {
  return adminMeta('Availability');
}

/** /admin/availability: the team's weekly hours, closures and slot capacity. */
export default function Availability() {
  return <AvailabilityScreen />;
}
