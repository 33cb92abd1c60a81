/** Where public media keys are fetched from: `/media` (local folder, served by the api) or MEDIA_PUBLIC_URL. */
let mediaBase = '/media';

/**
 * Sets the base every media URL starts with, once at start (buildApp): MEDIA_PUBLIC_URL (a CDN or the media
 * bucket's public URL), or `/media` when unset.
 */
export function useMediaPublicUrl(publicUrl: string | undefined): void {
  mediaBase = publicUrl ? publicUrl.replace(/\/+$/, '') : '/media';
}

/** Stored images are keys in media storage; public answers carry their URL (under /media or MEDIA_PUBLIC_URL). */
export function mediaUrl(key: string | null): string | null {
  if (!key) return null;
  return /^(https?:)?\/\//.test(key) || key.startsWith('data:') ? key : `${mediaBase}/${key}`;
}
