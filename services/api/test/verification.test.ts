import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { makePicture } from '@ile/db/testing/pictures';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, PASSWORD, type Session, type TestUser } from './helpers/accounts';
import { createAgency } from './helpers/community';
import { createProperty } from './helpers/listings';
import { createTestApp, type TestApp } from './helpers/test-app';

const dataUrl = (data: Buffer, mime = 'image/jpeg') => `data:${mime};base64,${data.toString('base64')}`;
const picture = async (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .jpeg()
    .toBuffer();

describe('verifications: ID and business checks, inspections, badges and search filters', () => {
  let t: TestApp;
  let privateDir: string;
  let reviewer: Session;
  let support: Session;
  let admin: Session;
  let idPicture: string;
  let selfie: string;
  const db = () => t.database.db;

  const person = async (overrides = {}): Promise<{ user: TestUser; session: Session }> => {
    const user = await createUser(db(), { first_name: 'Amaka', last_name: 'Obi', ...overrides });
    return { user, session: await login(t.app, user) };
  };
  const submit = (session: Session | null, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/user/verification',
      payload,
      headers: session?.auth ?? {},
    });
  const identityForm = (overrides: Record<string, unknown> = {}) => ({
    kind: 'identity',
    country: 'NG',
    documentType: 'nin_slip',
    documentNumber: '12345678901',
    document: idPicture,
    selfie,
    ...overrides,
  });
  const status = async (session: Session) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/verification',
      headers: session.auth,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const admin$ = (session: Session, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: session.auth,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const rows = () => db().selectFrom('verifications').selectAll().execute();
  const storedFiles = () => {
    const root = join(privateDir, 'verifications');
    if (!existsSync(root)) return 0;
    return readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
      .length;
  };
  const events = async (type: string) =>
    (await db().selectFrom('outbox_events').select('payload').where('event_type', '=', type).execute()).map(
      (row) => row.payload as Record<string, unknown>,
    );
  const search = async (query: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/property/search', query });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      properties: Array<{ id: string; verification: Record<string, unknown> }>;
      totalItems: number;
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    privateDir = `/tmp/${t.database.name}-private`;
    reviewer = await login(t.app, await createUser(db(), { staff_role: 'Reviewer' }));
    support = await login(t.app, await createUser(db(), { staff_role: 'Support' }));
    admin = await login(t.app, await createUser(db(), { staff_role: 'Admin' }));
    idPicture = dataUrl(await picture(900, 600));
    selfie = dataUrl(await picture(640, 800));
  });
  afterAll(() => t.close());

  it('answers an empty status to someone who never asked, and refuses anonymous callers', async () => {
    const { session } = await person();
    expect(await status(session)).toEqual({
      badges: {
        identity: false,
        business: false,
        inspectedAt: null,
        identityVerifiedAt: null,
        businessVerifiedAt: null,
      },
      identity: null,
      business: null,
      canVerifyBusiness: false,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/verification' })).statusCode).toBe(401);
    expect((await submit(null, identityForm())).statusCode).toBe(401);
  });

  it('takes an ID check (JSON data URLs): a pending row, two private files, an outbox event', async () => {
    const { user, session } = await person();
    const res = await submit(session, identityForm());
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ kind: 'identity', status: 'pending', document_type: 'nin_slip' });
    const row = (await rows()).find((candidate) => candidate.id === created.id);
    expect(row).toMatchObject({ user_id: user.id, status: 'pending', country: 'NG' });
    expect(row?.document_key).toMatch(new RegExp(`^verifications/${user.id}/`));
    expect(await t.app.privateStorage.has(row?.document_key ?? '')).toBe(true);
    expect(await t.app.privateStorage.has(row?.selfie_key ?? '')).toBe(true);
    expect(await events('verification.submitted')).toContainEqual({
      verificationId: created.id,
      userId: user.id,
      kind: 'identity',
    });
    // The owner reads the status, never the files.
    const mine = await status(session);
    expect(mine.identity).toMatchObject({ id: created.id, status: 'pending' });
    expect(JSON.stringify(mine)).not.toContain('verifications/');
  });

  it('takes the pictures as multipart/form-data too', async () => {
    const { session } = await person();
    const form = new FormData();
    for (const [name, value] of Object.entries({
      kind: 'identity',
      country: 'SL',
      documentType: 'national_id',
      documentNumber: 'SL-998877',
    }))
      form.append(name, value);
    form.append(
      'document',
      new Blob([new Uint8Array(await picture(800, 500))], { type: 'image/jpeg' }),
      'id.jpg',
    );
    form.append(
      'selfie',
      new Blob([new Uint8Array(await picture(700, 700))], { type: 'image/jpeg' }),
      's.jpg',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/verification',
      headers: session.auth,
      payload: form,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ country: 'SL', document_type: 'national_id' });
  });

  it('refuses bad input with a message and writes nothing (no row, no file, no event)', async () => {
    const { user, session } = await person();
    const before = {
      rows: (await rows()).length,
      files: storedFiles(),
      events: (await events('verification.submitted')).length,
    };
    const textAsPng = dataUrl(Buffer.from('this is not a picture at all'), 'image/png');
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [identityForm({ document: textAsPng }), 400, /JPEG, PNG or WebP/],
      [identityForm({ selfie: dataUrl(await picture(500, 380)) }), 400, /too small to read/],
      [identityForm({ document: dataUrl(await makePicture('png', 96, 64), 'image/png') }), 400, /600×400/],
      [
        identityForm({ document: `data:image/jpeg;base64,${'A'.repeat(14 * 1024 * 1024)}` }),
        400,
        /at most 10 MB/,
      ],
      [identityForm({ documentType: 'national_id' }), 400, /government ID of that country/],
      [identityForm({ selfie: undefined }), 400, /selfie/],
      [identityForm({ documentNumber: '' }), 400, /.+/],
      [identityForm({ documentNumber: '<script>' }), 400, /Letters, digits/],
      [identityForm({ kind: 'passport' }), 400, /identity or business/],
      [
        {
          kind: 'business',
          country: 'NG',
          documentType: 'cac_rc',
          documentNumber: 'RC 1234567',
          document: idPicture,
        },
        403,
        /agency accounts/,
      ],
    ];
    for (const [payload, code, message] of cases) {
      const res = await submit(session, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(code);
      expect(JSON.stringify(res.json())).toMatch(message);
    }
    expect((await rows()).length).toBe(before.rows);
    expect(storedFiles()).toBe(before.files);
    expect((await events('verification.submitted')).length).toBe(before.events);
    expect((await status(session)).identity).toBeNull();
    expect(user.id).toBeTruthy();
  });

  it('refuses a second verification while one is pending, and one when already verified', async () => {
    const { user, session } = await person();
    expect((await submit(session, identityForm())).statusCode).toBe(201);
    const before = { rows: (await rows()).length, files: storedFiles() };
    const again = await submit(session, identityForm());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/waiting for review/);
    expect((await rows()).length).toBe(before.rows);
    expect(storedFiles()).toBe(before.files);

    await db()
      .updateTable('users')
      .set({ identity_verified_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    await db()
      .updateTable('verifications')
      .set({ status: 'approved', decided_at: new Date() })
      .where('user_id', '=', user.id)
      .execute();
    const verified = await submit(session, identityForm());
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toMatch(/already verified/);
  });

  it('lets a reviewer approve an ID: badge date set, notice with a link, email event, audit row', async () => {
    const { user, session } = await person({ first_name: 'Bola' });
    const { id } = (await submit(session, identityForm())).json().data;
    const { id: propertyId } = await createProperty(db(), user.id, { title: 'Verified owner flat' });

    // Support reads the queue and the record, but may not decide.
    const listed = await admin$(
      support,
      'GET',
      `/verifications?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((record: { id: string }) => record.id)).toContain(id);
    const shown = (await admin$(support, 'GET', `/verifications/${id}`)).json();
    expect(shown).toMatchObject({ id, user_id: user.id, status: 'pending', document_label: 'NIN slip' });
    expect(shown.createdAt).toBe(shown.created_at);
    expect(shown.document_url).toMatch(/^\/api\/admin\/files\/verifications\//);
    expect((await admin$(support, 'POST', `/verifications/${id}/approve`, {})).statusCode).toBe(403);
    // The files are for reviewers (files: read), through the console's file route.
    const file = await t.app.inject({ method: 'GET', url: shown.document_url, headers: reviewer.auth });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    // A site member reaches neither.
    const member = await person();
    expect((await admin$(member.session, 'GET', `/verifications/${id}`)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: shown.document_url, headers: member.session.auth }))
        .statusCode,
    ).toBe(403);

    const approved = await admin$(reviewer, 'POST', `/verifications/${id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', reviewer_id: expect.any(String) });
    expect(approved.json().files_delete_after).not.toBeNull();
    const account = await db()
      .selectFrom('users')
      .select('identity_verified_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(account.identity_verified_at).toBeInstanceOf(Date);
    const notice = await db()
      .selectFrom('notices')
      .selectAll()
      .where('recipient_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(notice).toMatchObject({
      heading: 'Your ID verification was approved',
      link: '/account/verification',
    });
    expect(await events('verification.decided')).toContainEqual({
      verificationId: id,
      userId: user.id,
      kind: 'identity',
      decision: 'approved',
      reason: null,
    });
    const audit = await db().selectFrom('audit_log').selectAll().where('resource_id', '=', id).execute();
    expect(audit.map((row) => row.action)).toEqual(['verification.approve']);

    // Deciding twice changes nothing.
    expect(
      (await admin$(admin, 'POST', `/verifications/${id}/reject`, { reason: 'Blurry' })).statusCode,
    ).toBe(409);
    expect(
      (await db().selectFrom('audit_log').select('id').where('resource_id', '=', id).execute()).length,
    ).toBe(1);

    // The badge shows on the owner's listing card, page, and in the status.
    expect((await status(session)).badges).toMatchObject({ identity: true, business: false });
    const card = (await search({ keyWord: 'Verified owner flat' })).properties.find(
      (p) => p.id === propertyId,
    );
    expect(card?.verification).toMatchObject({ identity: true, inspectedAt: null });
    const page = await t.app.inject({ method: 'POST', url: `/api/v1/property/property/${propertyId}` });
    expect(page.json().data.verification).toMatchObject({ identity: true });
    // verifiedOwner=true keeps it and drops a listing of an unverified owner.
    const other = await person();
    const { id: unverifiedId } = await createProperty(db(), other.user.id, {
      title: 'Unverified owner flat',
    });
    const filtered = await search({ verifiedOwner: 'true', keyWord: 'owner flat' });
    const ids = filtered.properties.map((p) => p.id);
    expect(ids).toContain(propertyId);
    expect(ids).not.toContain(unverifiedId);
    expect((await search({ keyWord: 'owner flat' })).properties.map((p) => p.id)).toContain(unverifiedId);
  });

  it('rejects with a reason the person reads; no reason is a 400 that changes nothing', async () => {
    const { user, session } = await person();
    const { id } = (await submit(session, identityForm())).json().data;
    const noReason = await admin$(reviewer, 'POST', `/verifications/${id}/reject`, {});
    expect(noReason.statusCode).toBe(400);
    expect((await rows()).find((row) => row.id === id)?.status).toBe('pending');
    const rejected = await admin$(reviewer, 'POST', `/verifications/${id}/reject`, {
      reason: 'The selfie does not show the ID',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await status(session)).identity).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The selfie does not show the ID',
    });
    const account = await db()
      .selectFrom('users')
      .select('identity_verified_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(account.identity_verified_at).toBeNull();
    // A new submission is allowed after a rejection.
    expect((await submit(session, identityForm())).statusCode).toBe(201);
    expect(
      (await admin$(reviewer, 'POST', '/verifications/00000000-0000-4000-8000-000000000000/approve', {}))
        .statusCode,
    ).toBe(404);
  });

  it('verifies an agency business: what was checked is required, the badge follows the agency listings', async () => {
    const { user, agencyId } = await createAgency(db());
    const session = await login(t.app, user);
    expect((await status(session)).canVerifyBusiness).toBe(true);
    const res = await submit(session, {
      kind: 'business',
      country: 'NG',
      documentType: 'cac_rc',
      documentNumber: 'RC 1234567',
      document: idPicture,
      licenceNumber: 'LASRERA/2026/0042',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    const selfieRefused = await submit(session, {
      kind: 'business',
      country: 'NG',
      documentType: 'cac_rc',
      documentNumber: 'RC 1',
      document: idPicture,
      selfie,
    });
    expect(selfieRefused.statusCode).toBe(400);
    const noNote = await admin$(reviewer, 'POST', `/verifications/${id}/approve`, {});
    expect(noNote.statusCode).toBe(400);
    expect((await rows()).find((row) => row.id === id)?.status).toBe('pending');
    const ok = await admin$(reviewer, 'POST', `/verifications/${id}/approve`, {
      checkedNote: 'CAC public search: RC 1234567 active; LASRERA register lists the licence',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ agency_name: 'Lagoon Homes', licence_number: 'LASRERA/2026/0042' });
    const agency = await db()
      .selectFrom('agencies')
      .select('business_verified_at')
      .where('id', '=', agencyId)
      .executeTakeFirstOrThrow();
    expect(agency.business_verified_at).toBeInstanceOf(Date);
    const { id: listingId } = await createProperty(db(), user.id, { title: 'Agency verified duplex' });
    const found = await search({ verifiedOwner: 'true', keyWord: 'Agency verified duplex' });
    expect(found.properties.map((p) => p.id)).toEqual([listingId]);
    expect(found.properties[0]?.verification).toMatchObject({ business: true, identity: false });
    const directory = await t.app.inject({ method: 'GET', url: '/api/v1/agency/agencies?page=1&size=50' });
    const card = directory.json().data.agency.find((a: { id: string }) => a.id === agencyId);
    expect(card.verification).toMatchObject({ business: true });
  });

  it('marks a listing inspected (reviewers only): badge for 180 days, the inspected filter', async () => {
    const owner = await person();
    const { id } = await createProperty(db(), owner.user.id, { title: 'Inspected bungalow' });
    const { id: stale } = await createProperty(db(), owner.user.id, { title: 'Inspected long ago bungalow' });
    const today = new Date().toISOString().slice(0, 10);
    const photo = dataUrl(await picture(320, 240));
    const body = { visitedOn: today, note: 'Roof, water and power checked with the owner', photos: [photo] };

    expect((await admin$(support, 'POST', `/properties/${id}/inspection`, body)).statusCode).toBe(403);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(
      (await admin$(reviewer, 'POST', `/properties/${id}/inspection`, { ...body, visitedOn: tomorrow }))
        .statusCode,
    ).toBe(400);
    expect(
      (await admin$(reviewer, 'POST', `/properties/${id}/inspection`, { ...body, note: '' })).statusCode,
    ).toBe(400);
    expect(
      (
        await admin$(reviewer, 'POST', `/properties/${id}/inspection`, {
          ...body,
          photos: [dataUrl(Buffer.from('nope'), 'image/png')],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await admin$(reviewer, 'POST', '/properties/00000000-0000-4000-8000-000000000000/inspection', body))
        .statusCode,
    ).toBe(404);
    expect(await db().selectFrom('property_inspections').select('id').execute()).toHaveLength(0);

    const marked = await admin$(reviewer, 'POST', `/properties/${id}/inspection`, body);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().inspected_at).toBe(`${today}T00:00:00.000Z`);
    const [inspection] = await db().selectFrom('property_inspections').selectAll().execute();
    expect(inspection).toMatchObject({ property_id: id, visited_on: today, note: body.note });
    expect(inspection?.photo_keys).toHaveLength(1);
    expect(await t.app.privateStorage.has(inspection?.photo_keys[0] ?? '')).toBe(true);
    // The single record lists the visit for the console; its photo is served to staff only.
    const [visit] = marked.json().inspections;
    expect(visit).toMatchObject({ visited_on: today, note: body.note, inspector_name: expect.any(String) });
    expect(visit.photo_urls).toHaveLength(1);
    const photoAnswer = await t.app.inject({
      method: 'GET',
      url: visit.photo_urls[0],
      headers: reviewer.auth,
    });
    expect(photoAnswer.statusCode).toBe(200);
    expect(photoAnswer.headers['content-type']).toMatch(/^image\//);
    expect(
      (await db().selectFrom('audit_log').select('action').where('resource_id', '=', id).execute()).map(
        (r) => r.action,
      ),
    ).toEqual(['property.inspect']);

    // 200 days ago: recorded, but no badge and not found by the filter.
    const old = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
    expect(
      (
        await admin$(admin, 'POST', `/properties/${stale}/inspection`, {
          ...body,
          visitedOn: old,
          photos: [],
        })
      ).statusCode,
    ).toBe(200);
    const inspected = await search({ inspected: 'true', keyWord: 'bungalow' });
    expect(inspected.properties.map((p) => p.id)).toEqual([id]);
    expect(inspected.properties[0]?.verification.inspectedAt).toBe(`${today}T00:00:00.000Z`);
    const all = await search({ keyWord: 'bungalow' });
    expect(all.properties.find((p) => p.id === stale)?.verification.inspectedAt).toBeNull();
    // An earlier visit recorded later never moves the date back.
    expect(
      (
        await admin$(reviewer, 'POST', `/properties/${id}/inspection`, {
          ...body,
          visitedOn: old,
          photos: [],
        })
      ).json().inspected_at,
    ).toBe(`${today}T00:00:00.000Z`);
  });

  it('stops serving the files once deleted; erasing the account keeps the decision without the numbers', async () => {
    const { user, session } = await person();
    const { id } = (await submit(session, identityForm())).json().data;
    const shown = (await admin$(reviewer, 'GET', `/verifications/${id}`)).json();
    await db()
      .updateTable('verifications')
      .set({ files_deleted_at: new Date() })
      .where('id', '=', id)
      .execute();
    const gone = await t.app.inject({ method: 'GET', url: shown.document_url, headers: reviewer.auth });
    expect(gone.statusCode).toBe(404);
    const after = (await admin$(reviewer, 'GET', `/verifications/${id}`)).json();
    expect(after).toMatchObject({ document_url: null, selfie_url: null });

    const other = await person();
    const pending = (await submit(other.session, identityForm())).json().data;
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/account-delete-user',
      headers: other.session.auth,
      payload: { password: PASSWORD },
    });
    expect(erased.statusCode).toBe(200);
    const row = (await rows()).find((candidate) => candidate.id === pending.id);
    expect(row).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Account deleted',
      document_number: 'erased',
      files_deleted_at: null,
    });
    expect(row?.decided_at).toBeInstanceOf(Date);
    expect(user.id).not.toBe(other.user.id);
  });

  it('shows the correspondent’s badges in the inbox', async () => {
    const a = await person({ email_verified_at: new Date() });
    const b = await person({ email_verified_at: new Date(), identity_verified_at: new Date() });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/conversations/create-conversation',
      headers: a.session.auth,
      payload: { receiverId: b.user.id, message: 'Hello, is the flat still free?' },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/v1/conversations/conversations',
      headers: a.session.auth,
      payload: {},
    });
    expect(list.statusCode, list.body).toBe(200);
    const conversation = list.json().data.find((c: { receiver_id: string }) => c.receiver_id === b.user.id);
    expect(conversation.receiver_verification).toMatchObject({ identity: true, business: false });
  });
});
