import fc from 'fast-check';

/** Classic injection strings: they must reach PostgreSQL as parameters, never as SQL. */
export const SQL_PAYLOADS = [
  "'; DROP TABLE users;--",
  "' OR 1=1--",
  '" OR ""="',
  "admin'--",
  "1' UNION SELECT password_hash FROM users--",
  '1; SELECT pg_sleep(5)--',
  "%' AND 1=1 --",
  '\\',
  "''",
];

/** Markup and template payloads: stored as text, never executed or interpolated. */
export const SCRIPT_PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, sent as plain text
  '${7*7}',
  '<svg/onload=alert(1)>',
];

/** Strings that break naive text handling: lone surrogates, NUL, bidi overrides, combining marks, emoji. */
export const UNICODE_PAYLOADS = [
  '\uD800',
  'a\uDC00b',
  '\u0000',
  'nul\u0000inside',
  '\u202Eevil\u202C.jpg',
  'مرحبا بالعالم',
  '👩🏽‍💻🏠🇳🇬',
  `e${'\u0301'.repeat(50)}`,
  'Z̷̢̛a̴l̷g̵o̶',
  '\uFEFF',
  '\u200B\u200D',
  '\r\n\t\v\f',
  '\u2028\u2029',
  'ｆｕｌｌｗｉｄｔｈ',
  'İıß',
  '\x1b[31mred',
];

/** Path and URL tricks, for path params and wildcard routes. */
export const PATH_PAYLOADS = [
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%E0%A4%A',
  '%',
  '.',
  '..',
  '//',
  '0',
  '-1',
  '1.5',
  '99999999999999999999999',
  'null',
  'undefined',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '3f2504e0-4f89-11d3-9a0c-0305e82c3301-extra',
  '{"$ne":null}',
];

/** Numbers JSON can carry that a schema should bound, and the ones it cannot (sent as strings). */
export const HOSTILE_NUMBERS: unknown[] = [
  -1,
  0,
  -0,
  0.5,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e308,
  -1e308,
  5e-324,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x10',
  '1_000',
  ' 1 ',
  '',
];

export const HOSTILE_TEXT = [...SQL_PAYLOADS, ...SCRIPT_PAYLOADS, ...UNICODE_PAYLOADS];

/** One megabyte in a single field: under the default 1 MiB body limit once quoted, far over every maxLength. */
export const ONE_MEGABYTE_TEXT = 'ɐ'.repeat(500_000);

/** Any string a client might type, weighted towards the hostile ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...HOSTILE_TEXT))
      .map(([a, b]) => `${a}${b}`),
  },
);

/** A value of any JSON type, for "wrong type" mutations. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, '', [], {}, [null], { $ne: null }, 'true', '[]'),
  fc.constantFrom(...HOSTILE_NUMBERS),
  hostileString,
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
);

/** Field names an attacker adds: prototype pollution, mass assignment, the old client's identity fields. */
export const EXTRA_FIELD_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'staff_role',
  'staffRole',
  'isAdmin',
  'id',
  'owner_id',
  'password_hash',
  'email_verified_at',
  'deleted_at',
  'status',
  'balance',
  '',
  '\u0000',
  '$where',
];
