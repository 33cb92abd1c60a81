import type { Db } from '@ile/db';
import type { TestUser } from '../helpers/accounts';
import { createProperty } from '../helpers/listings';
import type { MatrixCase } from './case';

const propertyOf = async (db: Db, victim: TestUser) => ({
  propertyId: (await createProperty(db, victim.id)).id,
});

const propertySnapshot = (db: Db, fixture: Record<string, string>) =>
  db
    .selectFrom('properties')
    .selectAll()
    .where('id', '=', fixture.propertyId ?? '')
    .executeTakeFirst();

export async function pendingApplicationOf(db: Db, victim: TestUser) {
  const row = await db
    .insertInto('listing_applications')
    .values({
      user_id: victim.id,
      title: 'Victim’s flat',
      description: 'x',
      address: 'x',
      state: 'Lagos',
      state_code: 'LA',
      country: 'NG',
      price: 1000,
      currency: 'NGN',
      duration: 'year',
      category: 'rental',
      property_type: 'residential',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { applicationId: row.id };
}

/** Listings: search personalisation, the manage area and listing applications. */
export const LISTING_CASES: MatrixCase[] = [
  {
    name: 'search as another user (their saved state)',
    method: 'GET',
    url: (b) => `/api/v1/property/search?userId=${b.id}&keyWord=flat`,
    publicRoute: true,
    expect: 403,
  },
  {
    name: 'search student listings as another user',
    method: 'GET',
    url: (b) => `/api/v1/property/searchwishlist?userId=${b.id}&category=hostel`,
    publicRoute: true,
    expect: 403,
  },
  {
    name: 'read another user’s dashboard',
    method: 'POST',
    url: () => '/api/v1/user/dashboard-data',
    payload: (b) => ({ userId: b.id }),
    expect: 403,
  },
  {
    name: 'list another user’s listings',
    method: 'GET',
    url: (b) => `/api/v1/agent/agent-listings/${b.id}`,
    expect: 403,
  },
  {
    name: 'delete another user’s listing',
    method: 'DELETE',
    arrange: propertyOf,
    url: (_b, f) => `/api/v1/property/delete-property/${f.propertyId}`,
    snapshot: propertySnapshot,
    expect: 403,
  },
  {
    name: 'edit another user’s listing',
    method: 'POST',
    arrange: propertyOf,
    url: () => '/api/v1/property/admin-update-property',
    payload: (_b, f) => ({
      propertyId: f.propertyId,
      title: 'Hijacked',
      price: 1,
      category: 'rental',
      propertyType: 'residential',
      address: 'Elsewhere',
      country: 'NG',
      state: 'LA',
      bedrooms: 1,
      bathrooms: 1,
      description: 'Mine now',
      mobilePhone: '+2348099999999',
    }),
    snapshot: propertySnapshot,
    expect: 403,
  },
  {
    name: 'submit a listing application as someone else',
    method: 'POST',
    url: () => '/api/v1/applications/property',
    payload: (b) => ({ userId: b.id, title: 'x' }),
    expect: 403,
  },
  {
    name: 'list another user’s listing applications',
    method: 'GET',
    url: (b) => `/api/v1/applications/property-applications-user/${b.id}`,
    expect: 403,
  },
  {
    name: 'delete another user’s pending listing application',
    method: 'DELETE',
    arrange: pendingApplicationOf,
    url: (_b, f) => `/api/v1/applications/single-property-applications/${f.applicationId}`,
    snapshot: (db, f) =>
      db
        .selectFrom('listing_applications')
        .selectAll()
        .where('id', '=', f.applicationId ?? '')
        .executeTakeFirst(),
    expect: 404,
  },
];
