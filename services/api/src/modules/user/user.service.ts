import type { Db, User as UserRow, UserUpdate } from '@ile/db';
import { ImageRejectedError } from '@ile/db/media/image-processing';
import { verifyPassword } from '@ile/db/passwords';
import { eraseAccount } from '@ile/db/repositories/account-erasure.repository';
import { findStudentOfUser } from '@ile/db/repositories/students.repository';
import { findUserById, searchUsersByName, updateUser } from '@ile/db/repositories/users.repository';
import type { Storage } from '@ile/db/storage/local-storage';
import {
  type AccountUpdateUserBody,
  parseDataUrl,
  STUDENT_BENEFITS,
  type UpdateUserSettingsBody,
} from '@ile/shared';
import { BadRequestError, UnauthorizedError } from '../../lib/errors';
import { storeProfilePicture } from '../../lib/profile-pictures';

const USER_SEARCH_LIMIT = 10;

export function createUserService(db: Db, storage: Storage) {
  async function load(userId: string): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user) throw new UnauthorizedError('Sign in to continue');
    return user;
  }

  async function storeAvatar(userId: string, dataUrl: string): Promise<string> {
    const parsed = parseDataUrl(dataUrl);
    if (!parsed)
      throw new BadRequestError('Expected an image as a base64 data URL', { image: ['is not a data URL'] });
    try {
      return await storeProfilePicture(storage, `avatars/${userId}`, Buffer.from(parsed.base64, 'base64'));
    } catch (error) {
      if (error instanceof ImageRejectedError)
        throw new BadRequestError(error.message, { image: [error.message] });
      throw error;
    }
  }

  return {
    load,

    /** A verified student's university and benefits, for /user/me. */
    async studentOf(user: UserRow) {
      if (!user.is_verified_student) return null;
      const student = await findStudentOfUser(db, user.id);
      if (!student) return null;
      return {
        ...student,
        verified_at: student.verified_at.toISOString(),
        benefits: STUDENT_BENEFITS.map((benefit) => ({ ...benefit })),
      };
    },

    async updateAccount(userId: string, body: AccountUpdateUserBody): Promise<UserRow> {
      await load(userId);
      let patch: UserUpdate;
      switch (body.type) {
        case 'name':
          patch = { first_name: body.firstName, last_name: body.lastName };
          break;
        case 'gender':
          patch = { gender: body.gender };
          break;
        case 'phone':
          patch = { phone: body.phone };
          break;
        case 'address':
          patch = { address: body.address, state: body.state ?? null, country: body.country ?? null };
          break;
        case 'image':
          patch = { profile_image: await storeAvatar(userId, body.image) };
          break;
      }
      return updateUser(db, userId, patch);
    },

    async updateSettings(userId: string, body: UpdateUserSettingsBody): Promise<UserRow> {
      await load(userId);
      const patch: UserUpdate = {};
      if (body.selectedCurrency !== undefined) patch.selected_currency = body.selectedCurrency;
      if (body.darkMode !== undefined) patch.dark_mode = body.darkMode;
      if (body.themeColour !== undefined) patch.theme_colour = body.themeColour;
      if (body.searchEngineInclusion !== undefined)
        patch.search_engine_inclusion = body.searchEngineInclusion;
      if (body.readReceipts !== undefined) patch.read_receipts = body.readReceipts;
      return updateUser(db, userId, patch);
    },

    /** The user's own account deletion, with their password: see eraseAccount. */
    async deleteAccount(userId: string, password: string): Promise<void> {
      const user = await load(userId);
      if (!(await verifyPassword(password, user.password_hash))) {
        throw new BadRequestError('Your password is incorrect', { password: ['is incorrect'] });
      }
      await db.transaction().execute((trx) => eraseAccount(trx, user));
    },

    searchUsers(userId: string, text: string) {
      return searchUsersByName(db, text, userId, USER_SEARCH_LIMIT);
    },
  };
}
