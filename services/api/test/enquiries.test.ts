import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, type Session, type TestUser } from './helpers/accounts';
import { createAgency, createAgent } from './helpers/community';
import { createProperty } from './helpers/listings';
import { createTestApp, type TestApp } from './helpers/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Issue 22, items 1 and 2: messages about listings, the inbox filter, and the lister on the listing page. */
describe('enquiries about listings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const post = (url: string, payload: Record<string, unknown>, session: Session | null) =>
    t.app.inject({ method: 'POST', url, headers: session?.auth ?? {}, payload });
  const send = (session: Session, receiverId: string, message: string, extra: Record<string, unknown> = {}) =>
    post('/api/v1/message/send', { receiverId, message, ...extra }, session);
  const person = async (first: string, role: 'EndUser' | 'Agent' = 'EndUser') => {
    const user = await createUser(db(), { first_name: first, last_name: 'Test', role });
    return { user, session: await login(t.app, user) };
  };
  const rows = async () => ({
    messages: Number(
      (
        await db()
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    conversations: Number(
      (
        await db()
          .selectFrom('conversations')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });
  const conversationsOf = async (session: Session, body: Record<string, unknown> = {}) => {
    const res = await post('/api/v1/conversations/conversations', body, session);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Array<Record<string, unknown>>;
  };
  const threadOf = async (session: Session, receiverId: string) => {
    const res = await post('/api/v1/message/get-messages', { receiverId }, session);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Array<{ message: string; property: { id: string } | null }>;
  };

  it('carries the listing on the message, the conversation and the thread; replies inherit it; a new one changes the subject', async () => {
    const agent = await createAgent(db());
    const agentSession = await login(t.app, agent.user);
    const seeker = await person('Seyi');
    const flat = await createProperty(db(), agent.user.id, {
      title: 'Two-bed flat in Yaba',
      price: 1_800_000,
    });
    const house = await createProperty(db(), agent.user.id, { title: 'Duplex in Ikeja' });

    const first = await post(
      '/api/v1/conversations/create-conversation',
      { receiverId: agent.user.id, message: 'Is it still free?', propertyId: flat.id.toUpperCase() },
      seeker.session,
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.property).toEqual({
      id: flat.id,
      title: 'Two-bed flat in Yaba',
      image: `/media/${flat.imageKeys[0]}`,
      price: 1_800_000,
      currency: 'NGN',
      city: 'Lekki',
      state: 'Lagos',
    });

    // The agent answers from the inbox, without naming the listing: the reply is about it too.
    const reply = await send(agentSession, seeker.user.id, 'Yes, come on Saturday');
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().data.property?.id).toBe(flat.id);

    const switched = await send(seeker.session, agent.user.id, 'And the duplex?', { propertyId: house.id });
    expect(switched.json().data.property?.id).toBe(house.id);

    const thread = await threadOf(agentSession, seeker.user.id);
    expect(thread.map((m) => [m.message, m.property?.id])).toEqual([
      ['Is it still free?', flat.id],
      ['Yes, come on Saturday', flat.id],
      ['And the duplex?', house.id],
    ]);
    const [conversation] = await conversationsOf(agentSession);
    expect(conversation?.property).toMatchObject({ id: house.id, title: 'Duplex in Ikeja' });

    // Each listing the conversation was about is recorded once, from its first message.
    const subjects = await db()
      .selectFrom('conversation_properties')
      .select('property_id')
      .where('conversation_id', '=', first.json().data.conversation_id)
      .execute();
    expect(subjects.map((row) => row.property_id).sort()).toEqual([flat.id, house.id].sort());
  });

  it('keeps the spec’s calls unchanged: without a listing, property is null everywhere', async () => {
    const ada = await person('Ada');
    const bola = await person('Bola');
    const res = await post(
      '/api/v1/conversations/create-conversation',
      { receiverId: bola.user.id, message: 'Hello' },
      ada.session,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.property).toBeNull();
    expect((await conversationsOf(ada.session))[0]?.property).toBeNull();
    expect((await threadOf(bola.session, ada.user.id))[0]?.property).toBeNull();
  });

  it('refuses a listing that is unknown, malformed, not published, or not listed by either person; writes nothing', async () => {
    const owner = await person('Olu');
    const stranger = await person('Stella');
    const seeker = await person('Sade');
    const published = await createProperty(db(), owner.user.id);
    const draft = await createProperty(db(), owner.user.id, { status: 'draft' });
    const before = await rows();

    const unknown = await send(seeker.session, owner.user.id, 'Hi', { propertyId: UNKNOWN_ID });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('That listing does not exist or is not published');

    const malformed = await send(seeker.session, owner.user.id, 'Hi', { propertyId: 'flat-12' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty('propertyId');

    const unpublished = await send(seeker.session, owner.user.id, 'Hi', { propertyId: draft.id });
    expect(unpublished.statusCode).toBe(404);

    // Someone else's listing cannot open a conversation with a person who does not list it.
    const notTheirs = await post(
      '/api/v1/conversations/create-conversation',
      { receiverId: stranger.user.id, message: 'Hi', propertyId: published.id },
      seeker.session,
    );
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().errors.propertyId[0]).toMatch(/does not list it/);

    expect(await rows()).toEqual(before);
  });

  it('lets a listing taken down mid-conversation still be named, and its lister write about their own listing', async () => {
    const owner = await person('Olu');
    const seeker = await person('Sade');
    const listing = await createProperty(db(), owner.user.id);
    expect((await send(seeker.session, owner.user.id, 'Hi', { propertyId: listing.id })).statusCode).toBe(
      201,
    );
    await db()
      .updateTable('properties')
      .set({ status: 'unpublished' })
      .where('id', '=', listing.id)
      .execute();
    const later = await send(owner.session, seeker.user.id, 'It is let now, sorry', {
      propertyId: listing.id,
    });
    expect(later.statusCode, later.body).toBe(201);
    // A third person cannot name it any more.
    const other = await person('Tayo');
    const refused = await send(other.session, owner.user.id, 'Hi', { propertyId: listing.id });
    expect(refused.statusCode).toBe(404);
  });

  it('accepts the agency a listing is listed under as the other person', async () => {
    const agency = await createAgency(db());
    const agent = await createAgent(db(), { agency_id: agency.agencyId });
    const listing = await createProperty(db(), agent.user.id, { agency_id: agency.agencyId });
    const seeker = await person('Sade');
    const res = await send(seeker.session, agency.user.id, 'Who shows this one?', { propertyId: listing.id });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('filters the inbox by listing and lists the listings the conversations were about, only the caller’s', async () => {
    const agent = await createAgent(db());
    const agentSession = await login(t.app, agent.user);
    const one = await createProperty(db(), agent.user.id, { title: 'One' });
    const two = await createProperty(db(), agent.user.id, { title: 'Two' });
    const a = await person('Ama');
    const b = await person('Bisi');
    const outsider = await person('Obi');
    await send(a.session, agent.user.id, 'About one', { propertyId: one.id });
    await send(b.session, agent.user.id, 'About two', { propertyId: two.id });
    await send(b.session, agent.user.id, 'No listing');

    const aboutOne = await conversationsOf(agentSession, { propertyId: one.id });
    expect(aboutOne.map((c) => c.receiver_id)).toEqual([a.user.id]);
    const aboutTwo = await conversationsOf(agentSession, { propertyId: two.id });
    expect(aboutTwo.map((c) => c.receiver_id)).toEqual([b.user.id]);
    expect(await conversationsOf(agentSession)).toHaveLength(2);
    // Another person's filter shows nothing of the agent's conversations.
    expect(await conversationsOf(outsider.session, { propertyId: one.id })).toEqual([]);

    const listings = await post('/api/v1/conversations/listings', {}, agentSession);
    expect(listings.statusCode, listings.body).toBe(200);
    expect(listings.json().data.map((l: { title: string }) => l.title)).toEqual(['Two', 'One']);
    const mine = await post('/api/v1/conversations/listings', {}, a.session);
    expect(mine.json().data.map((l: { id: string }) => l.id)).toEqual([one.id]);
    expect((await post('/api/v1/conversations/listings', {}, outsider.session)).json().data).toEqual([]);

    const bad = await post('/api/v1/conversations/conversations', { propertyId: 'nope' }, agentSession);
    expect(bad.statusCode).toBe(400);
  });
});

describe('the lister on the listing page', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const detail = async (id: string, session: Session | null = null) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/property/property/${id}`,
      headers: session?.auth ?? {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Record<string, unknown> & { lister: Record<string, unknown> | null };
  };

  /** `count` conversations someone opened with `lister`, answered after `minutes` (null: not answered). */
  async function conversationsWith(lister: TestUser, replies: (number | null)[], daysAgo = 1) {
    for (const minutes of replies) {
      const seeker = await createUser(db());
      const [a, b] = [seeker.id, lister.id].sort() as [string, string];
      const openedAt = new Date(Date.now() - daysAgo * 86_400_000);
      await db()
        .insertInto('conversations')
        .values({
          user_a_id: a,
          user_b_id: b,
          created_at: openedAt,
          last_message_at: openedAt,
          first_recipient_id: lister.id,
          first_reply_at: minutes === null ? null : new Date(openedAt.getTime() + minutes * 60_000),
        })
        .execute();
    }
  }

  it('shows an agent of an agency: name, role, agency, rating, profile link, member since; no phone for visitors', async () => {
    const agency = await createAgency(db(), { agency_name: 'Eko Homes' });
    const agent = await createAgent(db(), { agency_id: agency.agencyId });
    const listing = await createProperty(db(), agent.user.id, {
      agency_id: agency.agencyId,
      agent_id: agent.agentId,
    });
    const reviewer = await createUser(db());
    await db()
      .insertInto('reviews')
      .values([
        { author_id: reviewer.id, target_type: 'agent', agent_id: agent.agentId, rating: 4, comment: 'Good' },
        {
          author_id: (await createUser(db())).id,
          target_type: 'agent',
          agent_id: agent.agentId,
          rating: 5,
          comment: 'Great',
        },
      ])
      .execute();

    const page = await detail(listing.id);
    expect(page.mobile_phone).toBeUndefined();
    expect(page.lister).toMatchObject({
      id: agent.user.id,
      name: 'Tunde Bello',
      role: 'agent',
      agency: { id: agency.agencyId, name: 'Eko Homes' },
      rating: { average: 4.5, count: 2 },
      responseTime: null,
      profilePath: `/agent/${agent.agentId}`,
      verification: { identity: false, business: false },
    });
    expect(typeof page.lister?.memberSince).toBe('string');
    expect(JSON.stringify(page.lister)).not.toContain('+234');
  });

  it('shows a private owner without a profile link, and an agency as an agency', async () => {
    const owner = await createUser(db(), { first_name: 'Kemi', last_name: 'Ade' });
    const mine = await createProperty(db(), owner.id);
    expect((await detail(mine.id)).lister).toMatchObject({
      name: 'Kemi Ade',
      role: 'owner',
      agency: null,
      rating: null,
      profilePath: null,
    });
    const agency = await createAgency(db(), {
      agency_name: 'Lagoon Homes',
      business_verified_at: new Date(),
    });
    const theirs = await createProperty(db(), agency.user.id, { agency_id: agency.agencyId });
    expect((await detail(theirs.id)).lister).toMatchObject({
      name: 'Lagoon Homes',
      role: 'agency',
      agency: { id: agency.agencyId, name: 'Lagoon Homes' },
      profilePath: `/agency/${agency.agencyId}`,
      verification: { business: true },
    });
  });

  it('gives the median first reply over 90 days from 5 conversations, never fewer, counting only the lister’s', async () => {
    const lister = await createUser(db(), { first_name: 'Femi' });
    const listing = await createProperty(db(), lister.id);
    await conversationsWith(lister, [30, 90, 120]);
    expect((await detail(listing.id)).lister?.responseTime).toBeNull();
    // Old ones (over 90 days) do not count, nor conversations the lister opened, nor other people's.
    await conversationsWith(lister, [1, 1, 1], 120);
    const someoneElse = await createUser(db());
    await conversationsWith(someoneElse, [1, 1, 1, 1, 1, 1]);
    expect((await detail(listing.id)).lister?.responseTime).toBeNull();
    await conversationsWith(lister, [150, null]);
    // 30, 90, 120, 150, never: the median is 120 minutes.
    expect((await detail(listing.id)).lister?.responseTime).toEqual({ medianMinutes: 120 });
    // Mostly unanswered (5 of 9): no figure at all rather than a flattering one.
    await conversationsWith(lister, [null, null, null, null]);
    expect((await detail(listing.id)).lister?.responseTime).toBeNull();
  });

  it('records the first reply time as messages are sent', async () => {
    const lister = await createUser(db(), { first_name: 'Femi' });
    const seeker = await createUser(db());
    const [listerSession, seekerSession] = [await login(t.app, lister), await login(t.app, seeker)];
    const sendAs = (session: Session, receiverId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/message/send',
        headers: session.auth,
        payload: { receiverId, message: 'hello' },
      });
    expect((await sendAs(seekerSession, lister.id)).statusCode).toBe(201);
    expect((await sendAs(seekerSession, lister.id)).statusCode).toBe(201);
    const opened = await db()
      .selectFrom('conversations')
      .select(['first_recipient_id', 'first_reply_at'])
      .where('first_recipient_id', '=', lister.id)
      .executeTakeFirstOrThrow();
    expect(opened.first_reply_at).toBeNull();
    expect((await sendAs(listerSession, seeker.id)).statusCode).toBe(201);
    const answered = await db()
      .selectFrom('conversations')
      .select('first_reply_at')
      .where('first_recipient_id', '=', lister.id)
      .executeTakeFirstOrThrow();
    expect(answered.first_reply_at).toBeInstanceOf(Date);
    expect((await sendAs(listerSession, seeker.id)).statusCode).toBe(201);
    const still = await db()
      .selectFrom('conversations')
      .select('first_reply_at')
      .where('first_recipient_id', '=', lister.id)
      .executeTakeFirstOrThrow();
    expect(still.first_reply_at).toEqual(answered.first_reply_at);
  });
});
