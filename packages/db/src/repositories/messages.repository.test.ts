import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestListing, insertTestUser } from '../testing/rows';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createMessageSender, type MessageDraft, type MessageSender } from './messages.repository';

/**
 * Issue 22: the send statement's listing steps. What counts as an enquiry is pinned here, and the per-listing
 * enquiry counter the same statement keeps.
 */
describe('sending about a listing (SEND_MESSAGE)', () => {
  let test: TestDatabase;
  let sender: MessageSender;
  beforeAll(async () => {
    test = await createTestDatabase();
    sender = createMessageSender(test.url, { max: 2, onIdleError: () => undefined });
  });
  afterAll(async () => {
    await sender?.close();
    await test?.destroy();
  });

  const verified = async (name: string) => {
    const user = await insertTestUser(test.db, name);
    await test.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    return user.id;
  };
  const draft = (senderId: string, receiverId: string, propertyId: string | null): MessageDraft => ({
    id: randomUUID(),
    senderId,
    receiverId,
    body: 'Hello',
    mediaKey: null,
    mediaType: null,
    warnings: { first: [], later: [] },
    propertyId,
  });
  const send = async (senderId: string, receiverId: string, propertyId: string | null = null) => {
    const result = await sender.send(draft(senderId, receiverId, propertyId));
    if (!result.sent) throw new Error('not sent');
    return result.sent;
  };

  it('starts an enquiry with the first message about a listing from someone other than its lister', async () => {
    const [seeker, lister] = [await verified('Seeker'), await verified('Lister')];
    const flat = await insertTestListing(test.db, lister, { status: 'published', title: 'Flat in Yaba' });
    const house = await insertTestListing(test.db, lister, { status: 'published', title: 'House' });
    const other = await insertTestListing(test.db, lister, { status: 'published', title: 'Shop' });

    const first = await send(seeker, lister, flat);
    expect(first.enquiry_started).toBe(true);
    expect(first.listing).toMatchObject({
      property_id: flat,
      property_title: 'Flat in Yaba',
      property_image_key: null,
    });
    // Again about the same listing, or a reply that inherits it: the same enquiry.
    expect((await send(seeker, lister, flat)).enquiry_started).toBe(false);
    const reply = await send(lister, seeker);
    expect(reply.enquiry_started).toBe(false);
    expect(reply.listing?.property_id).toBe(flat);
    // Another listing in the same conversation: a new enquiry about that one.
    expect((await send(seeker, lister, house)).enquiry_started).toBe(true);
    // The lister pointing to another of their listings is not an enquiry.
    const suggested = await send(lister, seeker, other);
    expect(suggested.enquiry_started).toBe(false);
    expect(suggested.listing?.property_id).toBe(other);

    const subjects = await test.db
      .selectFrom('conversation_properties')
      .select('property_id')
      .where('conversation_id', '=', first.conversation_id)
      .execute();
    expect(subjects.map((row) => row.property_id).sort()).toEqual([flat, house, other].sort());

    // The manage area's enquiry counter moved with each enquiry, in the send statement itself.
    const counted = await test.db
      .selectFrom('listing_daily_figures')
      .select(['property_id', 'enquiries'])
      .where('property_id', 'in', [flat, house, other])
      .execute();
    expect(Object.fromEntries(counted.map((row) => [row.property_id, row.enquiries]))).toEqual({
      [flat]: 1,
      [house]: 1,
    });
    // A second seeker's enquiry about the flat adds to today's row.
    await send(await verified('Second seeker'), lister, flat);
    const flatToday = await test.db
      .selectFrom('listing_daily_figures')
      .select('enquiries')
      .where('property_id', '=', flat)
      .executeTakeFirstOrThrow();
    expect(flatToday.enquiries).toBe(2);
  });

  it('keeps a message without a listing in a conversation never about one free of listings', async () => {
    const [a, b] = [await verified('Ada'), await verified('Bola')];
    const sent = await send(a, b);
    expect(sent.listing).toBeNull();
    expect(sent.enquiry_started).toBe(false);
  });

  it('records who received the first message and when they first answered', async () => {
    const [a, b] = [await verified('Ada'), await verified('Bola')];
    const first = await send(a, b);
    await send(a, b);
    const replyAt = (await send(b, a)).created_at;
    await send(b, a);
    const row = await test.db
      .selectFrom('conversations')
      .select(['first_recipient_id', 'first_reply_at'])
      .where('id', '=', first.conversation_id)
      .executeTakeFirstOrThrow();
    expect(row.first_recipient_id).toBe(b);
    // Stamped in the same statement as the reply, within a few milliseconds of it.
    expect(Math.abs((row.first_reply_at?.getTime() ?? 0) - replyAt.getTime())).toBeLessThan(1000);
  });
});
