import { describe, expect, it } from 'vitest';
import { smallestRendition } from './keep-listings';

describe('the photo kept for a saved listing', () => {
  it('is the 320 px rendition of the srcset, whatever the order', () => {
    const image = {
      src: '/media/p/i/640.jpg',
      srcset: '/media/p/i/640.webp 640w, /media/p/i/320.webp 320w, /media/p/i/1280.webp 1280w',
      avifSrcset: null,
      width: 1280,
      height: 960,
      placeholder: null,
      dataSaverBytes: null,
    };
    expect(smallestRendition(image)).toBe('/media/p/i/320.webp');
    expect(smallestRendition({ ...image, srcset: '/media/p/i/200.webp 200w' })).toBeNull();
  });
});
