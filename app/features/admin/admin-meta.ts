import type { MetaDescriptor } from 'react-router';
import { site } from '../../../common/site.ts';

/** Every admin screen: its title, and never indexed (spec: admin pages are private). */
export function adminMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} | ${site.name} Admin` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
