import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalStorage, type Storage } from '@ile/db';
import { svgToJpeg } from '@ile/db/media/image-processing';
import { LISTING_RENDITIONS } from '@ile/db/media/listing-variants';
import { Random } from '@ile/db/seed/random';
import { exteriorScene } from '@ile/db/seed/scenes/exteriors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderIntoMedia } from '../src/handlers/images/render-into-media';

// Renditions are written to media storage while the picture renders (each as it is encoded): the render
// must still end only once every write has, and fail when one does, or the worker would record variants
// that are not stored yet, or not at all.
describe('renderIntoMedia', () => {
  let folder: string;
  let media: Storage;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'ile-render-into-media-'));
    media = createLocalStorage(folder);
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });
  const picture = () => svgToJpeg(exteriorScene(new Random('render-into-media'), 'duplex'));

  it('answers only after every rendition is stored, with the keys and sizes it stored', async () => {
    const writes: string[] = [];
    // A slow store: every write settles 40 ms after it starts.
    const slow: Storage = {
      ...media,
      async put(key, data) {
        await new Promise((resolve) => setTimeout(resolve, 40));
        await media.put(key, data);
        writes.push(key);
      },
    };
    const { rendered, variants } = await renderIntoMedia(await picture(), slow, 'properties/p1/i1');
    expect(variants).toHaveLength(LISTING_RENDITIONS.length);
    expect(writes.sort()).toEqual(variants.map((v) => v.storageKey).sort());
    for (const [i, variant] of variants.entries()) {
      expect(variant.storageKey).toMatch(/^properties\/p1\/i1\/(320|640|1280)\.(webp|avif|jpg)$/);
      expect((await media.get(variant.storageKey))?.length).toBe(variant.bytes);
      expect(rendered.variants[i]?.data.length).toBe(variant.bytes);
    }
  });

  it('fails with the store’s error when one write fails', async () => {
    const failing: Storage = {
      ...media,
      async put(key, data) {
        if (key.endsWith('/640.avif')) throw new Error('the store went away');
        await media.put(key, data);
      },
    };
    await expect(renderIntoMedia(await picture(), failing, 'properties/p1/i2')).rejects.toThrow(
      'the store went away',
    );
  });
});
