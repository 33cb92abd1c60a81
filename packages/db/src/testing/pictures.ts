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
