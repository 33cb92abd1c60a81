import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import { IMAGE_UPLOAD_RULES } from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

function isFile(part: Multipart): part is MultipartFile {
  return part.type === 'file';
}

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
