import sharp from 'sharp';

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
