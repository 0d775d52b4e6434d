import type { MetaDescriptor } from 'react-router';
import { WEEKDAY_NAMES, type WeeklyHours } from '../../common/booking.ts';
import { SHARE_IMAGE, SHARE_PAGES, shareImagePath } from '../../common/share-image.ts';
import { site } from '../../common/site.ts';

export interface PageMetaInput {
  title: string;
  description: string;
  /** The canonical path of this screen (one spelling for all its aliases). */
  path: string;
  /** The site's origin from the root loader (`publicUrl`). */
  origin: string;
  /** The share image's path; a public page has its own drawn one by default. */
  image?: string;
  /** What the share image shows, for those who cannot see it (default: the title). */
  imageAlt?: string;
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
  const imagePath =
    input.image ?? (SHARE_PAGES.includes(input.path) ? shareImagePath({ page: input.path }) : null);
  const image = imagePath
    ? new URL(imagePath, input.origin || 'http://localhost').toString()
    : null;
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
  if (image) {
    const alt = input.imageAlt ?? title;
    tags.push(
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
      { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
      { property: 'og:image:alt', content: alt },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: alt },
    );
  }
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

/** '18:00', '03:00' (an hour past midnight is written as the next day's clock). */
const clockTime = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;

/**
 * The weekly hours as schema.org `OpeningHoursSpecification`s, one per group of days that
 * opens; closed days are left out. A session past midnight closes at the next day's hour
 * (opens 18:00, closes 03:00), as search engines read it.
 */
export function openingHoursSpecification(weekly: readonly WeeklyHours[]) {
  return weekly.flatMap((hours) =>
    hours.openHour === null || hours.closeHour === null
      ? []
      : [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: hours.days.map((day) => WEEKDAY_NAMES[day]!),
            opens: clockTime(hours.openHour),
            closes: clockTime(hours.closeHour),
          },
        ],
  );
}
