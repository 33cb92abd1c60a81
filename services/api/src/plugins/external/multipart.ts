import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import { IMAGE_UPLOAD_RULES } from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequestError } from '../../lib/errors';

function isFile(part: Multipart): part is MultipartFile {
  return part.type === 'file';
}

/** busboy throws a bare Error (a 500) on a multipart content type without a boundary parameter. */
const MULTIPART = /^\s*multipart\/form-data/i;
const BOUNDARY_PARAM = /;\s*boundary\s*=\s*("[^"]+"|[^;\s]+)/i;

async function flatten(part: Multipart): Promise<unknown> {
  if (isFile(part)) {
    const data = await part.toBuffer();
    return `data:${part.mimetype};base64,${data.toString('base64')}`;
  }
  return part.value;
}

/**
 * Every upload route takes images as data URLs in JSON (what the spec's client sends) and also as
 * multipart/form-data: a multipart body is turned into the same shape (text fields as strings, files as
 * data URLs, repeated fields as lists) before validation, so one zod schema checks both.
 */
export default fp(
  async function multipartBodies(app: FastifyInstance) {
    await app.register(multipart, {
      attachFieldsToBody: true,
      limits: { fileSize: IMAGE_UPLOAD_RULES.maxBytes, files: IMAGE_UPLOAD_RULES.maxCount, fields: 100 },
    });
    // onRequest: before the content-type parser hands the body to busboy (isMultipart() is not set yet).
    app.addHook('onRequest', (request, _reply, done) => {
      const contentType = request.headers['content-type'] ?? '';
      if (MULTIPART.test(contentType) && !BOUNDARY_PARAM.test(contentType)) {
        return done(new BadRequestError('A multipart body needs a boundary in its content type'));
      }
      done();
    });
    app.addHook('preValidation', async (request) => {
      if (!request.isMultipart() || !request.body || typeof request.body !== 'object') return;
      const flat: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(request.body as Record<string, Multipart | Multipart[]>)) {
        flat[name] = Array.isArray(value) ? await Promise.all(value.map(flatten)) : await flatten(value);
      }
      request.body = flat;
    });
  },
  { name: 'multipart' },
);
