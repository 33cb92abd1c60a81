import { STUDENT_PROOF_RULES } from '@ile/shared/constants/uploads';

/** Past this the size check is left to the server rather than holding the applicant up. */
const DECODE_TIMEOUT_MS = 2000;

type Decoded = { width: number; height: number } | 'unreadable' | 'unknown';

function imageSize(url: string): Promise<Decoded> {
  return new Promise((resolve) => {
    const image = new Image();
    setTimeout(() => resolve('unknown'), DECODE_TIMEOUT_MS);
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve('unreadable');
    image.src = url;
  });
}

/**
 * The browser's pre-check of a proof file, in the server's words (the server checks again by content):
 * JPEG or PNG, 100 KB to 1 MB, at least 1024×768. Answers the first broken rule, or null.
 */
export async function checkProof(file: File): Promise<string | null> {
  const rules = STUDENT_PROOF_RULES;
  const { messages } = rules;
  if (!(rules.mimeTypes as readonly string[]).includes(file.type)) return messages.type;
  if (file.size < rules.minBytes) return messages.tooSmall;
  if (file.size > rules.maxBytes) return messages.tooLarge;
  const url = URL.createObjectURL(file);
  try {
    const size = await imageSize(url);
    if (size === 'unreadable') return messages.type;
    if (size === 'unknown') return null;
    if (size.width < rules.minWidth || size.height < rules.minHeight) return messages.dimensions;
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
