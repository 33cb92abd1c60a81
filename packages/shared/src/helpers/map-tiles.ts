/** Leaflet's subdomains for a `{s}` in a tile URL. */
const SUBDOMAINS = ['a', 'b', 'c'];

/**
 * The origins a tile URL template ('https://{s}.tile.example/{z}/{x}/{y}.png') loads from: one, or one per
 * subdomain. Null when it is not an http(s) URL once the placeholders are filled in.
 */
export function mapTileOrigins(template: string): string[] | null {
  const fill = (subdomain: string) => template.replaceAll('{s}', subdomain).replace(/\{[a-z]+\}/g, '0');
  const origins = new Set<string>();
  for (const subdomain of template.includes('{s}') ? SUBDOMAINS : ['']) {
    let url: URL;
    try {
      url = new URL(fill(subdomain));
    } catch {
      return null;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    origins.add(url.origin);
  }
  return [...origins];
}
