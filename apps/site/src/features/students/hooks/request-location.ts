const LOCATION_TIMEOUT_MS = 10_000;

/**
 * The device's position as 'lat,lng', or undefined when it is refused, unsupported or too slow: the
 * application goes on without it (spec §4).
 */
export function requestLocation(): Promise<string | undefined> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      resolve(undefined);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(`${position.coords.latitude.toFixed(6)},${position.coords.longitude.toFixed(6)}`),
      () => resolve(undefined),
      { timeout: LOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
