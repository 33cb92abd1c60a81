import { randomUUID } from 'node:crypto';
import type { Db, Storage } from '@ile/db';
import { insertPersonalNotice } from '@ile/db/repositories/notices.repository';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import {
  type ApplicationKind,
  applicationDecisionTitle,
  applicationOutcomePath,
  type Notification,
  outboxEvent,
} from '@ile/shared';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { storeProfilePicture } from '../../lib/profile-pictures';

export type Decision = 'successful' | 'unsuccessful';

export interface DecisionResult {
  applicationId: string;
  userId: string;
  status: Decision;
  /** The published listing, for an approved listing application. */
  propertyId: string | null;
}

type Trx = Db;

export interface DecideOptions {
  /**
   * Runs inside the decision's transaction after its effects and event are written, so whatever it writes
   * (the console's audit row) commits or rolls back with the decision.
   */
  withinTransaction?: (trx: Trx, result: DecisionResult) => Promise<void>;
}

const TABLES = {
  listing: 'listing_applications',
  agent: 'agent_applications',
  agency: 'agency_applications',
  student: 'student_applications',
} as const;

/**
 * The application state machine: pending → successful | unsuccessful, nothing else. The staff console calls
 * `decide`; approval applies its effect in the same transaction (agent → profile and Agent role; agency →
 * profile and Agency role; student → verified-student flag; listing → a published property whose images go
 * to the images worker). Either way the applicant gets a personal notice, and an outbox event has the
 * worker email them.
 */
/** Tells a signed-in applicant at once (socket.io); the notice and the email follow either way. */
export type NotifyApplicant = (userId: string, notification: Notification) => void;

export function createApplicationDecisions(
  db: Db,
  storage: Storage,
  privateStorage: Storage,
  notify: NotifyApplicant = () => {},
) {
  /** A private original made into public profile-picture sizes; a missing or broken one is skipped. */
  async function publishPicture(key: string | null, prefix: string): Promise<string | null> {
    if (!key) return null;
    const original = await privateStorage.get(key);
    if (!original) return null;
    try {
      return await storeProfilePicture(storage, prefix, original);
    } catch {
      return null;
    }
  }

  async function approveAgent(trx: Trx, applicationId: string, picture: string | null) {
    const application = await trx
      .selectFrom('agent_applications')
      .selectAll()
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    const profile = {
      agency_id: application.agency_id,
      position: application.position,
      office_address: application.address,
      mobile_phone: application.mobile_phone,
      office_phone: application.office_phone,
      business_email: application.work_email,
      linkedin: application.linkedin,
      description: application.description,
      gender: application.gender,
      ...(picture ? { profile_image: picture } : {}),
      approved_at: new Date(),
      application_id: application.id,
    };
    await trx
      .insertInto('agents')
      .values({ user_id: application.user_id, ...profile })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(profile))
      .execute();
    await trx.updateTable('users').set({ role: 'Agent' }).where('id', '=', application.user_id).execute();
  }

  async function approveAgency(trx: Trx, applicationId: string, picture: string | null) {
    const application = await trx
      .selectFrom('agency_applications')
      .selectAll()
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    const profile = {
      agency_name: application.agency_name,
      office_address: application.address,
      description: application.description,
      ...(picture ? { profile_image: picture } : {}),
      // The registration document stays private: staff and the agency read it through the api.
      document_image: application.document_key,
      mobile_phone: application.mobile_phone,
      office_phone: application.office_phone,
      business_email: application.work_email,
      website: application.website,
      fax: application.fax,
      postal_code: application.postal_code,
      license_number: application.license_number,
      country: application.country,
      region: application.region,
      corporate_values: application.corporate_values,
      history: application.history,
      position: application.position,
      linkedin: application.linkedin,
      approved_at: new Date(),
      application_id: application.id,
    };
    await trx
      .insertInto('agencies')
      .values({ user_id: application.user_id, ...profile })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(profile))
      .execute();
    await trx.updateTable('users').set({ role: 'Agency' }).where('id', '=', application.user_id).execute();
  }

  async function approveStudent(trx: Trx, applicationId: string) {
    const application = await trx
      .selectFrom('student_applications')
      .selectAll()
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    const student = {
      university: application.university,
      university_email: application.university_email,
      verified_at: new Date(),
      application_id: application.id,
    };
    await trx
      .insertInto('students')
      .values({ user_id: application.user_id, ...student })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(student))
      .execute();
    await trx
      .updateTable('users')
      .set({ is_verified_student: true })
      .where('id', '=', application.user_id)
      .execute();
  }

  /** Copies the application into a published listing; its images are rendered by the images worker. */
  async function publishListing(trx: Trx, applicationId: string): Promise<string> {
    const application = await trx
      .selectFrom('listing_applications')
      .selectAll()
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    const {
      id: _id,
      user_id,
      status: _status,
      amenities,
      decided_by: _by,
      decided_at: _at,
      rejection_reason: _reason,
      property_id: _property,
      created_at: _created,
      updated_at: _updated,
      ...listing
    } = application;
    const propertyId = randomUUID();
    await trx
      .insertInto('properties')
      .values({
        ...listing,
        id: propertyId,
        owner_id: user_id,
        features: amenities,
        status: 'published',
        published_at: new Date(),
        application_id: application.id,
      })
      .execute();
    const images = await trx
      .selectFrom('listing_application_images')
      .selectAll()
      .where('application_id', '=', application.id)
      .orderBy('position')
      .execute();
    if (images.length > 0) {
      const rows = images.map((image) => ({
        id: randomUUID(),
        property_id: propertyId,
        position: image.position,
        original_key: image.original_key,
        content_type: image.content_type,
        bytes: image.bytes,
        status: 'pending' as const,
      }));
      await trx.insertInto('property_images').values(rows).execute();
      await appendOutboxEvent(
        trx,
        outboxEvent('property.images_uploaded', { propertyId, imageIds: rows.map((row) => row.id) }),
      );
    }
    await appendOutboxEvent(trx, outboxEvent('property.published', { propertyId }));
    await trx
      .updateTable('listing_applications')
      .set({ property_id: propertyId })
      .where('id', '=', application.id)
      .execute();
    return propertyId;
  }

  return {
    async decide(
      kind: ApplicationKind,
      applicationId: string,
      staffId: string,
      decision: Decision,
      reason: string | null = null,
      options: DecideOptions = {},
    ): Promise<DecisionResult> {
      const table = TABLES[kind];
      const current = await db
        .selectFrom(table)
        .select(['user_id', 'status'])
        .where('id', '=', applicationId)
        .executeTakeFirst();
      if (!current) throw new NotFoundError('Application not found');
      if (current.status !== 'pending') throw new ConflictError('This application has already been decided');
      // Pictures are rendered before the transaction so it holds no lock while sharp works.
      let picture: string | null = null;
      if (decision === 'successful' && (kind === 'agent' || kind === 'agency')) {
        const keys = await db
          .selectFrom(kind === 'agent' ? 'agent_applications' : 'agency_applications')
          .select('image_key')
          .where('id', '=', applicationId)
          .executeTakeFirstOrThrow();
        picture = await publishPicture(keys.image_key, kind === 'agent' ? 'agents' : 'agencies');
      }

      const decided = await db.transaction().execute(async (trx) => {
        // The status guard in the WHERE makes a concurrent second decision a no-op, then a 409.
        const decided = await trx
          .updateTable(table)
          .set({
            status: decision,
            decided_by: staffId,
            decided_at: new Date(),
            rejection_reason: decision === 'unsuccessful' ? reason : null,
          })
          .where('id', '=', applicationId)
          .where('status', '=', 'pending')
          .returning('user_id')
          .executeTakeFirst();
        if (!decided) throw new ConflictError('This application has already been decided');
        let propertyId: string | null = null;
        if (decision === 'successful') {
          if (kind === 'agent') await approveAgent(trx, applicationId, picture);
          if (kind === 'agency') await approveAgency(trx, applicationId, picture);
          if (kind === 'student') await approveStudent(trx, applicationId);
          if (kind === 'listing') propertyId = await publishListing(trx, applicationId);
        }
        const notice = decisionNotice(kind, decision, reason, propertyId);
        const noticeId = await insertPersonalNotice(trx, {
          recipientId: decided.user_id,
          heading: notice.title,
          description: notice.body,
          link: notice.link,
          createdBy: staffId,
        });
        const payload = { applicationId, userId: decided.user_id, decision, reason };
        const event =
          kind === 'listing'
            ? outboxEvent('listing_application.decided', { ...payload, propertyId })
            : outboxEvent(`${kind}_application.decided`, payload);
        await appendOutboxEvent(trx, event);
        const result: DecisionResult = {
          applicationId,
          userId: decided.user_id,
          status: decision,
          propertyId,
        };
        await options.withinTransaction?.(trx, result);
        return { ...result, noticeId };
      });
      const { noticeId, ...result } = decided;
      // The notice's id, so the live toast and the listed notice are one notification.
      notify(result.userId, {
        id: noticeId,
        kind: 'application_decided',
        ...decisionNotice(kind, decision, reason, result.propertyId),
        createdAt: new Date().toISOString(),
      });
      return result;
    },
  };
}

/** The applicant's notice of a decision, as listed and as pushed live. */
function decisionNotice(
  kind: ApplicationKind,
  decision: Decision,
  reason: string | null,
  propertyId: string | null,
): { title: string; body: string; link: string } {
  const approved = decision === 'successful';
  return {
    title: applicationDecisionTitle(kind, approved),
    body: approved
      ? approvalText(kind)
      : `Reason: ${reason ?? 'not given'}. You can apply again at any time.`,
    link: applicationOutcomePath(kind, propertyId),
  };
}

function approvalText(kind: ApplicationKind): string {
  switch (kind) {
    case 'listing':
      return 'Your property is now listed on Ile. Manage it from Manage Listings.';
    case 'agent':
      return 'Your agent profile is live in the agents directory.';
    case 'agency':
      return 'Your agency profile is live in the agencies directory.';
    case 'student':
      return 'You are now a verified student: student listings and benefits are open to you.';
  }
}
