import sharp from 'sharp';
import { gradientSvgStart } from '../../common/cover-art.ts';
import { SHARE_IMAGE } from '../../common/share-image.ts';
import { site } from '../../common/site.ts';
import { shareFonts, type ShareFontWeight, type ShareFonts } from './share-fonts.ts';

const PAD = 88;

/** Text for Pango markup: the characters markup gives a meaning are written as entities. */
const markup = (text: string) => text.replace(/[&<>'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** One line or block of text as a transparent PNG, wrapped at `width`. */
function textLayer(
  text: string,
  options: {
    fonts: ShareFonts;
    size: number;
    weight: ShareFontWeight;
    colour: string;
    width: number;
  },
) {
  return sharp({
    text: {
      text: `<span foreground="${options.colour}" weight="${options.weight}">${markup(text)}</span>`,
      font: `${options.fonts.families[options.weight]} ${options.size}`,
      width: options.width,
      rgba: true,
      wrap: 'word',
    },
  })
    .png()
    .toBuffer();
}

/**
 * The share image of a page or post: the brand's ink-to-blue gradient, the
 * agency's name, the title in large type (cut at three lines) and a line under it (a post's
 * tags, a page's section), drawn here from text so every page and post has one and a
 * designer changes them all in this one place. PNG, 1200 × 630.
 */
export async function renderShareImage(input: { title: string; eyebrow: string }): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE;
  const title = input.title.length > 90 ? `${input.title.slice(0, 87).trimEnd()}…` : input.title;
  const background = Buffer.from(
    `${gradientSvgStart(width, height, '#0b1020', '#1d40ad')}
      <circle cx="${width - 120}" cy="110" r="210" fill="#3b6cf6" opacity="0.18"/>
      <circle cx="${width - 40}" cy="${height - 60}" r="140" fill="#d9e8ff" opacity="0.08"/>
      <rect x="${PAD}" y="${height - PAD - 6}" width="96" height="6" rx="3" fill="#3b6cf6"/>
    </svg>`,
  );
  const fonts = shareFonts();
  // The renderer's font set is the process's: each file is added once (a file it already
  // has is skipped), before any text asks for its family.
  await Promise.all(
    fonts.files.map((fontfile) =>
      sharp({ text: { text: '.', fontfile } })
        .png()
        .toBuffer(),
    ),
  );
  const [brand, heading, eyebrow] = await Promise.all([
    textLayer(site.name, { fonts, size: 34, weight: 800, colour: '#ffffff', width: 600 }),
    textLayer(title, { fonts, size: 60, weight: 800, colour: '#ffffff', width: width - 2 * PAD }),
    textLayer(input.eyebrow, {
      fonts,
      size: 28,
      weight: 600,
      colour: '#d9e8ff',
      width: width - 2 * PAD,
    }),
  ]);
  const headingHeight = (await sharp(heading).metadata()).height ?? 0;
  const top = Math.max(170, Math.round((height - headingHeight) / 2));
  return sharp(background)
    .composite([
      { input: brand, left: PAD, top: PAD - 10 },
      { input: heading, left: PAD, top },
      { input: eyebrow, left: PAD, top: Math.min(top + headingHeight + 28, height - PAD - 60) },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
