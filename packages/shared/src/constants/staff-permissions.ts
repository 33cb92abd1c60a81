import { STAFF_ROLES, type StaffRole } from './auth';

const EVERY_STAFF = ['Admin', 'Reviewer', 'Support'] as const satisfies readonly StaffRole[];
const REVIEWERS = ['Admin', 'Reviewer'] as const satisfies readonly StaffRole[];
const SUPPORT = ['Admin', 'Support'] as const satisfies readonly StaffRole[];
const ADMINS = ['Admin'] as const satisfies readonly StaffRole[];

/**
 * Who may do what in the staff console: resource → action → the staff roles allowed. This table is the
 * only place the rule lives: every /api/admin route names its (resource, action) pair and one hook checks it,
 * the console hides what a role may not use by the same table, and docs/admin-api.md prints it.
 *
 * Choices beyond the wording: every staff member reads users (a reviewer needs the applicant, support
 * the requester) and the dashboard; support reads transactions (payment questions arrive as tickets), reviewers
 * do not; only Admin reads the audit log and the queues.
 */
export const STAFF_PERMISSIONS = {
  dashboard: { read: EVERY_STAFF },
  'listing-applications': { read: REVIEWERS, decide: REVIEWERS },
  'agent-applications': { read: REVIEWERS, decide: REVIEWERS },
  'agency-applications': { read: REVIEWERS, decide: REVIEWERS },
  'student-applications': { read: REVIEWERS, decide: REVIEWERS },
  /** The private originals of applications (listing images, profile pictures, documents, proofs). */
  files: { read: REVIEWERS },
  /**
   * Reviewers are the inspectors: they mark a listing inspected after a visit (issue 17). "Found fraudulent"
   * (issue 21) unpublishes and refunds every payment Ile holds for the listing: the reviewers who unpublish.
   */
  properties: {
    read: REVIEWERS,
    update: REVIEWERS,
    publish: REVIEWERS,
    inspect: REVIEWERS,
    fraud: REVIEWERS,
  },
  /** ID and business verifications: every staff member reads them, reviewers decide. */
  verifications: { read: EVERY_STAFF, decide: REVIEWERS },
  reviews: { read: REVIEWERS, moderate: REVIEWERS },
  /**
   * Reports of listings, people, reviews and messages: every staff role reads the queue, reviewers decide.
   * Suspending the reported person through a report is `users.suspend`'s rule: Admin only.
   */
  reports: { read: EVERY_STAFF, decide: REVIEWERS, suspend: ADMINS },
  tickets: { read: SUPPORT, reply: SUPPORT, update: SUPPORT },
  notices: { read: SUPPORT, create: SUPPORT, update: SUPPORT, publish: SUPPORT, delete: SUPPORT },
  users: { read: EVERY_STAFF, update: ADMINS, suspend: ADMINS, delete: ADMINS },
  transactions: { read: SUPPORT },
  /** Disputed held payments (issue 21): Support decides release or refund. */
  disputes: { read: SUPPORT, decide: SUPPORT },
  'audit-log': { read: ADMINS },
  mail: { read: EVERY_STAFF },
  queues: { read: ADMINS },
} as const satisfies Record<string, Record<string, readonly StaffRole[]>>;

export type StaffResource = keyof typeof STAFF_PERMISSIONS;
export type StaffAction<R extends StaffResource = StaffResource> = R extends StaffResource
  ? keyof (typeof STAFF_PERMISSIONS)[R] & string
  : never;

export const STAFF_RESOURCES = Object.keys(STAFF_PERMISSIONS) as StaffResource[];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * Whether `role` may do `action` on `resource`; an unknown pair, a missing role or a role that is no staff
 * role is refused (fail closed). It takes any string because an access token's staff role is one: the site's
 * own routes give staff more than a member (editing anyone's listing, reading drafts) by this same table.
 */
export function staffCan(role: string | null | undefined, resource: string, action: string): boolean {
  if (!isStaffRole(role)) return false;
  const table: Record<string, Record<string, readonly StaffRole[]>> = STAFF_PERMISSIONS;
  const actions = Object.hasOwn(table, resource) ? table[resource] : undefined;
  const roles = actions && Object.hasOwn(actions, action) ? actions[action] : undefined;
  return roles?.includes(role) ?? false;
}
