import { randomBytes } from 'node:crypto';
import type { Db } from '@ile/db';
import {
  issueEmailVerificationToken,
  issuePasswordResetOtp,
} from '@ile/db/repositories/auth-tokens.repository';
import type { FastifyInstance } from 'fastify';
import { createProperty } from '../helpers/listings';
import { givePayoutAccount } from '../helpers/payouts';
import { type Person, uniquePhone } from './cast';
import { pendingApplicationOf } from './listings.cases';
import { conversationOf, ticketOf } from './messaging.cases';
import { victimPayment, victimPayoutAccount } from './payments.cases';

/**
 * Everything of user A's that a route can name: the matrix calls every route with these ids, as A (the
 * control) and as everyone else. Each string secret here is also looked for in every other caller's bodies.
 */
export interface Subject {
  propertyId: string;
  /** A's unpublished listing (a draft or one taken down): hidden from the public. */
  draftPropertyId: string;
  /** A public image variant of A's listing, served under /media. */
  mediaKey: string;
  /** The approved agent A reviewed (agents.id). */
  agentId: string;
  /** The family of A's signed-in session (what the session list and "sign out" routes name). */
  sessionFamilyId: string;
  /** A's listing phone: public to signed-in callers by design (decisions.md), so not a secret. */
  listingPhone: string;
  savedPropertyId: string;
  wishlistId: string;
  note: string;
  listingApplicationId: string;
  agentApplicationId: string;
  agencyApplicationId: string;
  studentApplicationId: string;
  conversationId: string;
  correspondentId: string;
  ticketId: string;
  reference: string;
  paymentPropertyId: string;
  transactionId: string;
  exportId: string;
  reviewId: string;
  noticeId: string;
  mailId: string;
  auditId: string;
  /** Private storage keys of A's uploads (application originals, the export file). */
  privateKeys: string[];
  /** A's live password-reset code and email-verification token (as the worker would have mailed them). */
  otp: string;
  verificationToken: string;
}

const tag = () => randomBytes(4).toString('hex');

/** Makes A's things; `agentId` is the approved agent A reviews. */
export async function arrangeSubject(
  app: FastifyInstance,
  db: Db,
  a: Person,
  agentId: string,
  adminId: string,
): Promise<Subject> {
  const listingPhone = uniquePhone();
  const property = await createProperty(db, a.id, { mobile_phone: listingPhone });
  const draft = await createProperty(db, a.id, { status: 'unpublished', mobile_phone: listingPhone }, 1);
  const saved = await createProperty(db, adminId, { title: 'Saved by A' }, 1);
  // Payments for it are held and paid out to its owner, who must have a validated payout account.
  await givePayoutAccount(db, adminId);
  const note = `A's private note ${tag()}`;
  const wishlist = await db
    .insertInto('wishlists')
    .values({ user_id: a.id, property_id: saved.id, note })
    .returning('id')
    .executeTakeFirstOrThrow();

  const privateKeys: string[] = [];
  const { applicationId } = await pendingApplicationOf(db, a);
  const originalKey = `listing-applications/${applicationId}/${tag()}-original.jpg`;
  privateKeys.push(originalKey);
  await db
    .insertInto('listing_application_images')
    .values({
      application_id: applicationId,
      position: 0,
      original_key: originalKey,
      content_type: 'image/jpeg',
      bytes: 10,
    })
    .execute();
  const applicant = { user_id: a.id, first_name: 'Owner', last_name: 'Person' };
  const agentImageKey = `agent-applications/${tag()}-face.jpg`;
  const agencyDocumentKey = `agency-applications/${tag()}-licence.pdf`;
  privateKeys.push(agentImageKey, agencyDocumentKey);
  const agentApplication = await db
    .insertInto('agent_applications')
    .values({
      ...applicant,
      position: 'Agent',
      work_email: `work-${tag()}@owner.test`,
      gender: 'Female',
      address: '1 Marina',
      office_phone: '+2341000000',
      image_key: agentImageKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const agencyApplication = await db
    .insertInto('agency_applications')
    .values({
      user_id: a.id,
      agency_name: 'Owner Homes',
      work_email: `agency-${tag()}@owner.test`,
      address: '2 Marina',
      office_phone: '+2341000001',
      country: 'NG',
      document_key: agencyDocumentKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const studentApplication = await db
    .insertInto('student_applications')
    .values({
      ...applicant,
      university_email: `s-${tag()}@unilag.edu.ng`,
      university: 'UNILAG',
      email: a.email,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const conversation = await conversationOf(db, a);
  const { ticketId } = await ticketOf(db, a);
  const payment = await victimPayment(db, a);
  await victimPayoutAccount(db, a);
  const transaction = await db
    .selectFrom('transactions')
    .select('id')
    .where('reference', '=', payment.reference ?? '')
    .executeTakeFirstOrThrow();

  const exportKey = `exports/${a.id}/${tag()}.json`;
  privateKeys.push(exportKey);
  await app.privateStorage.put(exportKey, Buffer.from(JSON.stringify({ email: a.email })));
  const dataExport = await db
    .insertInto('data_exports')
    .values({
      user_id: a.id,
      status: 'ready',
      storage_key: exportKey,
      completed_at: new Date(),
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const review = await db
    .insertInto('reviews')
    .values({ author_id: a.id, target_type: 'agent', agent_id: agentId, rating: 4, comment: 'Helpful' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const notice = await db
    .insertInto('notices')
    .values({ heading: 'Maintenance', description: 'Tonight', audience: 'everyone', created_by: adminId })
    .returning('id')
    .executeTakeFirstOrThrow();

  const { otp } = await issuePasswordResetOtp(db, a.id);
  const { token: verificationToken } = await issueEmailVerificationToken(db, a.id);
  const mail = await db
    .insertInto('emails')
    .values({
      event_key: `${tag()}:password-reset`,
      to_address: a.email,
      subject: 'Your Ile reset code',
      text: `Your code is ${otp}`,
      status: 'caught',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('exchange_rates')
    .values([
      { quote: 'USDNGN', rate: 1550.5, source: 'matrix', fetched_at: new Date() },
      { quote: 'USDSLE', rate: 22.7, source: 'matrix', fetched_at: new Date() },
    ])
    .execute();
  const audit = await db
    .insertInto('audit_log')
    .values({
      actor_id: adminId,
      actor_role: 'Admin',
      action: 'users.update',
      resource: 'users',
      resource_id: a.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const imageKey = property.imageKeys[0] ?? '';
  await app.storage.put(imageKey, Buffer.from('RIFF0000WEBPVP8 '));
  for (const key of privateKeys.filter((key) => key !== exportKey))
    await app.privateStorage.put(key, Buffer.from('private original'));
  const session = await db
    .selectFrom('sessions')
    .select('family_id')
    .where('user_id', '=', a.id)
    .executeTakeFirstOrThrow();

  return {
    propertyId: property.id,
    draftPropertyId: draft.id,
    mediaKey: imageKey,
    agentId,
    sessionFamilyId: session.family_id,
    listingPhone,
    savedPropertyId: saved.id,
    wishlistId: wishlist.id,
    note,
    listingApplicationId: applicationId,
    agentApplicationId: agentApplication.id,
    agencyApplicationId: agencyApplication.id,
    studentApplicationId: studentApplication.id,
    conversationId: conversation.conversationId ?? '',
    correspondentId: conversation.thirdId ?? '',
    ticketId: ticketId ?? '',
    reference: payment.reference ?? '',
    paymentPropertyId: payment.propertyId ?? '',
    transactionId: transaction.id,
    exportId: dataExport.id,
    reviewId: review.id,
    noticeId: notice.id,
    mailId: mail.id,
    auditId: String(audit.id),
    privateKeys,
    otp,
    verificationToken,
  };
}
