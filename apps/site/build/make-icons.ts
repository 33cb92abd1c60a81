// Writes the web app manifest's icons (public/icons/) from the favicon's drawing. Run after changing the
// mark: `npx tsx apps/site/build/make-icons.ts`. The PNGs are committed; the build does not run this.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const BRAND = '#15803d';
const HOUSE = 'M6 16 16 7l10 9v9H19v-6h-6v6H6z';
const out = fileURLToPath(new URL('../public/icons/', import.meta.url));

/** The favicon's mark: rounded square and house, filling the icon. */
const plain = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${BRAND}"/><path d="${HOUSE}" fill="#fff"/></svg>`;

/**
 * Maskable: the launcher crops to its own shape and keeps only the middle 80 %, so the background fills the
 * square and the house sits well inside the safe zone.
 */
const maskable = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16.5) scale(0.62) translate(-16 -16)"><path d="${HOUSE}" fill="#fff"/></g></svg>`;

mkdirSync(out, { recursive: true });
const icons: Array<[string, string]> = [
  ['icon-192.png', plain(192)],
  ['icon-512.png', plain(512)],
  ['maskable-512.png', maskable(512)],
  ['apple-touch-icon-180.png', maskable(180)],
];
for (const [name, svg] of icons) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(`${out}${name}`);
  console.log(`wrote public/icons/${name}`);
}
