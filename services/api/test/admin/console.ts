import type { AddressInfo } from 'node:net';
import type { Db } from '@ile/db';
import type { StaffRole } from '@ile/shared';
import { validListingApplication } from '@ile/shared/testing/fixtures';
import { type DataProvider, fetchUtils } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { createUser, login, type Session, type TestUser } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

export interface Person {
  user: TestUser;
  session: Session;
}

export interface Console {
  t: TestApp;
  db: Db;
  /** http://127.0.0.1:<port> of the listening app. */
  origin: string;
  staff: Record<StaffRole, Person>;
  /** A signed-in account without a staff role. */
  member: Person;
  /** The console's data provider, exactly as apps/admin builds it, signed in as `person`. */
  client(person: Person): DataProvider;
  /** A raw call, for what the data provider does not send (actions, malformed queries). */
  call(
    person: Person | null,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; headers: Headers; json: unknown }>;
  newPerson(overrides?: Parameters<typeof createUser>[1]): Promise<Person>;
  close(): Promise<void>;
}

/**
 * The production app on a real port, with one account per staff role and one member, and react-admin's
 * own `ra-data-simple-rest` provider over `fetchUtils.fetchJson` as the client.
 */
export async function startConsole(env: Record<string, string> = {}): Promise<Console> {
  const t = await createTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const db = t.database.db;

  const newPerson = async (overrides: Parameters<typeof createUser>[1] = {}): Promise<Person> => {
    const user = await createUser(db, overrides);
    return { user, session: await login(t.app, user) };
  };
  const staff = {
    Admin: await newPerson({ staff_role: 'Admin', first_name: 'Ngozi', last_name: 'Admin' }),
    Reviewer: await newPerson({ staff_role: 'Reviewer', first_name: 'Isatu', last_name: 'Reviewer' }),
    Support: await newPerson({ staff_role: 'Support', first_name: 'Chidi', last_name: 'Support' }),
  } satisfies Record<StaffRole, Person>;
  const member = await newPerson({ first_name: 'Ada', last_name: 'Member' });

  return {
    t,
    db,
    origin,
    staff,
    member,
    newPerson,
    client: (person) =>
      simpleRestProvider(`${origin}/api/admin`, (url, options = {}) =>
        fetchUtils.fetchJson(url, {
          ...options,
          user: { authenticated: true, token: person.session.auth.authorization },
        }),
      ),
    async call(person, method, path, body) {
      const headers: Record<string, string> = {};
      if (person) headers.authorization = person.session.auth.authorization;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${origin}${path}`, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = text;
      }
      return { status: res.status, headers: res.headers, json };
    },
    close: () => t.close(),
  };
}

/** Submits a listing application as `applicant` through the site's route: the valid fixture with `body` over it; its id. */
export async function submitListingApplication(
  c: Console,
  applicant: Person,
  body: Record<string, unknown>,
): Promise<string> {
  const res = await c.call(applicant, 'POST', '/api/v1/applications/property', {
    ...validListingApplication(),
    ...body,
  });
  if (res.status !== 201) throw new Error(`submit failed: ${res.status} ${JSON.stringify(res.json)}`);
  return (res.json as { data: { id: string } }).data.id;
}

/** The one audit row written about `resourceId` of `resource` (a console resource, e.g. 'listing-applications'). */
export function auditRowOf(db: Db, resource: string, resourceId: string) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('resource', '=', resource)
    .where('resource_id', '=', resourceId)
    .executeTakeFirstOrThrow();
}

/** Row counts of the tables a console change could write, to prove a refused call wrote nothing. */
export async function snapshot(db: Db) {
  const tables = [
    'audit_log',
    'outbox_events',
    'notices',
    'properties',
    'property_images',
    'agents',
    'agencies',
    'students',
    'ticket_replies',
    'sessions',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  const applications: Record<string, unknown> = {};
  for (const table of [
    'listing_applications',
    'agent_applications',
    'agency_applications',
    'student_applications',
  ] as const) {
    applications[table] = await db
      .selectFrom(table)
      .select(['id', 'status', 'decided_by', 'rejection_reason'])
      .orderBy('id')
      .execute();
  }
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'staff_role', 'suspended_at', 'deleted_at'])
    .orderBy('id')
    .execute();
  const tickets = await db
    .selectFrom('tickets')
    .select(['id', 'status', 'assigned_to'])
    .orderBy('id')
    .execute();
  const reviews = await db.selectFrom('reviews').select(['id', 'hidden_at']).orderBy('id').execute();
  const properties = await db
    .selectFrom('properties')
    .select(['id', 'status', 'title'])
    .orderBy('id')
    .execute();
  const reports = await db
    .selectFrom('reports')
    .select(['id', 'status', 'outcome', 'decided_by'])
    .orderBy('id')
    .execute();
  return { counts, applications, users, tickets, reviews, properties, reports };
}
