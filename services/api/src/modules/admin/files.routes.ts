import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { isStaffReadableUpload } from '@ile/db/repositories/private-uploads.repository';
import { assertValidKey } from '@ile/db/storage/local-storage';
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
      const path = app.privateStorage.pathOf(key);
      let size: number;
      const head = Buffer.alloc(12);
      try {
        const handle = await open(path, 'r');
        try {
          size = (await handle.stat()).size;
          await handle.read(head, 0, 12, 0);
        } finally {
          await handle.close();
        }
      } catch {
        throw new NotFoundError('File not found');
      }
      return reply
        .type(sniff(head))
        .header('content-length', size)
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline')
        .send(createReadStream(path));
    },
  );
}
