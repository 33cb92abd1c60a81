import { randomBytes } from 'node:crypto';
import type { Db } from '@ile/db';
import { hashPassword } from '@ile/db/passwords';
import { STAFF_ROLES, type StaffRole } from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import { BOARD_COOKIE, signBoardSession } from '../../src/modules/admin/queues/queue-session';
import { createUser, login, PASSWORD, type Session, type TestUser } from '../helpers/accounts';
import { createAgency, createAgent } from '../helpers/community';

/** Everyone the matrix calls each route as. `owner` is user A, whose things the routes name; `other` is B. */
export const CALLERS = ['anonymous', 'owner', 'other', 'agent', 'agency', ...STAFF_ROLES] as const;
export type CallerName = (typeof CALLERS)[number];
export const SITE_CALLERS = ['owner', 'other', 'agent', 'agency'] as const satisfies readonly CallerName[];

export interface Person extends TestUser {
  phone: string;
}

export interface Caller {
  name: CallerName;
  person: Person | null;
  session: Session | null;
  staffRole: StaffRole | null;
  /** Its own address, so per-IP throttles count each caller apart (inject, so nothing really connects). */
  remoteAddress: string;
  /** Headers for an /api route (bearer token) and for the queue monitor (its cookie, signed for this account). */
  apiHeaders: Record<string, string>;
  boardHeaders: Record<string, string>;
}

export type Cast = Record<CallerName, Caller>;

/** A phone number no other account in the test database has, so seeing it in a body names its owner. */
export const uniquePhone = () => `+23480${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const uniqueEmail = (label: string) => `${label}-${randomBytes(5).toString('hex')}@matrix.test`;

let passwordHash: Promise<string> | undefined;
/** One argon2 hash of PASSWORD for every account the matrix makes (hashing is the slow part of a user). */
export const sharedPasswordHash = () => (passwordHash ??= hashPassword(PASSWORD));

/** A verified EndUser with a unique email and phone (its password is PASSWORD). */
export async function createPerson(db: Db, label: string, overrides: Parameters<typeof createUser>[1] = {}) {
  const phone = uniquePhone();
  const user = await createUser(db, {
    email: uniqueEmail(label),
    phone,
    first_name: label,
    password_hash: await sharedPasswordHash(),
    ...overrides,
  });
  return { ...user, phone };
}

/** The caller's headers; the board cookie is signed like the console's, so only the account check refuses it. */
export function headersOf(
  app: FastifyInstance,
  person: Person | null,
  session: Session | null,
): Pick<Caller, 'apiHeaders' | 'boardHeaders'> {
  return {
    apiHeaders: session ? { ...session.auth } : {},
    boardHeaders: person
      ? { cookie: `${BOARD_COOKIE}=${signBoardSession(app.config.jwtSecret, person.id).value}` }
      : {},
  };
}

/** Signs every caller in (a real login, so their refresh tokens exist and can be looked for in bodies). */
export async function createCast(app: FastifyInstance, db: Db): Promise<Cast> {
  const owner = await createPerson(db, 'owner');
  const other = await createPerson(db, 'other');
  const agentUser = await createPerson(db, 'agent', { role: 'Agent' });
  await createAgent(
    db,
    { business_email: uniqueEmail('agent-work'), mobile_phone: uniquePhone() },
    agentUser,
  );
  const agency = await createAgency(db, {
    business_email: uniqueEmail('agency-work'),
    document_image: `private/agency-doc-${randomBytes(4).toString('hex')}.jpg`,
  });
  const agencyPhone = uniquePhone();
  await db.updateTable('users').set({ phone: agencyPhone }).where('id', '=', agency.user.id).execute();
  const people: Record<Exclude<CallerName, 'anonymous'>, { person: Person; staffRole: StaffRole | null }> = {
    owner: { person: owner, staffRole: null },
    other: { person: other, staffRole: null },
    agent: { person: agentUser, staffRole: null },
    agency: { person: { ...agency.user, phone: agencyPhone }, staffRole: null },
    Admin: { person: await createPerson(db, 'admin', { staff_role: 'Admin' }), staffRole: 'Admin' },
    Reviewer: {
      person: await createPerson(db, 'reviewer', { staff_role: 'Reviewer' }),
      staffRole: 'Reviewer',
    },
    Support: { person: await createPerson(db, 'support', { staff_role: 'Support' }), staffRole: 'Support' },
  };
  const cast = {
    anonymous: {
      name: 'anonymous',
      person: null,
      session: null,
      staffRole: null,
      remoteAddress: '10.77.0.1',
      ...headersOf(app, null, null),
    },
  } as Cast;
  let n = 2;
  for (const [name, { person, staffRole }] of Object.entries(people) as [
    Exclude<CallerName, 'anonymous'>,
    { person: Person; staffRole: StaffRole | null },
  ][]) {
    const session = await login(app, person);
    cast[name] = {
      name,
      person,
      session,
      staffRole,
      remoteAddress: `10.77.0.${n++}`,
      ...headersOf(app, person, session),
    };
  }
  return cast;
}
