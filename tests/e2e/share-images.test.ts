import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { SHARE_PAGES } from '../../common/share-image.ts';

const baseURL = inject('baseURL');

/** The share-image tags a crawler reads in a page's HTML. */
async function shareTags(path: string) {
  const html = await (await fetch(`${baseURL}${path}`)).text();
  const tag = (key: string) =>
    html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
  return {
    image: tag('og:image'),
    width: tag('og:image:width'),
    height: tag('og:image:height'),
    alt: tag('og:image:alt'),
    card: tag('twitter:card'),
    twitter: tag('twitter:image'),
  };
}

/** Fetches an image as a crawler would and reads what it is. */
async function picture(url: string) {
  const response = await fetch(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  const meta = response.ok ? await sharp(bytes).metadata() : null;
  return { status: response.status, type: response.headers.get('content-type'), meta, bytes };
}

describe('share images', () => {
  it('every public page names a 1200 × 630 picture of its own, with its size and alt text', async () => {
    // Aliases of one screen (/Performance, /PetLandingPage) name its canonical page's picture.
    const seen = new Map<string, string>();
    for (const path of SHARE_PAGES) {
      const tags = await shareTags(path);
      expect(tags.image, path).toMatch(/\/og\/page\/[\w-]+\.png$/);
      expect([tags.width, tags.height], path).toEqual(['1200', '630']);
      expect(tags.alt, path).toBeTruthy();
      expect(tags.card, path).toBe('summary_large_image');
      expect(tags.twitter, path).toBe(tags.image);
      const image = await picture(new URL(new URL(tags.image!).pathname, baseURL).toString());
      expect(image.status, path).toBe(200);
      expect(image.type, path).toBe('image/png');
      expect([image.meta?.width, image.meta?.height], path).toEqual([1200, 630]);
      seen.set(tags.image!, image.bytes.toString('base64'));
    }
    // Drawn from each page's own title: no two pages share one picture.
    expect(seen.size).toBeGreaterThan(15);
    expect(new Set(seen.values()).size).toBe(seen.size);
  });

  it("a post's picture is drawn from its own title", async () => {
    const list = (await (await fetch(`${baseURL}/api/blogs?page=1&limit=2`)).json()) as {
      data: { _id: string; slug: string; blog_title: string }[];
    };
    const [first, second] = list.data;
    const tags = await shareTags(`/blog/${first!.slug}`);
    expect(tags.image).toMatch(new RegExp(`/og/blog/${first!._id}\\.png$`));
    expect(tags.alt).toContain(first!.blog_title);
    const one = await picture(`${baseURL}/og/blog/${first!._id}.png`);
    const other = await picture(`${baseURL}/og/blog/${second!._id}.png`);
    expect([one.meta?.width, one.meta?.height]).toEqual([1200, 630]);
    expect(one.bytes.equals(other.bytes)).toBe(false);
  });

  it('draws nothing for a page or post that does not exist', async () => {
    expect((await picture(`${baseURL}/og/page/nope.png`)).status).toBe(404);
    expect((await picture(`${baseURL}/og/page/home.jpg`)).status).toBe(404);
    expect(
      (await picture(`${baseURL}/og/blog/00000000-0000-4000-8000-000000000000.png`)).status,
    ).toBe(404);
  });
});
