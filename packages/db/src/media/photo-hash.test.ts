import { PHOTO_MATCH_MAX_DISTANCE } from '@ile/shared';
import { describe, expect, it } from 'vitest';
import { Random } from '../seed/random';
import { exteriorScene } from '../seed/scenes/exteriors';
import { interiorScene } from '../seed/scenes/interiors';
import { editPicture } from '../testing/pictures';
import { hammingDistance, hashFromInt8 } from './hash-bits';
import { hashPicture, type PhotoHash, renderListingVariants, svgToJpeg } from './image-processing';

// The hash as the worker computes it, on the seed's generated scenes put through real sharp.

const hashOf = (photoHash: PhotoHash) => {
  if (photoHash.phash === null) throw new Error(`expected a hash: ${photoHash.why}`);
  return hashFromInt8(photoHash.phash);
};
const distance = async (a: Buffer, b: Buffer) =>
  hammingDistance(hashOf(await hashPicture(a)), hashOf(await hashPicture(b)));

describe('photo hashes of real pictures', () => {
  const duplex = svgToJpeg(exteriorScene(new Random('photo-hash:duplex'), 'duplex'));
  const kitchen = svgToJpeg(interiorScene(new Random('photo-hash:kitchen'), 'kitchen'));
  const bungalow = svgToJpeg(exteriorScene(new Random('photo-hash:bungalow'), 'bungalow'));

  it('gives an identical picture distance 0, and the rendering path the same hash within a bit or two', async () => {
    const original = await duplex;
    expect(await distance(original, Buffer.from(original))).toBe(0);
    const rendered = await renderListingVariants(original);
    const fromPixels = hashOf(rendered.photoHash);
    expect(hammingDistance(fromPixels, hashOf(await hashPicture(original)))).toBeLessThanOrEqual(2);
  });

  // Cropping moves every low frequency: a trim of a few per cent stays within the threshold, a 10 % crop on
  // several sides often does not (`npm run bench:duplicates` prints how often, by kind of copy).
  it('keeps re-encoded, resized, slightly cropped, brightened and logo-marked copies within the threshold', async () => {
    const original = await duplex;
    const copies = await Promise.all([
      editPicture(original, { kind: 'reencode', quality: 40 }),
      editPicture(original, { kind: 'resize', scale: 0.5 }),
      editPicture(original, { kind: 'crop', left: 0.03, top: 0, right: 0, bottom: 0 }),
      editPicture(original, { kind: 'brightness', factor: 0.85 }),
      editPicture(original, { kind: 'logo', corner: 'bottom-right', size: 0.1 }),
    ]);
    const distances = await Promise.all(copies.map((copy) => distance(original, copy)));
    for (const d of distances) expect(d).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE);
    // Re-encoding and resizing leave the low frequencies almost untouched.
    expect(distances[0]).toBeLessThanOrEqual(2);
    expect(distances[1]).toBeLessThanOrEqual(2);
  });

  it('puts different pictures far apart', async () => {
    const [a, b, c] = await Promise.all([duplex, kitchen, bungalow]);
    for (const [x, y] of [
      [a, b],
      [a, c],
      [b, c],
    ] as const) {
      expect(await distance(x, y)).toBeGreaterThan(PHOTO_MATCH_MAX_DISTANCE * 1.5);
    }
  });

  it('answers why when there is no hash: not a picture, or one flat colour', async () => {
    expect(await hashPicture(Buffer.from('not a picture'))).toEqual({
      phash: null,
      why: expect.stringContaining('could not be read'),
    });
    const flat = await svgToJpeg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#2a7"/></svg>',
    );
    expect(await hashPicture(flat)).toEqual({ phash: null, why: expect.stringContaining('flat') });
    const rendered = await renderListingVariants(flat);
    expect(rendered.photoHash.phash).toBeNull();
    expect(rendered.variants.length).toBeGreaterThan(0);
  });
});
