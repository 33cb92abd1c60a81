import { randomBytes } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { EmailSchema, PASSWORD_MESSAGES, PASSWORD_RULE, STAFF_ROLES, type StaffRole } from '@ile/shared';
import { sql } from 'kysely';
import { createDatabase, type Db } from '../database';
import { redact } from '../ensure-database';
import { hashPassword } from '../passwords';
import { findUserByEmail } from '../repositories/users.repository';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/ile';
const USAGE =
  'usage: npm run staff:create -- --email ADDRESS --role Admin|Reviewer|Support [--password PASSWORD]' +
  ' [--first-name NAME] [--last-name NAME]';

export class StaffCreateError extends Error {}

export interface StaffAccountInput {
  email: string;
  role: string;
  /** Checked against the password rule; when absent a new account gets a generated one. */
  password?: string;
  firstName?: string;
  lastName?: string;
}

export interface StaffAccountResult {
  action: 'created' | 'promoted';
  userId: string;
  email: string;
  role: StaffRole;
  /** The password made up for a new account when none was given; shown once, never stored in clear. */
  generatedPassword: string | null;
  /** An existing account that was suspended is reinstated: the command exists to give someone a way in. */
  reinstated: boolean;
}

/** A password the strength rule accepts (the rule wants a lower case letter, a capital and a digit). */
export function generatePassword(): string {
  for (;;) {
    const candidate = randomBytes(12).toString('base64url');
    if (PASSWORD_RULE.pattern.test(candidate)) return candidate;
  }
}

/**
 * Creates a verified staff account, or gives an existing account the staff role (setting the password when
 * one is given). Written to the audit log like a console change, with the command as the actor.
 */
export async function createStaffAccount(db: Db, input: StaffAccountInput): Promise<StaffAccountResult> {
  const email = EmailSchema.safeParse(input.email);
  if (!email.success) throw new StaffCreateError(`--email: ${input.email} is not a valid email address`);
  if (!(STAFF_ROLES as readonly string[]).includes(input.role))
    throw new StaffCreateError(`--role must be one of ${STAFF_ROLES.join(', ')}, got ${input.role}`);
  const role = input.role as StaffRole;
  if (
    input.password !== undefined &&
    (!PASSWORD_RULE.pattern.test(input.password) || input.password.length > PASSWORD_RULE.maxLength)
  )
    throw new StaffCreateError(`--password: ${PASSWORD_MESSAGES.invalid}`);

  const generatedPassword = input.password === undefined ? generatePassword() : null;
  const existing = await findUserByEmail(db, email.data);
  const passwordHash =
    input.password !== undefined
      ? await hashPassword(input.password)
      : existing
        ? null
        : await hashPassword(generatedPassword as string);

  return db.transaction().execute(async (trx) => {
    const audit = (action: string, userId: string, before: object | null, after: object) =>
      trx
        .insertInto('audit_log')
        .values({
          actor_id: null,
          actor_role: 'cli',
          action,
          resource: 'users',
          resource_id: userId,
          before: before ? JSON.stringify(before) : null,
          after: JSON.stringify(after),
        })
        .execute();

    if (existing) {
      await trx
        .updateTable('users')
        .set({
          staff_role: role,
          email_verified_at: existing.email_verified_at ?? sql<Date>`now()`,
          suspended_at: null,
          ...(passwordHash ? { password_hash: passwordHash } : {}),
        })
        .where('id', '=', existing.id)
        .execute();
      await audit(
        'user.staff_role',
        existing.id,
        { staff_role: existing.staff_role, suspended_at: existing.suspended_at },
        { staff_role: role, suspended_at: null, password_set: passwordHash !== null },
      );
      return {
        action: 'promoted',
        userId: existing.id,
        email: existing.email,
        role,
        generatedPassword: null,
        reinstated: existing.suspended_at !== null,
      };
    }

    const localPart = email.data.split('@')[0] ?? 'staff';
    const created = await trx
      .insertInto('users')
      .values({
        email: email.data,
        password_hash: passwordHash as string,
        first_name: input.firstName?.trim() || localPart,
        last_name: input.lastName?.trim() || 'Staff',
        staff_role: role,
        email_verified_at: sql<Date>`now()`,
      })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    await audit('user.staff_create', created.id, null, { staff_role: role });
    return {
      action: 'created',
      userId: created.id,
      email: created.email,
      role,
      generatedPassword,
      reinstated: false,
    };
  });
}

async function main(): Promise<number> {
  let values: {
    email?: string;
    role?: string;
    password?: string;
    'first-name'?: string;
    'last-name'?: string;
  };
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
    }));
  } catch (error) {
    console.error(`staff:create: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!values.email || !values.role) {
    console.error(`staff:create: --email and --role are required\n${USAGE}`);
    return 2;
  }

  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const db = createDatabase(url, { max: 1, applicationName: 'ile-staff-create' });
  try {
    const result = await createStaffAccount(db, {
      email: values.email,
      role: values.role,
      password: values.password,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    console.log(
      result.action === 'created'
        ? `staff:create: created ${result.role} account ${result.email} (verified)`
        : `staff:create: ${result.email} is now ${result.role}${result.reinstated ? ' (it was suspended and is reinstated)' : ''}`,
    );
    if (result.generatedPassword)
      console.log(`staff:create: password ${result.generatedPassword} (shown once)`);
    else if (values.password) console.log('staff:create: password set as given');
    console.log('staff:create: sign in at /admin with this email and password');
    return 0;
  } catch (error) {
    if (error instanceof StaffCreateError) {
      console.error(`staff:create: ${error.message}\n${USAGE}`);
      return 2;
    }
    const message = error instanceof Error ? error.message : String(error);
    console.error(`staff:create: failed against ${redact(url)}: ${message}`);
    if (/relation .* does not exist/.test(message))
      console.error('staff:create: run `npm run migrate` first');
    return 1;
  } finally {
    await db.destroy();
  }
}

// Run as a command (npm run staff:create), not when a test imports createStaffAccount.
const invoked = process.argv[1] ? pathToFileURL(realpathSync(process.argv[1])).href : '';
if (import.meta.url === invoked) process.exitCode = await main();
