import { randomUUID } from 'node:crypto';
import {
  type AgencyApplication,
  type AgentApplication,
  type Db,
  type Executor,
  type ListingApplication,
  type Storage,
  StorageUnavailableError,
  type StudentApplication,
} from '@ile/db';
import { upsertAgency } from '@ile/db/repositories/agencies.repository';
import { upsertAgent } from '@ile/db/repositories/agents.repository';
import {
  type ApplicationDecision,
  decidePendingApplication,
  findApplicationStatus,
  findProfileApplicationStanding,
} from '@ile/db/repositories/applications.repository';
import {
  listListingApplicationImages,
  setListingApplicationProperty,
} from '@ile/db/repositories/listing-applications.repository';
import { insertPersonalNotice } from '@ile/db/repositories/notices.repository';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import { insertProperty } from '@ile/db/repositories/properties.repository';
import { insertPropertyImages } from '@ile/db/repositories/property-images.repository';
import { upsertStudent } from '@ile/db/repositories/students.repository';
import { updateUser } from '@ile/db/repositories/users.repository';
import {
  type ApplicationKind,
  applicationDecisionTitle,
  applicationOutcomePath,
  type Notification,
  outboxEvent,
} from '@ile/shared';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { storeProfilePicture } from '../../lib/profile-pictures';

export type Decision = ApplicationDecision;

export interface DecisionResult {
  applicationId: string;
  userId: string;
  status: Decision;
  /** The published listing, for an approved listing application. */
  propertyId: string | null;
}

export interface DecideOptions {
  /**
   * Runs inside the decision's transaction after its effects and event are written, so whatever it writes
   * (the console's audit row) commits or rolls back with the decision.
   */
  withinTransaction?: (trx: Executor, result: DecisionResult) => Promise<void>;
}

const ALREADY_DECIDED = 'This application has already been decided';

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
    } catch (error) {
      // An unreachable store is no reason to decide without the picture: the decision answers 503.
      if (error instanceof StorageUnavailableError) throw error;
      return null;
    }
  }

  async function approveAgent(trx: Executor, application: AgentApplication, picture: string | null) {
    await upsertAgent(trx, {
      user_id: application.user_id,
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
    });
    await updateUser(trx, application.user_id, { role: 'Agent' });
  }

  async function approveAgency(trx: Executor, application: AgencyApplication, picture: string | null) {
    await upsertAgency(trx, {
      user_id: application.user_id,
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
    });
    await updateUser(trx, application.user_id, { role: 'Agency' });
  }

  async function approveStudent(trx: Executor, application: StudentApplication) {
    await upsertStudent(trx, {
      user_id: application.user_id,
      university: application.university,
      university_email: application.university_email,
      verified_at: new Date(),
      application_id: application.id,
    });
    await updateUser(trx, application.user_id, { is_verified_student: true });
  }

  /** Copies the application into a published listing; its images are rendered by the images worker. */
  async function publishListing(trx: Executor, application: ListingApplication): Promise<string> {
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
    await insertProperty(trx, {
      ...listing,
      // jsonb is written as JSON text (a JS array would be sent as a Postgres array).
      other_charges: listing.other_charges === null ? null : JSON.stringify(listing.other_charges),
      id: propertyId,
      owner_id: user_id,
      features: amenities,
      status: 'published',
      published_at: new Date(),
      application_id: application.id,
    });
    const images = await listListingApplicationImages(trx, application.id);
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
      await insertPropertyImages(trx, rows);
      await appendOutboxEvent(
        trx,
        outboxEvent('property.images_uploaded', { propertyId, imageIds: rows.map((row) => row.id) }),
      );
    }
    await appendOutboxEvent(trx, outboxEvent('property.published', { propertyId }));
    await setListingApplicationProperty(trx, application.id, propertyId);
    return propertyId;
  }

  /** Why a pending-only decision changed nothing: the application is gone (404) or was decided (409). */
  async function undecidable(trx: Executor, kind: ApplicationKind, applicationId: string): Promise<Error> {
    return (await findApplicationStatus(trx, kind, applicationId))
      ? new ConflictError(ALREADY_DECIDED)
      : new NotFoundError('Application not found');
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
      // Pictures are rendered before the transaction so it holds no lock while sharp works; only agent and
      // agency approvals have one, so only they read the application first.
      let picture: string | null = null;
      if (decision === 'successful' && (kind === 'agent' || kind === 'agency')) {
        const standing = await findProfileApplicationStanding(db, kind, applicationId);
        if (!standing) throw new NotFoundError('Application not found');
        if (standing.status !== 'pending') throw new ConflictError(ALREADY_DECIDED);
        picture = await publishPicture(standing.image_key, kind === 'agent' ? 'agents' : 'agencies');
      }

      const decided = await db.transaction().execute(async (trx) => {
        // The one read of the decided row: the UPDATE's guard on `pending` makes a concurrent second
        // decision change nothing, and it then answers 409.
        const application = await decidePendingApplication(trx, kind, applicationId, {
          status: decision,
          decidedBy: staffId,
          rejectionReason: decision === 'unsuccessful' ? reason : null,
        });
        if (!application) throw await undecidable(trx, kind, applicationId);
        let propertyId: string | null = null;
        if (decision === 'successful') {
          if (kind === 'agent') await approveAgent(trx, application as AgentApplication, picture);
          if (kind === 'agency') await approveAgency(trx, application as AgencyApplication, picture);
          if (kind === 'student') await approveStudent(trx, application as StudentApplication);
          if (kind === 'listing') propertyId = await publishListing(trx, application as ListingApplication);
        }
        const notice = decisionNotice(kind, decision, reason, propertyId);
        const noticeId = await insertPersonalNotice(trx, {
          recipientId: application.user_id,
          heading: notice.title,
          description: notice.body,
          link: notice.link,
          createdBy: staffId,
        });
        const payload = { applicationId, userId: application.user_id, decision, reason };
        const event =
          kind === 'listing'
            ? outboxEvent('listing_application.decided', { ...payload, propertyId })
            : outboxEvent(`${kind}_application.decided`, payload);
        await appendOutboxEvent(trx, event);
        const result: DecisionResult = {
          applicationId,
          userId: application.user_id,
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
