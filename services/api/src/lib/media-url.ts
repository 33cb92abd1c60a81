/** Stored images are keys in media storage; public answers carry their URL under /media. */
export function mediaUrl(key: string | null): string | null {
  if (!key) return null;
  return /^(https?:)?\/\//.test(key) || key.startsWith('data:') ? key : `/media/${key}`;
}
