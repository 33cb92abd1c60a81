import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import { svgToJpeg } from '../media/image-processing';
import type { Storage } from '../storage/local-storage';
import type { Random } from './random';
import { registrationCertificate, studentIdCard } from './scenes/documents';

// What applicants upload lives in private storage (the api's storeOriginals): staff read it through
// /api/admin/files and approval hands listing originals to the images worker. The seed's applications
// get the same: a private copy of each picture under `<folder>/<uuid>.<ext>`, the api's layout, written
// as bytes (the pool is rendered once into MEDIA_DIR; nothing is rendered again here).

export type SeedDocument = 'registration' | 'student-id';

const DRAWINGS: Record<SeedDocument, () => string> = {
  registration: registrationCertificate,
  'student-id': studentIdCard,
};

export interface ApplicationFiles {
  /** Names a private copy of a media file, as if uploaded into `folder`; returns its key. */
  upload(folder: string, mediaKey: string): string;
  /** Names a private copy of one of the drawn documents, as if uploaded into `folder`; returns its key. */
  uploadDocument(folder: string, document: SeedDocument): string;
  /** Names a private copy of a media file under the same key (a listing image's original). */
  mirror(mediaKey: string): void;
  /** Writes every file named so far into private storage; returns how many. */
  write(): Promise<number>;
}

export async function createApplicationFiles(
  media: Storage,
  privateStorage: Storage,
  rng: Random,
): Promise<ApplicationFiles> {
  const documents = await drawDocuments(privateStorage);
  // Target key → where its bytes come from.
  const files = new Map<string, { storage: Storage; key: string }>();
  const name = (folder: string, storage: Storage, key: string) => {
    const target = `${folder}/${rng.uuid()}${extname(key)}`;
    files.set(target, { storage, key });
    return target;
  };
  return {
    upload: (folder, mediaKey) => name(folder, media, mediaKey),
    uploadDocument: (folder, document) => name(folder, privateStorage, documents[document]),
    mirror(mediaKey) {
      files.set(mediaKey, { storage: media, key: mediaKey });
    },
    async write() {
      const sources = new Map<string, Promise<Buffer>>();
      const read = (storage: Storage, key: string) => {
        const id = `${storage === media ? 'media' : 'private'}:${key}`;
        let bytes = sources.get(id);
        if (!bytes) {
          bytes = storage.get(key).then((data) => {
            if (!data) throw new Error(`seed file missing from storage: ${key}`);
            return data;
          });
          sources.set(id, bytes);
        }
        return bytes;
      };
      await Promise.all(
        [...files].map(async ([target, source]) =>
          privateStorage.put(target, await read(source.storage, source.key)),
        ),
      );
      return files.size;
    },
  };
}

/**
 * The documents, drawn once into private storage and named by their drawing, so later runs only copy them
 * and a changed drawing is drawn afresh. They never go to MEDIA_DIR, which is served publicly.
 */
async function drawDocuments(privateStorage: Storage): Promise<Record<SeedDocument, string>> {
  const entries = await Promise.all(
    (Object.keys(DRAWINGS) as SeedDocument[]).map(async (document) => {
      const svg = DRAWINGS[document]();
      const hash = createHash('sha256').update(svg).digest('hex').slice(0, 16);
      const key = `seed/documents/${document}-${hash}.jpg`;
      if (!(await privateStorage.has(key))) await privateStorage.put(key, await svgToJpeg(svg));
      return [document, key] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<SeedDocument, string>;
}
