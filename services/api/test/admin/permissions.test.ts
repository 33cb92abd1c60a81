import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAFF_ROLES, type StaffRole } from '@ile/shared';
import { STAFF_PERMISSIONS, STAFF_RESOURCES, staffCan } from '@ile/shared/constants/staff-permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutesOf } from '../../src/modules/admin/admin.routes';
import { permissionRows } from '../../src/modules/admin/permissions';
import { type Console, snapshot, startConsole } from './console';

const docs = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../../../../docs/admin-api.md'),
  'utf8',
);

const A = 'Admin';
const R = 'Reviewer';
const S = 'Support';

/**
 * The intended policy, written out by hand (not derived from STAFF_PERMISSIONS) so a slip in the table shows.
 * Admin everything; Reviewer applications, listings (and their inspections), reviews, files, verification
 * decisions, listings found fraudulent; every staff role reads verifications; Support tickets, notices,
 * transactions, disputes;
 * everyone reads users, the dashboard and (outside production) caught mail; Admin alone changes users and
 * reads the audit log and the queues.
 */
const EXPECTED: Record<string, Record<string, StaffRole[]>> = {
  dashboard: { read: [A, R, S] },
  'listing-applications': { read: [A, R], decide: [A, R] },
  'agent-applications': { read: [A, R], decide: [A, R] },
  'agency-applications': { read: [A, R], decide: [A, R] },
  'student-applications': { read: [A, R], decide: [A, R] },
  files: { read: [A, R] },
  properties: { read: [A, R], update: [A, R], publish: [A, R], inspect: [A, R], fraud: [A, R] },
  verifications: { read: [A, R, S], decide: [A, R] },
  reviews: { read: [A, R], moderate: [A, R] },
  reports: { read: [A, R, S], decide: [A, R], suspend: [A] },
  tickets: { read: [A, S], reply: [A, S], update: [A, S] },
  notices: { read: [A, S], create: [A, S], update: [A, S], publish: [A, S], delete: [A, S] },
  users: { read: [A, R, S], update: [A], suspend: [A], delete: [A] },
  transactions: { read: [A, S] },
  disputes: { read: [A, S], decide: [A, S] },
  'audit-log': { read: [A] },
  mail: { read: [A, R, S] },
  queues: { read: [A] },
};

describe('the permission table', () => {
  it('is exactly the intended policy', () => {
    expect(Object.keys(STAFF_PERMISSIONS).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const resource of STAFF_RESOURCES) {
      expect(Object.keys(STAFF_PERMISSIONS[resource]).sort(), resource).toEqual(
        Object.keys(EXPECTED[resource] ?? {}).sort(),
      );
    }
  });

  for (const { resource, action } of permissionRows()) {
    for (const role of STAFF_ROLES) {
      const allowed = EXPECTED[resource]?.[action]?.includes(role) ?? false;
      it(`${role} ${allowed ? 'may' : 'may not'} ${action} ${resource}`, () => {
        expect(staffCan(role, resource, action)).toBe(allowed);
      });
    }
  }

  it('is the table docs/admin-api.md prints', () => {
    const rows = [...docs.matchAll(/^\| `([a-z-]+)` +\| (\w+) +\|(.*)\|$/gm)].map(
      ([, resource, action, marks]) => {
        const cells = (marks ?? '').split('|').map((cell) => cell.includes('✓'));
        return { resource, action, roles: STAFF_ROLES.filter((_, i) => cells[i]) };
      },
    );
    expect(rows).toEqual(permissionRows().map((row) => ({ ...row, roles: [...row.roles] })));
  });

  it('refuses what it does not know (fail closed)', () => {
    for (const role of STAFF_ROLES) {
      expect(staffCan(role, 'nonsense', 'read')).toBe(false);
      expect(staffCan(role, 'users', 'launch')).toBe(false);
      expect(staffCan(role, 'users', 'constructor')).toBe(false);
      expect(staffCan(role, '__proto__', 'read')).toBe(false);
      expect(staffCan(role, 'toString', 'read')).toBe(false);
    }
    expect(staffCan('Guest', 'dashboard', 'read')).toBe(false);
  });
});

describe('every /api/admin route, for every kind of caller', () => {
  let c: Console;
  const urlOf = (url: string) =>
    url
      .replace('/api/admin/audit-log/:id', '/api/admin/audit-log/999999')
      .replace(':id', randomUUID())
      .replace('*', 'no/such/file.jpg');

  beforeAll(async () => {
    c = await startConsole();
  });
  afterAll(() => c.close());

  const routes = () => adminRoutesOf(c.t.app);

  it('knows the routes, each with a permission from the table, and documents them under the admin tag', async () => {
    expect(routes().length).toBeGreaterThan(40);
    for (const route of routes()) {
      const [resource, action] = route.permission;
      expect(Object.keys(STAFF_PERMISSIONS[resource]), `${route.method} ${route.url}`).toContain(action);
    }
    const docs = (await c.call(null, 'GET', '/api/docs/json')).json as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    for (const route of routes()) {
      const path =
        route.url
          .replace(/:(\w+)/g, '{$1}')
          .replace('*', '{*}')
          .replace(/\/$/, '') || '/';
      const operation = docs.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${path} in /api/docs`).toBeDefined();
      expect(operation?.tags).toEqual(['admin']);
    }
  });

  it('is the route index docs/admin-api.md prints', () => {
    const index = docs.slice(docs.indexOf('## Route index'));
    const documented = [...index.matchAll(/^(GET|POST|PUT|DELETE) +(\/api\/admin\S*)$/gm)].map(
      ([, method, url]) => `${method} ${url}`,
    );
    expect(documented.sort()).toEqual(
      routes()
        .map((route) => `${route.method} ${route.url}`)
        .sort(),
    );
  });

  it('answers 401 without a token', async () => {
    for (const route of routes()) {
      const res = await c.call(
        null,
        route.method,
        urlOf(route.url),
        route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      );
      expect(res.status, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 "Staff only" to a signed-in non-staff account, on every route, writing nothing', async () => {
    const before = await snapshot(c.db);
    for (const route of routes()) {
      const res = await c.call(
        c.member,
        route.method,
        urlOf(route.url),
        route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      );
      expect(res.status, `${route.method} ${route.url}`).toBe(403);
      expect((res.json as { message: string }).message).toContain('Staff only');
    }
    expect(await snapshot(c.db)).toEqual(before);
  });

  for (const role of STAFF_ROLES) {
    it(`lets ${role} through exactly where the table says (403 elsewhere, writing nothing)`, async () => {
      const person = c.staff[role];
      for (const route of routes()) {
        const [resource, action] = route.permission;
        const allowed = staffCan(role, resource, action);
        const before = allowed ? null : await snapshot(c.db);
        const res = await c.call(
          person,
          route.method,
          urlOf(route.url),
          route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        );
        const label = `${role} ${route.method} ${route.url} → ${res.status} ${JSON.stringify(res.json).slice(0, 200)}`;
        if (allowed) {
          expect(res.status, label).not.toBe(403);
          expect(res.status, label).toBeLessThan(500);
        } else {
          expect(res.status, label).toBe(403);
          expect((res.json as { message: string }).message).toContain(
            `(${role}) may not ${action} ${resource}`,
          );
          expect(await snapshot(c.db)).toEqual(before);
        }
      }
    });
  }

  it('goes by the account as it is now: a demoted or suspended staff member is refused at once', async () => {
    const reviewer = await c.newPerson({ staff_role: 'Reviewer' });
    expect((await c.call(reviewer, 'GET', '/api/admin/dashboard')).status).toBe(200);
    await c.db.updateTable('users').set({ staff_role: null }).where('id', '=', reviewer.user.id).execute();
    const demoted = await c.call(reviewer, 'GET', '/api/admin/dashboard');
    expect(demoted.status).toBe(403);
    expect((demoted.json as { message: string }).message).toContain('Staff only');

    const support = await c.newPerson({ staff_role: 'Support' });
    await c.db
      .updateTable('users')
      .set({ suspended_at: new Date() })
      .where('id', '=', support.user.id)
      .execute();
    expect((await c.call(support, 'GET', '/api/admin/notices')).status).toBe(403);
  });
});
