import fc from 'fast-check';
import {
  EXTRA_FIELD_NAMES,
  HOSTILE_NUMBERS,
  hostileString,
  ONE_MEGABYTE_TEXT,
  wrongTypeValue,
} from './hostile-inputs';

/** The subset of JSON Schema that `z.toJSONSchema` emits for our shared contracts. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  /** A string field holding a file of this type (as a data URL): the fuzzer also sends such files. */
  contentMediaType?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** What the fuzzer knows about the world, so "valid" input can name real rows and the caller's own identity. */
export interface Knowledge {
  /** Ids of rows that exist (the caller's own first): valid uuids reach past "not found". */
  ids: string[];
  ownEmail: string;
  /** Data URLs: real pictures, truncated ones, wrong MIME types, malformed ones. */
  dataUrls: string[];
}

const IMAGE_FIELD = /image|picture|avatar|photo|proof|document|attachment|file/i;

/** Values for unconstrained strings whose meaning is in their name (the contracts check them in refinements). */
function hintedString(field: string, know: Knowledge): fc.Arbitrary<string> | undefined {
  if (IMAGE_FIELD.test(field)) return fc.constantFrom(...know.dataUrls);
  if (/email/i.test(field)) return fc.constantFrom(know.ownEmail, 'someone@example.test', 'not-an-email');
  if (/currency/i.test(field)) return fc.constantFrom('NGN', 'USD', 'SLE', 'XXX');
  if (/country/i.test(field)) return fc.constantFrom('NG', 'SL', 'Nigeria', 'ZZ');
  if (/phone/i.test(field)) return fc.constantFrom('+2348031234567', '+23276123456', '123');
  if (/password/i.test(field)) return fc.constantFrom('Secret123', 'Another123', 'short');
  if (/^sort$/.test(field))
    return fc.constantFrom(
      '["id","ASC"]',
      '["created_at","DESC"]',
      '["nope","ASC"]',
      '[1,2]',
      '{"a":1}',
      '[',
    );
  if (/^range$/.test(field))
    return fc.constantFrom(
      '[0,9]',
      '[0,999]',
      '[5,2]',
      '[-1,10]',
      '[0,1e308]',
      '[0,100000]',
      '["a","b"]',
      '[',
    );
  if (/^filter$/.test(field))
    return fc.oneof(
      fc.constantFrom('{}', '{"q":"lekki"}', '{"id":["x"]}', '{"status":"pending"}', '[]', 'null', '{'),
      fc
        .dictionary(fc.string({ maxLength: 12 }), wrongTypeValue, { maxKeys: 3 })
        .map((o) => JSON.stringify(o)),
    );
  return undefined;
}

function fitLength(text: string, min = 0, max = Number.POSITIVE_INFINITY): string {
  const long = text.length < min ? text + 'a'.repeat(min - text.length) : text;
  return long.length > max ? long.slice(0, max) : long;
}

/** Strings matching a pattern; undefined when fast-check cannot generate for it (e.g. lookaheads). */
function matching(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
}

function numberWithin(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
  if (integer) {
    return fc.integer({
      min: Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER),
      max: Math.min(max ?? 1_000_000_000, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min: min ?? -1e9, max: max ?? 1e12, noNaN: true, noDefaultInfinity: true });
}

/** Input the schema should accept (refinements aside), with hostile text wherever free text is allowed. */
export function validValue(schema: JsonSchema, know: Knowledge, field = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => validValue(s, know, field)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return objectOf(schema, know);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, know, field), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 3),
      });
    case 'integer':
      return numberWithin(schema, true);
    case 'number':
      return numberWithin(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return stringOf(schema, know, field);
    default:
      return fc.oneof(hostileString, fc.integer(), fc.boolean());
  }
}

function stringOf(schema: JsonSchema, know: Knowledge, field: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid')
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...know.ids) }, fc.uuid());
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  const matches = schema.pattern ? matching(schema.pattern) : undefined;
  if (matches) return matches.map((s) => fitLength(s, schema.minLength, schema.maxLength));
  const hinted = hintedString(field, know);
  if (hinted) return hinted;
  return hostileString.map((s) => fitLength(s, schema.minLength, schema.maxLength));
}

function objectOf(schema: JsonSchema, know: Knowledge): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    // Identity fields may only name the caller (identity-guard): anything else stops at 403.
    model[name] =
      name === 'userId' || name === 'senderId'
        ? fc.constant(know.ids[0])
        : name === 'senderEmail'
          ? fc.constant(know.ownEmail)
          : validValue(property, know, name);
  }
  return fc.record(model, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<Record<string, unknown>>;
}

/** The object alternatives a body may take (a oneOf of objects is a tagged union). */
function objectSchemasOf(schema: JsonSchema): JsonSchema[] {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.flatMap(objectSchemasOf);
  return schema.type === 'object' || schema.properties ? [schema] : [];
}

/** A wrong value for one field, chosen against that field's schema. */
function brokenFieldValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [wrongTypeValue, fc.constantFrom(...HOSTILE_NUMBERS)];
  if (schema.maxLength !== undefined) options.push(fc.constant('x'.repeat(schema.maxLength + 1)));
  if (schema.minLength) options.push(fc.constant(''));
  if (schema.maximum !== undefined) options.push(fc.constant(schema.maximum + 1));
  if (schema.minimum !== undefined) options.push(fc.constant(schema.minimum - 1));
  if (schema.maxItems !== undefined)
    options.push(fc.constant(Array.from({ length: schema.maxItems + 1 }, () => 'x')));
  if (schema.enum || schema.const !== undefined) options.push(hostileString);
  if (schema.format === 'uuid')
    options.push(fc.constantFrom('not-a-uuid', '1', "' OR 1=1--", 'ZZZZZZZZ-0000-0000-0000-000000000000'));
  return fc.oneof(...options);
}

type Mutation =
  | { kind: 'drop'; field: string }
  | { kind: 'wrong'; field: string; value: unknown }
  | { kind: 'extra'; name: string; value: unknown }
  | { kind: 'huge'; field: string }
  | { kind: 'replace'; value: unknown };

function applyMutation(value: unknown, mutation: Mutation): unknown {
  if (mutation.kind === 'replace') return mutation.value;
  const copy: Record<string, unknown> =
    value && typeof value === 'object' && !Array.isArray(value)
      ? { ...(value as Record<string, unknown>) }
      : {};
  switch (mutation.kind) {
    case 'drop':
      delete copy[mutation.field];
      return copy;
    case 'wrong':
      copy[mutation.field] = mutation.value;
      return copy;
    case 'huge':
      copy[mutation.field] = ONE_MEGABYTE_TEXT;
      return copy;
    case 'extra':
      // defineProperty: a literal `__proto__` key must become an own property, as JSON.parse makes it.
      Object.defineProperty(copy, mutation.name, { value: mutation.value, enumerable: true, writable: true });
      return copy;
  }
}

/** Valid input, then broken: a dropped required field, a wrong-typed or out-of-range field, extra fields, ... */
export function brokenInput(schema: JsonSchema, know: Knowledge, allowHuge: boolean): fc.Arbitrary<unknown> {
  const objects = objectSchemasOf(schema);
  const fields = [...new Set(objects.flatMap((o) => Object.keys(o.properties ?? {})))];
  const mutations: fc.WeightedArbitrary<Mutation>[] = [
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('replace' as const),
        value: fc.oneof(wrongTypeValue, fc.constant(undefined)),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('extra' as const),
        name: fc.oneof(fc.constantFrom(...EXTRA_FIELD_NAMES), fc.string({ maxLength: 12 })),
        value: wrongTypeValue,
      }),
    },
  ];
  if (fields.length > 0) {
    const byName = new Map<string, JsonSchema>();
    for (const o of objects) for (const [k, v] of Object.entries(o.properties ?? {})) byName.set(k, v);
    mutations.push(
      {
        weight: 3,
        arbitrary: fc.record({ kind: fc.constant('drop' as const), field: fc.constantFrom(...fields) }),
      },
      {
        weight: 5,
        arbitrary: fc.constantFrom(...fields).chain((field) =>
          brokenFieldValue(byName.get(field) ?? {}).map((value) => ({
            kind: 'wrong' as const,
            field,
            value,
          })),
        ),
      },
    );
    // A megabyte in one field is slow to send and parse: one case in a dozen or so is plenty.
    if (allowHuge)
      mutations.push({
        weight: 1,
        arbitrary: fc.record({ kind: fc.constant('huge' as const), field: fc.constantFrom(...fields) }),
      });
  }
  return fc
    .tuple(validValue(schema, know), fc.array(fc.oneof(...mutations), { minLength: 1, maxLength: 2 }))
    .map(([value, list]) => list.reduce<unknown>(applyMutation, value));
}
