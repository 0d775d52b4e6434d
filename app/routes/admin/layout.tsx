import { Outlet } from 'react-router';

/** Placeholder: the admin issue builds the session gate and sidebar here. */
export function meta() {
  return [{ name: 'robots', content: 'noindex, nofollow' }];
}

export default function AdminLayout() {
  return <Outlet />;
}
