import type { Kysely } from 'kysely';
import { hashPassword } from '../passwords';
import type { Database } from '../schema';
import { createStorages, storageConfigFromEnv } from '../storage/create-storage';
import type { Storage } from '../storage/storage';
import { createActivity } from './activity';
import { createApplicationFiles } from './application-files';
import { withIndexesDeferred, withMapCountsDeferred } from './bulk-load';
import { clearSeedData, countRealUsers, SeedRefusedError } from './clear';
import { createCommunity } from './community';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedExchangeRates } from './exchange-rates';
import { type ListingProgress, writeListings } from './listing-writer';
import type { ListingContext } from './listings';
import { createPeople, listingOwners } from './people';
import { addPictureVariants, createPictureCatalogue } from './picture-catalogue';
import { type PictureKind, type PoolPicture, renderPicturePool } from './pictures';
import { Random } from './random';
import { seedDemoSavedSearches } from './saved-searches';
import { markSeedTrust, seedDemoReports } from './trust';

export { SeedRefusedError } from './clear';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_USERS, type DemoAccount } from './demo-accounts';
export type { ListingProgress } from './listing-writer';

export interface SeedOptions {
  /** Published listings to generate (default 1000). */
  listings?: number;
  /** Seed even though the database has accounts the seed did not make. */
  force?: boolean;
  /** Where pictures go (default: the media storage the environment names: MEDIA_DIR, or S3_BUCKET_MEDIA). */
  storage?: Storage;
  /**
   * Where applications' uploads go, as the api keeps them (default: the private storage the environment
   * names, PRIVATE_DIR or S3_BUCKET_PRIVATE: what the api streams to staff and the images worker reads).
   */
  privateStorage?: Storage;
  /** The PRNG seed; the same value gives the same data (relative to `now`). */
  seed?: number | string;
  /** The moment dates are generated around (default: now). */
  now?: Date;
  /** Listings from this index on get three images each instead of three to eight (default 10,000). */
  bulkFrom?: number;
  /** Told what the seed is doing, one short message per phase. */
  log?: (message: string) => void;
  /** Told how far the listings are, after every batch. */
  onListings?: (progress: ListingProgress) => void;
}

export interface SeedReport {
  counts: Record<string, number>;
  durationMs: number;
  /** Whether earlier data was truncated (true) or earlier seed rows deleted one by one (false). */
  truncated: boolean;
}

const DEFAULT_SEED = 20_261_121;
// From this many listings on, the listing tables' indexes are rebuilt once after loading, not row by row.
const DEFER_INDEXES_FROM = 50_000;
const LISTING_TABLES = ['properties', 'property_images', 'property_image_variants'];

/**
 * Fills the database with demo data: staff, users, agents and agencies (see DEMO_ACCOUNTS, password
 * DEMO_PASSWORD), listings with pictures, reviews, messages, tickets, applications, payments and rates.
 * Every row is marked is_seed where the table has the column. Running it again replaces the earlier
 * seed rows; it refuses (SeedRefusedError) when real accounts exist, unless `force`. All database
 * work is one transaction: a failed seed leaves the database as it was.
 */
export async function seedDemoData(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedReport> {
  const started = Date.now();
  const count = options.listings ?? 1000;
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`listings must be a whole number, got ${count}`);
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? new Date();
  const phase = options.log ?? (() => undefined);

  const realUsers = await countRealUsers(db);
  if (realUsers > 0 && !options.force) throw new SeedRefusedError(realUsers);

  phase('rendering pictures');
  const fromEnv = () => createStorages(storageConfigFromEnv());
  const storage = options.storage ?? fromEnv().media;
  const pool = await renderPicturePool(storage, seed);
  const files = await createApplicationFiles(
    storage,
    options.privateStorage ?? fromEnv().private,
    new Random(`${seed}:files`),
  );
  // Listing images point at their original as the api's do; staff and the worker read it privately.
  for (const picture of pool.pictures) files.mirror(picture.originalKey);
  const uploads = {
    files,
    ids: new Random(`${seed}:application-ids`),
    portraits: pool.portraits,
    logos: pool.logos,
  };
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction().execute(async (trx) => {
    phase('clearing earlier seed data');
    const truncated = await clearSeedData(trx);

    phase('creating people');
    const people = await createPeople(trx, new Random(`${seed}:people`), {
      passwordHash,
      portraits: pool.portraits,
      logos: pool.logos,
      now,
      files,
    });
    const context: ListingContext = {
      seed,
      now,
      ownersByCountry: listingOwners(people),
      picturesByKind: groupByKind(pool.pictures),
      bulkFrom: options.bulkFrom ?? 10_000,
    };

    const pictureNumbers = await createPictureCatalogue(trx, pool.pictures);

    phase(`writing ${count.toLocaleString('en')} listings`);
    const load = async () => {
      const written = await writeListings(trx, context, pictureNumbers, count, {
        onProgress: options.onListings,
      });
      phase('creating activity');
      const activityRng = new Random(`${seed}:activity`);
      const activity = await createActivity(
        trx,
        activityRng,
        people,
        written.sample,
        context,
        pictureNumbers,
        uploads,
      );
      phase('adding image variants');
      const variants = await addPictureVariants(trx);
      if (count >= DEFER_INDEXES_FROM && truncated) phase('rebuilding indexes');
      return { written, activity, variants };
    };
    const { written, activity, variants } =
      count >= DEFER_INDEXES_FROM && truncated
        ? await withMapCountsDeferred(trx, async () => {
            const loaded = await withIndexesDeferred(trx, LISTING_TABLES, load);
            phase('counting listings per map cell');
            return loaded;
          })
        : await load();

    phase('creating reviews, notices, tickets and messages');
    const community = await createCommunity(
      trx,
      new Random(`${seed}:community`),
      people,
      written.sample,
      now,
    );
    const rates = await seedExchangeRates(trx, now);
    phase('marking verified people, businesses and inspected listings');
    await markSeedTrust(trx, now);
    await seedDemoReports(trx, now);
    await seedDemoSavedSearches(trx, people.demoUser.id);
    // Last, inside the transaction: if a file cannot be written, no row is left pointing at it.
    phase('copying application files to private storage');
    const privateFiles = await files.write();

    return {
      counts: {
        users: people.counts.users,
        agencies: people.counts.agencies,
        agents: people.counts.agents,
        students: people.counts.students,
        listings: written.listings + activity.handMadeListings,
        images: written.images + activity.handMadeImages,
        imageVariants: variants,
        wishlists: activity.wishlists,
        listingApplications: activity.listingApplications,
        roleApplications: people.counts.applications + activity.roleApplications,
        reviews: community.reviews,
        notices: community.notices,
        tickets: community.tickets,
        conversations: community.conversations,
        messages: community.messages,
        transactions: activity.transactions,
        payoutAccounts: activity.payoutAccounts,
        exchangeRates: rates,
        pictures: pool.pictures.length,
        privateFiles,
      },
      durationMs: Date.now() - started,
      truncated,
    };
  });
}

function groupByKind(pictures: readonly PoolPicture[]): Map<PictureKind, PoolPicture[]> {
  const byKind = new Map<PictureKind, PoolPicture[]>();
  for (const picture of pictures) byKind.set(picture.kind, [...(byKind.get(picture.kind) ?? []), picture]);
  return byKind;
}
