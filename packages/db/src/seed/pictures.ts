import sharp from 'sharp';
import type { Storage } from '../storage/local-storage';
import type { ImageFormat } from '../schema/values';
import { Random } from './random';
import { type ExteriorKind, exteriorScene } from './scenes/exteriors';
import { type InteriorKind, interiorScene } from './scenes/interiors';
import { logoScene, portraitScene } from './scenes/portraits';

// The only module of the seed that touches sharp. Pictures are drawn as SVG and rendered once into
// every served size; the layout under MEDIA_DIR is `seed/<picture>/<width>.<ext>` beside
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
  /** A ~16 px wide WebP as a data URL. */
  placeholder: string;
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
const WEBP_WIDTHS = [320, 640, 1280];
const JPEG_WIDTH = 640;
const SQUARE_SIZE = 256;
const PORTRAITS = 16;
const LOGOS = 10;

/** Renders (or re-renders, identically) the seed's pictures into storage and describes them. */
export async function renderPicturePool(storage: Storage, seed: number | string): Promise<PicturePool> {
  const rng = new Random(`pictures:${seed}`);
  const jobs: Promise<PoolPicture>[] = [];
  for (const [kind, count] of POOL) {
    for (let i = 1; i <= count; i++) {
      const name = `${kind}-${String(i).padStart(2, '0')}`;
      const sceneRng = rng.fork(name);
      const svg = INTERIORS.includes(kind)
        ? interiorScene(sceneRng, kind as InteriorKind)
        : exteriorScene(sceneRng, kind as ExteriorKind);
      jobs.push(renderScene(storage, name, kind, svg));
    }
  }
  const squares = (prefix: string, count: number, draw: (r: Random, size: number) => string) =>
    Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const key = `seed/${prefix}/${String(i + 1).padStart(2, '0')}.webp`;
        const svg = draw(rng.fork(key), SQUARE_SIZE);
        await storage.put(key, await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer());
        return key;
      }),
    );
  const [pictures, portraits, logos] = await Promise.all([
    Promise.all(jobs),
    squares('portraits', PORTRAITS, portraitScene),
    squares('logos', LOGOS, logoScene),
  ]);
  return { pictures, portraits, logos };
}

async function renderScene(storage: Storage, name: string, kind: PictureKind, svg: string): Promise<PoolPicture> {
  // Decode the SVG once; every output starts from the same raw pixels.
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const from = () => sharp(data, raw);

  const [original, jpeg, placeholder, ...webps] = await Promise.all([
    from().jpeg({ quality: 84, mozjpeg: true }).toBuffer(),
    from().resize(JPEG_WIDTH).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
    from().resize(16).webp({ quality: 40 }).toBuffer(),
    ...WEBP_WIDTHS.map((width) => from().resize(width).webp({ quality: 78 }).toBuffer()),
  ]);
  const base = `seed/${name}`;
  const variants: PictureVariant[] = [
    ...WEBP_WIDTHS.map((width, i) => ({
      width,
      format: 'webp' as const,
      key: `${base}/${width}.webp`,
      bytes: (webps[i] as Buffer).length,
    })),
    { width: JPEG_WIDTH, format: 'jpeg', key: `${base}/${JPEG_WIDTH}.jpg`, bytes: jpeg.length },
  ];
  await Promise.all([
    storage.put(`${base}/original.jpg`, original),
    storage.put(`${base}/${JPEG_WIDTH}.jpg`, jpeg),
    ...WEBP_WIDTHS.map((width, i) => storage.put(`${base}/${width}.webp`, webps[i] as Buffer)),
  ]);
  return {
    name,
    kind,
    originalKey: `${base}/original.jpg`,
    contentType: 'image/jpeg',
    width: info.width,
    height: info.height,
    bytes: original.length,
    placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`,
    variants,
  };
}
