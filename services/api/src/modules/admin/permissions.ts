import { STAFF_ROLES, type StaffRole } from '@ile/shared';

const EVERY_STAFF = ['Admin', 'Reviewer', 'Support'] as const satisfies readonly StaffRole[];
const REVIEWERS = ['Admin', 'Reviewer'] as const satisfies readonly StaffRole[];
const SUPPORT = ['Admin', 'Support'] as const satisfies readonly StaffRole[];
const ADMINS = ['Admin'] as const satisfies readonly StaffRole[];

/**
 * Who may do what in the staff console: resource → action → the staff roles allowed. This table is the
 * only place the rule lives; every /api/admin route names its (resource, action) pair in its config and
 * one hook checks it, and docs/admin-api.md prints the same table.
 *
 * Choices beyond the wording: every staff member reads users (a reviewer needs the applicant, support
 * the requester) and the dashboard; support reads transactions (payment questions arrive as tickets), reviewers
 * do not; only Admin reads the audit log and the queues.
 */
export const PERMISSIONS = {
  dashboard: { read: EVERY_STAFF },
  'listing-applications': { read: REVIEWERS, decide: REVIEWERS },
  'agent-applications': { read: REVIEWERS, decide: REVIEWERS },
  'agency-applications': { read: REVIEWERS, decide: REVIEWERS },
  'student-applications': { read: REVIEWERS, decide: REVIEWERS },
  /** The private originals of applications (listing images, profile pictures, documents, proofs). */
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
} as const satisfies Record<string, Record<string, readonly StaffRole[]>>;

export type AdminResource = keyof typeof PERMISSIONS;
export type AdminAction<R extends AdminResource = AdminResource> = R extends AdminResource
  ? keyof (typeof PERMISSIONS)[R] & string
  : never;
/** A route's (resource, action) pair. */
export type Permission = { [R in AdminResource]: readonly [R, AdminAction<R>] }[AdminResource];

export const ADMIN_RESOURCES = Object.keys(PERMISSIONS) as AdminResource[];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether `role` may do `action` on `resource`; an unknown pair is refused (fail closed). */
export function can(role: StaffRole, resource: string, action: string): boolean {
  const actions = (PERMISSIONS as Record<string, Record<string, readonly StaffRole[]> | undefined>)[resource];
  const roles = actions && Object.hasOwn(actions, action) ? actions[action] : undefined;
  return roles?.includes(role) ?? false;
}

/**
 * Whether an access token's staff role (any string, or none) may do `action` on `resource`: how the site's
 * own routes give staff more than a member (editing anyone's listing, reading drafts) by the same table.
 */
export function staffMay(
  staffRole: string | null | undefined,
  resource: AdminResource,
  action: string,
): boolean {
  return isStaffRole(staffRole) && can(staffRole, resource, action);
}

/** Every (resource, action) pair with the roles allowed, for the docs and the role tests. */
export function permissionRows(): { resource: AdminResource; action: string; roles: readonly StaffRole[] }[] {
  return ADMIN_RESOURCES.flatMap((resource) =>
    Object.entries(PERMISSIONS[resource] as Record<string, readonly StaffRole[]>).map(([action, roles]) => ({
      resource,
      action,
      roles,
    })),
  );
}
