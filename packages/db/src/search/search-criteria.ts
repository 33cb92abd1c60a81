import {
  type BoundingBox,
  type CoordinatesFilter,
  countries,
  findRegion,
  INSPECTION_VALID_DAYS,
  type RateQuotes,
  type RoomCountRange,
  type SearchFilterQuery,
} from '@ile/shared';
import { sql } from 'kysely';
import type { Condition, PlaceFilter, SearchCriteria } from './search.sql';
import { moveInsCondition } from './search.sql';
import { priceRangesFor } from './search-prices';
import { containsPattern, placeKey, tsqueryOf } from './search-terms';

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LATITUDE = 111.32;

/** Every (country, region) the state filter may name: one when it resolved, two for a code like 'KE'. */
function placesNamed(country: string | undefined, state: string): PlaceFilter[] {
  return countries
    .filter((candidate) => !country || candidate.code === country)
    .flatMap((candidate) => {
      const region = findRegion(candidate.code, state);
      return region ? [{ country: candidate.code, stateCode: region.code }] : [];
    });
}

function roomConditions(column: 'bedrooms' | 'bathrooms', range: RoomCountRange): Condition[] {
  const ref = sql.ref(`p.${column}`);
  return range.max === null
    ? [sql`${ref} >= ${range.min}`]
    : range.max === range.min
      ? [sql`${ref} = ${range.min}`]
      : [sql`${ref} >= ${range.min}`, sql`${ref} <= ${range.max}`];
}

/**
 * Within `radiusKm` of the point: a bounding box first, which the (latitude, longitude) index answers,
 * then the haversine distance for the corners of the box.
 */
function nearConditions({ lat, lng, radiusKm }: CoordinatesFilter): Condition[] {
  const latDelta = radiusKm / KM_PER_DEGREE_LATITUDE;
  const cosLat = Math.cos((lat * Math.PI) / 180);
  const lngDelta = cosLat > 1e-6 ? radiusKm / (KM_PER_DEGREE_LATITUDE * cosLat) : 360;
  const conditions: Condition[] = [
    sql`p.latitude BETWEEN ${lat - latDelta}::float8 AND ${lat + latDelta}::float8`,
  ];
  // Near the poles or across the antimeridian the box is left to the distance check.
  if (lng - lngDelta >= -180 && lng + lngDelta <= 180) {
    conditions.push(sql`p.longitude BETWEEN ${lng - lngDelta}::float8 AND ${lng + lngDelta}::float8`);
  }
  conditions.push(sql`${EARTH_RADIUS_KM}::float8 * 2 * asin(sqrt(
      power(sin(radians(p.latitude - ${lat}::float8) / 2), 2)
      + cos(radians(${lat}::float8)) * cos(radians(p.latitude))
        * power(sin(radians(p.longitude - ${lng}::float8) / 2), 2)
    )) <= ${radiusKm}::float8`);
  return conditions;
}

/** Inside a map's view: both ranges on the (latitude, longitude) index. */
export function boxConditions(bbox: BoundingBox): Condition[] {
  return [
    sql`p.latitude BETWEEN ${bbox.minLat}::float8 AND ${bbox.maxLat}::float8`,
    sql`p.longitude BETWEEN ${bbox.minLng}::float8 AND ${bbox.maxLng}::float8`,
  ];
}

/** The oldest inspection that still earns the badge: 180 days ago, to the minute (stable for plan caching). */
export function inspectionCutoff(now: Date = new Date()): string {
  const cutoff = new Date(now.getTime() - INSPECTION_VALID_DAYS * 86_400_000);
  cutoff.setUTCSeconds(0, 0);
  return cutoff.toISOString();
}

const matches = (tsquery: string) => sql`p.search_vector @@ to_tsquery('simple', ${tsquery})`;

/**
 * The query as conditions, or null when nothing can match (a country without listings, a state we do not
 * know with no word in it, a price no rate converts into any listing currency).
 */
export function criteriaOf(query: SearchFilterQuery, quotes: RateQuotes): SearchCriteria | null {
  const others: Condition[] = [];
  let place: PlaceFilter | undefined;

  if (query.country !== undefined && !countries.some((country) => country.code === query.country)) {
    return null;
  }
  if (query.state !== undefined) {
    const places = placesNamed(query.country, query.state);
    if (places.length === 1) {
      place = places[0];
    } else if (places.length > 1) {
      others.push(
        sql`(${sql.join(
          places.map(
            (candidate) => sql`(p.country = ${candidate.country} AND p.state_code = ${candidate.stateCode})`,
          ),
          sql` OR `,
        )})`,
      );
    } else {
      // Not a region we know: compare the stored name, found through the address part of search_vector.
      const words = tsqueryOf(query.state, { weight: 'C', prefixLast: false });
      if (!words) return null;
      others.push(matches(words), sql`lower(p.state) = ${placeKey(query.state)}`);
    }
  }
  if (query.country !== undefined && !place) others.push(sql`p.country = ${query.country}`);
  if (query.city !== undefined) others.push(sql`lower(p.city) = ${placeKey(query.city)}`);
  if (query.propertyType !== undefined) others.push(sql`p.property_type = ${query.propertyType}`);
  if (query.bedrooms) others.push(...roomConditions('bedrooms', query.bedrooms));
  if (query.bathrooms) others.push(...roomConditions('bathrooms', query.bathrooms));
  if (query.yearBuilt?.fromYear != null) others.push(sql`p.year_built >= ${query.yearBuilt.fromYear}`);
  if (query.yearBuilt?.toYear != null) others.push(sql`p.year_built <= ${query.yearBuilt.toYear}`);
  if (query.buildingSize?.minSqm != null)
    others.push(sql`p.building_size >= ${query.buildingSize.minSqm}::numeric`);
  if (query.buildingSize?.maxSqm != null)
    others.push(sql`p.building_size < ${query.buildingSize.maxSqm}::numeric`);
  if (query.landSize !== undefined) others.push(sql`p.land_size >= ${query.landSize}::numeric`);
  if (query.parkingSize !== undefined) others.push(sql`p.parking_size >= ${query.parkingSize}::numeric`);
  if (query.garageSize !== undefined) others.push(sql`p.garage_size >= ${query.garageSize}::numeric`);
  // Tags: a listing must carry every tag asked for (each one narrows, like every other filter).
  if (query.tags && query.tags.length > 0) {
    others.push(sql`p.tags @> ${query.tags.map((tag) => tag.toLowerCase())}::text[]`);
  }
  if (query.cordinates) others.push(...nearConditions(query.cordinates));
  if (query.bbox === null) return null;
  const areaConditions = query.bbox ? boxConditions(query.bbox) : [];
  others.push(...areaConditions);
  // Trust filters. Verified owners are one sublink (not an OR of two), so the planner can make it a semi-join:
  // hashed against the few verified accounts (two small partial indexes) while walking a window, or driven
  // from them through properties_owner_idx when it sorts every match. A bound (not now()) on inspected_at
  // lets properties_inspected_idx answer the range.
  if (query.verifiedOwner) {
    others.push(sql`p.owner_id IN (
      SELECT vu.id FROM users vu WHERE vu.identity_verified_at IS NOT NULL
      UNION ALL
      SELECT va.user_id FROM agencies va WHERE va.business_verified_at IS NOT NULL)`);
  }
  if (query.inspected) others.push(sql`p.inspected_at >= ${inspectionCutoff()}::timestamptz`);
  // Text with no word in it ('?', '--') is as good as empty, and ignored like an empty filter.
  const keyword = query.keyWord === undefined ? null : tsqueryOf(query.keyWord);
  if (keyword) others.push(matches(keyword));
  if (query.title !== undefined) {
    const pattern = containsPattern(query.title);
    const words = pattern ? null : tsqueryOf(query.title, { weight: 'A' });
    if (pattern) others.push(sql`p.title ILIKE ${pattern}`);
    else if (words) others.push(matches(words));
  }

  const prices = priceRangesFor(query.minPrice, query.maxPrice, query.currency, quotes);
  if (prices && prices.size === 0) return null;
  // The total to move in: bounds converted like the price's, compared with the stored total (minor units).
  const moveIns = priceRangesFor(query.moveInMin, query.moveInMax, query.currency, quotes);
  if (moveIns && moveIns.size === 0) return null;
  if (moveIns) others.push(moveInsCondition(moveIns));
  return {
    place,
    category: query.category,
    prices,
    moveIns,
    minViews: query.views,
    others,
    ...(query.bbox ? { box: query.bbox, boxConditions: areaConditions } : {}),
  };
}
