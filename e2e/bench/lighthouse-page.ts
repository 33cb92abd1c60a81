import { gzipSync } from 'node:zlib';
import lighthouse, { type Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageFigures {
  name: string;
  path: string;
  /** 0–100 per category. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every byte the first view transferred (Lighthouse's `total-byte-weight`), and its split by kind. */
  totalBytes: number;
  bytesByType: Record<string, number>;
  /** Scripts the first load fetched: bytes on the wire, and gzip (zlib's default level) of their bodies. */
  jsTransferredBytes: number;
  jsGzipBytes: number;
  scripts: number;
  lhr: Result;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * gzip of every script the page loaded, fetched again from the product: the api serves bundles
 * uncompressed today, so the bytes on the wire would overstate what a compressing proxy sends.
 */
async function gzippedScripts(items: NetworkItem[]): Promise<number> {
  let total = 0;
  for (const item of items) {
    if (!/^https?:/.test(item.url)) continue;
    try {
      const res = await fetch(item.url);
      total += gzipSync(Buffer.from(await res.arrayBuffer())).length;
    } catch (error) {
      throw new Error(`fetching ${item.url} failed: ${String((error as Error).cause ?? error)}`);
    }
  }
  return total;
}

/** Transferred bytes per resource type (Document, Script, Image, Fetch, ...). */
function bytesByType(items: NetworkItem[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const item of items) {
    const type = item.resourceType ?? 'Other';
    totals[type] = (totals[type] ?? 0) + (item.transferSize ?? 0);
  }
  return totals;
}

/**
 * One Lighthouse navigation (mobile, default simulated throttling) against a running Chromium. `extraHeaders`
 * go with every request of the page (`{ 'Save-Data': 'on' }` for data-saver mode).
 */
export async function measurePage(
  baseUrl: string,
  port: number,
  name: string,
  path: string,
  extraHeaders?: Record<string, string>,
): Promise<PageFigures> {
  const result = await lighthouse(`${baseUrl}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...(extraHeaders ? { extraHeaders } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
  const network = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items;
  const scripts = (network ?? []).filter((item) => item.resourceType === 'Script');
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  return {
    name,
    path,
    scores,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    totalBytes: numeric(lhr, 'total-byte-weight'),
    bytesByType: bytesByType(network ?? []),
    jsTransferredBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsGzipBytes: await gzippedScripts(scripts),
    scripts: scripts.length,
    lhr,
  };
}
