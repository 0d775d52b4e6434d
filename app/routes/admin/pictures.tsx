import { adminMeta } from '../../features/admin/admin-meta.ts';
import { PicturesScreen } from '../../features/admin/pictures/pictures-screen.tsx';

export function meta() {
  return adminMeta('Pictures');
}

/** /admin/pictures: the owner replaces the site's pictures and restores them. */
export default function Pictures() {
  return <PicturesScreen />;
}
