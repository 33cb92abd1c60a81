import { computeMoveInCost, type Duration } from '@ile/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './database';
import { insertTestListing, insertTestUser } from './testing/rows';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

// properties.move_in_total is generated in SQL (migration 2026_11_30_0001); computeMoveInCost is what every
// page shows. They must agree to the kobo, whatever the period the price is per.
describe('properties.move_in_total', () => {
  let database: TestDatabase;
  let db: Db;
  let ownerId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    ownerId = (await insertTestUser(db, 'owner')).id;
  });
  afterAll(() => database.destroy());

  const totalOf = async (id: string) =>
    (await db.selectFrom('properties').select('move_in_total').where('id', '=', id).executeTakeFirstOrThrow())
      .move_in_total;

  const cases: { price: string; duration: Duration; months: number }[] = [
    { price: '2400000', duration: 'year', months: 12 },
    { price: '2400000', duration: 'year', months: 24 },
    { price: '1234567.89', duration: 'year', months: 7 },
    { price: '0.06', duration: 'year', months: 1 },
    { price: '0.05', duration: 'year', months: 1 },
    { price: '150000', duration: 'month', months: 3 },
    { price: '10000.33', duration: 'week', months: 5 },
    { price: '999.99', duration: 'day', months: 11 },
    { price: '987654321.99', duration: 'day', months: 60 },
  ];

  it.each(cases)('equals computeMoveInCost for $price per $duration, $months months', async (item) => {
    const fields = {
      advance_rent_months: item.months,
      agency_fee: 123_456,
      legal_fee: 0,
      caution_deposit: 7,
      service_charge_yearly: null,
      other_charges: JSON.stringify([
        { name: 'Paint', amount: 1_000 },
        { name: 'Keys', amount: 50 },
      ]),
    };
    const id = await insertTestListing(db, ownerId, {
      price: item.price,
      duration: item.duration,
      ...fields,
    });
    const expected = computeMoveInCost({
      category: 'rental',
      price: item.price,
      currency: 'NGN',
      duration: item.duration,
      country: 'NG',
      stateCode: 'LA',
      city: null,
      address: 'x',
      advanceRentMonths: item.months,
      agencyFee: 123_456,
      legalFee: 0,
      cautionDeposit: 7,
      serviceChargeYearly: null,
      otherCharges: [
        { name: 'Paint', amount: 1_000 },
        { name: 'Keys', amount: 50 },
      ],
    });
    expect(await totalOf(id)).toBe(expected?.total);
  });

  it('follows every update, and is null without the months in advance', async () => {
    const id = await insertTestListing(db, ownerId, { price: '1200000', duration: 'year' });
    expect(await totalOf(id)).toBeNull();
    await db
      .updateTable('properties')
      .set({ advance_rent_months: 12, agency_fee: 500 })
      .where('id', '=', id)
      .execute();
    expect(await totalOf(id)).toBe(120_000_000 + 500);
    await db.updateTable('properties').set({ price: '2400000' }).where('id', '=', id).execute();
    expect(await totalOf(id)).toBe(240_000_000 + 500);
  });

  it('refuses move-in costs on a sale, more than five other charges and negative amounts', async () => {
    await expect(
      insertTestListing(db, ownerId, { category: 'sale', duration: 'outright', agency_fee: 100 }),
    ).rejects.toThrow(/move_in_rentals_check/);
    const six = JSON.stringify(Array.from({ length: 6 }, () => ({ name: 'x', amount: 1 })));
    await expect(
      insertTestListing(db, ownerId, { advance_rent_months: 12, other_charges: six }),
    ).rejects.toThrow(/move_in_other_check/);
    await expect(insertTestListing(db, ownerId, { advance_rent_months: 12, legal_fee: -1 })).rejects.toThrow(
      /move_in_amounts_check/,
    );
    const sale = await insertTestListing(db, ownerId, { category: 'sale', duration: 'outright' });
    expect(await totalOf(sale)).toBeNull();
  });
});
