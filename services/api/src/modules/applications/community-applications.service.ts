import { randomUUID } from 'node:crypto';
import { type Db, removeUnreferenced, type Storage } from '@ile/db';
import { ImageRejectedError, inspectImage } from '@ile/db/media/image-processing';
import { hasAgencyProfile, isApprovedAgency } from '@ile/db/repositories/agencies.repository';
import { hasAgentProfile } from '@ile/db/repositories/agents.repository';
import {
  hasPendingApplication,
  insertAgencyApplication,
  insertAgentApplication,
  insertStudentApplication,
  listUserApplications,
} from '@ile/db/repositories/applications.repository';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import { findUserById } from '@ile/db/repositories/users.repository';
import {
  type CreateAgencyApplicationBody,
  type CreateAgentApplicationBody,
  type CreateStudentApplicationBody,
  type MyApplication,
  outboxEvent,
  parseDataUrl,
  STUDENT_PROOF_RULES,
} from '@ile/shared';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../lib/errors';
import { storeOriginals } from '../../lib/listing-uploads';
import { requireVerifiedEmail } from '../../lib/verified-email';

const isUniqueViolation = (error: unknown): boolean => (error as { code?: string }).code === '23505';

/** The one-pending-per-user index turns a second application into a clear 409, even under a race. */
async function insertOnce(kind: string, insert: () => Promise<unknown>): Promise<void> {
  try {
    await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(`You already have a pending ${kind} application`);
    throw error;
  }
}

export function createCommunityApplicationService(db: Db, privateStorage: Storage) {
  async function applicant(userId: string) {
    await requireVerifiedEmail(db, userId);
    const user = await findUserById(db, userId);
    if (!user) throw new UnauthorizedError('Sign in to continue');
    return user;
  }

  /** Files are written after every check has passed; the key is private until approval publishes it. */
  async function storeOne(folder: string, dataUrl: string | undefined, field: string) {
    if (!dataUrl) return null;
    const [stored] = await storeOriginals(privateStorage, folder, [dataUrl], field);
    return stored?.key ?? null;
  }

  return {
    async applyAsAgent(userId: string, body: CreateAgentApplicationBody) {
      const user = await applicant(userId);
      if (await hasAgentProfile(db, userId)) throw new ConflictError('You are already an agent');
      if (body.agencyId) {
        if (!(await isApprovedAgency(db, body.agencyId))) {
          throw new BadRequestError('Choose an approved agency, or leave it empty', {
            agencyId: ['is not an approved agency'],
          });
        }
      }
      if (await hasPendingApplication(db, 'agent', userId))
        throw new ConflictError('You already have a pending agent application');
      const id = randomUUID();
      const imageKey = await storeOne(`originals/agent-applications/${id}`, body.image, 'image');
      await insertOnce('agent', () =>
        db.transaction().execute(async (trx) => {
          await insertAgentApplication(trx, {
            id,
            user_id: userId,
            first_name: body.firstName ?? user.first_name,
            last_name: body.lastName ?? user.last_name,
            position: body.position,
            work_email: body.workEmail,
            address: body.address,
            gender: body.gender,
            office_phone: body.officePhone,
            mobile_phone: body.mobilePhone ?? null,
            agency_id: body.agencyId ?? null,
            linkedin: body.linkedin ?? null,
            description: body.description ?? null,
            image_key: imageKey,
          });
          await appendOutboxEvent(
            trx,
            outboxEvent('agent_application.submitted', { applicationId: id, userId }),
          );
        }),
      );
      return { id, status: 'pending' as const };
    },

    async applyAsAgency(userId: string, body: CreateAgencyApplicationBody) {
      const user = await applicant(userId);
      if (await hasAgencyProfile(db, userId)) throw new ConflictError('You already have an agency');
      if (await hasPendingApplication(db, 'agency', userId))
        throw new ConflictError('You already have a pending agency application');
      const id = randomUUID();
      const folder = `originals/agency-applications/${id}`;
      const imageKey = await storeOne(`${folder}/logo`, body.image, 'image');
      let documentKey: string | null;
      try {
        documentKey = await storeOne(`${folder}/document`, body.documentImage, 'documentImage');
      } catch (error) {
        // A bad document leaves no logo behind either.
        if (imageKey) await removeUnreferenced(privateStorage, [imageKey]);
        throw error;
      }
      await insertOnce('agency', () =>
        db.transaction().execute(async (trx) => {
          await insertAgencyApplication(trx, {
            id,
            user_id: userId,
            agency_name: body.agencyName,
            work_email: body.workEmail,
            address: body.address,
            country: body.country,
            region: body.region,
            license_number: body.licenseNumber,
            office_phone: body.officePhone,
            corporate_values: body.corperateValue,
            history: body.history,
            image_key: imageKey,
            document_key: documentKey,
            website: body.website ?? null,
            linkedin: body.linkedin ?? null,
            fax: body.fax ?? null,
            postal_code: body.postalCode ?? null,
            mobile_phone: body.mobilePhone ?? user.phone ?? null,
            description: body.description ?? null,
            position: body.position ?? null,
            gender: body.gender ?? null,
          });
          await appendOutboxEvent(
            trx,
            outboxEvent('agency_application.submitted', { applicationId: id, userId }),
          );
        }),
      );
      return { id, status: 'pending' as const };
    },

    async applyAsStudent(userId: string, body: CreateStudentApplicationBody) {
      const user = await applicant(userId);
      if (user.is_verified_student) throw new ConflictError('You are already a verified student');
      if (await hasPendingApplication(db, 'student', userId))
        throw new ConflictError('You already have a pending student application');
      await checkProof(body.documents);
      const id = randomUUID();
      const documentKey = await storeOne(`originals/student-applications/${id}`, body.documents, 'documents');
      await insertOnce('student', () =>
        db.transaction().execute(async (trx) => {
          await insertStudentApplication(trx, {
            id,
            user_id: userId,
            first_name: body.firstName ?? user.first_name,
            last_name: body.lastName ?? user.last_name,
            email: body.email ?? user.email,
            university_email: body.universityEmail,
            university: body.university,
            request_location: body.requestLocation ?? null,
            proof_type: body.proofType,
            document_key: documentKey,
          });
          await appendOutboxEvent(
            trx,
            outboxEvent('student_application.submitted', { applicationId: id, userId }),
          );
        }),
      );
      return { id, status: 'pending' as const };
    },

    /** Every application of the caller, of every kind, newest first. */
    async mine(userId: string): Promise<MyApplication[]> {
      const [listing, agent, agency, student] = await Promise.all([
        listUserApplications(db, 'listing', userId),
        listUserApplications(db, 'agent', userId),
        listUserApplications(db, 'agency', userId),
        listUserApplications(db, 'student', userId),
      ]);
      const tagged = [
        ...listing.map((row) => ({ ...row, kind: 'listing' as const })),
        ...agent.map((row) => ({ ...row, kind: 'agent' as const })),
        ...agency.map((row) => ({ ...row, kind: 'agency' as const })),
        ...student.map((row) => ({ ...row, kind: 'student' as const })),
      ];
      tagged.sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? 1 : -1));
      return tagged.map((row) => ({
        id: row.id,
        kind: row.kind,
        title: row.title,
        status: row.status,
        rejection_reason: row.rejection_reason,
        created_at: row.created_at.toISOString(),
        decided_at: row.decided_at?.toISOString() ?? null,
      }));
    },
  };
}

/** decisions.md: the spec's proof guidance is enforced, one message per rule; the schema checked type and size. */
async function checkProof(dataUrl: string): Promise<void> {
  const parsed = parseDataUrl(dataUrl);
  if (!parsed)
    throw new BadRequestError(STUDENT_PROOF_RULES.messages.type, {
      documents: [STUDENT_PROOF_RULES.messages.type],
    });
  let picture: { format: string; width: number; height: number };
  try {
    picture = await inspectImage(Buffer.from(parsed.base64, 'base64'));
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      throw new BadRequestError(STUDENT_PROOF_RULES.messages.type, { documents: [error.message] });
    }
    throw error;
  }
  if (picture.format !== 'jpeg' && picture.format !== 'png') {
    throw new BadRequestError(STUDENT_PROOF_RULES.messages.type, {
      documents: [STUDENT_PROOF_RULES.messages.type],
    });
  }
  // A portrait photo of a card is as good as a landscape one.
  const long = Math.max(picture.width, picture.height);
  const short = Math.min(picture.width, picture.height);
  if (long < STUDENT_PROOF_RULES.minWidth || short < STUDENT_PROOF_RULES.minHeight) {
    const message = STUDENT_PROOF_RULES.messages.dimensions;
    throw new BadRequestError(message, { documents: [message] });
  }
}
