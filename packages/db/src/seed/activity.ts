import type { Kysely } from 'kysely';
import type {
  Database,
  NewAgencyApplication,
  NewAgentApplication,
  NewListingApplication,
  NewListingApplicationImage,
  NewStudentApplication,
  NewTransaction,
  NewWishlist,
} from '../schema';
import type { ApplicationFiles } from './application-files';
import { insertListings } from './listing-writer';
import { type GeneratedListing, generateListing, type ListingContext, type ListingRow } from './listings';
import { mobilePhone, UNIVERSITIES } from './names';
import type { People, SeededPerson } from './people';
import type { PictureNumbers } from './picture-catalogue';
import type { Random } from './random';

// What people have done with the listings: saved them, applied to list their own, applied for roles,
// paid. The demo accounts get a full set so every page has something to show.

const DAY_MS = 86_400_000;
// Hand-made listings are drawn from indexes no seed size reaches, so they never repeat a generated one.
const HAND_MADE_INDEX = 900_000_000;

const NOTES = [
  'Close to the office; ask about the service charge.',
  'Inspect on Saturday with Chuka.',
  'Nice kitchen. Check water supply and generator hours.',
  'Landlord lives in the compound?',
];

export interface ActivityCounts {
  wishlists: number;
  listingApplications: number;
  roleApplications: number;
  transactions: number;
  payoutAccounts: number;
  handMadeListings: number;
  handMadeImages: number;
}

/** What applicants upload: private copies are named through `files`, of the pool's portraits and logos. */
export interface ApplicationUploads {
  files: ApplicationFiles;
  /** Ids of the applications that upload something (a separate generator: the others' data stays put). */
  ids: Random;
  portraits: readonly string[];
  logos: readonly string[];
}

export async function createActivity(
  db: Kysely<Database>,
  rng: Random,
  people: People,
  listings: readonly ListingRow[],
  context: ListingContext,
  pictureNumbers: PictureNumbers,
  uploads: ApplicationUploads,
): Promise<ActivityCounts> {
  const now = context.now;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const published = listings.filter((row) => row.owner_id !== people.demoUser.id);

  // Wishlists: the demo user's with notes, a few for others.
  const wishlists: NewWishlist[] = [];
  const save = (user: SeededPerson, rows: readonly ListingRow[]) => {
    rows.forEach((row, i) => {
      const at = ago(rng.float(0, 60));
      wishlists.push({
        user_id: user.id,
        property_id: row.id,
        note: i < 3 ? (NOTES[i] as string) : null,
        created_at: at,
        updated_at: at,
      });
    });
  };
  save(people.demoUser, rng.sample(published, Math.min(8, published.length)));
  for (const user of people.endUsers.slice(1, 12)) save(user, rng.sample(published, rng.int(0, 4)));

  // The demo user's own listing applications: approved (with its live listing), rejected, pending.
  const handMade = (offset: number, owner: SeededPerson): GeneratedListing => {
    const listing = generateListing(HAND_MADE_INDEX + offset, context);
    listing.row.owner_id = owner.id;
    listing.row.agent_id = null;
    listing.row.agency_id = null;
    listing.row.mobile_phone = owner.phone;
    return listing;
  };
  const applications: NewListingApplication[] = [];
  const applicationImages: NewListingApplicationImage[] = [];
  const apply = (
    user: SeededPerson,
    listing: GeneratedListing,
    status: NewListingApplication['status'],
    days: number,
  ) => {
    const id = rng.uuid();
    const { row } = listing;
    const decided = status !== 'pending';
    applications.push({
      id,
      user_id: user.id,
      status,
      title: row.title,
      description: row.description,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      year_built: row.year_built,
      land_size: row.land_size,
      building_size: row.building_size,
      garage_size: row.garage_size,
      heating_type: row.heating_type,
      cooling_type: row.cooling_type,
      basement: row.basement,
      exterior_features: row.exterior_features,
      flooring_type: row.flooring_type,
      ownership_type: row.ownership_type,
      property_type: row.property_type,
      category: row.category,
      mobile_phone: user.phone,
      occupancy: row.occupancy,
      parking: row.parking,
      address: row.address,
      city: row.city,
      state: row.state,
      state_code: row.state_code,
      country: row.country,
      price: row.price,
      currency: row.currency,
      duration: row.duration,
      amenities: row.features,
      decided_by: decided ? people.reviewer.id : null,
      decided_at: decided ? ago(days - 2) : null,
      rejection_reason:
        status === 'unsuccessful'
          ? 'The photos do not show the property clearly. Please add at least three clear photos.'
          : null,
      created_at: ago(days),
      updated_at: ago(decided ? days - 2 : days),
    });
    listing.images.forEach(({ picture }, position) => {
      applicationImages.push({
        application_id: id,
        position,
        original_key: uploads.files.upload(`originals/applications/${id}`, picture.originalKey),
        content_type: picture.contentType,
        bytes: picture.bytes,
      });
    });
    return id;
  };
  const approved = handMade(0, people.demoUser);
  const approvedId = apply(people.demoUser, approved, 'successful', 10);
  apply(people.demoUser, handMade(1, people.demoUser), 'unsuccessful', 25);
  apply(people.demoUser, handMade(2, people.demoUser), 'pending', 1);
  for (let i = 0; i < 6; i++) {
    const user = people.endUsers[2 + i] as SeededPerson;
    apply(user, handMade(10 + i, user), 'pending', rng.float(0.2, 6));
  }
  await db.insertInto('listing_applications').values(applications).execute();
  await db.insertInto('listing_application_images').values(applicationImages).execute();
  approved.row.created_at = ago(8);
  approved.row.published_at = ago(8);
  await insertListings(db, pictureNumbers, [approved], 'published', { application_id: approvedId });
  await db
    .updateTable('listing_applications')
    .set({ property_id: approved.row.id })
    .where('id', '=', approvedId)
    .execute();

  // The demo agent also has a draft and an unpublished listing, for the management pages.
  const agent = people.agents[0] as People['agents'][number];
  const ownedByAgent = (offset: number) => {
    const listing = handMade(offset, agent);
    listing.row.agent_id = agent.agentId;
    listing.row.agency_id = agent.agencyId;
    return listing;
  };
  const draft = ownedByAgent(20);
  const unpublished = ownedByAgent(21);
  await insertListings(db, pictureNumbers, [draft], 'draft');
  await insertListings(db, pictureNumbers, [unpublished], 'unpublished');

  const roleApplications = await pendingRoleApplications(db, rng, people, ago, uploads);

  // Payments: the demo user's verified payment and an abandoned one; a few from others.
  const transactions: NewTransaction[] = [];
  const pay = (user: SeededPerson, row: ListingRow, status: NewTransaction['status'], days: number) => {
    const verified = status === 'successful';
    const reference = `ILE-SEED-${rng.int(100000, 999999)}-${transactions.length}`;
    transactions.push({
      reference,
      user_id: user.id,
      property_id: row.id,
      provider: 'sandbox',
      amount: row.price,
      currency: row.currency,
      subject: row.title,
      description: `Payment for ${row.title}`,
      payer_name: `${user.name.first} ${user.name.last}`,
      payer_email: user.email,
      status,
      provider_reference: verified ? `SBX-${rng.int(10_000_000, 99_999_999)}` : null,
      verified_at: verified ? ago(days) : null,
      raw: verified ? JSON.stringify({ status: 'success', channel: 'card', reference }) : null,
      created_at: ago(days),
      updated_at: ago(days),
    });
  };
  const rentals = published.filter((row) => row.category !== 'sale');
  if (rentals.length > 0) {
    pay(people.demoUser, rng.pick(rentals), 'successful', 15);
    pay(people.demoUser, rng.pick(rentals), 'abandoned', 6);
    for (const user of people.endUsers.slice(2, 7))
      pay(user, rng.pick(rentals), rng.pick(['successful', 'failed', 'pending'] as const), rng.float(1, 90));
  }
  if (transactions.length > 0) await db.insertInto('transactions').values(transactions).execute();

  const agency = people.agencies[0] as People['agencies'][number];
  const payouts = [agent, agency].map((person) => ({
    user_id: person.id,
    provider: 'sandbox' as const,
    bank_code: '058',
    bank_name: 'Guaranty Trust Bank',
    account_number: String(rng.int(1_000_000_000, 9_999_999_999)),
    account_name: `${person.name.first} ${person.name.last}`.toUpperCase(),
    verified_at: ago(30),
  }));
  await db.insertInto('payout_accounts').values(payouts).execute();
  if (wishlists.length > 0) await db.insertInto('wishlists').values(wishlists).execute();

  return {
    wishlists: wishlists.length,
    listingApplications: applications.length,
    roleApplications,
    transactions: transactions.length,
    payoutAccounts: payouts.length,
    handMadeListings: 3,
    handMadeImages: [approved, draft, unpublished].reduce((sum, listing) => sum + listing.images.length, 0),
  };
}

/** Applications waiting for staff: agents, an agency, students, and one rejected agent application. */
async function pendingRoleApplications(
  db: Kysely<Database>,
  rng: Random,
  people: People,
  ago: (days: number) => Date,
  uploads: ApplicationUploads,
): Promise<number> {
  const applicants = people.endUsers.slice(7);
  // Pictures are chosen by position, not drawn, so the rest of the generated data stays as it was.
  const nth = (keys: readonly string[], i: number) => keys[i % keys.length] as string;
  const agents: NewAgentApplication[] = applicants.slice(0, 4).map((user, i) => {
    const id = uploads.ids.uuid();
    return {
      id,
      user_id: user.id,
      image_key: uploads.files.upload(`originals/agent-applications/${id}`, nth(uploads.portraits, i)),
      status: i === 3 ? 'unsuccessful' : 'pending',
      decided_by: i === 3 ? people.reviewer.id : null,
      decided_at: i === 3 ? ago(2) : null,
      rejection_reason:
        i === 3 ? 'We could not verify the agency you named. Please attach proof of employment.' : null,
      first_name: user.name.first,
      last_name: user.name.last,
      description: 'Three years of experience letting flats and selling land.',
      position: 'Letting Agent',
      agency_id: i === 0 ? (people.agencies[0]?.agencyId ?? null) : null,
      work_email: user.email,
      gender: user.name.gender,
      address: `${rng.int(1, 80)} Station Road`,
      mobile_phone: user.phone,
      office_phone: mobilePhone(rng, user.country),
      created_at: ago(rng.float(1, 5)),
    };
  });
  const agencyApplicant = applicants[4] as SeededPerson;
  const agencyId = uploads.ids.uuid();
  const agencyFolder = `originals/agency-applications/${agencyId}`;
  const agencies: NewAgencyApplication[] = [
    {
      id: agencyId,
      user_id: agencyApplicant.id,
      image_key: uploads.files.upload(`${agencyFolder}/logo`, nth(uploads.logos, 0)),
      document_key: uploads.files.uploadDocument(`${agencyFolder}/document`, 'registration'),
      agency_name: 'Harbour Keys Properties',
      description: 'A new agency for waterfront homes and short lets.',
      position: 'Managing Director',
      work_email: 'hello@harbourkeys.test',
      gender: agencyApplicant.name.gender,
      address: '14 Wharf Road',
      mobile_phone: agencyApplicant.phone,
      office_phone: mobilePhone(rng, agencyApplicant.country),
      website: 'https://harbourkeys.example',
      history: 'Started in 2024 by two former bank valuers.',
      corporate_values: 'Transparency, speed, respect.',
      license_number: `LIC/${rng.int(1000, 9999)}`,
      country: agencyApplicant.country,
      region: agencyApplicant.country === 'NG' ? 'Lagos' : 'Western Area Urban',
      created_at: ago(2),
    },
  ];
  const students: NewStudentApplication[] = applicants.slice(5, 7).map((user) => {
    const university = rng.pick(UNIVERSITIES.filter((u) => u.country === user.country));
    const id = uploads.ids.uuid();
    return {
      id,
      user_id: user.id,
      first_name: user.name.first,
      last_name: user.name.last,
      university_email: `${user.name.first}.${user.name.last}@${university.emailDomain}`.toLowerCase(),
      university: university.name,
      email: user.email,
      request_location: null,
      proof_type: rng.pick(['ID', 'Eligibility'] as const),
      document_key: uploads.files.uploadDocument(`originals/student-applications/${id}`, 'student-id'),
      created_at: ago(rng.float(0.5, 4)),
    };
  });
  await db.insertInto('agent_applications').values(agents).execute();
  await db.insertInto('agency_applications').values(agencies).execute();
  await db.insertInto('student_applications').values(students).execute();
  return agents.length + agencies.length + students.length;
}
