import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DEFAULT_THEME, parseHslTriple, type TTheme } from '@perks/contract';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { truncate } from './html.ts';
import { SITE_NAME } from './page-head.ts';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from './share-image-size.ts';

/** The logo's box on the card, and the size it is decoded to (twice, for sharp edges). */
const LOGO_BOX = 120;
const LOGO_PIXELS = LOGO_BOX * 2;
/** The space around the card's content. */
const MARGIN_X = 72;
const MARGIN_Y = 56;

/**
 * What a share image shows: a headline (the job title or the business name), a pill under it (the
 * pay line, or a business's open jobs), the business's name and logo on top and the place below.
 */
export interface ShareCard {
  headline: string;
  pill: string | null;
  business: string;
  place: string;
  /** The logo's bytes as PNG, or null for the business's initials. */
  logoPng: Buffer | null;
}

const require = createRequire(import.meta.url);
const LATO_FILES = join(dirname(require.resolve('@fontsource/lato/package.json')), 'files');
const fontFile = (name: string) => readFileSync(join(LATO_FILES, name));

type FontWeight = 400 | 700;

/**
 * Lato in .woff (satori reads TTF, OTF and WOFF, not WOFF2): Latin and Latin Extended, regular and
 * bold, read once when the first image is drawn.
 */
let fonts: { name: string; data: Buffer; weight: FontWeight; style: 'normal' }[] | null = null;
function shareFonts() {
  fonts ??= (['latin', 'latin-ext'] as const).flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      name: 'Lato',
      data: fontFile(`lato-${subset}-${weight}-normal.woff`),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

/** A theme colour ('h s% l%') as CSS the renderer reads. */
function colour(triple: string): string {
  const [h, s, l] = parseHslTriple(triple);
  return `hsl(${h}, ${s}%, ${l}%)`;
}

/** 'Salt Pine Social' → 'SP': the stand-in for a business without a logo. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /\p{L}|\p{N}/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
}

/** A stored logo (any format the image pipeline keeps) as a PNG fitted in the card's logo box. */
export function logoAsPng(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes)
    .resize(LOGO_PIXELS, LOGO_PIXELS, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

interface Element {
  type: string;
  props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown };
}
const el = (type: string, style: Record<string, unknown>, children?: unknown, props = {}): Element => ({
  type,
  props: { ...props, style, children },
});

/** The card as satori's element tree, in the platform theme's hero colours. */
function cardTree(card: ShareCard, theme: TTheme): Element {
  const c = theme.colors;
  const logo = card.logoPng
    ? el('img', { width: LOGO_BOX, height: LOGO_BOX, objectFit: 'contain' }, undefined, {
        src: `data:image/png;base64,${card.logoPng.toString('base64')}`,
        width: LOGO_BOX,
        height: LOGO_BOX,
      })
    : el('div', { fontSize: 52, fontWeight: 700, color: colour(c.primary) }, initials(card.business));
  // The margin is on an inner box: satori adds a root's padding to its width instead of within it.
  const inner = (children: Element[]) =>
    el(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: SHARE_IMAGE_WIDTH - 2 * MARGIN_X,
        height: SHARE_IMAGE_HEIGHT - 2 * MARGIN_Y,
        margin: `${MARGIN_Y}px ${MARGIN_X}px`,
      },
      children,
    );
  return el(
    'div',
    {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      display: 'flex',
      backgroundImage: `linear-gradient(135deg, ${colour(c.heroGradient.from)}, ${colour(c.heroGradient.to)})`,
      color: colour(c.primaryForeground),
      fontFamily: 'Lato',
    },
    inner([
      el('div', { display: 'flex', alignItems: 'center' }, [
        el(
          'div',
          {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: LOGO_BOX + 24,
            height: LOGO_BOX + 24,
            borderRadius: 24,
            backgroundColor: colour(c.card),
            marginRight: 32,
          },
          logo,
        ),
        el('div', { fontSize: 42, fontWeight: 700, maxWidth: 880 }, truncate(card.business, 60)),
      ]),
      el('div', { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', width: '100%' }, [
        el(
          'div',
          { fontSize: 68, fontWeight: 700, lineHeight: 1.12, maxWidth: '100%' },
          truncate(card.headline, 56),
        ),
        ...(card.pill
          ? [
              el(
                'div',
                {
                  marginTop: 32,
                  padding: '14px 32px',
                  borderRadius: 48,
                  backgroundColor: colour(c.card),
                  color: colour(c.cardForeground),
                  fontSize: 44,
                  fontWeight: 700,
                },
                truncate(card.pill, 60),
              ),
            ]
          : []),
      ]),
      el('div', { display: 'flex', justifyContent: 'space-between', fontSize: 30 }, [
        el('div', { maxWidth: 760 }, truncate(card.place, 60)),
        el('div', { fontWeight: 700 }, SITE_NAME),
      ]),
    ]),
  );
}

/**
 * The card drawn as a 1200x630 PNG: satori lays it out into SVG (text as outlines, so no font is
 * needed after it), resvg rasterises it off the event loop (docs/decisions/101-share-images.md).
 */
export async function renderShareImage(card: ShareCard, theme: TTheme | null): Promise<Buffer> {
  // satori's element type is React's; the tree above is the same plain { type, props } shape.
  const svg = await satori(
    cardTree(card, theme ?? DEFAULT_THEME) as unknown as Parameters<typeof satori>[0],
    {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      fonts: shareFonts(),
    },
  );
  const rendered = await renderAsync(svg, { fitTo: { mode: 'original' } });
  return Buffer.from(rendered.asPng());
}
