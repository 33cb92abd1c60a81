import { createHash } from 'node:crypto';
import { signedInViewerKey } from '@ile/db/repositories/property-views.repository';
import type { FastifyRequest } from 'fastify';

/**
 * Who is looking, for "one view per viewer per day" counters: the account when signed in, otherwise a
 * daily hash of address and browser (no raw IP is stored, and the hash changes every day).
 */
export function viewerKeyOf(request: FastifyRequest): string {
  if (request.identity) return signedInViewerKey(request.identity.userId);
  const day = new Date().toISOString().slice(0, 10);
  const digest = createHash('sha256')
    .update(`${day}|${request.ip}|${request.headers['user-agent'] ?? ''}`)
    .digest('base64url');
  return `anon:${digest.slice(0, 22)}`;
}
