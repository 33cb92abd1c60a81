import { PHOTO_MATCH_MAX_DISTANCE, PHOTO_PROBE_MAX_DISTANCE } from '@ile/shared';
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

  // A crop of a tenth on two sides moves the hash past the threshold; a probe grown back at those edges
  // comes within the probes' own threshold (bench:duplicates measures how often, over hundreds of copies).
  it('brings a copy cropped on two sides back near its original through one of its crop probes', async () => {
    const original = await duplex;
    const copy = await editPicture(original, { kind: 'crop', left: 0.08, top: 0.07, right: 0, bottom: 0 });
    const stored = hashOf(await hashPicture(original));
    const looked = await hashPicture(copy);
    if (looked.phash === null) throw new Error(looked.why);
    expect(looked.probes).toHaveLength(8);
    expect(new Set(looked.probes).size).toBe(8);
    const plain = hammingDistance(hashFromInt8(looked.phash), stored);
    const viaProbes = Math.min(...looked.probes.map((probe) => hammingDistance(hashFromInt8(probe), stored)));
    expect(plain).toBeGreaterThan(PHOTO_PROBE_MAX_DISTANCE);
    expect(viaProbes).toBeLessThanOrEqual(PHOTO_PROBE_MAX_DISTANCE);
  });

  it('gives the rendering path the same crop probes as the original, within a bit or two each', async () => {
    const original = await bungalow;
    const fromOriginal = await hashPicture(original);
    const rendered = (await renderListingVariants(original)).photoHash;
    if (fromOriginal.phash === null || rendered.phash === null) throw new Error('expected hashes');
    rendered.probes.forEach((probe, i) => {
      expect(
        hammingDistance(hashFromInt8(probe), hashFromInt8(fromOriginal.probes[i] as string)),
      ).toBeLessThanOrEqual(2);
    });
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
