export interface DataUrl {
  mimeType: string;
  base64: string;
  /** Size of the decoded content. */
  byteLength: number;
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i;

/** Splits a base64 data URL (what a browser FileReader produces) without decoding it; null when malformed. */
export function parseDataUrl(text: string): DataUrl | null {
  const match = DATA_URL.exec(text);
  const [, mimeType, base64] = match ?? [];
  if (mimeType === undefined || base64 === undefined || base64.length % 4 !== 0) return null;
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return { mimeType: mimeType.toLowerCase(), base64, byteLength: (base64.length / 4) * 3 - padding };
}
