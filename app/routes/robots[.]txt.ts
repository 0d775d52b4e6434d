import type { Route } from './+types/robots[.]txt';

/** Crawlers may read every public page; the admin area and the JSON API are not for them. */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Allow: /',
    // Robots rules are case-sensitive; the admin area answers under both spellings.
    'Disallow: /admin',
    'Disallow: /Admin',
    'Disallow: /api',
    '',
    `Sitemap: ${context.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
