import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createStaffAccount, StaffCreateError } from '@ile/db/cli/staff-create';
import { DEMO_PASSWORD, DEMO_USERS } from '@ile/db/seed/demo-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const run = promisify(execFile);

describe('npm run staff:create', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  const userByEmail = (email: string) =>
    t.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  it('creates a verified staff account with a generated password that signs in to the console', async () => {
    const result = await createStaffAccount(t.database.db, { email: 'Ops@Ile.Test', role: 'Admin' });
    expect(result).toMatchObject({ action: 'created', email: 'ops@ile.test', role: 'Admin' });
    expect(result.generatedPassword).toMatch(/^.{16}$/);
    const user = await userByEmail('ops@ile.test');
    expect(user).toMatchObject({ staff_role: 'Admin', role: 'EndUser' });
    expect(user.email_verified_at).not.toBeNull();
    const session = await login(t.app, {
      id: user.id,
      email: user.email,
      password: result.generatedPassword as string,
    });
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: session.auth,
    });
    expect(dashboard.statusCode).toBe(200);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_role', 'actor_id'])
      .where('resource_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'user.staff_create', actor_role: 'cli', actor_id: null });
  });

  it('promotes an existing account, setting the password when given and lifting a suspension', async () => {
    await t.database.db
      .insertInto('users')
      .values({
        email: 'kemi@example.test',
        password_hash: 'unusable',
        first_name: 'Kemi',
        last_name: 'Ade',
        suspended_at: new Date(),
      })
      .execute();
    const result = await createStaffAccount(t.database.db, {
      email: 'kemi@example.test',
      role: 'Support',
      password: 'Str0ngPassword',
    });
    expect(result).toMatchObject({
      action: 'promoted',
      role: 'Support',
      generatedPassword: null,
      reinstated: true,
    });
    const user = await userByEmail('kemi@example.test');
    expect(user).toMatchObject({ staff_role: 'Support', first_name: 'Kemi', suspended_at: null });
    await expect(
      login(t.app, { id: user.id, email: user.email, password: 'Str0ngPassword' }),
    ).resolves.toBeDefined();
  });

  it('refuses a bad role, email or password, writing nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const input of [
      { email: 'x@ile.test', role: 'Superuser' },
      { email: 'not-an-email', role: 'Admin' },
      { email: 'y@ile.test', role: 'Admin', password: 'weak' },
    ]) {
      await expect(createStaffAccount(t.database.db, input)).rejects.toBeInstanceOf(StaffCreateError);
    }
    expect(await count()).toBe(before);
  });

  it('runs as a command', async () => {
    const script = join(repoRoot, 'packages/db/src/cli/staff-create.ts');
    const tsx = join(repoRoot, 'node_modules/.bin/tsx');
    const env = { ...process.env, DATABASE_URL: t.database.url };
    const { stdout } = await run(tsx, [script, '--email', 'reviewer2@ile.test', '--role', 'Reviewer'], {
      env,
    });
    expect(stdout).toContain('created Reviewer account reviewer2@ile.test');
    const password = /password (\S+) \(shown once\)/.exec(stdout)?.[1];
    expect(password).toBeDefined();
    const user = await userByEmail('reviewer2@ile.test');
    await expect(
      login(t.app, { id: user.id, email: user.email, password: password as string }),
    ).resolves.toBeDefined();
    const refused = await run(tsx, [script, '--email', 'z@ile.test', '--role', 'King'], { env }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--role must be one of Admin, Reviewer, Support'),
    });
  });

  it('the seed’s demo staff accounts exist for each role', () => {
    expect(
      [DEMO_USERS.admin, DEMO_USERS.reviewer, DEMO_USERS.support].map((a) => [a.email, a.staffRole]),
    ).toEqual([
      ['admin@ile.test', 'Admin'],
      ['reviewer@ile.test', 'Reviewer'],
      ['support@ile.test', 'Support'],
    ]);
    expect(DEMO_PASSWORD).toBe('Demo1234!');
  });
});
