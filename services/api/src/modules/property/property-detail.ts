import type { Property as PropertyRow } from '@ile/db';
import { moveInListingOf } from '@ile/db/move-in-columns';
import {
  isMoveInCategory,
  type Lister,
  moveInOf,
  type PriceChange,
  type Property,
  type VerificationBadges,
} from '@ile/shared';
import type { ListingImages } from '../../lib/listing-images';
import { priceReducedAt } from '../../lib/price-reduced';

const numberOrNull = (value: string | number | null): number | null =>
  value === null ? null : Number(value);

/** `moveIn` (the breakdown, with the rules it breaks) and the owner's `moveInFields`; null for a sale. */
function moveInOfRow(row: PropertyRow): Pick<Property, 'moveIn' | 'moveInFields'> {
  const listing = moveInListingOf(row);
  return {
    moveIn: moveInOf(listing),
    moveInFields: isMoveInCategory(row.category)
      ? {
          advanceRentMonths: listing.advanceRentMonths,
          agencyFee: listing.agencyFee,
          legalFee: listing.legalFee,
          cautionDeposit: listing.cautionDeposit,
          serviceChargeYearly: listing.serviceChargeYearly,
          otherCharges: listing.otherCharges ? [...listing.otherCharges] : null,
        }
      : null,
  };
}

/** The detail record; `mobile_phone` only when the caller may see it (signed in, not over the reveal limit). */
export function toPropertyDetail(
  row: PropertyRow,
  images: ListingImages,
  viewer: { liked: boolean; showPhone: boolean; verification: VerificationBadges; lister: Lister | null },
  priceHistory: PriceChange[],
): Property {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    detailed_description: row.detailed_description,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    additional_fees: row.additional_fees,
    year_built: row.year_built,
    land_size: numberOrNull(row.land_size),
    building_size: numberOrNull(row.building_size),
    parking_size: numberOrNull(row.parking_size),
    garage_size: numberOrNull(row.garage_size),
    heating_type: row.heating_type as Property['heating_type'],
    cooling_type: row.cooling_type as Property['cooling_type'],
    basement: row.basement as Property['basement'],
    exterior_features: row.exterior_features as Property['exterior_features'],
    flooring_type: row.flooring_type as Property['flooring_type'],
    ownership_type: row.ownership_type as Property['ownership_type'],
    property_type: row.property_type,
    category: row.category,
    ...(viewer.showPhone && row.mobile_phone ? { mobile_phone: row.mobile_phone } : {}),
    occupancy: row.occupancy as Property['occupancy'],
    parking: row.parking as Property['parking'],
    address: row.address,
    price: Number(row.price),
    currency: row.currency,
    duration: row.duration,
    ...images,
    features: row.features as Property['features'],
    highlights: [row.highlight_one, row.highlight_two, row.highlight_three].filter(
      (text): text is string => typeof text === 'string' && text !== '',
    ),
    country: row.country,
    state: row.state,
    state_code: row.state_code,
    city: row.city,
    tags: row.tags,
    status: row.status,
    views: row.views,
    latitude: row.latitude,
    longitude: row.longitude,
    owner_id: row.owner_id,
    lister: viewer.lister,
    isLiked: viewer.liked,
    availableConfirmedAt: (row.available_confirmed_at ?? row.published_at)?.toISOString() ?? null,
    verification: viewer.verification,
    priceReducedAt: priceReducedAt(row.price_reduced_at),
    priceHistory,
    ...moveInOfRow(row),
    reservation:
      row.category === 'sale' && row.reservation_deposit !== null && row.reservation_days !== null
        ? { deposit: Number(row.reservation_deposit), days: row.reservation_days }
        : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
