import type { StaffRole } from '@ile/shared/constants/auth';

const EVERY_STAFF: readonly StaffRole[] = ['Admin', 'Reviewer', 'Support'];
const REVIEWERS: readonly StaffRole[] = ['Admin', 'Reviewer'];
const SUPPORT: readonly StaffRole[] = ['Admin', 'Support'];
const ADMINS: readonly StaffRole[] = ['Admin'];

/**
 * The console's copy of the server's table (services/api/src/modules/admin/permissions.ts, printed in
 * docs/admin-api.md). It only hides what a role may not use; the server refuses it anyway, so a drift here
 * shows as a visible button that answers 403, never as a hole.
 */
const PERMISSIONS: Record<string, Record<string, readonly StaffRole[]>> = {
  dashboard: { read: EVERY_STAFF },
  'listing-applications': { read: REVIEWERS, decide: REVIEWERS },
  'agent-applications': { read: REVIEWERS, decide: REVIEWERS },
  'agency-applications': { read: REVIEWERS, decide: REVIEWERS },
  'student-applications': { read: REVIEWERS, decide: REVIEWERS },
  files: { read: REVIEWERS },
  properties: { read: REVIEWERS, update: REVIEWERS, publish: REVIEWERS },
  reviews: { read: REVIEWERS, moderate: REVIEWERS },
  tickets: { read: SUPPORT, reply: SUPPORT, update: SUPPORT },
  notices: { read: SUPPORT, create: SUPPORT, update: SUPPORT, publish: SUPPORT, delete: SUPPORT },
  users: { read: EVERY_STAFF, update: ADMINS, suspend: ADMINS, delete: ADMINS },
  transactions: { read: SUPPORT },
  'audit-log': { read: ADMINS },
  mail: { read: EVERY_STAFF },
  queues: { read: ADMINS },
};

/** react-admin's own action names, mapped to the server's. */
const RA_ACTIONS: Record<string, string> = {
  list: 'read',
  show: 'read',
  export: 'read',
  edit: 'update',
  create: 'create',
  delete: 'delete',
};

/** Whether `role` may do `action` on `resource`; unknown pairs and missing roles are refused. */
export function can(role: StaffRole | null | undefined, resource: string, action: string): boolean {
  if (!role) return false;
  const actions = Object.hasOwn(PERMISSIONS, resource) ? PERMISSIONS[resource] : undefined;
  const serverAction = RA_ACTIONS[action] ?? action;
  if (!actions || !Object.hasOwn(actions, serverAction)) return false;
  return actions[serverAction]?.includes(role) ?? false;
}
