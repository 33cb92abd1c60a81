import { createHash } from 'node:crypto';
import { LISTING_ENCODING, renderListingVariants, svgToJpeg, svgToWebp } from '../media/image-processing';
import { RENDITIONS_VERSION, variantKey } from '../media/listing-variants';
import type { ImageFormat } from '../schema/values';
import type { Storage } from '../storage/local-storage';
import { Random } from './random';
import { type ExteriorKind, exteriorScene } from './scenes/exteriors';
import { type InteriorKind, interiorScene } from './scenes/interiors';
import { logoScene, portraitScene } from './scenes/portraits';

// Pictures are drawn as SVG, rasterised to a JPEG "photo" and put through the same renderer as uploads
// (media/image-processing), once; the layout under MEDIA_DIR is `seed/<picture>/<width>.<ext>` beside
// `seed/<picture>/original.jpg`, the same layout the images worker uses for uploads.

export type PictureKind = ExteriorKind | InteriorKind;

export interface PictureVariant {
  width: number;
  format: ImageFormat;
  key: string;
  bytes: number;
}

export interface PoolPicture {
  name: string;
  kind: PictureKind;
  originalKey: string;
  contentType: 'image/jpeg';
  width: number;
  height: number;
  bytes: number;
  /** The ThumbHash placeholder, a tiny WebP data URL (see renderListingVariants). */
  placeholder: string;
  /** The perceptual hash (int8 text) every listing image showing this picture gets. */
  phash: string | null;
  variants: PictureVariant[];
}

export interface PicturePool {
  pictures: PoolPicture[];
  /** Storage keys of square profile pictures (people). */
  portraits: string[];
  /** Storage keys of square agency logos. */
  logos: string[];
}

const POOL: readonly (readonly [PictureKind, number])[] = [
  ['bungalow', 4],
  ['duplex', 4],
  ['apartment', 3],
  ['office', 2],
  ['warehouse', 2],
  ['land', 3],
  ['living-room', 2],
  ['bedroom', 2],
  ['kitchen', 2],
];
const INTERIORS: readonly string[] = ['living-room', 'bedroom', 'kitchen'];
const SQUARE_SIZE = 256;
const PORTRAITS = 16;
const LOGOS = 10;

/**
 * Renders the seed's pictures into storage and describes them. The drawings are deterministic, so a
 * manifest named by the hash of every SVG lets a later run skip rendering when nothing changed.
 */
export async function renderPicturePool(storage: Storage, seed: number | string): Promise<PicturePool> {
  const rng = new Random(`pictures:${seed}`);
  const scenes: { name: string; kind: PictureKind; svg: string }[] = [];
  for (const [kind, count] of POOL) {
    for (let i = 1; i <= count; i++) {
      const name = `${kind}-${String(i).padStart(2, '0')}`;
      const sceneRng = rng.fork(name);
      const svg = INTERIORS.includes(kind)
        ? interiorScene(sceneRng, kind as InteriorKind)
        : exteriorScene(sceneRng, kind as ExteriorKind);
      scenes.push({ name, kind, svg });
    }
  }
  const squares = [
    ...Array.from({ length: PORTRAITS }, (_, i) => ({ key: squareKey('portraits', i), draw: portraitScene })),
    ...Array.from({ length: LOGOS }, (_, i) => ({ key: squareKey('logos', i), draw: logoScene })),
  ].map(({ key, draw }) => ({ key, svg: draw(rng.fork(key), SQUARE_SIZE) }));

  const hash = createHash('sha256');
  // The renditions are part of what the manifest describes: a new set or encoder setting renders afresh.
  // So do the photo hashes (pools rendered before them have none).
  hash.update(JSON.stringify({ RENDITIONS_VERSION, LISTING_ENCODING, photoHash: 1 }));
  for (const item of [...scenes, ...squares]) hash.update(item.svg);
  const manifestKey = `seed/manifest-${hash.digest('hex').slice(0, 16)}.json`;
  const cached = await readManifest(storage, manifestKey);
  if (cached) return cached;

  const [pictures] = await Promise.all([
    Promise.all(scenes.map((scene) => renderScene(storage, scene.name, scene.kind, scene.svg))),
    Promise.all(squares.map(async ({ key, svg }) => storage.put(key, await svgToWebp(svg)))),
  ]);
  const pool: PicturePool = {
    pictures,
    portraits: squares.filter((s) => s.key.includes('/portraits/')).map((s) => s.key),
    logos: squares.filter((s) => s.key.includes('/logos/')).map((s) => s.key),
  };
  await storage.put(manifestKey, Buffer.from(JSON.stringify(pool)));
  return pool;
}

function squareKey(folder: string, index: number): string {
  return `seed/${folder}/${String(index + 1).padStart(2, '0')}.webp`;
}

/** The manifest of an earlier identical render, if it and every file it names are still there. */
async function readManifest(storage: Storage, key: string): Promise<PicturePool | undefined> {
  const data = await storage.get(key);
  if (!data) return undefined;
  const pool = JSON.parse(data.toString()) as PicturePool;
  const keys = [
    ...pool.pictures.flatMap((picture) => [
      picture.originalKey,
      ...picture.variants.map((variant) => variant.key),
    ]),
    ...pool.portraits,
    ...pool.logos,
  ];
  const present = await Promise.all(keys.map((k) => storage.has(k)));
  return present.every(Boolean) ? pool : undefined;
}

async function renderScene(
  storage: Storage,
  name: string,
  kind: PictureKind,
  svg: string,
): Promise<PoolPicture> {
  const original = await svgToJpeg(svg);
  const rendered = await renderListingVariants(original);
  const base = `seed/${name}`;
  const variants: PictureVariant[] = await Promise.all(
    rendered.variants.map(async ({ width, format, data }) => {
      const key = variantKey(base, width, format);
      await storage.put(key, data);
      return { width, format, key, bytes: data.length };
    }),
  );
  await storage.put(`${base}/original.jpg`, original);
  return {
    name,
    kind,
    originalKey: `${base}/original.jpg`,
    contentType: 'image/jpeg',
    width: rendered.width,
    height: rendered.height,
    bytes: original.length,
    placeholder: rendered.placeholder,
    phash: rendered.photoHash.phash,
    variants,
  };
}
