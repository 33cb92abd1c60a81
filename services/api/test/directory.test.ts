import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login } from './helpers/accounts';
import { createAgency, createAgent } from './helpers/community';
import { createProperty } from './helpers/listings';
import { createTestApp, type TestApp } from './helpers/test-app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('the agents and agencies directory', () => {
  let t: TestApp;
  const db = () => t.database.db;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  let agency: Awaited<ReturnType<typeof createAgency>>;
  let agents: Awaited<ReturnType<typeof createAgent>>[];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    agency = await createAgency(db());
    agents = [];
    for (let i = 0; i < 3; i++) {
      agents.push(
        await createAgent(db(), {
          agency_id: i < 2 ? agency.agencyId : null,
          position: `Agent ${i}`,
          created_at: new Date(Date.UTC(2026, 0, i + 1)),
        }),
      );
    }
    // Not approved yet: never listed.
    await createAgent(db(), { approved_at: null, position: 'Pending' });
    await createAgency(db(), { approved_at: null, agency_name: 'Pending agency' });
    const first = agents[0];
    if (!first) throw new Error('no agent');
    await createProperty(db(), first.user.id, { title: 'Owned by agent 0' });
    await createProperty(db(), agency.user.id, {
      title: 'Agency listing',
      agent_id: first.agentId,
      agency_id: agency.agencyId,
    });
    await createProperty(db(), agency.user.id, {
      title: 'Agency draft',
      status: 'draft',
      agency_id: agency.agencyId,
    });
    const reviewer = await createUser(db());
    await db()
      .insertInto('reviews')
      .values([
        {
          author_id: reviewer.id,
          target_type: 'agent',
          agent_id: first.agentId,
          rating: 5,
          comment: 'Great',
        },
        {
          author_id: reviewer.id,
          target_type: 'agency',
          agency_id: agency.agencyId,
          rating: 4,
          comment: 'Good',
        },
      ])
      .execute();
  });
  afterAll(() => t.close());

  it('pages through approved agents, newest first, with a stable order', async () => {
    const page1 = await get('/api/v1/agent/agents?page=1&size=2');
    expect(page1.statusCode).toBe(200);
    const data = page1.json().data;
    expect(data.totalItems).toBe(3);
    expect(data.totalPages).toBe(2);
    expect(data.agent.map((a: { position: string }) => a.position)).toEqual(['Agent 2', 'Agent 1']);
    expect(data.agent[0]).toMatchObject({
      name: 'Tunde Bello',
      business_email: 'tunde@agents.test',
      userId: agents[2]?.user.id,
    });
    const page2 = await get('/api/v1/agent/agents?page=2&size=2');
    expect(page2.json().data.agent.map((a: { position: string }) => a.position)).toEqual(['Agent 0']);
  });

  it('lists approved agencies without their registration document', async () => {
    const res = await get('/api/v1/agency/agencies?page=1&size=10');
    const data = res.json().data;
    expect(data.totalItems).toBe(1);
    expect(data.agency[0]).toMatchObject({ agency_name: 'Lagoon Homes', userId: agency.user.id });
    expect(data.agency[0]).not.toHaveProperty('document_image');
  });

  it('finds approved agencies by a part of their name, in any case, and refuses an over-long search', async () => {
    const other = await createAgency(db(), { agency_name: 'Harbour 100% Realty' });
    const names = async (search: string) => {
      const res = await get(`/api/v1/agency/agencies?page=1&size=10&search=${encodeURIComponent(search)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.agency.map((item: { agency_name: string }) => item.agency_name);
    };
    expect(await names('lagoon')).toEqual(['Lagoon Homes']);
    expect(await names('HARB')).toEqual(['Harbour 100% Realty']);
    // LIKE wildcards are literal; pending agencies stay hidden; blank means all.
    expect(await names('100%')).toEqual(['Harbour 100% Realty']);
    expect(await names('_')).toEqual([]);
    expect(await names('Pending')).toEqual([]);
    expect(await names(' ')).toHaveLength(2);
    const long = await get(`/api/v1/agency/agencies?search=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    await db().deleteFrom('agencies').where('id', '=', other.agencyId).execute();
  });

  it('shows an agent’s profile with listings and counts', async () => {
    const first = agents[0];
    const res = await get(`/api/v1/agent/single-agent/${first?.user.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.singleAgent).toMatchObject({
      id: first?.agentId,
      position: 'Agent 0',
      agency_id: agency.agencyId,
    });
    expect(data.singleUser).toMatchObject({
      id: first?.user.id,
      full_name: 'Tunde Bello',
      email: 'tunde@agents.test',
    });
    expect(data.agentListings.map((p: { title: string }) => p.title).sort()).toEqual([
      'Agency listing',
      'Owned by agent 0',
    ]);
    expect(data.counts).toEqual({ listings: 2, reviews: 1, views: 0, viewings: { held: 0, noShows: 0 } });
  });

  it('shows an agency’s profile with listings, agents and counts; the document only to itself', async () => {
    const res = await get(`/api/v1/agency/single-agency/${agency.user.id}`);
    const data = res.json().data;
    expect(data).toMatchObject({
      agency_name: 'Lagoon Homes',
      license_number: 'LIC-001',
      corperate_values: 'Honesty',
      region: 'Lagos',
    });
    expect(data).not.toHaveProperty('document_image');
    expect(data.agencyListings.map((p: { title: string }) => p.title)).toEqual(['Agency listing']);
    expect(data.agencyAgents).toHaveLength(2);
    expect(data.counts).toEqual({ listings: 1, reviews: 1, agents: 2, views: 0 });
    const own = await get(
      `/api/v1/agency/single-agency/${agency.user.id}`,
      (await login(t.app, agency.user)).auth,
    );
    expect(own.json().data.document_image).toBe('private/agency-doc.jpg');
  });

  it('pages an agency’s listings and agents', async () => {
    const listings = await get(`/api/v1/agency/agency-listings/${agency.user.id}?page=1&size=10`);
    expect(listings.json().data).toMatchObject({ totalItems: 1, totalPages: 1 });
    const agentsPage = await get(`/api/v1/agency/agency-agents/${agency.user.id}?page=1&size=1`);
    expect(agentsPage.json().data).toMatchObject({ totalItems: 2, totalPages: 2 });
    expect(agentsPage.json().data.agencyAgents).toHaveLength(1);
  });

  it('answers 404 for unknown or unapproved profiles, 400 for malformed ids', async () => {
    expect((await get(`/api/v1/agent/single-agent/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/agency/single-agency/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/agency/agency-listings/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await get('/api/v1/agent/single-agent/nope')).statusCode).toBe(400);
    const pending = await db()
      .selectFrom('agents')
      .select('user_id')
      .where('approved_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect((await get(`/api/v1/agent/single-agent/${pending.user_id}`)).statusCode).toBe(404);
  });

  it('counts one profile view per viewer per day', async () => {
    const userId = agents[1]?.user.id;
    const first = await get(`/api/v1/agent/increase-view/${userId}`, { 'user-agent': 'A' });
    expect(first.json().data).toEqual({ counted: true, views: 1 });
    expect((await get(`/api/v1/agent/increase-view/${userId}`, { 'user-agent': 'A' })).json().data).toEqual({
      counted: false,
      views: 1,
    });
    expect((await get(`/api/v1/agency/increase-view/${agency.user.id}`)).json().data.counted).toBe(true);
    const profile = await get(`/api/v1/agency/single-agency/${agency.user.id}`);
    expect(profile.json().data.counts.views).toBe(1);
  });
});
