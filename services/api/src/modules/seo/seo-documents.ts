/** What search engines and link previews read about one page of the site. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url?: string;
  /** The preview picture, or null without one. */
  image?: PreviewImage | null;
  noindex?: boolean;
}

/** A page's preview picture as link previews read it. */
export interface PreviewImage {
  /** Absolute URL. */
  url: string;
  /** Known for the pictures drawn for previews; previews of other pictures work it out themselves. */
  width?: number;
  height?: number;
  type?: string;
  /** What the picture shows, for readers that cannot see it. */
  alt?: string;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe inside element text and quoted attributes alike: listing text is written by its owner. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** One line, at most `max` characters, cut at a word where possible. */
export function summarise(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** og:image and what is known about it (WhatsApp and Facebook draw a large preview at once when told its size). */
function imageTags(image: PreviewImage | null | undefined): string[] {
  if (!image) return [];
  const property = (name: string, value: string | number | undefined) =>
    value === undefined ? [] : [`<meta property="${name}" content="${escapeHtml(String(value))}" />`];
  return [
    ...property('og:image', image.url),
    ...property('og:image:type', image.type),
    ...property('og:image:width', image.width),
    ...property('og:image:height', image.height),
    ...property('og:image:alt', image.alt),
  ];
}

/**
 * The site's index.html with the page's own title, description, Open Graph and Twitter tags. Replacements
 * go through functions, never replacement strings, so a `$&` in a listing title stays text.
 */
export function withPageMeta(html: string, meta: PageMeta): string {
  const attribute = (text: string) => escapeHtml(text);
  const card = meta.image ? 'summary_large_image' : 'summary';
  const tags = [
    `<meta name="description" content="${attribute(meta.description)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : null,
    meta.url ? `<link rel="canonical" href="${attribute(meta.url)}" />` : null,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Ile" />',
    `<meta property="og:title" content="${attribute(meta.title)}" />`,
    `<meta property="og:description" content="${attribute(meta.description)}" />`,
    meta.url ? `<meta property="og:url" content="${attribute(meta.url)}" />` : null,
    ...imageTags(meta.image),
    `<meta name="twitter:card" content="${card}" />`,
    `<meta name="twitter:title" content="${attribute(meta.title)}" />`,
    `<meta name="twitter:description" content="${attribute(meta.description)}" />`,
    meta.image ? `<meta name="twitter:image" content="${attribute(meta.image.url)}" />` : null,
    meta.image?.alt ? `<meta name="twitter:image:alt" content="${attribute(meta.image.alt)}" />` : null,
  ]
    .filter((tag): tag is string => tag !== null)
    .map((tag) => `    ${tag}`)
    .join('\n');
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  const withoutDefaults = html
    .replace(/[ \t]*<meta\s+name="description"[^>]*>[ \t]*\r?\n?/i, () => '')
    .replace(/[ \t]*<meta\s+(?:property="og:|name="twitter:|name="robots")[^>]*>[ \t]*\r?\n?/gi, () => '');
  const titled = /<title>[\s\S]*?<\/title>/i.test(withoutDefaults)
    ? withoutDefaults.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : withoutDefaults.replace(/<\/head>/i, () => `    ${title}\n  </head>`);
  return titled.replace(/[ \t]*<\/head>/i, () => `${tags}\n  </head>`);
}

/** Paths no search engine has any business in: private areas and the API. */
export const DISALLOWED_PATHS = ['/account', '/manage', '/admin', '/api', '/wishlist', '/inbox'] as const;

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date;
}

const xmlEscape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    return `<url><loc>${xmlEscape(entry.loc)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
