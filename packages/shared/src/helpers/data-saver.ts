/**
 * Data saver (issue 20): the site's switch, its cookie and the rule both the site and the api apply to pictures.
 * The site writes the cookie so that the api, which answers the next page before any script runs, knows the
 * visitor's choice: `1` when data saver is on, `0` when the visitor turned it off (so the browser's own
 * `Save-Data: on` no longer overrides them), no cookie when nobody chose.
 */
export const DATA_SAVER_COOKIE = 'ile_data_saver';

/**
 * The attribute on <html> by which the api tells the site that it served the page in data-saver mode (the
 * request carried `Save-Data: on` or the cookie said so): the site's default before the visitor chooses.
 */
export const DATA_SAVER_ATTRIBUTE = 'data-data-saver';

/** The visitor's choice as a `Cookie` string (`document.cookie` in a browser) carries it; undefined when none. */
export function dataSaverChoice(cookies: string): boolean | undefined {
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name !== DATA_SAVER_COOKIE) continue;
    if (value === '1') return true;
    if (value === '0') return false;
  }
  return undefined;
}

/**
 * Whether a page request asks for data saver: the visitor's choice (the cookie) first, else the browser's
 * `Save-Data` client hint, whose only defined value is `on`.
 */
export function requestWantsDataSaver(headers: { cookie?: string; saveData?: string }): boolean {
  return dataSaverChoice(headers.cookie ?? '') ?? headers.saveData?.trim().toLowerCase() === 'on';
}

/**
 * A srcset (`url 320w, url 640w, ...`) reduced to its narrowest candidate: with one candidate the browser takes
 * it whatever `sizes` says, so a data-saving page keeps its `sizes` and its preloads still match its pictures.
 */
export function narrowestSrcset(srcset: string): string {
  let best: { candidate: string; width: number } | undefined;
  for (const part of srcset.split(',')) {
    const candidate = part.trim();
    const width = Number(/\s(\d+)w$/.exec(candidate)?.[1]);
    if (!Number.isFinite(width)) continue;
    if (!best || width < best.width) best = { candidate, width };
  }
  return best?.candidate ?? srcset;
}
