import sharp, { type Sharp } from 'sharp';

/** A small real picture for upload tests: a colour field with a stripe, so every variant differs. */
export async function makePicture(
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  width = 96,
  height = 64,
): Promise<Buffer> {
  const stripe = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#2a7"/><rect y="${Math.floor(height / 3)}" width="100%" height="${Math.max(1, Math.floor(height / 3))}" fill="#fc3"/></svg>`,
  );
  return sharp(stripe)[format]().toBuffer();
}

/**
 * A 1600×1000 photo-like JPEG (sky, a house, a lawn) with a clear subject, so a picture drawn from it (a link
 * preview) can be looked at and must crop it, not squash it.
 */
export function makeHousePhoto(quality = 90): Promise<Buffer> {
  return sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#5b9bd5"/><stop offset="1" stop-color="#cfe3f5"/></linearGradient></defs>
      <rect width="1600" height="1000" fill="url(#sky)"/>
      <rect y="700" width="1600" height="300" fill="#4f8a3a"/>
      <rect x="500" y="420" width="600" height="320" fill="#e8d8b8"/>
      <polygon points="460,430 800,220 1140,430" fill="#9a3b2e"/>
      <rect x="740" y="560" width="120" height="180" fill="#5a3a22"/>
    </svg>`),
  )
    .jpeg({ quality })
    .toBuffer();
}

/** The same picture as a data URL, as the site's forms send it. */
export async function makePictureDataUrl(format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<string> {
  const mime = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }[format];
  return `data:${mime};base64,${(await makePicture(format)).toString('base64')}`;
}

/** A photo-like picture of random pixels: it compresses badly, so its size grows with its dimensions. */
export async function makeNoisyPicture(
  width: number,
  height: number,
  format: 'jpeg' | 'png' = 'jpeg',
  quality = 60,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 12345;
  for (let i = 0; i < pixels.length; i++) {
    // A small LCG: deterministic, fast, and noisy enough to defeat compression.
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = state >> 23;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'jpeg' ? image.jpeg({ quality }).toBuffer() : image.png().toBuffer();
}

/** Deterministic bytes from a small LCG: the same seed gives the same picture, so benches compare like with like. */
function noiseBytes(pixels: number, seed: number, amplitude: number, colour: boolean): Buffer {
  const bytes = Buffer.alloc(pixels * 3);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < bytes.length; i++) {
    if (colour || i % 3 === 0) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      bytes[i] = 128 + ((state >>> 24) - 128) * amplitude;
    } else {
      bytes[i] = bytes[i - 1] as number;
    }
  }
  return bytes;
}

/**
 * Random pixels at 1/`scale` of the size, blown up to `width`×`height`: blotches `scale` pixels across, around
 * mid-grey, `amplitude` (0-1) of the full range strong; grey unless `colour`.
 */
async function textureLayer(
  width: number,
  height: number,
  scale: number,
  seed: number,
  amplitude: number,
  colour = false,
): Promise<Buffer> {
  const w = Math.ceil(width / scale);
  const h = Math.ceil(height / scale);
  return sharp(noiseBytes(w * h, seed, amplitude, colour), { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/**
 * A phone photo as a listing owner uploads it: 4032×3024 (12 MP), JPEG at quality 90 with 4:2:0 chroma, of
 * photo-like content: a sky-to-ground gradient with a vignette, walls, windows and a roofline with hard edges,
 * textures at three scales and sensor grain, so encoders meet edges, smooth areas and detail as in a real
 * photo (a flat colour would flatter every encoder). `orientation` 6 is a portrait shot held sideways.
 */
export async function makePhonePhoto(seed = 1, options: { orientation?: 1 | 6 } = {}): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const hue = (seed * 47) % 360;
  const windows = Array.from({ length: 18 }, (_, i) => {
    const x = 600 + (i % 6) * 480 + ((seed * 31 + i * 17) % 60);
    const y = 1250 + Math.floor(i / 6) * 430;
    return `<rect x="${x}" y="${y}" width="260" height="300" rx="8" fill="hsl(${(hue + 200) % 360},35%,${22 + (i % 4) * 6}%)" stroke="#f4f1ea" stroke-width="18"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="hsl(${(hue + 190) % 360},60%,62%)"/>
        <stop offset="0.45" stop-color="hsl(${(hue + 200) % 360},45%,86%)"/>
        <stop offset="0.46" stop-color="hsl(${(hue + 30) % 360},25%,55%)"/>
        <stop offset="1" stop-color="hsl(${(hue + 90) % 360},35%,28%)"/>
      </linearGradient>
      <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
        <stop offset="0.6" stop-color="#000" stop-opacity="0"/>
        <stop offset="1" stop-color="#000" stop-opacity="0.45"/>
      </radialGradient>
      <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0.3">
        <stop offset="0" stop-color="hsl(${(hue + 35) % 360},30%,78%)"/>
        <stop offset="1" stop-color="hsl(${(hue + 25) % 360},25%,58%)"/>
      </linearGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${3300 - (seed % 5) * 300}" cy="420" r="210" fill="#fff7d6" opacity="0.85"/>
    <polygon points="380,1100 2016,380 3650,1100" fill="hsl(${(hue + 10) % 360},45%,32%)"/>
    <rect x="480" y="1080" width="3070" height="1500" fill="url(#wall)"/>
    ${windows}
    <rect x="1780" y="2050" width="460" height="530" fill="hsl(${(hue + 15) % 360},50%,24%)"/>
    <ellipse cx="300" cy="2650" rx="520" ry="420" fill="hsl(${(hue + 110) % 360},40%,30%)"/>
    <ellipse cx="3800" cy="2700" rx="600" ry="380" fill="hsl(${(hue + 100) % 360},45%,26%)"/>
    <rect width="100%" height="100%" fill="url(#vignette)"/>
  </svg>`;
  const [blotches, detail, grain] = await Promise.all([
    textureLayer(width, height, 96, seed * 3 + 1, 0.4, true),
    textureLayer(width, height, 6, seed * 3 + 2, 0.7),
    textureLayer(width, height, 1, seed * 3 + 3, 0.25),
  ]);
  const photo = await sharp(Buffer.from(svg))
    .composite([
      { input: blotches, blend: 'soft-light' },
      { input: detail, blend: 'soft-light' },
      { input: grain, blend: 'soft-light' },
    ])
    .removeAlpha()
    .toBuffer();
  let encoder = sharp(photo).jpeg({ quality: 90, chromaSubsampling: '4:2:0' });
  if (options.orientation === 6) encoder = encoder.withMetadata({ orientation: 6 });
  return encoder.toBuffer();
}

/** RGBA pixels, the shape ssim.js and other quality metrics read. */
export interface RgbaPixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

async function rgbaOf(image: Sharp): Promise<RgbaPixels> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

/** Any encoded picture (JPEG, PNG, WebP, AVIF) decoded to RGBA. */
export const decodeRgba = (encoded: Buffer): Promise<RgbaPixels> => rgbaOf(sharp(encoded));

/**
 * The best resize sharp can make of `original` to exactly `width`×`height`, upright: decoded at full size (no
 * shrink-on-load) and reduced with Lanczos 3 in one step. The reference a rendition's quality is measured against.
 */
export const referenceRgba = (original: Buffer, width: number, height: number): Promise<RgbaPixels> =>
  rgbaOf(
    sharp(original)
      .rotate()
      .resize(width, height, { fit: 'fill', kernel: 'lanczos3', fastShrinkOnLoad: false }),
  );

/** Sets libvips' threads per picture (sharp's default on glibc Linux is 1), for benches comparing them. */
export const setImageThreads = (threads: number): void => {
  sharp.concurrency(threads);
};

/** The image library a bench ran on: libvips' version and its threads per picture. */
export const imageLibrary = () => ({
  vips: sharp.versions.vips,
  sharp: sharp.versions.sharp,
  threads: sharp.concurrency(),
});

/**
 * What a copier does to someone else's listing photo before posting it as their own (the copied-photo
 * tests and `npm run bench:duplicates`). Fractions are of the picture's width or height.
 */
export type PictureEdit =
  | { kind: 'reencode'; quality: number }
  | { kind: 'resize'; scale: number }
  | { kind: 'crop'; left: number; top: number; right: number; bottom: number }
  | { kind: 'brightness'; factor: number }
  | { kind: 'logo'; corner: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right'; size: number };

/** The edited copy, as a JPEG (at quality 85 unless the edit is a re-encoding). */
export async function editPicture(original: Buffer, edit: PictureEdit): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(original).metadata();
  const image = sharp(original);
  switch (edit.kind) {
    case 'reencode':
      return image.jpeg({ quality: edit.quality }).toBuffer();
    case 'resize':
      return image
        .resize({ width: Math.round(width * edit.scale) })
        .jpeg({ quality: 85 })
        .toBuffer();
    case 'crop': {
      const left = Math.round(width * edit.left);
      const top = Math.round(height * edit.top);
      return image
        .extract({
          left,
          top,
          width: width - left - Math.round(width * edit.right),
          height: height - top - Math.round(height * edit.bottom),
        })
        .jpeg({ quality: 85 })
        .toBuffer();
    }
    case 'brightness':
      return image.modulate({ brightness: edit.factor }).jpeg({ quality: 85 }).toBuffer();
    case 'logo': {
      const side = Math.max(8, Math.round(width * edit.size));
      const logo = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">
          <rect width="${side}" height="${side}" rx="${side / 6}" fill="#c2410c" fill-opacity="0.85"/>
          <circle cx="${side / 2}" cy="${side * 0.42}" r="${side / 4}" fill="#fff"/>
          <rect x="${side * 0.2}" y="${side * 0.72}" width="${side * 0.6}" height="${side * 0.1}" fill="#fff"/>
        </svg>`,
      );
      const margin = Math.round(side / 4);
      const left = edit.corner.endsWith('left') ? margin : width - side - margin;
      const top = edit.corner.startsWith('top') ? margin : height - side - margin;
      return image
        .composite([{ input: logo, left, top }])
        .jpeg({ quality: 85 })
        .toBuffer();
    }
  }
}
