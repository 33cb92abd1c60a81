import { LISTING_IMPORT_COLUMNS } from '@ile/shared';
import { csvOf, importRowCells } from '@ile/shared/testing/listing-csv';
import fc from 'fast-check';
import type { RegisteredRoute } from '../../src/lib/route-registry';
import { HOSTILE_TEXT, hostileString, PATH_PAYLOADS } from './hostile-inputs';
import { brokenInput, type JsonSchema, type Knowledge, validValue } from './schema-arbitraries';

export type Caller = 'anonymous' | 'member' | 'admin';

/** One generated request, ready for `app.inject`. */
export interface FuzzRequest {
  caller: Caller;
  method: string;
  url: string;
  /** How the body was built: which kind of bad input this case is. */
  transport: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

/** A route as the fuzzer sees it: its url, and its zod schemas as JSON Schema (input side). */
export interface FuzzRoute {
  method: string;
  url: string;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
}

export function routeName(route: Pick<RegisteredRoute, 'method' | 'url'>): string {
  return `${route.method} ${route.url}`;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The staff console's api and the queue monitor. */
export function isStaffRoute(url: string): boolean {
  return url.startsWith('/api/admin') || url.startsWith('/admin/queues');
}

/** Staff routes are called as an Admin; everything else as a verified member; both also anonymously. */
function callerOf(route: FuzzRoute): fc.Arbitrary<Caller> {
  const staff = isStaffRoute(route.url);
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant<Caller>(staff ? 'admin' : 'member') },
    { weight: 1, arbitrary: fc.constant<Caller>('anonymous') },
  );
}

const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value !== null && typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is written as the three bytes of its
 * code unit: percent-escapes that decode to invalid UTF-8, which the router and parsers must refuse cleanly.
 */
export function encodeComponent(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    out +=
      char.length === 1 && unit >= 0xd800 && unit <= 0xdfff
        ? [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char);
  }
  return out;
}

// ---- path ------------------------------------------------------------------------------------------------

function paramNamesOf(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((m) => m[1] ?? '*');
}

function pathValue(route: FuzzRoute, name: string, know: Knowledge): fc.Arbitrary<string> {
  const schema = route.params?.properties?.[name];
  const encoded = fc.oneof(hostileString, fc.constantFrom(...PATH_PAYLOADS)).map(encodeComponent);
  const raw = fc.constantFrom(...PATH_PAYLOADS);
  const valid = schema
    ? validValue(schema, know, name).map((v) => encodeComponent(asText(v)))
    : fc.constantFrom(...know.ids, 'index.html', 'a/b/c.webp', 'x');
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 2, arbitrary: encoded },
    { weight: 1, arbitrary: raw },
  );
}

function pathOf(route: FuzzRoute, know: Knowledge): fc.Arbitrary<string> {
  const names = paramNamesOf(route.url);
  if (names.length === 0) return fc.constant(route.url);
  return fc.tuple(...names.map((name) => pathValue(route, name, know))).map((values) => {
    let i = 0;
    return route.url.replace(/:([A-Za-z0-9_]+)|\*/g, () => values[i++] ?? '');
  });
}

// ---- query -----------------------------------------------------------------------------------------------

function queryPairs(value: unknown): Array<[string, string]> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [['q', asText(value)]];
  const pairs: Array<[string, string]> = [];
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) pairs.push([key, asText(item)]);
  }
  return pairs;
}

/** Raw query tails a schema never describes: duplicates, bracket syntax, broken escapes. */
const QUERY_TAILS = [
  'page=1&page=2',
  'page[]=1',
  'sort[$ne]=1',
  'filter[a][b]=c',
  '%00=1',
  'a=%E0%A4%A',
  'a=%',
  'size=-1&size=1e9',
  '__proto__[polluted]=1',
  'constructor[prototype][x]=1',
  `q=${encodeURIComponent("' OR 1=1--")}`,
];

function queryOf(route: FuzzRoute, know: Knowledge): fc.Arbitrary<string> {
  const schema = route.querystring ?? { type: 'object', properties: {} };
  const encode = (pairs: Array<[string, string]>) =>
    pairs.map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(v)}`).join('&');
  return fc.oneof(
    { weight: 3, arbitrary: validValue(schema, know).map((v) => encode(queryPairs(v))) },
    { weight: 4, arbitrary: brokenInput(schema, know, false).map((v) => encode(queryPairs(v))) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(validValue(schema, know), fc.constantFrom(...QUERY_TAILS))
        .map(([v, tail]) => [encode(queryPairs(v)), tail].filter(Boolean).join('&')),
    },
  );
}

// ---- body ------------------------------------------------------------------------------------------------

interface Body {
  transport: string;
  contentType?: string;
  payload?: string | Buffer;
}

const json = (transport: string, value: unknown): Body => ({
  transport,
  contentType: 'application/json',
  payload: value === undefined ? '' : JSON.stringify(value),
});

const DATA_URL = /^data:([^;,]+);base64,(.*)$/s;

/** A multipart/form-data body: data-URL fields become file parts, the rest text parts, arrays repeat. */
export function multipartOf(fields: unknown, boundary: string): Buffer {
  const chunks: Buffer[] = [];
  const entries =
    fields && typeof fields === 'object' && !Array.isArray(fields) ? Object.entries(fields) : [];
  for (const [name, value] of entries) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      const file = typeof item === 'string' ? DATA_URL.exec(item) : null;
      const head = file
        ? `Content-Disposition: form-data; name="${name}"; filename="upload.jpg"\r\nContent-Type: ${file[1]}`
        : `Content-Disposition: form-data; name="${name}"`;
      chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`));
      chunks.push(file ? Buffer.from(file[2] ?? '', 'base64') : Buffer.from(asText(item)));
      chunks.push(Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';

function multipart(transport: string, fields: unknown): Body {
  return {
    transport,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: multipartOf(fields, BOUNDARY),
  };
}

const BROKEN_MULTIPART: fc.Arbitrary<Body> = fc.oneof(
  fc.nat({ max: 200 }).map((cut) => ({
    transport: 'multipart truncated',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: multipartOf(
      { type: 'image', image: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==' },
      BOUNDARY,
    ).subarray(0, cut),
  })),
  fc.constant({
    transport: 'multipart without boundary',
    contentType: 'multipart/form-data',
    payload: multipartOf({ a: 'b' }, BOUNDARY),
  }),
  fc.constant({
    transport: 'multipart wrong boundary',
    contentType: 'multipart/form-data; boundary=somethingElse',
    payload: multipartOf({ a: 'b' }, BOUNDARY),
  }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => ({
    transport: 'multipart garbage',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.from(bytes),
  })),
  fc.constant({
    ...multipart('multipart too many files', {
      images: Array.from({ length: 21 }, () => 'data:image/jpeg;base64,/9j/4AAQ'),
    }),
  }),
  fc.constant({
    ...multipart(
      'multipart too many fields',
      Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`f${i}`, 'x'])),
    ),
  }),
);

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'application/octet-stream',
  'image/jpeg',
  'application/json, text/plain',
  '',
];

const MALFORMED_JSON = [
  '{',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '[1,2',
  'nul',
  '{"a":"\\uD800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\uFEFF{}',
  '{"a":1}{"b":2}',
  '1e999999',
  '"just a string"',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];

/** Over every default body limit (1 MiB). */
const OVERSIZED = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 512) });

/** The first string field of a body that holds a CSV file (the listings import), if any. */
function csvFieldOf(schema: JsonSchema): string | undefined {
  return Object.entries(schema.properties ?? {}).find(
    ([, property]) => property.contentMediaType === 'text/csv',
  )?.[0];
}

/**
 * CSV files for a route that takes one: the template's columns with valid, hostile and broken cells, unknown
 * columns, broken quoting, binary bytes, and over the row limit; sent as a multipart file and as a data URL.
 */
function csvBodies(field: string): fc.Arbitrary<Body> {
  const cell = fc.oneof(
    fc.constantFrom(...Object.values(importRowCells(1, ['https://photos.example.com/1.jpg']))),
    hostileString,
    fc.constantFrom(
      'http://127.0.0.1/a.jpg|http://169.254.169.254/|http://[::1]/x',
      '"',
      '""',
      '\r\n',
      '=cmd|"/c calc"!A1',
      '-1e309',
      'NaN',
    ),
  );
  const columns = LISTING_IMPORT_COLUMNS.map(({ column }) => column);
  const header = fc.oneof(
    { weight: 4, arbitrary: fc.constant(columns) },
    { weight: 1, arbitrary: fc.subarray(columns, { minLength: 1 }) },
    { weight: 1, arbitrary: fc.tuple(fc.constant(columns), hostileString).map(([c, x]) => [...c, x]) },
  );
  const text = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(header, fc.array(fc.array(cell, { maxLength: columns.length + 2 }), { maxLength: 6 }))
        .map(([head, rows]) =>
          csvOf(
            rows.map((cells) => Object.fromEntries(head.map((c, i) => [c, cells[i] ?? '']))),
            head,
          ),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        'title\r\n"unclosed',
        'title,price\r\n"a"b,1\r\n',
        '\uFEFFtitle\r\nx\r\n',
        csvOf(
          Array.from({ length: 501 }, (_, i) => ({ title: `t${i}` })),
          ['title'],
        ),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
    },
  );
  return fc.tuple(text, fc.boolean()).map(([csv, asMultipart]) => {
    const dataUrl = `data:text/csv;base64,${Buffer.from(csv, 'latin1').toString('base64')}`;
    return asMultipart
      ? multipart('csv multipart', { [field]: dataUrl })
      : json('csv json', { [field]: dataUrl });
  });
}

function bodyOf(route: FuzzRoute, know: Knowledge): fc.Arbitrary<Body> {
  const schema = route.body ?? { type: 'object', properties: {} };
  const valid = validValue(schema, know);
  const broken = brokenInput(schema, know, true);
  const csvField = csvFieldOf(schema);
  return fc.oneof(
    ...(csvField ? [{ weight: 6, arbitrary: csvBodies(csvField) }] : []),
    { weight: 3, arbitrary: valid.map((v) => json('json valid', v)) },
    { weight: 6, arbitrary: broken.map((v) => json('json broken', v)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...MALFORMED_JSON).map((payload) => ({
        transport: 'malformed json',
        contentType: 'application/json',
        payload,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...WRONG_CONTENT_TYPES), valid).map(([contentType, v]) => ({
        transport: `content-type ${contentType || '(empty)'}`,
        contentType,
        payload: JSON.stringify(v),
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constant<Body>({ transport: 'empty json', contentType: 'application/json', payload: '' }),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ transport: 'no body' }) },
    {
      weight: 1,
      arbitrary: fc.constant<Body>({
        transport: 'oversized',
        contentType: 'application/json',
        payload: OVERSIZED,
      }),
    },
    { weight: 2, arbitrary: fc.oneof(valid, broken).map((v) => multipart('multipart', v)) },
    { weight: 1, arbitrary: BROKEN_MULTIPART },
  );
}

// ---- whole request ---------------------------------------------------------------------------------------

const ip: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
  .map(([a, b, c]) => `10.${a}.${b}.${c}`);

/** Every request the fuzzer may send to one route, valid ones included (they must not 500 either). */
export function requestsFor(route: FuzzRoute, know: Knowledge): fc.Arbitrary<FuzzRequest> {
  const body: fc.Arbitrary<Body> = BODY_METHODS.has(route.method)
    ? bodyOf(route, know)
    : fc.constant({ transport: 'none' });
  const headerNoise = fc.option(
    fc.constantFrom<Record<string, string>>(
      { accept: 'text/html' },
      { 'accept-encoding': 'gzip, br' },
      { origin: 'https://evil.example' },
      { 'x-forwarded-for': "1.2.3.4, ' OR 1=1--" },
      { 'accept-language': HOSTILE_TEXT[0] ?? 'x' },
      { range: 'bytes=-1,0-99999999999' },
      { 'if-none-match': '*' },
    ),
    { nil: {} },
  );
  return fc
    .record({
      caller: callerOf(route),
      path: pathOf(route, know),
      query: queryOf(route, know),
      body,
      headerNoise,
      ip,
    })
    .map(({ caller, path, query, body, headerNoise, ip }) => {
      const headers: Record<string, string> = { ...headerNoise };
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      return {
        caller,
        method: route.method,
        url: query ? `${path}?${query}` : path,
        transport: body.transport,
        headers,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
        remoteAddress: ip,
      };
    });
}

/** A short, printable account of a request for failure reports. */
export function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : Buffer.isBuffer(request.payload)
        ? `<${request.payload.length} bytes>`
        : request.payload.length > 300
          ? `${JSON.stringify(request.payload.slice(0, 300))}… (${request.payload.length} chars)`
          : JSON.stringify(request.payload);
  const url = request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url;
  return `${request.caller} ${request.method} ${url} [${request.transport}] ${JSON.stringify(request.headers)} ${payload}`;
}
