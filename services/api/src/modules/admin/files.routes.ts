import { Readable } from 'node:stream';
import { isStaffReadableUpload } from '@ile/db/repositories/private-uploads.repository';
import { assertValidKey } from '@ile/db/storage/storage';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors';

const FileParams = z.object({ '*': z.string().min(1).max(512) });

/** The type from the first bytes: uploads were checked by content, so one of these three. */
function sniff(head: Buffer): string {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return 'application/octet-stream';
}

/** The stream's first bytes (for sniff), and a stream that still yields every byte. */
async function peek(body: Readable, bytes: number): Promise<{ head: Buffer; body: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const source = body[Symbol.asyncIterator]();
  while (length < bytes) {
    const next = await source.next();
    if (next.done) break;
    const chunk = Buffer.from(next.value as Uint8Array);
    chunks.push(chunk);
    length += chunk.length;
  }
  async function* whole() {
    try {
      yield* chunks;
      for (let next = await source.next(); !next.done; next = await source.next()) yield next.value as Buffer;
    } finally {
      // A client that went away: the store's stream (and its socket) is released too.
      await source.return?.();
    }
  }
  return {
    head: Buffer.concat(chunks).subarray(0, bytes),
    body: Readable.from(whole(), { objectMode: false }),
  };
}

/** GET /api/admin/files/<key>: a private original (application image, document, proof), streamed to staff. */
export default async function fileRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/*',
    {
      config: { permission: ['files', 'read'] },
      schema: {
        summary:
          'Stream a private original (listing-application image, agent/agency picture, document, proof)',
        description:
          'The `url`, `image_url` and `document_url` fields of application records point here. Send the staff ' +
          'bearer token (the console fetches the bytes and shows them as an object URL).',
        params: FileParams,
        answers: {
          200: {
            description: 'The file, as uploaded (checked by content)',
            mediaTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'],
          },
        },
      },
    },
    async (request, reply) => {
      let key: string;
      try {
        key = decodeURIComponent(request.params['*']);
        assertValidKey(key);
      } catch {
        throw new NotFoundError('File not found');
      }
      if (!(await isStaffReadableUpload(app.db, key))) throw new NotFoundError('File not found');
      // Streamed through the api after the staff check (whatever the driver): no URL to it exists.
      const file = await app.privateStorage.getStream(key);
      if (!file) throw new NotFoundError('File not found');
      const { head, body } = await peek(file.body, 12);
      return reply
        .type(sniff(head))
        .header('content-length', file.bytes)
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline')
        .send(body);
    },
  );
}
