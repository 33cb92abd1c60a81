import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, type Session, type TestUser } from './helpers/accounts';
import { createProperty } from './helpers/listings';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 19, item 3: price history and drops, through the two paths that change a price (the owner's edit
// form and the console's edit, which goes through the same service).
const editForm = (propertyId: string, price: string, overrides: Record<string, unknown> = {}) => ({
  propertyId,
  title: 'Three-bedroom terrace in Lekki',
  price,
  category: 'rental',
  propertyType: 'residential',
  address: '14 Admiralty Way',
  country: 'NG',
  state: 'Lagos',
  city: 'Lekki',
  bedrooms: '3',
  bathrooms: '3',
  description: 'Quiet estate, constant water, 24-hour security',
  mobilePhone: '0803 555 0000',
  ...overrides,
});

const DAY_MS = 86_400_000;

describe('price history and drops', () => {
  let t: TestApp;
  let owner: TestUser;
  let ownerSession: Session;
  let staff: TestUser;
  let staffSession: Session;

  const db = () => t.database.db;
  const edit = (body: Record<string, unknown>, session: Session = ownerSession) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/property/admin-update-property',
      payload: body,
      headers: session.auth,
    });
  const detail = async (id: string) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/property/property/${id}` });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const changes = (id: string) =>
    db()
      .selectFrom('property_price_changes')
      .selectAll()
      .where('property_id', '=', id)
      .orderBy('id')
      .execute();
  const reducedAt = async (id: string) =>
    (
      await db()
        .selectFrom('properties')
        .select('price_reduced_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).price_reduced_at;
  const dropEvents = async (id: string) =>
    (
      await db()
        .selectFrom('outbox_events')
        .select('payload')
        .where('event_type', '=', 'property.price_dropped')
        .execute()
    ).filter((row) => (row.payload as { propertyId: string }).propertyId === id);

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    owner = await createUser(db());
    ownerSession = await login(t.app, owner);
    staff = await createUser(db(), { staff_role: 'Admin' });
    staffSession = await login(t.app, staff);
  });
  afterAll(() => t.close());

  it('a drop on a published listing records one change, stamps price_reduced_at and emits property.price_dropped', async () => {
    const { id } = await createProperty(db(), owner.id, { price: 4_500_000 }, 0);
    const before = Date.now();
    const res = await edit(editForm(id, '4000000'));
    expect(res.statusCode).toBe(200);

    const rows = await changes(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      old_price: 4_500_000,
      new_price: 4_000_000,
      currency: 'NGN',
      changed_by: owner.id,
    });
    const stamped = await reducedAt(id);
    expect(stamped?.getTime()).toBe(rows[0]?.changed_at.getTime());
    expect(stamped?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await dropEvents(id)).map((row) => row.payload)).toEqual([
      { propertyId: id, oldPrice: 4_500_000, newPrice: 4_000_000, currency: 'NGN' },
    ]);

    const record = await detail(id);
    expect(record.price).toBe(4_000_000);
    expect(record.priceReducedAt).toBe(stamped?.toISOString());
    expect(record.priceHistory).toEqual([
      { at: stamped?.toISOString(), from: 4_500_000, to: 4_000_000, currency: 'NGN' },
    ]);
  });

  it('a raise records the change but does not badge, and clears an earlier drop’s badge', async () => {
    const { id } = await createProperty(db(), owner.id, { price: 1_000_000 }, 0);
    expect((await edit(editForm(id, '900000'))).statusCode).toBe(200);
    expect(await reducedAt(id)).not.toBeNull();
    expect((await edit(editForm(id, '1200000'))).statusCode).toBe(200);

    expect((await changes(id)).map((row) => [row.old_price, row.new_price])).toEqual([
      [1_000_000, 900_000],
      [900_000, 1_200_000],
    ]);
    expect(await reducedAt(id)).toBeNull();
    expect(await dropEvents(id)).toHaveLength(1);
    const record = await detail(id);
    expect(record.priceReducedAt).toBeNull();
    // Newest first.
    expect(
      record.priceHistory.map((change: { from: number; to: number }) => [change.from, change.to]),
    ).toEqual([
      [900_000, 1_200_000],
      [1_000_000, 900_000],
    ]);
  });

  it('a save that keeps the price, or changes its currency, records nothing', async () => {
    const { id } = await createProperty(db(), owner.id, { price: 2_000_000 }, 0);
    expect((await edit(editForm(id, '2000000.00', { title: 'Retitled terrace' }))).statusCode).toBe(200);
    expect((await edit(editForm(id, '15000', { currency: 'SLE' }))).statusCode).toBe(200);
    expect(await changes(id)).toEqual([]);
    expect(await reducedAt(id)).toBeNull();
    expect((await detail(id)).priceHistory).toEqual([]);
  });

  it('a listing that is not published has no price history: nobody saw its price', async () => {
    for (const status of ['draft', 'unpublished'] as const) {
      const { id } = await createProperty(db(), owner.id, { price: 3_000_000, status }, 0);
      expect((await edit(editForm(id, '2500000'))).statusCode).toBe(200);
      expect(await changes(id)).toEqual([]);
      expect(await reducedAt(id)).toBeNull();
      expect(await dropEvents(id)).toEqual([]);
    }
  });

  it('a refused edit writes no change', async () => {
    const { id } = await createProperty(db(), owner.id, { price: 3_000_000 }, 0);
    const refused = await edit(editForm(id, '-5'));
    expect(refused.statusCode).toBe(400);
    const other = await login(t.app, await createUser(db()));
    expect((await edit(editForm(id, '2000000'), other)).statusCode).toBe(403);
    expect(await changes(id)).toEqual([]);
    expect(await reducedAt(id)).toBeNull();
  });

  it('a drop made by staff in the console is recorded with the staff member as its author', async () => {
    const { id } = await createProperty(
      db(),
      owner.id,
      { price: 800_000, mobile_phone: '+2348035550000' },
      0,
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/properties/${id}`,
      payload: { price: 750_000 },
      headers: staffSession.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(await changes(id)).toEqual([
      expect.objectContaining({ old_price: 800_000, new_price: 750_000, changed_by: staff.id }),
    ]);
    expect(await reducedAt(id)).not.toBeNull();
    expect(await dropEvents(id)).toHaveLength(1);
  });

  it('"Price reduced" shows on cards and the record for 14 days after the drop, then goes', async () => {
    const { id } = await createProperty(db(), owner.id, { price: 600_000 }, 0);
    const neighbour = (await createProperty(db(), owner.id, { price: 610_000 }, 0)).id;
    expect((await edit(editForm(id, '550000'))).statusCode).toBe(200);
    const cardOf = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/property/${neighbour}/similar` });
      expect(res.statusCode).toBe(200);
      return res.json().data.find((card: { id: string }) => card.id === id);
    };
    const stamped = (await reducedAt(id))?.toISOString();
    expect((await cardOf()).priceReducedAt).toBe(stamped);

    const setDroppedDaysAgo = (days: number) =>
      db()
        .updateTable('properties')
        .set({ price_reduced_at: new Date(Date.now() - days * DAY_MS) })
        .where('id', '=', id)
        .execute();
    await setDroppedDaysAgo(13.9);
    expect((await cardOf()).priceReducedAt).not.toBeNull();
    expect((await detail(id)).priceReducedAt).not.toBeNull();
    await setDroppedDaysAgo(14.1);
    expect((await cardOf()).priceReducedAt).toBeNull();
    expect((await detail(id)).priceReducedAt).toBeNull();
    // The history itself stays.
    expect((await detail(id)).priceHistory).toHaveLength(1);
  });
});
