import { randomUUID } from 'node:crypto';
import { makeNoisyPicture, makePictureDataUrl } from '@ile/db/testing/pictures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditRowOf,
  type Console,
  type Person,
  snapshot,
  startConsole,
  submitListingApplication,
} from './console';

describe('/api/admin applications', () => {
  let c: Console;
  let pictures: string[];

  const submitListing = (applicant: Person, overrides: Record<string, unknown> = {}) =>
    submitListingApplication(c, applicant, {
      images: pictures,
      amenities: ['Schools', 'Parks'],
      ...overrides,
    });
  const apply = async (applicant: Person, kind: string, payload: Record<string, unknown>) => {
    const res = await c.call(applicant, 'POST', `/api/v1/applications/${kind}`, payload);
    if (res.status !== 201) throw new Error(`apply failed: ${res.status} ${JSON.stringify(res.json)}`);
    return (res.json as { data: { id: string } }).data.id;
  };
  const decide = (person: Person, resource: string, id: string, verb: string, body: unknown = {}) =>
    c.call(person, 'POST', `/api/admin/${resource}/${id}/${verb}`, body);
  const outboxOf = (type: string) =>
    c.db.selectFrom('outbox_events').select('payload').where('event_type', '=', type).execute();

  beforeAll(async () => {
    c = await startConsole();
    pictures = await Promise.all([
      makePictureDataUrl('jpeg'),
      makePictureDataUrl('png'),
      makePictureDataUrl('webp'),
    ]);
  });
  afterAll(() => c.close());

  it('approves a listing application end to end', async () => {
    const applicant = await c.newPerson({ first_name: 'Bisi', last_name: 'Adebayo' });
    const id = await submitListing(applicant, { title: 'Sunny flat by the lagoon' });
    const reviewer = c.client(c.staff.Reviewer);

    // The reviewer finds it with the console's filters and sees every field and image.
    const found = await reviewer.getList('listing-applications', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { status: 'pending', country: 'NG', state: 'LA', category: 'rental', q: 'lagoon' },
    });
    expect(found.total).toBe(1);
    const { data: application } = await reviewer.getOne('listing-applications', { id });
    expect(application).toMatchObject({
      id,
      status: 'pending',
      user_id: applicant.user.id,
      applicant_name: 'Bisi Adebayo',
      applicant_email: applicant.user.email,
      title: 'Sunny flat by the lagoon',
      price: 1500000.5,
      bedrooms: 3,
      state_code: 'LA',
      amenities: ['Schools', 'Parks'],
      property_id: null,
    });
    expect(application.images).toHaveLength(3);

    // Its images are streamed to staff, large, from the private originals.
    const image = await fetch(`${c.origin}${application.images[0].url}`, {
      headers: c.staff.Reviewer.session.auth,
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const original = await c.t.app.privateStorage.get(
      (
        await c.db
          .selectFrom('listing_application_images')
          .select('original_key')
          .where('application_id', '=', id)
          .where('position', '=', 0)
          .executeTakeFirstOrThrow()
      ).original_key,
    );
    expect(Buffer.from(await image.arrayBuffer()).equals(original as Buffer)).toBe(true);
    expect(
      (await fetch(`${c.origin}${application.images[0].url}`, { headers: c.staff.Support.session.auth }))
        .status,
    ).toBe(403);
    expect((await fetch(`${c.origin}${application.images[0].url}`)).status).toBe(401);

    const res = await decide(c.staff.Reviewer, 'listing-applications', id, 'approve');
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const approved = res.json as {
      status: string;
      property_id: string;
      decided_by: string;
      decided_by_name: string;
    };
    expect(approved).toMatchObject({
      status: 'successful',
      decided_by: c.staff.Reviewer.user.id,
      decided_by_name: 'Isatu Reviewer',
    });

    // A published property with the application's fields, owned by the applicant.
    const property = await c.db
      .selectFrom('properties')
      .selectAll()
      .where('id', '=', approved.property_id)
      .executeTakeFirstOrThrow();
    expect(property).toMatchObject({
      status: 'published',
      owner_id: applicant.user.id,
      application_id: id,
      title: 'Sunny flat by the lagoon',
      description: application.description,
      price: 1500000.5,
      currency: 'NGN',
      state_code: 'LA',
      city: 'Lekki',
      bedrooms: 3,
      bathrooms: 2,
      features: ['Schools', 'Parks'],
    });
    expect(property.published_at).not.toBeNull();
    // Its images wait for the images worker (which renders them; tested with the worker).
    const images = await c.db
      .selectFrom('property_images')
      .select(['status', 'original_key'])
      .where('property_id', '=', property.id)
      .orderBy('position')
      .execute();
    expect(images).toHaveLength(3);
    expect(images.every((row) => row.status === 'pending')).toBe(true);
    expect(
      (await outboxOf('property.images_uploaded')).some((e) => e.payload.propertyId === property.id),
    ).toBe(true);
    // Geocoding and search follow property.published; the applicant is emailed on the decision.
    expect((await outboxOf('property.published')).some((e) => e.payload.propertyId === property.id)).toBe(
      true,
    );
    expect(
      (await outboxOf('listing_application.decided')).find((e) => e.payload.applicationId === id)?.payload,
    ).toMatchObject({
      decision: 'successful',
      propertyId: property.id,
      userId: applicant.user.id,
    });
    // The applicant has a notice.
    const notices = await c.call(applicant, 'GET', `/api/v1/notice/notices?userId=${applicant.user.id}`);
    expect(JSON.stringify(notices.json)).toContain('Your listing application was approved');
    // And the audit row, with who, what, before and after, from this request.
    const audit = await auditRowOf(c.db, 'listing-applications', id);
    expect(audit).toMatchObject({
      actor_id: c.staff.Reviewer.user.id,
      actor_role: 'Reviewer',
      action: 'listing_application.approve',
      before: { status: 'pending' },
      after: { status: 'successful', property_id: property.id, decided_by: c.staff.Reviewer.user.id },
      request_id: res.headers.get('x-request-id'),
    });
    expect(audit.ip).toBeTruthy();
  });

  it('refuses to decide an application twice: 409, nothing written', async () => {
    const applicant = await c.newPerson();
    const id = await submitListing(applicant);
    expect(
      (await decide(c.staff.Admin, 'listing-applications', id, 'reject', { reason: 'Blurry photos' })).status,
    ).toBe(200);
    const before = await snapshot(c.db);
    for (const verb of ['approve', 'reject']) {
      const again = await decide(c.staff.Reviewer, 'listing-applications', id, verb, { reason: 'again' });
      expect(again.status).toBe(409);
      expect(again.json).toMatchObject({
        status: 'fail',
        message: 'This application has already been decided',
      });
    }
    expect(await snapshot(c.db)).toEqual(before);
  });

  it('lets only one of two staff deciding at the same moment win; the other gets 409', async () => {
    const applicant = await c.newPerson();
    const id = await submitListing(applicant);
    const answers = await Promise.all([
      decide(c.staff.Admin, 'listing-applications', id, 'approve'),
      decide(c.staff.Reviewer, 'listing-applications', id, 'approve'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const listings = await c.db
      .selectFrom('properties')
      .select('id')
      .where('application_id', '=', id)
      .execute();
    expect(listings).toHaveLength(1);
  });

  it('needs a reason to reject, and the applicant reads it', async () => {
    const applicant = await c.newPerson();
    const id = await submitListing(applicant);
    const before = await snapshot(c.db);
    for (const body of [{}, { reason: '' }, { reason: '   ' }, undefined]) {
      const res = await decide(c.staff.Reviewer, 'listing-applications', id, 'reject', body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.json)).toContain('reason');
    }
    expect(await snapshot(c.db)).toEqual(before);
    const rejected = await decide(c.staff.Reviewer, 'listing-applications', id, 'reject', {
      reason: 'The address does not match the photos',
    });
    expect(rejected.json).toMatchObject({
      status: 'unsuccessful',
      rejection_reason: 'The address does not match the photos',
    });
    const notice = await c.db
      .selectFrom('notices')
      .select('description')
      .where('recipient_id', '=', applicant.user.id)
      .executeTakeFirstOrThrow();
    expect(notice.description).toContain('The address does not match the photos');
  });

  it('refuses a Support member deciding an application: 403, nothing written', async () => {
    const applicant = await c.newPerson();
    const id = await submitListing(applicant);
    const before = await snapshot(c.db);
    for (const verb of ['approve', 'reject']) {
      const res = await decide(c.staff.Support, 'listing-applications', id, verb, { reason: 'no' });
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({
        status: 'fail',
        message: 'Your staff role (Support) may not decide listing-applications',
      });
    }
    const bulk = await c.call(c.staff.Support, 'POST', '/api/admin/listing-applications/bulk-approve', {
      ids: [id],
    });
    expect(bulk.status).toBe(403);
    expect(await snapshot(c.db)).toEqual(before);
  });

  it('bulk-approves and bulk-rejects, answering each id', async () => {
    const a = await submitListing(await c.newPerson());
    const b = await submitListing(await c.newPerson());
    const decided = await submitListing(await c.newPerson());
    await decide(c.staff.Admin, 'listing-applications', decided, 'approve');
    const missing = randomUUID();
    const res = await c.call(c.staff.Reviewer, 'POST', '/api/admin/listing-applications/bulk-approve', {
      ids: [a, decided, missing],
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      results: [
        { id: a, ok: true, status: 'successful' },
        {
          id: decided,
          ok: false,
          error: { code: 409, message: 'This application has already been decided' },
        },
        { id: missing, ok: false, error: { code: 404, message: 'Application not found' } },
      ],
      succeeded: 1,
      failed: 2,
    });
    const before = await snapshot(c.db);
    const noReason = await c.call(c.staff.Reviewer, 'POST', '/api/admin/listing-applications/bulk-reject', {
      ids: [b],
    });
    expect(noReason.status).toBe(400);
    expect(await snapshot(c.db)).toEqual(before);
    const rejected = await c.call(c.staff.Reviewer, 'POST', '/api/admin/listing-applications/bulk-reject', {
      ids: [b],
      reason: 'Duplicate listing',
    });
    expect(rejected.json).toMatchObject({ succeeded: 1, failed: 0 });
    const audits = await c.db
      .selectFrom('audit_log')
      .select(['action', 'resource_id'])
      .where('resource_id', 'in', [a, b])
      .orderBy('id')
      .execute();
    expect(audits).toEqual([
      { action: 'listing_application.approve', resource_id: a },
      { action: 'listing_application.reject', resource_id: b },
    ]);
    const duplicate = await c.call(c.staff.Reviewer, 'POST', '/api/admin/listing-applications/bulk-approve', {
      ids: [a, a],
    });
    expect(duplicate.status).toBe(400);
  });

  describe('agent, agency and student applications', () => {
    it('approves an agent: profile and Agent role', async () => {
      const applicant = await c.newPerson({ first_name: 'Tunde', last_name: 'Bello' });
      const id = await apply(applicant, 'agent', {
        position: 'Letting agent',
        workEmail: 'tunde@work.test',
        address: '7 Allen Avenue, Ikeja',
        gender: 'Male',
        officePhone: '08031234567',
        image: await makePictureDataUrl('png'),
      });
      const reviewer = c.client(c.staff.Reviewer);
      const list = await reviewer.getList('agent-applications', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'applicant_name', order: 'ASC' },
        filter: { status: 'pending', q: 'tunde@work' },
      });
      expect(list.data.map((row) => row.id)).toEqual([id]);
      expect(list.data[0]).toMatchObject({ position: 'Letting agent', work_email: 'tunde@work.test' });
      const picture = await fetch(`${c.origin}${list.data[0]?.image_url}`, {
        headers: c.staff.Reviewer.session.auth,
      });
      expect(picture.headers.get('content-type')).toBe('image/png');

      const res = await decide(c.staff.Reviewer, 'agent-applications', id, 'approve');
      expect(res.json).toMatchObject({ status: 'successful' });
      const user = await c.db
        .selectFrom('users')
        .select('role')
        .where('id', '=', applicant.user.id)
        .executeTakeFirstOrThrow();
      expect(user.role).toBe('Agent');
      expect(
        await c.db
          .selectFrom('agents')
          .select('id')
          .where('user_id', '=', applicant.user.id)
          .executeTakeFirst(),
      ).toBeDefined();
      expect(
        await c.db
          .selectFrom('audit_log')
          .select('action')
          .where('resource_id', '=', id)
          .executeTakeFirstOrThrow(),
      ).toEqual({ action: 'agent_application.approve' });
    });

    it('shows an agency’s registration document and approves it: profile and Agency role', async () => {
      const applicant = await c.newPerson();
      const id = await apply(applicant, 'agency', {
        agencyName: 'Harbour Homes',
        workEmail: 'hello@harbour.test',
        address: '2 Wharf Road, Apapa',
        country: 'NG',
        region: 'LA',
        licenseNumber: 'RC-12345',
        officePhone: '08031234568',
        corperateValue: 'Integrity and speed',
        history: 'Founded in 2010',
        image: await makePictureDataUrl('jpeg'),
        documentImage: await makePictureDataUrl('png'),
      });
      const { data } = await c.client(c.staff.Admin).getOne('agency-applications', { id });
      expect(data).toMatchObject({
        agency_name: 'Harbour Homes',
        license_number: 'RC-12345',
        country: 'NG',
        region: 'Lagos',
      });
      const document = await fetch(`${c.origin}${data.document_url}`, {
        headers: c.staff.Admin.session.auth,
      });
      expect(document.status).toBe(200);
      expect(document.headers.get('content-type')).toBe('image/png');
      const filtered = await c.client(c.staff.Admin).getList('agency-applications', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'agency_name', order: 'ASC' },
        filter: {
          country: 'NG',
          state: 'Lagos',
          created_at_gte: '2000-01-01',
          created_at_lte: new Date().toISOString().slice(0, 10),
        },
      });
      expect(filtered.data.map((row) => row.id)).toContain(id);

      await decide(c.staff.Admin, 'agency-applications', id, 'approve');
      const user = await c.db
        .selectFrom('users')
        .select('role')
        .where('id', '=', applicant.user.id)
        .executeTakeFirstOrThrow();
      expect(user.role).toBe('Agency');
      // The approved agency's document stays readable by staff through the same route.
      expect(
        (await fetch(`${c.origin}${data.document_url}`, { headers: c.staff.Reviewer.session.auth })).status,
      ).toBe(200);
    });

    it('rejects and approves student applications, with the proof shown', async () => {
      const proof = `data:image/jpeg;base64,${(await makeNoisyPicture(1100, 800, 'jpeg', 30)).toString('base64')}`;
      const applicant = await c.newPerson();
      const id = await apply(applicant, 'student', {
        universityEmail: 'ada@unilag.edu.ng',
        university: 'University of Lagos',
        proofType: 'ID',
        documents: proof,
      });
      const { data } = await c.client(c.staff.Reviewer).getOne('student-applications', { id });
      expect(data).toMatchObject({ university: 'University of Lagos', proof_type: 'ID' });
      expect(
        (await fetch(`${c.origin}${data.document_url}`, { headers: c.staff.Reviewer.session.auth })).status,
      ).toBe(200);
      await decide(c.staff.Reviewer, 'student-applications', id, 'approve');
      const user = await c.db
        .selectFrom('users')
        .select('is_verified_student')
        .where('id', '=', applicant.user.id)
        .executeTakeFirstOrThrow();
      expect(user.is_verified_student).toBe(true);
      expect(
        (await outboxOf('student_application.decided')).some((e) => e.payload.applicationId === id),
      ).toBe(true);
    });
  });

  it('serves only files an application points at', async () => {
    await c.t.app.privateStorage.put('exports/someone/export.zip', Buffer.from('private export'));
    for (const key of ['exports/someone/export.zip', '../etc/passwd', 'nothing/here.jpg']) {
      const res = await fetch(`${c.origin}/api/admin/files/${key}`, { headers: c.staff.Admin.session.auth });
      expect(res.status, key).toBe(404);
    }
  });
});
