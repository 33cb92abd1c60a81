import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { makeNoisyPicture, makePictureDataUrl } from '@ile/db/testing/pictures';
import { validListingApplication } from '@ile/shared/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationDecisions } from '../src/modules/applications/application-decisions.service';
import { createUser, login, type Session, type TestUser } from './helpers/accounts';
import { createAgency } from './helpers/community';
import { createTestApp, type TestApp } from './helpers/test-app';

const jpegDataUrl = (data: Buffer) => `data:image/jpeg;base64,${data.toString('base64')}`;

describe('agent, agency and student applications', () => {
  let t: TestApp;
  let staff: TestUser;
  let proof: string;
  const db = () => t.database.db;
  const notified: Array<{ userId: string; title: string; link: string | null }> = [];
  const decisions = () =>
    createApplicationDecisions(db(), t.app.storage, t.app.privateStorage, (userId, notification) =>
      notified.push({ userId, title: notification.title, link: notification.link }),
    );
  const apply = (kind: string, payload: Record<string, unknown>, auth: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/v1/applications/${kind}`, payload, headers: auth });
  const newApplicant = async (): Promise<{ user: TestUser; session: Session }> => {
    const user = await createUser(db(), { first_name: 'Chidi', last_name: 'Eze' });
    return { user, session: await login(t.app, user) };
  };
  const agentForm = async (overrides: Record<string, unknown> = {}) => ({
    position: 'Letting agent',
    workEmail: 'chidi@work.test',
    address: '7 Allen Avenue, Ikeja',
    gender: 'Male',
    officePhone: '08031234567',
    image: await makePictureDataUrl('png'),
    ...overrides,
  });
  const agencyForm = async (overrides: Record<string, unknown> = {}) => ({
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
    website: 'https://harbour.test',
    fax: '08031234569',
    postalCode: '101241',
    ...overrides,
  });
  const studentForm = (overrides: Record<string, unknown> = {}) => ({
    universityEmail: 'chidi@unilag.edu.ng',
    university: 'University of Lagos',
    proofType: 'ID',
    documents: proof,
    requestLocation: '6.5158, 3.3898',
    ...overrides,
  });
  const count = async (table: 'agent_applications' | 'agency_applications' | 'student_applications') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    staff = await createUser(db(), { staff_role: 'Reviewer' });
    proof = jpegDataUrl(await makeNoisyPicture(1100, 800, 'jpeg', 30));
  });
  afterAll(() => t.close());

  describe('applying', () => {
    it('records an agent application, once while pending', async () => {
      const { user, session } = await newApplicant();
      const agency = await createAgency(db());
      const res = await apply(
        'agent',
        await agentForm({ agencyId: agency.agencyId, status: 'pending' }),
        session.auth,
      );
      expect(res.statusCode, res.body).toBe(201);
      const row = await db()
        .selectFrom('agent_applications')
        .selectAll()
        .where('id', '=', res.json().data.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        user_id: user.id,
        status: 'pending',
        first_name: 'Chidi',
        office_phone: '+2348031234567',
        agency_id: agency.agencyId,
      });
      expect(row.image_key && existsSync(join(t.app.config.privateDir, row.image_key))).toBe(true);
      const before = await count('agent_applications');
      const again = await apply('agent', await agentForm(), session.auth);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('You already have a pending agent application');
      expect(await count('agent_applications')).toBe(before);
    });

    it('records an agency application with licence, fax, postal code, website, country and region', async () => {
      const { session } = await newApplicant();
      const res = await apply('agency', await agencyForm(), session.auth);
      expect(res.statusCode, res.body).toBe(201);
      const row = await db()
        .selectFrom('agency_applications')
        .selectAll()
        .where('id', '=', res.json().data.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        license_number: 'RC-12345',
        fax: '+2348031234569',
        postal_code: '101241',
        website: 'https://harbour.test',
        country: 'NG',
        region: 'Lagos',
        corporate_values: 'Integrity and speed',
      });
      expect(row.document_key).not.toBeNull();
    });

    it('records a student application with a proof that meets the guidance', async () => {
      const { user, session } = await newApplicant();
      const res = await apply('student', studentForm(), session.auth);
      expect(res.statusCode, res.body).toBe(201);
      const row = await db()
        .selectFrom('student_applications')
        .selectAll()
        .where('id', '=', res.json().data.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        email: user.email,
        university: 'University of Lagos',
        proof_type: 'ID',
        request_location: '6.5158, 3.3898',
      });
    });

    it('lists the applicant’s applications of every kind, newest first', async () => {
      const { session } = await newApplicant();
      await apply('student', studentForm({ requestLocation: '' }), session.auth);
      await apply('agent', await agentForm(), session.auth);
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/applications/property',
        headers: session.auth,
        payload: {
          ...validListingApplication(),
          images: await Promise.all([1, 2, 3].map(() => makePictureDataUrl())),
        },
      });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/applications/mine',
        headers: session.auth,
      });
      expect(res.statusCode).toBe(200);
      const kinds = res
        .json()
        .data.applications.map((a: { kind: string; status: string }) => [a.kind, a.status]);
      expect(kinds).toEqual([
        ['listing', 'pending'],
        ['agent', 'pending'],
        ['student', 'pending'],
      ]);
    });

    describe('refuses and writes nothing', () => {
      it('an agent application naming an unknown or unapproved agency', async () => {
        const { session } = await newApplicant();
        const unapproved = await createAgency(db(), { approved_at: null });
        const before = await count('agent_applications');
        for (const agencyId of ['00000000-0000-4000-8000-000000000000', unapproved.agencyId]) {
          const res = await apply('agent', await agentForm({ agencyId }), session.auth);
          expect(res.statusCode).toBe(400);
          expect(res.json().errors.agencyId).toBeDefined();
        }
        expect(await count('agent_applications')).toBe(before);
      });

      const proofCases: Array<[string, () => Promise<string>, string, number?]> = [
        [
          'a proof that is not an image',
          async () => `data:image/jpeg;base64,${Buffer.alloc(200 * 1024, 7).toString('base64')}`,
          'Proof must be a JPEG or PNG image',
        ],
        [
          'a 5 MB proof',
          async () => jpegDataUrl(Buffer.alloc(5 * 1024 * 1024, 1)),
          'The request body is too large',
          413,
        ],
        [
          'a 1.2 MB proof',
          async () => jpegDataUrl(Buffer.alloc(1.2 * 1024 * 1024, 1)),
          'Proof must be at most 1 MB',
        ],
        ['a proof under 100 KB', async () => makePictureDataUrl('jpeg'), 'Proof must be at least 100 KB'],
        [
          'a proof smaller than 1024×768',
          async () => jpegDataUrl(await makeNoisyPicture(900, 700, 'jpeg', 30)),
          'Proof must be at least 1024×768 pixels',
        ],
        ['a WebP proof', async () => makePictureDataUrl('webp'), 'Proof must be a JPEG or PNG image'],
      ];
      for (const [name, documents, message, status = 400] of proofCases) {
        it(name, async () => {
          const { session } = await newApplicant();
          const before = await count('student_applications');
          const res = await apply('student', studentForm({ documents: await documents() }), session.auth);
          expect(res.statusCode, res.body).toBe(status);
          expect(res.json().message).toContain(message);
          expect(await count('student_applications')).toBe(before);
        });
      }

      it('an agency application with a region of another country, or a logo that is not a picture', async () => {
        const { session } = await newApplicant();
        const before = await count('agency_applications');
        expect(
          (await apply('agency', await agencyForm({ country: 'SL', region: 'LA' }), session.auth)).statusCode,
        ).toBe(400);
        const notPicture = `data:image/png;base64,${Buffer.from('nope').toString('base64')}`;
        expect(
          (await apply('agency', await agencyForm({ image: notPicture }), session.auth)).statusCode,
        ).toBe(400);
        expect(await count('agency_applications')).toBe(before);
      });

      it('an unverified email', async () => {
        const session = await login(t.app, await createUser(db(), { email_verified_at: null }));
        const before = await count('agent_applications');
        const res = await apply('agent', await agentForm(), session.auth);
        expect(res.statusCode).toBe(403);
        expect(await count('agent_applications')).toBe(before);
      });
    });
  });

  describe('decisions (the service the staff console calls)', () => {
    const noticesOf = (userId: string) =>
      db()
        .selectFrom('notices')
        .select(['heading', 'description'])
        .where('recipient_id', '=', userId)
        .execute();
    const eventsOf = (type: string) =>
      db().selectFrom('outbox_events').select('payload').where('event_type', '=', type).execute();

    it('approving an agent creates the profile, grants the role, publishes the picture and tells the applicant', async () => {
      const { user, session } = await newApplicant();
      const id = (await apply('agent', await agentForm(), session.auth)).json().data.id;
      const result = await decisions().decide('agent', id, staff.id, 'successful');
      expect(result).toMatchObject({ status: 'successful', userId: user.id });
      const agent = await db()
        .selectFrom('agents')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(agent).toMatchObject({
        position: 'Letting agent',
        business_email: 'chidi@work.test',
        application_id: id,
      });
      expect(agent.approved_at).not.toBeNull();
      expect(agent.profile_image && existsSync(join(t.app.config.mediaDir, agent.profile_image))).toBe(true);
      const account = await db()
        .selectFrom('users')
        .select('role')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(account.role).toBe('Agent');
      expect((await noticesOf(user.id))[0]?.heading).toBe('Your agent application was approved');
      expect((await eventsOf('agent_application.decided')).map((e) => e.payload)).toContainEqual({
        applicationId: id,
        userId: user.id,
        decision: 'successful',
        reason: null,
      });
      // The new agent is in the directory.
      const profile = await t.app.inject({ method: 'GET', url: `/api/v1/agent/single-agent/${user.id}` });
      expect(profile.statusCode).toBe(200);
      await expect(decisions().decide('agent', id, staff.id, 'unsuccessful', 'late')).rejects.toThrow(
        'already been decided',
      );
    });

    it('approving an agency grants the Agency role and keeps the document private', async () => {
      const { user, session } = await newApplicant();
      const id = (await apply('agency', await agencyForm(), session.auth)).json().data.id;
      await decisions().decide('agency', id, staff.id, 'successful');
      const agency = await db()
        .selectFrom('agencies')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(agency).toMatchObject({
        agency_name: 'Harbour Homes',
        license_number: 'RC-12345',
        region: 'Lagos',
      });
      expect(agency.document_image?.startsWith('originals/')).toBe(true);
      expect(existsSync(join(t.app.config.mediaDir, agency.document_image ?? 'x'))).toBe(false);
      expect(
        (await db().selectFrom('users').select('role').where('id', '=', user.id).executeTakeFirstOrThrow())
          .role,
      ).toBe('Agency');
    });

    it('approving a student sets the verified-student flag, which /user/me shows', async () => {
      const { user, session } = await newApplicant();
      const id = (await apply('student', studentForm(), session.auth)).json().data.id;
      await decisions().decide('student', id, staff.id, 'successful');
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/me',
        headers: (await login(t.app, user)).auth,
      });
      expect(me.json().data.is_verified_student).toBe(true);
      expect(me.json().data.student).toMatchObject({
        university: 'University of Lagos',
        university_email: 'chidi@unilag.edu.ng',
      });
      expect(me.json().data.student.benefits.map((b: { key: string }) => b.key)).toEqual([
        'affordable-housing',
        'safe-and-secure',
        'convenient-booking',
      ]);
      expect(
        await db()
          .selectFrom('students')
          .select('university')
          .where('user_id', '=', user.id)
          .executeTakeFirst(),
      ).toEqual({
        university: 'University of Lagos',
      });
    });

    it('approving a listing publishes a property whose images go to the images worker', async () => {
      const { user, session } = await newApplicant();
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/applications/property',
        headers: session.auth,
        payload: {
          ...validListingApplication(),
          images: await Promise.all([1, 2, 3].map(() => makePictureDataUrl())),
        },
      });
      const id = created.json().data.id;
      const result = await decisions().decide('listing', id, staff.id, 'successful');
      const property = await db()
        .selectFrom('properties')
        .selectAll()
        .where('id', '=', result.propertyId ?? '')
        .executeTakeFirstOrThrow();
      expect(property).toMatchObject({
        owner_id: user.id,
        status: 'published',
        title: '3 bedroom flat',
        application_id: id,
      });
      const images = await db()
        .selectFrom('property_images')
        .select(['status', 'original_key'])
        .where('property_id', '=', property.id)
        .execute();
      expect(images).toHaveLength(3);
      expect(images.every((image) => image.status === 'pending')).toBe(true);
      expect((await eventsOf('property.published')).map((e) => e.payload)).toContainEqual({
        propertyId: property.id,
      });
      expect((await eventsOf('property.images_uploaded')).length).toBeGreaterThan(0);
      const application = await db()
        .selectFrom('listing_applications')
        .select(['status', 'property_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(application).toEqual({ status: 'successful', property_id: property.id });
    });

    it('rejecting records the reason and tells the applicant', async () => {
      const { user, session } = await newApplicant();
      const id = (await apply('student', studentForm(), session.auth)).json().data.id;
      await decisions().decide('student', id, staff.id, 'unsuccessful', 'The card has expired');
      const row = await db()
        .selectFrom('student_applications')
        .select(['status', 'rejection_reason', 'decided_by'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        status: 'unsuccessful',
        rejection_reason: 'The card has expired',
        decided_by: staff.id,
      });
      expect((await noticesOf(user.id))[0]?.description).toContain('The card has expired');
      expect(notified).toContainEqual({
        userId: user.id,
        title: 'Your verified student application was not approved',
        link: '/account/student',
      });
      const account = await db()
        .selectFrom('users')
        .select('is_verified_student')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(account.is_verified_student).toBe(false);
      // Free to apply again.
      expect((await apply('student', studentForm(), session.auth)).statusCode).toBe(201);
    });

    it('answers not found for an unknown application', async () => {
      await expect(
        decisions().decide('agent', '00000000-0000-4000-8000-000000000000', staff.id, 'successful'),
      ).rejects.toThrow('Application not found');
    });
  });
});
