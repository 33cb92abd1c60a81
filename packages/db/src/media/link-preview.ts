import { createHash } from 'node:crypto';

// A listing's link preview (its Open Graph picture), without sharp: the worker draws it through
// image-processing's renderLinkPreview, the api names its size in the page's tags, tests check both.

/** The size Facebook, WhatsApp, X and LinkedIn all show large: 1.91:1. */
export const LINK_PREVIEW_WIDTH = 1200;
export const LINK_PREVIEW_HEIGHT = 630;
export const LINK_PREVIEW_TYPE = 'image/jpeg';
/**
 * Bumped whenever the drawing changes (layout, fonts, quality): every listing's key changes with it, so the
 * next draw of each replaces its picture instead of finding it already made.
 */
export const LINK_PREVIEW_VERSION = 1;

/** What the picture shows; the key is derived from exactly this. */
export interface LinkPreviewContent {
  /** Media key of the photo drawn on (the listing's first processed photo, its widest WebP). */
  photoKey: string;
  /** '₦4,500,000 per year' (listingPriceText). */
  price: string;
  /** 'Lekki, Lagos' (listingPlace). */
  place: string;
}

/**
 * `properties/<propertyId>/og/<fingerprint>.jpg`: the fingerprint hashes the content, so a new price, place or
 * first photo is a new URL. Caches (browsers, CDNs, WhatsApp's and Facebook's preview caches, which keep a
 * picture for days) then fetch the new picture instead of showing the old price.
 */
export function linkPreviewKey(propertyId: string, content: LinkPreviewContent): string {
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([LINK_PREVIEW_VERSION, content.photoKey, content.price, content.place]))
    .digest('hex')
    .slice(0, 16);
  return `properties/${propertyId}/og/${fingerprint}.jpg`;
}

const BAND_HEIGHT = 168;
const MARGIN = 56;
const BRAND_WIDTH = 120;
const PRICE_SIZE = 64;
const PLACE_SIZE = 36;
// DejaVu Sans ships with Debian's fontconfig and librsvg finds it; Liberation Sans and the generic family are
// there for machines without it. DejaVu has the naira sign (U+20A6), which many fonts lack.
const FONT_FAMILY = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
/**
 * Average advance of a character as a share of the font size, generous for DejaVu Sans (digits are 0.64 em,
 * bold ones 0.70): text is made smaller, then cut, before it could run past the band, since SVG text cannot be
 * measured here.
 */
const EM_PER_CHARACTER = { regular: 0.64, bold: 0.72 } as const;

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xmlText = (text: string) =>
  text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);

/** A line of text as drawn: its words and its font size. */
export interface FittedLine {
  text: string;
  size: number;
}

/**
 * `text` at the largest size from `size` down to `minSize` at which it fits `width` pixels; still too long at
 * `minSize`, it is cut at a word (or anywhere, if it must) with '…'.
 */
export function fitLine(
  text: string,
  width: number,
  { size, minSize, weight }: { size: number; minSize: number; weight: 'regular' | 'bold' },
): FittedLine {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  const em = EM_PER_CHARACTER[weight];
  const fitting = Math.floor(width / (characters.length * em));
  if (fitting >= minSize) return { text: characters.join(''), size: Math.min(size, fitting) };
  const max = Math.floor(width / (minSize * em));
  const cut = characters.slice(0, Math.max(1, max - 1)).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = lastSpace > cut.length * 0.6 ? cut.slice(0, lastSpace) : cut;
  return { text: `${atWord.replace(/[\s,.;:-]+$/, '')}…`, size: minSize };
}

/**
 * What is drawn over the photo, as an SVG of the preview's size: a dark band along the bottom (readable over any
 * photo) with the price large, the place under it and the site's name on the right. Long lines are drawn
 * smaller, then cut (fitLine).
 */
export function linkPreviewOverlay(content: LinkPreviewContent): string {
  const width = LINK_PREVIEW_WIDTH;
  const height = LINK_PREVIEW_HEIGHT;
  const bandTop = height - BAND_HEIGHT;
  const textWidth = width - 2 * MARGIN - BRAND_WIDTH;
  const price = fitLine(content.price, textWidth, { size: PRICE_SIZE, minSize: 44, weight: 'bold' });
  const place = fitLine(content.place, textWidth, { size: PLACE_SIZE, minSize: 28, weight: 'regular' });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.55"/>
    </linearGradient>
  </defs>
  <rect x="0" y="${bandTop - 80}" width="${width}" height="80" fill="url(#fade)"/>
  <rect x="0" y="${bandTop}" width="${width}" height="${BAND_HEIGHT}" fill="#0b1f17" fill-opacity="0.86"/>
  <g font-family="${FONT_FAMILY}" fill="#ffffff">
    <text x="${MARGIN}" y="${bandTop + 78}" font-size="${price.size}" font-weight="700">${xmlText(price.text)}</text>
    <text x="${MARGIN}" y="${bandTop + 132}" font-size="${place.size}" fill="#d9e7df">${xmlText(place.text)}</text>
    <text x="${width - MARGIN}" y="${bandTop + 104}" font-size="48" font-weight="700" text-anchor="end" fill="#4ade80">Ile</text>
  </g>
</svg>`;
}
