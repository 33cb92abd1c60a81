import { EXTERNAL_CALL_TIMEOUT_MS } from '@ile/shared';
import { z } from 'zod';
import type { RequestGate } from './request-gate';

/** The geocoder could not answer: HTTP error, timeout or an answer of the wrong shape. Not "not found". */
export class GeocoderError extends Error {}

export interface GeocodeHit {
  latitude: number;
  longitude: number;
  displayName: string | null;
}

export interface Geocoder {
  /** The best match for a free-text address within one country (ISO code), or null when none. */
  search(query: string, countryCode: string): Promise<GeocodeHit | null>;
}

export interface NominatimOptions {
  /** Base URL, `search` is appended: `https://nominatim.openstreetmap.org`. */
  url: string;
  /** Nominatim's usage policy: identify the application. */
  userAgent: string;
  /** Taken before every request; the public Nominatim allows one a second. */
  gate: RequestGate;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const Coordinate = (min: number, max: number) =>
  z
    .union([z.string().regex(/^-?\d+(\.\d+)?$/), z.number()])
    .transform(Number)
    .pipe(z.number().min(min).max(max));
const SearchAnswer = z.array(
  z.object({
    lat: Coordinate(-90, 90),
    lon: Coordinate(-180, 180),
    display_name: z.string().optional(),
  }),
);

/**
 * A Nominatim-compatible geocoder: `GET {url}/search?q=...&format=jsonv2&limit=1&countrycodes=ng`
 * answering `[{lat: "6.4", lon: "3.4", display_name}]`, or `[]` when nothing matches.
 */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const base = options.url.endsWith('/') ? options.url : `${options.url}/`;
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? EXTERNAL_CALL_TIMEOUT_MS;
  return {
    async search(query, countryCode) {
      const url = new URL('search', base);
      url.searchParams.set('q', query);
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('limit', '1');
      url.searchParams.set('countrycodes', countryCode.toLowerCase());
      await options.gate.wait();
      let text: string;
      try {
        const response = await doFetch(url, {
          headers: { 'user-agent': options.userAgent, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new GeocoderError(`geocoder answered HTTP ${response.status}`);
        text = await response.text();
      } catch (error) {
        if (error instanceof GeocoderError) throw error;
        const reason =
          (error as Error).name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : String(error);
        throw new GeocoderError(`geocoder unreachable: ${reason}`);
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new GeocoderError('geocoder answered something that is not JSON');
      }
      const parsed = SearchAnswer.safeParse(body);
      if (!parsed.success) throw new GeocoderError('geocoder answered something unexpected');
      const first = parsed.data[0];
      if (!first) return null;
      return { latitude: first.lat, longitude: first.lon, displayName: first.display_name ?? null };
    },
  };
}
