import type { Db } from '@ile/db';
import { STAFF_ROLES, type StaffRole } from '@ile/shared';
import { staffCan } from '@ile/shared/constants/staff-permissions';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../helpers/accounts';
import { type Caller, type CallerName, type Cast, type Person, SITE_CALLERS } from './cast';
import type { Fresh } from './fresh';
import type { SecretKind } from './leaks';
import type { Subject } from './subject';

/** A staff caller's answer that depends on the server's permission table (STAFF_PERMISSIONS), not on this file. */
export interface ByPermission {
  permitted: number;
  /** What a staff role without the permission gets: 403, or 404 where the thing is hidden from it. */
  refused?: number;
  /** The (resource, action) pair; for /api/admin routes it is read from the server's route table instead. */
  permission?: readonly [string, string];
}

export type Expected = number | ByPermission;
export type Expectation = Record<CallerName, Expected>;

export interface Call {
  method?: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface CallContext {
  app: FastifyInstance;
  db: Db;
  cast: Cast;
  caller: Caller;
  /** A's things. */
  s: Subject;
  /** Whose things are named: A, or a fresh account for routes that use their owner up (delete, password). */
  owner: Person;
  /** The owner's session when the route needs its refresh cookie (`freshOwner: 'login'`, owner's own call). */
  ownerSession: Session | null;
  /** Throwaway things, made per call, for routes whose successful call destroys what it names. */
  fresh: Fresh;
}

/**
 * One registered route's row: how to call it naming A's things, and what each caller must get back.
 * `route` is "METHOD /url" exactly as Fastify registered it.
 */
export interface RouteEntry {
  route: string;
  call(ctx: CallContext): Call | Promise<Call>;
  expect: Expectation;
  /**
   * Per call, a fresh owner instead of A, for routes that use their owner up (delete, password change):
   * 'token' signs it in with a minted access token, 'login' really logs in (for routes reading the cookie).
   */
  freshOwner?: 'token' | 'login';
  /** Every call names the same account, so the route's per-account throttle is reset before each call. */
  throttled?: boolean;
  /** What this route shows by design to callers who would otherwise be refused it (e.g. the mail catcher). */
  reveals?: Partial<Record<SecretKind, readonly CallerName[]>>;
  /** Why the expectation is what it is, when that is not obvious. */
  why?: string;
  /** More id combinations for the same route (another of A's things, in another state), each with its answers. */
  variants?: RouteVariant[];
}

export interface RouteVariant {
  name: string;
  call: RouteEntry['call'];
  expect: Expectation;
  reveals?: RouteEntry['reveals'];
  why?: string;
}

const all = (status: Expected): Expectation => ({
  anonymous: status,
  owner: status,
  other: status,
  agent: status,
  agency: status,
  Admin: status,
  Reviewer: status,
  Support: status,
});

/** Public: everyone gets `status` (a token, if any, only personalises the answer). */
export const open = (status = 200): Expectation => all(status);

/** Any signed-in account, each acting for itself (no ids): `status`; anonymous 401. */
export const signedIn = (status = 200): Expectation => ({ ...all(status), anonymous: 401 });

/**
 * A names its own thing: A gets `status`; everyone else `refused` (403 wrong id, 404 hidden, 401 when the
 * credential is a cookie only A has); anonymous 401.
 */
export const ownerOnly = (status: number, refused: 401 | 403 | 404, anonymous = 401): Expectation => ({
  ...all(refused),
  anonymous,
  owner: status,
});

/** A site route where staff holding `permission` may also act on A's thing (e.g. editing a listing). */
export const ownerOrStaff = (
  status: number,
  refused: 403 | 404,
  permission: readonly [string, string],
  anonymous = 401,
): Expectation => ({
  ...ownerOnly(status, refused, anonymous),
  Admin: { permitted: status, permission, refused },
  Reviewer: { permitted: status, permission, refused },
  Support: { permitted: status, permission, refused },
});

/** The staff roles the server's permission table allows `action` on `resource`. */
export const rolesAllowed = (resource: string, action: string): CallerName[] =>
  STAFF_ROLES.filter((role) => staffCan(role, resource, action));

/** The staff console: anonymous 401, site accounts 403, staff by the route's permission. */
export const staffOnly = (status = 200): Expectation => ({
  ...all({ permitted: status }),
  anonymous: 401,
  ...Object.fromEntries(SITE_CALLERS.map((name) => [name, 403])),
});

/** The queue monitor: its cookie only works for an account that may read the queues (Admin). */
export const board = (status = 200): Expectation => ({
  ...all(403),
  Admin: { permitted: status, permission: ['queues', 'read'] },
  Reviewer: { permitted: status, permission: ['queues', 'read'] },
  Support: { permitted: status, permission: ['queues', 'read'] },
});

/** The status a caller must get, resolving staff answers through STAFF_PERMISSIONS. */
export function expectedStatus(
  expected: Expected,
  staffRole: StaffRole | null,
  routePermission: readonly [string, string] | undefined,
): number {
  if (typeof expected === 'number') return expected;
  const permission = expected.permission ?? routePermission;
  if (!permission) throw new Error('a staff expectation with no permission to check');
  return staffRole && staffCan(staffRole, permission[0], permission[1])
    ? expected.permitted
    : (expected.refused ?? 403);
}
