import { IMAGE_UPLOAD_RULES } from '@ile/shared/constants/uploads';

const MB = 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * What a file is by its first bytes, as the server checks it: a photo renamed to .jpg (say a HEIC from a
 * phone) would otherwise pass here and be refused only after the whole upload.
 */
export async function sniffImageType(file: Blob): Promise<'image/jpeg' | 'image/png' | 'image/webp' | null> {
  const bytes = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export interface AddedImages {
  files: File[];
  /** One plain sentence per file left out, and why. */
  problems: string[];
}

/** Adds the picked files to the chosen ones, leaving out what the server would refuse, with the reason. */
export async function addImages(
  current: readonly File[],
  picked: readonly File[],
  maxCount: number = IMAGE_UPLOAD_RULES.maxCount,
): Promise<AddedImages> {
  const files = [...current];
  const problems: string[] = [];
  let overLimit = 0;
  for (const file of picked) {
    if (files.some((chosen) => sameFile(chosen, file))) continue;
    if (!(await sniffImageType(file))) {
      problems.push(`${file.name} is not a JPEG, PNG or WebP picture.`);
    } else if (file.size > IMAGE_UPLOAD_RULES.maxBytes) {
      problems.push(`${file.name} is larger than ${IMAGE_UPLOAD_RULES.maxBytes / MB} MB.`);
    } else if (files.length >= maxCount) {
      overLimit += 1;
    } else {
      files.push(file);
    }
  }
  if (overLimit > 0) {
    problems.push(
      `You can add at most ${maxCount} ${maxCount === 1 ? 'picture' : 'photos'}: ${overLimit} ${overLimit === 1 ? 'was' : 'were'} left out.`,
    );
  }
  return { files, problems };
}

export function formatFileSize(bytes: number): string {
  return bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A picture as a data URL, for the JSON bodies that carry images inline. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read'));
    reader.readAsDataURL(file);
  });
}
