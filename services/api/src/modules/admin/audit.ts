import type { Executor } from '@ile/db';
import { insertAuditRow } from '@ile/db/repositories/audit-log.repository';
import type { StaffRole } from '@ile/shared';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../lib/errors';

/** The staff member acting through /api/admin, as the audit log records them. */
export interface StaffActor {
  id: string;
  role: StaffRole;
  ip: string;
  requestId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the console's guard on every /api/admin request; null elsewhere. */
    staff: StaffActor | null;
  }
}

export interface AuditEntry {
  /** `<thing>.<verb>`, e.g. 'listing_application.approve', 'user.suspend'. */
  action: string;
  /** The console resource, e.g. 'listing-applications'. */
  resource: string;
  resourceId: string | number | null;
  /** Only the fields the change touched (personal data the change does not concern stays out of the log). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The acting staff member; the guard has set it before any handler runs. */
export function staffOf(request: FastifyRequest): StaffActor {
  if (!request.staff) throw new ForbiddenError('Staff only');
  return request.staff;
}

/** Writes one audit row, in the caller's transaction when there is one, so a change and its trace commit together. */
export async function writeAudit(trx: Executor, actor: StaffActor, entry: AuditEntry): Promise<void> {
  await insertAuditRow(trx, {
    actor_id: actor.id,
    actor_role: actor.role,
    action: entry.action,
    resource: entry.resource,
    resource_id: entry.resourceId === null ? null : String(entry.resourceId),
    before: entry.before ? JSON.stringify(entry.before) : null,
    after: entry.after ? JSON.stringify(entry.after) : null,
    ip: actor.ip,
    request_id: actor.requestId,
  });
}

/** The named fields of a row, for an audit snapshot. */
export function pick<T extends object, K extends keyof T>(
  row: T,
  keys: readonly K[],
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of keys) picked[key as string] = row[key];
  return picked;
}
