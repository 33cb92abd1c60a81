import { describe, expect, it } from 'vitest';
import {
  isBuildAsset,
  isOfflineRead,
  isReferenceRead,
  isSitePage,
  isSmallListingPhoto,
  keptPhotoAlternatives,
  offlineReadKey,
} from './cache-rules';

const origin = 'https://ile.example';
const at = (path: string) => new URL(path, origin);

describe('what the service worker keeps for offline reading', () => {
  it('keeps the listing record and the saved list, the two reads a member needs offline', () => {
    expect(isOfflineRead(at('/api/v1/property/property/7f3c'), 'POST', origin)).toBe(true);
    expect(isOfflineRead(at('/api/v1/wishlist/wishlists'), 'POST', origin)).toBe(true);
  });

  it('never keeps sign-in, payments, messages, account calls, writes or another origin', () => {
    for (const path of [
      '/api/v1/auth/refresh',
      '/api/v1/auth/login',
      '/api/v1/payments/initialize',
      '/api/v1/message/send',
      '/api/v1/user/me',
      '/api/v1/wishlist/toggle-wishlist',
      '/api/v1/wishlist/update-note',
      '/api/v1/property/search',
    ]) {
      expect(isOfflineRead(at(path), 'POST', origin), path).toBe(false);
    }
    expect(isOfflineRead(at('/api/v1/wishlist/wishlists'), 'GET', origin)).toBe(false);
    // Saved searches are account calls: their counts and matches are only ever the server's (reading the
    // matches marks them seen), and an unsubscribe link is a write.
    for (const [method, path] of [
      ['GET', '/api/v1/saved-searches'],
      ['POST', '/api/v1/saved-searches'],
      ['GET', '/api/v1/saved-searches/5c4b3a29-4444-4e5d-8f6a-000000000021/matches'],
      ['PATCH', '/api/v1/saved-searches/5c4b3a29-4444-4e5d-8f6a-000000000021'],
      ['POST', '/api/v1/saved-searches/unsubscribe'],
    ] as const) {
      expect(isOfflineRead(at(path), method, origin), `${method} ${path}`).toBe(false);
      expect(isReferenceRead(at(path), method, origin), `${method} ${path}`).toBe(false);
    }
    expect(isOfflineRead(new URL('https://evil.example/api/v1/wishlist/wishlists'), 'POST', origin)).toBe(
      false,
    );
  });

  it('keeps the exchange rates, so kept prices show in the chosen currency', () => {
    expect(isReferenceRead(at('/api/v1/rates'), 'GET', origin)).toBe(true);
    expect(isReferenceRead(at('/api/v1/rates'), 'POST', origin)).toBe(false);
    expect(isReferenceRead(at('/api/v1/rates/refresh'), 'GET', origin)).toBe(false);
  });

  it('keys a POST read by its body, so pages of the saved list are kept apart', () => {
    const url = at('/api/v1/wishlist/wishlists');
    const first = offlineReadKey(url, '{"page":1,"size":10}');
    const second = offlineReadKey(url, '{"page":2,"size":10}');
    expect(first).not.toBe(second);
    expect(offlineReadKey(url, '{"page":1,"size":10}')).toBe(first);
  });

  it('keeps listing photos at 320 and 640 px only, and offers them for a larger one offline', () => {
    const photo = (width: number, ext = 'webp') => at(`/media/properties/p1/i1/${width}.${ext}`);
    expect(isSmallListingPhoto(photo(320))).toBe(true);
    expect(isSmallListingPhoto(photo(640, 'avif'))).toBe(true);
    expect(isSmallListingPhoto(photo(640, 'jpg'))).toBe(true);
    expect(isSmallListingPhoto(photo(1280))).toBe(false);
    expect(isSmallListingPhoto(at('/media/seed/land-01/320.avif'))).toBe(true);
    expect(isSmallListingPhoto(at('/images/hero-640.webp'))).toBe(false);
    expect(isSmallListingPhoto(at('/assets/640.js'))).toBe(false);
    const kept = (name: string) => `${origin}/media/properties/p1/i1/${name}`;
    expect(keptPhotoAlternatives(photo(1280, 'avif'))).toEqual(
      ['640.avif', '640.webp', '640.jpg', '320.avif', '320.webp', '320.jpg'].map(kept),
    );
    expect(keptPhotoAlternatives(photo(640))).toEqual(
      ['640.avif', '640.jpg', '320.webp', '320.avif', '320.jpg'].map(kept),
    );
    expect(keptPhotoAlternatives(photo(320, 'avif'))).toEqual(['320.webp', '320.jpg'].map(kept));
    expect(keptPhotoAlternatives(at('/images/hero-640.webp'))).toEqual([]);
  });

  it('answers site pages with the shell, never the console, the api or media', () => {
    expect(isSitePage(at('/wishlist'), origin)).toBe(true);
    expect(isSitePage(at('/property/abc'), origin)).toBe(true);
    expect(isSitePage(at('/'), origin)).toBe(true);
    expect(isSitePage(at('/admin/'), origin)).toBe(false);
    expect(isSitePage(at('/admin'), origin)).toBe(false);
    expect(isSitePage(at('/api/docs'), origin)).toBe(false);
    expect(isSitePage(at('/media/x.webp'), origin)).toBe(false);
    expect(isSitePage(at('/administrators'), origin)).toBe(true);
  });

  it('keeps build files of this origin', () => {
    expect(isBuildAsset(at('/assets/index-abc.js'), origin)).toBe(true);
    expect(isBuildAsset(new URL('https://cdn.example/assets/x.js'), origin)).toBe(false);
    expect(isBuildAsset(at('/media/assets/x.js'), origin)).toBe(false);
  });
});
