import type { Db, User } from '@ile/db';
import type { ListParams } from '@ile/db/list-query';
import { eraseAccount } from '@ile/db/repositories/account-erasure.repository';
import { revokeUserSessions } from '@ile/db/repositories/sessions.repository';
import {
  countOtherActiveAdmins,
  findUserById,
  listUsersForConsole,
  lockUser,
  suspendUser,
  updateUser,
} from '@ile/db/repositories/users.repository';
import type { StaffRole, UserRole } from '@ile/shared';
import type { UserRecord } from '@ile/shared/contracts/admin/users';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { pick, type StaffActor, writeAudit } from '../audit';

import { oneById } from '../simple-rest';
import { toUserRecord, type UserFilter, userListSpec } from './user-records';

const RESOURCE = 'users';

async function lockLiveUser(trx: Db, id: string): Promise<User> {
  const row = await lockUser(trx, id);
  if (!row || row.deleted_at) throw new NotFoundError('User not found');
  return row;
}

/** Refuses to leave the console with no Admin who can sign in. */
async function assertAnotherAdmin(trx: Db, exceptId: string): Promise<void> {
  if ((await countOtherActiveAdmins(trx, exceptId)) === 0)
    throw new ConflictError('This is the last Admin; make someone else Admin first');
}

/**
 * Suspends an account in the caller's transaction: signs it out everywhere, refuses sign-in and refresh until
 * reinstated, audited. The reports queue's "suspend" runs it inside its own decision.
 */
export async function suspendUserIn(
  trx: Db,
  actor: StaffActor,
  id: string,
  reason: string | null,
): Promise<void> {
  const row = await lockLiveUser(trx, id);
  if (id === actor.id) throw new ConflictError('You cannot suspend yourself');
  if (row.suspended_at) throw new ConflictError('This account is already suspended');
  if (row.staff_role === 'Admin') await assertAnotherAdmin(trx, id);
  const updated = await suspendUser(trx, id);
  await revokeUserSessions(trx, id);
  await writeAudit(trx, actor, {
    action: 'user.suspend',
    resource: RESOURCE,
    resourceId: id,
    before: { suspended_at: null },
    after: { suspended_at: updated.suspended_at, reason, sessions_revoked: true },
  });
}

/**
 * People, for staff: read by every staff role; role, staff role, suspension and erasure by Admin only.
 * Audit rows hold the fields a change touched, never the person's contact details.
 */
export function createAdminUsers(db: Db) {
  async function list(params: ListParams<UserFilter>): Promise<{ rows: UserRecord[]; total: number }> {
    const { rows, total } = await listUsersForConsole(db, params);
    return { rows: rows.map(toUserRecord), total };
  }

  async function get(id: string): Promise<UserRecord> {
    return oneById(list, userListSpec.defaultSort, { id }, 'User not found');
  }

  const lock = lockLiveUser;

  return {
    list,
    get,

    /** Changes the role (EndUser, Agent, Agency) and/or the staff role (Admin, Reviewer, Support or none). */
    async update(
      actor: StaffActor,
      id: string,
      patch: { role?: UserRole; staff_role?: StaffRole | null },
    ): Promise<UserRecord> {
      await db.transaction().execute(async (trx) => {
        const row = await lock(trx, id);
        const role = patch.role !== undefined && patch.role !== row.role ? patch.role : undefined;
        const staffRole =
          patch.staff_role !== undefined && patch.staff_role !== row.staff_role
            ? patch.staff_role
            : undefined;
        if (role === undefined && staffRole === undefined) return;
        if (staffRole !== undefined) {
          if (id === actor.id) throw new ConflictError('You cannot change your own staff role');
          if (row.staff_role === 'Admin') await assertAnotherAdmin(trx, id);
        }
        const updated = await updateUser(trx, id, {
          ...(role !== undefined ? { role } : {}),
          ...(staffRole !== undefined ? { staff_role: staffRole } : {}),
        });
        const fields = [
          ...(role !== undefined ? ['role'] : []),
          ...(staffRole !== undefined ? ['staff_role'] : []),
        ];
        await writeAudit(trx, actor, {
          action: staffRole !== undefined ? 'user.staff_role' : 'user.role',
          resource: RESOURCE,
          resourceId: id,
          before: pick(row, fields as (keyof User)[]),
          after: pick(updated, fields as (keyof User)[]),
        });
      });
      return get(id);
    },

    /** Signs the user out everywhere and refuses sign-in and refresh until reinstated. */
    async suspend(actor: StaffActor, id: string, reason: string | null): Promise<UserRecord> {
      await db.transaction().execute((trx) => suspendUserIn(trx, actor, id, reason));
      return get(id);
    },

    async reinstate(actor: StaffActor, id: string): Promise<UserRecord> {
      await db.transaction().execute(async (trx) => {
        const row = await lock(trx, id);
        if (!row.suspended_at) throw new ConflictError('This account is not suspended');
        await updateUser(trx, id, { suspended_at: null });
        await writeAudit(trx, actor, {
          action: 'user.reinstate',
          resource: RESOURCE,
          resourceId: id,
          before: { suspended_at: row.suspended_at },
          after: { suspended_at: null },
        });
      });
      return get(id);
    },

    /**
     * Erases the account exactly as the user's own "delete account" does (eraseAccount). Staff accounts are
     * demoted first; nobody erases themselves here.
     */
    async erase(actor: StaffActor, id: string): Promise<UserRecord> {
      // Erased accounts are not found: the same 404 as an unknown id.
      const row = await findUserById(db, id);
      if (!row) throw new NotFoundError('User not found');
      if (id === actor.id) throw new ConflictError('You cannot delete your own account from the console');
      if (row.staff_role)
        throw new ConflictError('Remove this person’s staff role before deleting the account');
      await db.transaction().execute(async (trx) => {
        const locked = await lock(trx, id);
        if (locked.staff_role)
          throw new ConflictError('Remove this person’s staff role before deleting the account');
        const erased = await eraseAccount(trx, locked);
        await writeAudit(trx, actor, {
          action: 'user.delete',
          resource: RESOURCE,
          resourceId: id,
          // Only what is not personal: the log must not keep what the erasure removed.
          before: pick(locked, ['role', 'created_at', 'suspended_at']),
          after: { deleted: true, listings_unpublished: erased.listingsUnpublished },
        });
      });
      return get(id);
    },
  };
}
