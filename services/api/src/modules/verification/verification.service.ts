import { randomUUID } from 'node:crypto';
import type { VerificationRow } from '@ile/db';
import { type Db, removeUnreferenced, type Storage } from '@ile/db';
import { hasAgencyProfile } from '@ile/db/repositories/agencies.repository';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import { findUserById } from '@ile/db/repositories/users.repository';
import {
  hasPendingVerification,
  insertVerification,
  latestVerificationsOf,
} from '@ile/db/repositories/verifications.repository';
import {
  type CreateVerificationBody,
  type MyVerificationResponse,
  outboxEvent,
  type Verification,
} from '@ile/shared';
import { ConflictError, ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { badgesOfUsers } from '../../lib/verification-badges';
import { storeVerificationPictures } from './verification-files';

const isUniqueViolation = (error: unknown): boolean => (error as { code?: string }).code === '23505';
const PENDING = 'You already have a verification waiting for review';

export function toVerification(row: VerificationRow): Verification {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    country: row.country,
    document_type: row.document_type,
    document_number: row.document_number,
    licence_number: row.licence_number,
    rejection_reason: row.rejection_reason,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

/**
 * A person asks for their ID (or their agency's registration) to be checked: the status page, and the
 * submission. Every refusal happens before anything is written; the pictures are written only once every
 * check passed, and removed again when the row cannot be inserted (a pending one won a race).
 */
export function createVerificationService(db: Db, privateStorage: Storage) {
  async function account(userId: string) {
    const user = await findUserById(db, userId);
    if (!user || user.deleted_at) throw new UnauthorizedError('Sign in to continue');
    return user;
  }

  return {
    async status(userId: string): Promise<MyVerificationResponse> {
      await account(userId);
      const [rows, badges, agency] = await Promise.all([
        latestVerificationsOf(db, userId),
        badgesOfUsers(db, [userId]),
        hasAgencyProfile(db, userId),
      ]);
      const latest = (kind: VerificationRow['kind']) => {
        const row = rows.find((candidate) => candidate.kind === kind);
        return row ? toVerification(row) : null;
      };
      return {
        badges: badges(userId),
        identity: latest('identity'),
        business: latest('business'),
        canVerifyBusiness: agency,
      };
    },

    async submit(userId: string, body: CreateVerificationBody): Promise<Verification> {
      const user = await account(userId);
      if (body.kind === 'business') {
        if (!(await hasAgencyProfile(db, userId))) {
          throw new ForbiddenError(
            'Business verification is for agency accounts: register your agency first',
          );
        }
        const badges = (await badgesOfUsers(db, [userId]))(userId);
        if (badges.business) throw new ConflictError('Your agency is already business verified');
      } else if (user.identity_verified_at) {
        throw new ConflictError('Your ID is already verified');
      }
      if (await hasPendingVerification(db, userId, body.kind)) throw new ConflictError(PENDING);

      const id = randomUUID();
      const pictures = [{ field: 'document', dataUrl: body.document }];
      if (body.kind === 'identity' && body.selfie) pictures.push({ field: 'selfie', dataUrl: body.selfie });
      const [documentKey, selfieKey] = await storeVerificationPictures(
        privateStorage,
        `verifications/${userId}/${id}`,
        pictures,
      );
      try {
        const row = await db.transaction().execute(async (trx) => {
          const inserted = await insertVerification(trx, {
            id,
            user_id: userId,
            kind: body.kind,
            country: body.country as VerificationRow['country'],
            document_type: body.documentType,
            document_number: body.documentNumber,
            licence_number: body.kind === 'business' ? (body.licenceNumber ?? null) : null,
            document_key: documentKey ?? null,
            selfie_key: selfieKey ?? null,
          });
          await appendOutboxEvent(
            trx,
            outboxEvent('verification.submitted', { verificationId: id, userId, kind: body.kind }),
          );
          return inserted;
        });
        return toVerification(row);
      } catch (error) {
        await removeUnreferenced(
          privateStorage,
          [documentKey, selfieKey].filter((key): key is string => Boolean(key)),
        );
        if (isUniqueViolation(error)) throw new ConflictError(PENDING);
        throw error;
      }
    },
  };
}
