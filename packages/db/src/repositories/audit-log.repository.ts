import type { Executor } from '../database';
import { allOf, dateRange, type ListParams, type OneOrMany, oneOrManyOf, pageAndTotal } from '../list-query';
import type { NewAuditLogEntry } from '../schema';
import { textSearch } from '../text-search';

export interface AuditLogFilter {
  id?: OneOrMany<number>;
  actor_id?: string;
  actor_role?: string;
  action?: OneOrMany<string>;
  resource?: OneOrMany<string>;
  resource_id?: string;
  created_at_gte?: string;
  created_at_lte?: string;
  q?: string;
}

/** The console's audit list, with each actor's name. */
export async function listAuditLog(db: Executor, params: ListParams<AuditLogFilter>) {
  const f = params.filter;
  const query = db
    .selectFrom('audit_log as l')
    .leftJoin('users as a', 'a.id', 'l.actor_id')
    .selectAll('l')
    .select(['a.first_name', 'a.last_name'])
    .where(
      allOf([
        oneOrManyOf('l.id', f.id),
        oneOrManyOf('l.actor_id', f.actor_id),
        oneOrManyOf('l.actor_role', f.actor_role),
        oneOrManyOf('l.action', f.action),
        oneOrManyOf('l.resource', f.resource),
        oneOrManyOf('l.resource_id', f.resource_id),
        ...dateRange('l.created_at', f.created_at_gte, f.created_at_lte),
        textSearch(['l.action', 'l.resource', 'l.resource_id', 'l.request_id'], f.q),
      ]),
    );
  return pageAndTotal(query, params, 'l');
}

export async function insertAuditRow(db: Executor, values: NewAuditLogEntry): Promise<void> {
  await db.insertInto('audit_log').values(values).execute();
}
