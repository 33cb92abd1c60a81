import type { NewListingFlag } from '@ile/db';
import {
  findApplicationForDuplicateCheck,
  findSamePlaceAndPriceListings,
  findSimilarTextListings,
} from '@ile/db/repositories/duplicate-listings.repository';
import { insertListingFlags } from '@ile/db/repositories/listing-flags.repository';
import { JOBS, QUEUES } from '@ile/shared';
import { outboxJobHandler } from '../../registry';
import {
  type ListingFacts,
  MAX_FLAGS_PER_RULE,
  priceWindow,
  sameAddressListing,
  TEXT_SIMILARITY_THRESHOLD,
} from './duplicate-rules';

/**
 * How many same-state, same-currency, same-bedrooms listings within 5 % of the price the address rule reads at
 * most, closest price first; their addresses are compared here (addressKey). The densest such window of the
 * million-listing benchmark (1-bedroom flats in Lagos around ₦1.06m) holds 1,063.
 */
const ADDRESS_CANDIDATES = 2000;
/**
 * How many listings sharing the text's rare words the text rule compares by similarity at most. Real
 * listings share two rare words with a handful of others; only text built from stock phrases (the benchmark's
 * generated listings) reaches the bound, and then the closest of these are flagged.
 */
const TEXT_CANDIDATES = 1000;

export type FlagDuplicatesResult =
  | { outcome: 'skipped'; reason: string }
  | { outcome: 'checked'; address: number; text: number; inserted: number };

/**
 * `listing_application.submitted`: flags live listings that may be the same property (docs/trust.md,
 * "Duplicate listings"): the same normalised address, state, bedrooms and a price within 5 %, or near-identical
 * title and description. Flags only inform the reviewer. Idempotent: flags are unique per application, listing
 * and match, so a redelivered job inserts nothing new.
 */
export const flagDuplicateListingsHandler = outboxJobHandler({
  queue: QUEUES.listings,
  name: JOBS.listings.flagDuplicateListings,
  consumes: ['listing_application.submitted'],
  async handle(data, _job, { db, log }): Promise<FlagDuplicatesResult> {
    const application = await findApplicationForDuplicateCheck(db, data.payload.applicationId);
    if (!application) return { outcome: 'skipped', reason: 'application gone' };
    // Once decided there is nobody to inform, and an approved one would find its own listing.
    if (application.status !== 'pending') return { outcome: 'skipped', reason: 'already decided' };

    const subject: ListingFacts = { ...application, stateCode: application.state_code };
    const window = priceWindow(application.price);
    const candidates = await findSamePlaceAndPriceListings(db, {
      country: application.country,
      stateCode: application.state_code,
      currency: application.currency,
      bedrooms: application.bedrooms,
      minPrice: window.min,
      maxPrice: window.max,
      price: application.price,
      limit: ADDRESS_CANDIDATES,
    });
    const sameAddress = candidates
      .filter((other) => sameAddressListing(subject, { ...other, stateCode: other.state_code }))
      .slice(0, MAX_FLAGS_PER_RULE);

    const similarText = await findSimilarTextListings(db, {
      text: `${application.title} ${application.description}`,
      threshold: TEXT_SIMILARITY_THRESHOLD,
      limit: MAX_FLAGS_PER_RULE,
      candidates: TEXT_CANDIDATES,
    });

    const flag = (other: { id: string; owner_id: string }) => ({
      application_id: application.id,
      kind: 'listing' as const,
      other_property_id: other.id,
      other_owner_id: other.owner_id,
    });
    const flags: NewListingFlag[] = [
      ...sameAddress.map((other) => ({ ...flag(other), match: 'address' as const })),
      ...similarText.map((other) => ({
        ...flag(other),
        match: 'text' as const,
        similarity: other.similarity,
      })),
    ];
    const inserted = await insertListingFlags(db, flags);
    if (flags.length > 0)
      log.info(
        { applicationId: application.id, address: sameAddress.length, text: similarText.length, inserted },
        'possible duplicate listings flagged',
      );
    return { outcome: 'checked', address: sameAddress.length, text: similarText.length, inserted };
  },
});
