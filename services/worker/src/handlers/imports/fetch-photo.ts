import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { ImageRejectedError, inspectImage } from '@ile/db/media/image-processing';
import {
  bareHostOf,
  hostKeyOf,
  isPublicAddress,
  type PhotoAddressPolicy,
} from '@ile/db/media/photo-address-policy';
import { IMAGE_UPLOAD_RULES } from '@ile/shared';

/** A photo URL that will not give a usable picture: the row fails with this message, nothing is retried. */
export class PhotoRefusedError extends Error {}

export interface PhotoFetchOptions {
  policy: PhotoAddressPolicy;
  /** The whole fetch, redirects and body included. Default 15 s. */
  timeoutMs?: number;
  /** Default the upload limit (10 MB). */
  maxBytes?: number;
  /** Default 3; each hop is checked as the first. */
  maxRedirects?: number;
  /** Resolves a host name to every address it has; default the system resolver (tests give their own). */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
}

export interface FetchedPhoto {
  data: Buffer;
  /** jpeg, png or webp, read from the content. */
  format: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const systemResolve = (host: string) => dnsLookup(host, { all: true, verbatim: true });

/**
 * The address to connect to: every address the host resolves to must be public (or the exact host:port on
 * the test allow-list), else the URL is refused; the connection is then pinned to the first of them, so a
 * second lookup (DNS rebinding) cannot send it elsewhere.
 */
async function checkedAddress(
  url: URL,
  options: PhotoFetchOptions,
): Promise<{ address: string; family: number }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new PhotoRefusedError('only http:// and https:// photo URLs are fetched');
  if (url.username || url.password) throw new PhotoRefusedError('photo URLs may not carry a password');
  const host = bareHostOf(url);
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIpLiteral(host)
      ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
      : await (options.resolve ?? systemResolve)(host);
  } catch {
    throw new PhotoRefusedError(`${url.hostname} could not be found`);
  }
  const first = addresses[0];
  if (!first) throw new PhotoRefusedError(`${url.hostname} could not be found`);
  if (options.policy.allowHosts.has(hostKeyOf(url))) return first;
  if (!addresses.every(({ address }) => isPublicAddress(address)))
    throw new PhotoRefusedError(`${url.hostname} points at a private, loopback or link-local address`);
  return first;
}

const isIpLiteral = (host: string) => isIP(host) !== 0;

function pinnedLookup(address: string, family: number): LookupFunction {
  return (_host, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) {
      (callback as unknown as (e: null, all: { address: string; family: number }[]) => void)(null, [
        { address, family },
      ]);
    } else callback(null, address, family);
  };
}

function get(url: URL, address: { address: string; family: number }, signal: AbortSignal) {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = transport.get(url, {
      // A connection of its own, never a pooled one: it goes to the address this fetch checked.
      agent: false,
      lookup: pinnedLookup(address.address, address.family),
      signal,
      headers: { accept: 'image/jpeg, image/png, image/webp', 'user-agent': 'Ile listing import' },
    });
    request.on('response', resolve);
    request.on('error', reject);
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  const tooLarge = () =>
    new PhotoRefusedError(`the photo is larger than ${Math.round(maxBytes / (1024 * 1024))} MB`);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of response) {
    bytes += (chunk as Buffer).length;
    if (bytes > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches one imported listing's photo: http(s) only, public addresses only (checked on every redirect),
 * within a size limit and a deadline, and only a JPEG, PNG or WebP by its content. Anything else is a
 * PhotoRefusedError saying why.
 */
export async function fetchPhoto(rawUrl: string, options: PhotoFetchOptions): Promise<FetchedPhoto> {
  const maxBytes = options.maxBytes ?? IMAGE_UPLOAD_RULES.maxBytes;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const signal = AbortSignal.timeout(timeoutMs);
  if (!URL.canParse(rawUrl)) throw new PhotoRefusedError('the photo URL is not a URL');
  let url = new URL(rawUrl);
  try {
    for (let hop = 0; ; hop++) {
      const response = await get(url, await checkedAddress(url, options), signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        response.resume();
        if (hop >= (options.maxRedirects ?? 3)) throw new PhotoRefusedError('too many redirects');
        url = new URL(location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new PhotoRefusedError(`the photo's server answered ${status}`);
      }
      const data = await readBody(response, maxBytes);
      try {
        const { format } = await inspectImage(data);
        return { data, format };
      } catch (error) {
        if (error instanceof ImageRejectedError)
          throw new PhotoRefusedError('not a JPEG, PNG or WebP picture');
        throw error;
      }
    }
  } catch (error) {
    if (error instanceof PhotoRefusedError) throw error;
    if (signal.aborted) throw new PhotoRefusedError(`the photo did not arrive within ${timeoutMs / 1000} s`);
    throw new PhotoRefusedError(`the photo could not be fetched (${(error as Error).message})`);
  }
}
