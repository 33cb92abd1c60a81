import ipaddr from 'ipaddr.js';

/**
 * Where an imported listing's photo URL may point (issue 22, item 5): public unicast addresses only, so a
 * CSV cannot make the worker (or the api) reach the loopback, the private network, link-local addresses
 * (cloud metadata at 169.254.169.254), multicast or the special ranges that embed another address (6to4,
 * Teredo, NAT64). ipaddr.js names every reserved range; only what it calls `unicast` is public.
 */
export interface PhotoAddressPolicy {
  /**
   * TEST-ONLY: exact `host:port` pairs allowed although they are not public (the test's own photo server on
   * 127.0.0.1). Set through IMPORT_PHOTO_ALLOW_HOSTS; empty in production.
   */
  allowHosts: ReadonlySet<string>;
}

export const PUBLIC_ONLY: PhotoAddressPolicy = { allowHosts: new Set() };

/** IMPORT_PHOTO_ALLOW_HOSTS: a comma-separated list of exact `host:port` pairs (no wildcards). */
export function photoAddressPolicyOf(allowHosts: string | undefined): PhotoAddressPolicy {
  const pairs = (allowHosts ?? '')
    .split(',')
    .map((pair) => pair.trim().toLowerCase())
    .filter(Boolean);
  for (const pair of pairs) {
    if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(pair))
      throw new Error(`IMPORT_PHOTO_ALLOW_HOSTS: "${pair}" is not an exact host:port pair`);
  }
  return { allowHosts: new Set(pairs) };
}

/** For the env schemas: whether IMPORT_PHOTO_ALLOW_HOSTS is a list of exact host:port pairs. */
export function isAllowHostsList(value: string | undefined): boolean {
  try {
    photoAddressPolicyOf(value);
    return true;
  } catch {
    return false;
  }
}

/** True for a public unicast IPv4 or IPv6 address (an IPv4-mapped IPv6 address is judged as its IPv4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** `host:port` as the allow-list names it (the URL's default port when it has none). */
export function hostKeyOf(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}

/** The URL's host without IPv6 brackets. */
export const bareHostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * What the api can tell from the URL alone, before any lookup: why it is refused, or null. An IP literal
 * must be public, and `localhost` names are refused; a host name is resolved and checked by the worker.
 */
export function refusalOfPhotoUrl(value: string, policy: PhotoAddressPolicy): string | null {
  if (!URL.canParse(value)) return 'is not a URL';
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http:// or https:// address';
  if (policy.allowHosts.has(hostKeyOf(url))) return null;
  const host = bareHostOf(url).toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return 'points at this machine (loopback)';
  if (ipaddr.isValid(host) && !isPublicAddress(host))
    return 'points at a private, loopback or link-local address';
  return null;
}
