import type { MetaDescriptor } from 'react-router';
import { site } from '../../common/site.ts';

export interface PageMetaInput {
  title: string;
  description: string;
  /** The canonical path of this screen (one spelling for all its aliases). */
  path: string;
  /** The site's origin from the root loader (`publicUrl`). */
  origin: string;
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

/**
 * Title, description, canonical URL, OpenGraph and Twitter tags and optional JSON-LD for
 * a route's `meta` export. The origin comes from the root loader so canonical URLs and
 * sitemap entries agree.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const url = `${input.origin}${input.path}`;
  const title = input.title.includes(site.name) ? input.title : `${input.title} | ${site.name}`;
  const image = input.image ? new URL(input.image, input.origin).toString() : undefined;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: input.type ?? 'website' },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
  if (image) tags.push({ property: 'og:image', content: image });
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  const jsonLd = Array.isArray(input.jsonLd) ? input.jsonLd : input.jsonLd ? [input.jsonLd] : [];
  for (const entry of jsonLd) tags.push({ 'script:ld+json': entry });
  return tags;
}

/** The root loader's data, as `meta` functions find it in `matches`. */
interface RootData {
  publicUrl: string;
}

export function originFrom(matches: readonly unknown[]): string {
  const root = (matches as { id?: string; data?: unknown }[]).find((m) => m?.id === 'root');
  return (root?.data as RootData | undefined)?.publicUrl ?? '';
}
