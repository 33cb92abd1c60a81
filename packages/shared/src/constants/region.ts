/** A first-level division of a listing country: a Nigerian state or a Sierra Leonean district. */
export interface Region {
  readonly code: string;
  readonly name: string;
  /** Approximate centroid, used as the geocoding fallback. */
  readonly lat: number;
  readonly lng: number;
  /** Real towns in the region, capital first. */
  readonly cities: readonly string[];
}
