import { upsertAgent } from '@ile/db/repositories/agents.repository';
import { countListingEnquiry } from '@ile/db/repositories/listing-figures.repository';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, type Session, type TestUser } from './helpers/accounts';
import { createAgency, createAgent } from './helpers/community';
import { createProperty } from './helpers/listings';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 22, items 3 and 4: per-listing figures counted with their events, the manage table sorted by them,
// a listing's performance page, and an agency's view of its affiliated agents' listings.
describe('listing performance', () => {
  let t: TestApp;
  let owner: TestUser;
  let ownerSession: Session;
  let visitor: TestUser;
  let visitorSession: Session;

  const db = () => t.database.db;
  const figures = async (propertyId: string) =>
    (await db()
      .selectFrom('listing_daily_figures')
      .select(['views', 'saves', 'reveals', 'enquiries'])
      .where('property_id', '=', propertyId)
      .where('day', '=', sql<string>`CURRENT_DATE`)
      .executeTakeFirst()) ?? { views: 0, saves: 0, reveals: 0, enquiries: 0 };
  const get = (url: string, session?: Session | null) =>
    t.app.inject({ method: 'GET', url, headers: session ? session.auth : {} });
  const listings = (user: TestUser, session: Session, query = '') =>
    get(`/api/v1/agent/agent-listings/${user.id}${query}`, session);
  const performance = (propertyId: string, session: Session | null) =>
    get(`/api/v1/manage/listings/${propertyId}/performance`, session);
  /** Makes the next write to listing_daily_figures fail, to show the event's own row goes with it. */
  const breakCounters = () =>
    sql`CREATE OR REPLACE FUNCTION fail_figures() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'counters down'; END $$;
        CREATE TRIGGER fail_figures BEFORE INSERT OR UPDATE ON listing_daily_figures
        FOR EACH ROW EXECUTE FUNCTION fail_figures()`.execute(db());
  const mendCounters = () => sql`DROP TRIGGER fail_figures ON listing_daily_figures`.execute(db());

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    owner = await createUser(db(), { first_name: 'Ada', last_name: 'Owner' });
    ownerSession = await login(t.app, owner);
    visitor = await createUser(db());
    visitorSession = await login(t.app, visitor);
  });
  afterAll(() => t.close());

  describe('counters, each written in the transaction of its event', () => {
    it('a view counts once per viewer per day, with its property_views row or not at all', async () => {
      const { id } = await createProperty(db(), owner.id, {}, 0);
      await get(`/api/v1/property/increase-view/${id}`, visitorSession);
      await get(`/api/v1/property/increase-view/${id}`, visitorSession);
      expect((await figures(id)).views).toBe(1);

      const other = await login(t.app, await createUser(db()));
      await breakCounters();
      try {
        expect((await get(`/api/v1/property/increase-view/${id}`, other)).statusCode).toBe(500);
      } finally {
        await mendCounters();
      }
      const views = await db()
        .selectFrom('property_views')
        .select('viewer_key')
        .where('property_id', '=', id)
        .execute();
      expect(views).toHaveLength(1);
      expect((await figures(id)).views).toBe(1);
    });

    it('a save counts with its wishlist row (an unsave takes nothing back; a failed count saves nothing)', async () => {
      const { id } = await createProperty(db(), owner.id, {}, 0);
      const toggle = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/wishlist/toggle-wishlist',
          payload: { propertyId: id },
          headers: visitorSession.auth,
        });
      expect((await toggle()).json().data.saved).toBe(true);
      expect((await figures(id)).saves).toBe(1);
      expect((await toggle()).json().data.saved).toBe(false);
      expect((await figures(id)).saves).toBe(1);

      await breakCounters();
      try {
        expect((await toggle()).statusCode).toBe(500);
      } finally {
        await mendCounters();
      }
      const saved = await db().selectFrom('wishlists').select('id').where('property_id', '=', id).execute();
      expect(saved).toEqual([]);
      expect((await figures(id)).saves).toBe(1);
    });

    it('a phone reveal counts once per signed-in person per day; never for the owner or a visitor', async () => {
      const { id } = await createProperty(db(), owner.id, { mobile_phone: '+2348031112222' }, 0);
      const open = (session: Session | null) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/property/property/${id}`,
          headers: session ? session.auth : {},
        });
      expect((await open(visitorSession)).json().data.mobile_phone).toBe('+2348031112222');
      await open(visitorSession);
      await open(ownerSession);
      await open(null);
      expect((await figures(id)).reveals).toBe(1);

      // The agency of the agent who lists it is no seeker.
      const made = await createAgency(db());
      const member = await createAgent(
        db(),
        { agency_id: made.agencyId },
        await createUser(db(), { role: 'Agent' }),
      );
      const teamListing = await createProperty(db(), member.user.id, { mobile_phone: '+2348031113333' }, 0);
      const byAgency = await t.app.inject({
        method: 'POST',
        url: `/api/v1/property/property/${teamListing.id}`,
        headers: (await login(t.app, made.user)).auth,
      });
      expect(byAgency.json().data.mobile_phone).toBe('+2348031113333');
      expect((await figures(teamListing.id)).reveals).toBe(0);

      const second = await login(t.app, await createUser(db()));
      await breakCounters();
      try {
        expect((await open(second)).statusCode).toBe(500);
      } finally {
        await mendCounters();
      }
      const reveals = await db()
        .selectFrom('listing_contact_reveals')
        .select('viewer_key')
        .where('property_id', '=', id)
        .execute();
      expect(reveals).toEqual([{ viewer_key: `user:${visitor.id}` }]);
    });
  });

  describe('GET /agent/agent-listings/{userId}: the table, sorted by a figure', () => {
    let user: TestUser;
    let session: Session;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      user = await createUser(db());
      session = await login(t.app, user);
      const made = [
        ['Quiet', { views: 1, enquiries: 0 }],
        ['Popular', { views: 50, enquiries: 2 }],
        ['Asked about', { views: 5, enquiries: 9 }],
      ] as const;
      for (const [title, counts] of made) {
        const { id } = await createProperty(db(), user.id, { title }, 0);
        ids[title] = id;
        await db()
          .insertInto('listing_daily_figures')
          .values([
            { property_id: id, views: counts.views, enquiries: counts.enquiries },
            // 40 days ago: outside the table's 30 days.
            { property_id: id, day: sql<string>`CURRENT_DATE - 40` as never, views: 1000, enquiries: 1000 },
          ])
          .execute();
      }
      for (let i = 0; i < 3; i++) {
        await db()
          .transaction()
          .execute((trx) => countListingEnquiry(trx, ids.Quiet as string));
      }
    });

    const titles = async (query: string) => {
      const res = await listings(user, session, query);
      expect(res.statusCode).toBe(200);
      return res.json().data.agentListings.map((row: { title: string }) => row.title);
    };

    it('answers each row’s 30-day figures and access', async () => {
      const rows = (await listings(user, session)).json().data.agentListings;
      expect(rows.find((row: { title: string }) => row.title === 'Popular')).toMatchObject({
        last30Days: { views: 50, saves: 0, reveals: 0, enquiries: 2 },
        access: 'own',
        listedBy: null,
      });
    });

    it('sorts by enquiries, views, either way, and newest by default', async () => {
      expect(await titles('?sort=enquiries')).toEqual(['Asked about', 'Quiet', 'Popular']);
      expect(await titles('?sort=views')).toEqual(['Popular', 'Asked about', 'Quiet']);
      expect(await titles('?sort=views&order=asc')).toEqual(['Quiet', 'Asked about', 'Popular']);
      expect(await titles('')).toEqual(['Asked about', 'Popular', 'Quiet']);
      expect(await titles('?sort=enquiries&page=2&size=2')).toEqual(['Popular']);
    });

    it('refuses a sort or order it does not know with 400', async () => {
      for (const query of ['?sort=price', '?sort=views;drop', '?order=up', '?sort=views&sort=saves']) {
        const res = await listings(user, session, query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().status).toBe('fail');
      }
    });
  });

  describe('GET /manage/listings/{id}/performance', () => {
    it('answers 90 days, the 30-day totals and the medians of similar listings', async () => {
      const place = { country: 'NG' as const, state: 'Kano', state_code: 'KN', category: 'sale' as const };
      const { id } = await createProperty(db(), owner.id, { ...place, title: 'Charted' }, 0);
      const peer = await createProperty(db(), visitor.id, place, 0);
      await createProperty(db(), visitor.id, place, 0);
      await db()
        .insertInto('listing_daily_figures')
        .values([
          { property_id: id, views: 4, saves: 1 },
          { property_id: id, day: sql<string>`CURRENT_DATE - 60` as never, views: 8 },
          { property_id: peer.id, views: 2 },
        ])
        .execute();
      const res = await performance(id, ownerSession);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.property).toMatchObject({
        id,
        title: 'Charted',
        state: 'Kano',
        category: 'sale',
        access: 'own',
      });
      expect(data.days).toHaveLength(90);
      expect(data.days.reduce((sum: number, day: { views: number }) => sum + day.views, 0)).toBe(12);
      expect(data.last30Days).toEqual({ views: 4, saves: 1, reveals: 0, enquiries: 0 });
      expect(data.similar).toEqual({ listings: 3, median: { views: 2, saves: 0, reveals: 0, enquiries: 0 } });
    });

    it('has nothing to compare a listing with when it is alone in its state and category', async () => {
      const alone = {
        country: 'SL' as const,
        state: 'Bombali',
        state_code: 'BO',
        category: 'hostel' as const,
      };
      const { id } = await createProperty(db(), owner.id, { ...alone, currency: 'SLE' }, 0);
      const res = await performance(id, ownerSession);
      expect(res.json().data.similar).toBeNull();
    });

    it('is 404 for anyone else’s listing, a deleted one or none; 401 without a token; 400 for a bad id', async () => {
      const { id } = await createProperty(db(), owner.id, {}, 0);
      const deleted = await createProperty(db(), owner.id, { status: 'deleted' }, 0);
      const staff = await login(t.app, await createUser(db(), { staff_role: 'Admin' }));
      expect((await performance(id, visitorSession)).statusCode).toBe(404);
      expect((await performance(id, staff)).statusCode).toBe(404);
      expect((await performance(deleted.id, ownerSession)).statusCode).toBe(404);
      expect((await performance('00000000-0000-4000-8000-000000000000', ownerSession)).statusCode).toBe(404);
      expect((await performance(id, null)).statusCode).toBe(401);
      expect((await performance('not-an-id', ownerSession)).statusCode).toBe(400);
    });
  });

  describe('an agency sees its team', () => {
    let agency: TestUser;
    let agencySession: Session;
    let teamListing: string;
    let teamDraft: string;
    let outsiderListing: string;

    beforeAll(async () => {
      const made = await createAgency(db());
      agency = made.user;
      agencySession = await login(t.app, agency);
      const member = await createAgent(db(), { agency_id: made.agencyId });
      const outsider = await createAgent(db(), {}, await createUser(db(), { role: 'Agent' }));
      const otherAgency = await createAgency(db());
      const rival = await createAgent(
        db(),
        { agency_id: otherAgency.agencyId },
        await createUser(db(), { role: 'Agent' }),
      );
      await createProperty(db(), agency.id, { title: 'Agency own' }, 0);
      teamListing = (await createProperty(db(), member.user.id, { title: 'Team listing' }, 0)).id;
      teamDraft = (await createProperty(db(), member.user.id, { title: 'Team draft', status: 'draft' }, 0))
        .id;
      outsiderListing = (await createProperty(db(), outsider.user.id, { title: 'Outsider' }, 0)).id;
      await createProperty(db(), rival.user.id, { title: 'Rival agency' }, 0);
      await db()
        .insertInto('listing_daily_figures')
        .values([
          { property_id: teamListing, views: 6, enquiries: 2 },
          { property_id: outsiderListing, views: 100, enquiries: 100 },
        ])
        .execute();
    });

    it('lists its own and its agents’ listings (team ones marked, with who lists them), never others’', async () => {
      const res = await listings(agency, agencySession, '?sort=enquiries');
      const rows = res.json().data.agentListings as {
        title: string;
        access: string;
        listedBy: string | null;
      }[];
      expect(rows.map((row) => row.title)).toEqual(['Team listing', 'Team draft', 'Agency own']);
      expect(rows[0]).toMatchObject({ access: 'team', listedBy: 'Tunde Bello' });
      expect(rows[2]).toMatchObject({ access: 'own', listedBy: null });
      expect(res.json().data.totalItems).toBe(3);
    });

    it('the agent sees only their own; the dashboard sums the team for the agency', async () => {
      const dashboard = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/dashboard-data',
        payload: {},
        headers: agencySession.auth,
      });
      expect(dashboard.json().data).toMatchObject({
        totalListings: 1,
        teamListings: 2,
        last30Days: { views: 6, saves: 0, reveals: 0, enquiries: 2 },
      });
    });

    it('opens a team listing’s performance (read-only), but not an outsider’s', async () => {
      const res = await performance(teamListing, agencySession);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.property).toMatchObject({ access: 'team', listedBy: 'Tunde Bello' });
      expect(res.json().data.last30Days.views).toBe(6);
      expect((await performance(teamDraft, agencySession)).statusCode).toBe(200);
      expect((await performance(outsiderListing, agencySession)).statusCode).toBe(404);
    });

    it('may not edit or delete a team listing', async () => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/property/delete-property/${teamListing}`,
        headers: agencySession.auth,
      });
      expect(res.statusCode).toBe(403);
      expect(
        await db().selectFrom('properties').select('id').where('id', '=', teamListing).executeTakeFirst(),
      ).toBeDefined();
    });

    it('an agent who leaves the agency takes their listings out of its view', async () => {
      const made = await createAgency(db());
      const session = await login(t.app, made.user);
      const member = await createAgent(
        db(),
        { agency_id: made.agencyId },
        await createUser(db(), { role: 'Agent' }),
      );
      const { id } = await createProperty(db(), member.user.id, { title: 'Leaving' }, 0);
      expect((await performance(id, session)).statusCode).toBe(200);
      await db().updateTable('agents').set({ agency_id: null }).where('id', '=', member.agentId).execute();
      expect((await performance(id, session)).statusCode).toBe(404);
      expect((await listings(made.user, session)).json().data.totalItems).toBe(0);
    });
  });

  describe('an agent lets their agency edit their listings', () => {
    const editForm = (propertyId: string, title: string) => ({
      propertyId,
      title,
      price: '4500000',
      category: 'rental',
      propertyType: 'residential',
      address: '14 Admiralty Way',
      country: 'NG',
      state: 'Lagos',
      city: 'Lekki',
      bedrooms: '3',
      bathrooms: '3',
      description: 'Quiet estate',
      mobilePhone: '0803 555 0000',
    });

    it('edits only once the agent says so, never deletes, and the consent does not follow the agent to a new agency', async () => {
      const made = await createAgency(db());
      const agencySession = await login(t.app, made.user);
      const member = await createAgent(
        db(),
        { agency_id: made.agencyId },
        await createUser(db(), { role: 'Agent' }),
      );
      const memberSession = await login(t.app, member.user);
      const { id } = await createProperty(db(), member.user.id, { title: 'Shared flat' }, 0);
      const draft = (
        await createProperty(db(), member.user.id, { title: 'Shared draft', status: 'draft' }, 0)
      ).id;
      const editAs = (session: Session, title: string, propertyId = id) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/property/admin-update-property',
          payload: editForm(propertyId, title),
          headers: session.auth,
        });
      const rights = (session: Session, allow: unknown) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/v1/agent/agency-edit-rights',
          payload: { allow },
          headers: session.auth,
        });
      const dashboard = async (session: Session) =>
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/user/dashboard-data',
            payload: {},
            headers: session.auth,
          })
        ).json().data;

      expect((await editAs(agencySession, 'Not yet')).statusCode).toBe(403);
      expect(await dashboard(memberSession)).toMatchObject({
        agency: { name: 'Lagoon Homes', mayEdit: false },
      });

      expect((await rights(memberSession, true)).json()).toMatchObject({ data: { allow: true } });
      expect(await dashboard(memberSession)).toMatchObject({ agency: { mayEdit: true } });
      const rows = (await listings(made.user, agencySession)).json().data.agentListings;
      expect(rows.find((row: { id: string }) => row.id === id)).toMatchObject({ access: 'shared' });
      expect((await editAs(agencySession, 'Edited by the agency')).statusCode).toBe(200);
      expect((await editAs(agencySession, 'Draft edited by the agency', draft)).statusCode).toBe(200);
      const draftPage = await t.app.inject({
        method: 'POST',
        url: `/api/v1/property/property/${draft}`,
        headers: agencySession.auth,
      });
      expect(draftPage.json().data.title).toBe('Draft edited by the agency');
      const title = await db()
        .selectFrom('properties')
        .select('title')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(title.title).toBe('Edited by the agency');
      const remove = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/property/delete-property/${id}`,
        headers: agencySession.auth,
      });
      expect(remove.statusCode).toBe(403);

      // Another agency sees and edits nothing of it.
      const rival = await createAgency(db());
      const rivalSession = await login(t.app, rival.user);
      expect((await editAs(rivalSession, 'Rival edit')).statusCode).toBe(403);
      expect((await editAs(rivalSession, 'Rival edit', draft)).statusCode).toBe(404);
      expect((await performance(id, rivalSession)).statusCode).toBe(404);

      // Moving to another agency (a new approved application) starts without the consent.
      await upsertAgent(db(), { user_id: member.user.id, agency_id: rival.agencyId });
      expect((await editAs(rivalSession, 'Rival edit')).statusCode).toBe(403);
      expect((await editAs(agencySession, 'Old agency edit')).statusCode).toBe(403);

      await rights(memberSession, true);
      expect((await editAs(rivalSession, 'New agency edit')).statusCode).toBe(200);
      await rights(memberSession, false);
      expect((await editAs(rivalSession, 'No more')).statusCode).toBe(403);
    });

    it('refuses anyone who is not an agent of an agency (403), and a body that is not a yes or no (400)', async () => {
      const independent = await createAgent(db(), {}, await createUser(db(), { role: 'Agent' }));
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/agent/agency-edit-rights',
        payload: { allow: true },
        headers: (await login(t.app, independent.user)).auth,
      });
      expect(res.statusCode).toBe(403);
      for (const payload of [{ allow: 'yes' }, {}, { allow: 1 }]) {
        const bad = await t.app.inject({
          method: 'PUT',
          url: '/api/v1/agent/agency-edit-rights',
          payload,
          headers: visitorSession.auth,
        });
        expect(bad.statusCode).toBe(400);
      }
    });
  });
});
