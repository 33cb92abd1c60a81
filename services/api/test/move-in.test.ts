import { makePictureDataUrl } from '@ile/db/testing/pictures';
import { validListingApplication } from '@ile/shared/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationDecisions } from '../src/modules/applications/application-decisions.service';
import { createUser, login, type Session, type TestUser } from './helpers/accounts';
import { createProperty } from './helpers/listings';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 21, item 3: move-in costs on the listing form, the edit form, the listing's page and the search.
describe('move-in costs', () => {
  let t: TestApp;
  let owner: TestUser;
  let session: Session;
  let staff: TestUser;
  let pictures: string[];

  const db = () => t.database.db;
  /** A Lagos flat in Opebi, Ikeja (not Ikeja GRA): the Tenancy Law's advance-rent limit applies. */
  const form = (overrides: Record<string, unknown> = {}) => ({
    ...validListingApplication(),
    price: '2400000',
    address: '14 Allen Avenue, Opebi',
    city: 'Ikeja',
    images: pictures,
    ...overrides,
  });
  const submit = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/applications/property',
      headers: session.auth,
      payload: body,
    });
  const applications = async () =>
    Number(
      (
        await db()
          .selectFrom('listing_applications')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const detail = async (id: string) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/property/property/${id}`, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    owner = await createUser(t.database.db, { email_verified_at: new Date() });
    session = await login(t.app, owner);
    staff = await createUser(t.database.db, { staff_role: 'Admin' });
    pictures = await Promise.all([1, 2, 3].map(() => makePictureDataUrl()));
  });
  afterAll(() => t.close());

  describe('the listing form', () => {
    it('stores a rental’s move-in costs, and approval publishes them with the total', async () => {
      const res = await submit(
        form({
          advanceRentMonths: '12',
          agencyFee: '24000000',
          legalFee: '24000000',
          cautionDeposit: '20000000',
          otherCharges: [{ name: 'Fresh paint', amount: 5_000_000 }],
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().data.id;
      const application = await db()
        .selectFrom('listing_applications')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(application).toMatchObject({
        advance_rent_months: 12,
        agency_fee: 24_000_000,
        legal_fee: 24_000_000,
        caution_deposit: 20_000_000,
        service_charge_yearly: null,
        other_charges: [{ name: 'Fresh paint', amount: 5_000_000 }],
      });
      const decided = await createApplicationDecisions(
        db(),
        t.app.storage,
        t.app.privateStorage,
        () => {},
      ).decide('listing', id, staff.id, 'successful');
      const property = await db()
        .selectFrom('properties')
        .select(['move_in_total', 'other_charges'])
        .where('id', '=', decided.propertyId as string)
        .executeTakeFirstOrThrow();
      // ₦2,400,000 a year for 12 months + ₦240,000 + ₦240,000 + ₦200,000 + ₦50,000, in kobo.
      expect(property).toEqual({
        move_in_total: 240_000_000 + 24_000_000 + 24_000_000 + 20_000_000 + 5_000_000,
        other_charges: [{ name: 'Fresh paint', amount: 5_000_000 }],
      });
    });

    it('refuses more than a year in advance in a Lagos area the Tenancy Law covers, in the law’s words', async () => {
      const before = await applications();
      const res = await submit(form({ advanceRentMonths: '24' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.advanceRentMonths[0]).toMatch(
        /Lagos State Tenancy Law 2011 a landlord or agent may not demand or receive more than one year's rent/,
      );
      expect(await applications()).toBe(before);
    });

    it('accepts two years in advance in an exempt area (Ikoyi)', async () => {
      const res = await submit(
        form({ address: '7 Bourdillon Road, Ikoyi', city: 'Lagos Island', advanceRentMonths: 24 }),
      );
      expect(res.statusCode, res.body).toBe(201);
    });

    it('refuses move-in costs on a sale', async () => {
      const res = await submit(form({ category: 'sale', duration: 'outright', agencyFee: '100' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.agencyFee[0]).toMatch(/not for sales/);
    });

    it('asks for the months in advance when charges are given', async () => {
      const res = await submit(form({ cautionDeposit: '100' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.advanceRentMonths[0]).toMatch(/months of rent you require in advance/);
    });
  });

  describe('the edit form', () => {
    const edit = (propertyId: string, overrides: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/property/admin-update-property',
        headers: session.auth,
        payload: {
          propertyId,
          title: 'Two-bedroom flat in Opebi',
          price: '2400000',
          category: 'rental',
          propertyType: 'residential',
          address: '14 Allen Avenue, Opebi',
          country: 'NG',
          state: 'Lagos',
          city: 'Ikeja',
          bedrooms: '2',
          bathrooms: '2',
          description: 'Bright and quiet',
          mobilePhone: '0803 555 0000',
          ...overrides,
        },
      });
    const stored = (id: string) =>
      db()
        .selectFrom('properties')
        .select(['advance_rent_months', 'agency_fee', 'move_in_total'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    it('saves move-in costs, keeps them when the request has none, and clears them for a sale', async () => {
      const { id } = await createProperty(db(), owner.id, { price: 2_400_000, duration: 'year' }, 0);
      expect((await edit(id, { advanceRentMonths: '12', agencyFee: '24000000' })).statusCode).toBe(200);
      expect(await stored(id)).toEqual({
        advance_rent_months: 12,
        agency_fee: 24_000_000,
        move_in_total: 264_000_000,
      });
      expect((await edit(id, { title: 'Renamed' })).statusCode).toBe(200);
      expect((await stored(id)).advance_rent_months).toBe(12);
      const sale = await edit(id, { category: 'sale' });
      expect(sale.statusCode, sale.body).toBe(200);
      expect(await stored(id)).toEqual({ advance_rent_months: null, agency_fee: null, move_in_total: null });
    });

    it('refuses 24 months in advance in Ikeja with the law’s words, changing nothing', async () => {
      const { id } = await createProperty(db(), owner.id, { price: 2_400_000, duration: 'year' }, 0);
      const res = await edit(id, { advanceRentMonths: '24', title: 'Changed' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Lagos State Tenancy Law 2011/);
      expect(res.json().errors.advanceRentMonths[0]).toMatch(/one year's rent/);
      const row = await db()
        .selectFrom('properties')
        .select(['title', 'advance_rent_months'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ title: 'Three-bedroom terrace in Lekki', advance_rent_months: null });
    });

    it('refuses an edit that moves a listing asking two years out of an exempt area', async () => {
      const { id } = await createProperty(
        db(),
        owner.id,
        { address: '7 Bourdillon Road, Ikoyi', city: 'Lagos Island', advance_rent_months: 24 },
        0,
      );
      const res = await edit(id);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.advanceRentMonths[0]).toMatch(/Tenancy Law/);
    });
  });

  describe('the listing’s page', () => {
    it('gives the breakdown, the total and the Lagos warning on a listing saved before the rule', async () => {
      const { id } = await createProperty(
        db(),
        owner.id,
        {
          address: '22 Oregun Road, Oregun',
          city: 'Ikeja',
          price: 1_800_000,
          duration: 'year',
          advance_rent_months: 24,
          agency_fee: 36_000_000,
          legal_fee: 18_000_000,
          caution_deposit: 15_000_000,
        },
        0,
      );
      const data = await detail(id);
      expect(
        data.moveIn.lines.map((line: { kind: string; amount: number }) => [line.kind, line.amount]),
      ).toEqual([
        ['rent', 360_000_000],
        ['agency', 36_000_000],
        ['legal', 18_000_000],
        ['caution', 15_000_000],
      ]);
      expect(data.moveIn.total).toBe(429_000_000);
      expect(data.moveIn.currency).toBe('NGN');
      expect(data.moveIn.warnings.map((warning: { ruleId: string }) => warning.ruleId)).toEqual([
        'lagos-advance-rent',
        'agency-fee-above-usual',
      ]);
      expect(data.moveIn.warnings[0].source).toMatchObject({
        name: 'Tenancy Law of Lagos State',
        year: 2011,
      });
      expect(data.moveInFields).toMatchObject({ advanceRentMonths: 24, agencyFee: 36_000_000 });
    });

    it('has no move-in costs for a sale', async () => {
      const { id } = await createProperty(db(), owner.id, { category: 'sale', duration: 'outright' }, 0);
      const data = await detail(id);
      expect(data.moveIn).toBeNull();
      expect(data.moveInFields).toBeNull();
    });
  });

  describe('the search', () => {
    const ids: Record<string, string> = {};
    const search = async (query: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/property/search', query });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.properties as { id: string }[])
        .map((card) => Object.entries(ids).find(([, id]) => id === card.id)?.[0])
        .filter(Boolean);
    };

    beforeAll(async () => {
      const lister = await createUser(db());
      // Totals: cheap ₦1,100,000; mid ₦2,200,000; dear ₦5,000,000; none (no months given); a sale.
      const listing = async (name: string, values: Record<string, unknown>) => {
        ids[name] = (
          await createProperty(
            db(),
            lister.id,
            { title: `Move-in ${name}`, state: 'Ogun', state_code: 'OG', ...values },
            0,
          )
        ).id;
      };
      await listing('cheap', { price: 1_000_000, advance_rent_months: 12, agency_fee: 10_000_000 });
      await listing('mid', { price: 2_000_000, advance_rent_months: 12, legal_fee: 20_000_000 });
      await listing('dear', {
        price: 200_000,
        duration: 'month',
        advance_rent_months: 24,
        caution_deposit: 20_000_000,
      });
      await listing('none', { price: 1_500_000 });
      await listing('sale', { category: 'sale', duration: 'outright', price: 90_000_000 });
    });

    it('filters by the total to move in, in the visitor’s currency', async () => {
      expect(await search({ state: 'Ogun', moveInMin: '2000000', sort: 'newest' })).toEqual(['dear', 'mid']);
      expect(await search({ state: 'Ogun', moveInMax: '2200000' })).toEqual(['mid', 'cheap']);
      expect(await search({ state: 'Ogun', moveInMin: '1100000', moveInMax: '1100000' })).toEqual(['cheap']);
    });

    it('sorts by the total to move in, leaving out listings without one', async () => {
      expect(await search({ state: 'Ogun', sort: 'move_in_asc' })).toEqual(['cheap', 'mid', 'dear']);
      expect(await search({ state: 'Ogun', sort: 'move_in_desc' })).toEqual(['dear', 'mid', 'cheap']);
      expect(await search({ state: 'Ogun', sort: 'move_in_desc', moveInMax: '3000000' })).toEqual([
        'mid',
        'cheap',
      ]);
    });

    it('refuses a negative bound and an unknown sort', async () => {
      for (const query of [{ moveInMin: '-1' }, { moveInMax: 'lots' }, { sort: 'move_in' }] as Record<
        string,
        string
      >[]) {
        const res = await t.app.inject({ method: 'GET', url: '/api/v1/property/search', query });
        expect(res.statusCode).toBe(400);
      }
    });
  });
});
