import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { fullFormats } from 'ajv-formats/dist/formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import OpenAPIResponseValidator from 'openapi-response-validator';

interface ResponseObject {
  description?: string;
  headers?: Record<string, { required?: boolean; schema?: { type?: string; minimum?: number } }>;
  content?: Record<string, { schema?: object }>;
}
interface Operation {
  responses: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
}

/** What the answers checked so far add up to. */
export interface AnswerFigures {
  answers: number;
  /** Routes (METHOD /url as registered) whose answers were checked against their documented operation. */
  routes: Set<string>;
  /** Routes the document hides (the queue monitor, the docs themselves, static files): not checked. */
  hidden: Set<string>;
  /** "route → status" for every status an operation does not document. */
  undocumented: Set<string>;
  /** A documented status whose body, media type or headers do not match the document. */
  mismatches: string[];
}

/** "GET /api/v1/x/:id" (as Fastify registered it) → the document's path and method: "/api/v1/x/{id}", "get". */
function operationKey(route: string): { path: string; method: string } {
  const [method = '', url = ''] = route.split(' ');
  return {
    method: method.toLowerCase(),
    path: url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*/g, '{*}'),
  };
}

const mediaTypeOf = (res: LightMyRequestResponse) =>
  String(res.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase() ?? '';

/** The body as sent before compression (a caller that accepts gzip or br gets a compressed one). */
function decodedBody(res: LightMyRequestResponse): string {
  const encoding = String(res.headers['content-encoding'] ?? '');
  const raw = res.rawPayload;
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  return res.body;
}

const matchesMediaType = (actual: string, documented: string) =>
  documented === actual ||
  documented === '*/*' ||
  (documented.endsWith('/*') && actual.startsWith(documented.slice(0, -1)));

/**
 * OpenAPI 3.0 writes an exclusive bound as `minimum: 0, exclusiveMinimum: true`; the validator's ajv speaks
 * JSON Schema draft 7 (`exclusiveMinimum: 0`) and refuses the 3.0 form, so the validator gets it translated.
 */
function withDraft7Bounds<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withDraft7Bounds) as T;
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = withDraft7Bounds(value);
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[exclusive] !== 'boolean') continue;
    if (out[exclusive] === true && typeof out[bound] === 'number') {
      out[exclusive] = out[bound];
      delete out[bound];
    } else delete out[exclusive];
  }
  return out as T;
}

/**
 * Checks each answer against the api's own OpenAPI document with a standard OpenAPI 3 response validator
 * (openapi-response-validator, JSON Schema by ajv with the OpenAPI formats): the status must be documented,
 * a JSON body must match that status's schema, any other body must be of a documented media type, and a
 * header the document marks required must be there.
 */
export function answerChecker(doc: OpenApiDocument) {
  const figures: AnswerFigures = {
    answers: 0,
    routes: new Set(),
    hidden: new Set(),
    undocumented: new Set(),
    mismatches: [],
  };
  const validators = new Map<Operation, OpenAPIResponseValidator>();
  const validatorOf = (operation: Operation) => {
    let validator = validators.get(operation);
    if (!validator) {
      validator = new OpenAPIResponseValidator({
        responses: withDraft7Bounds(operation.responses) as never,
        components: withDraft7Bounds(doc.components) as never,
        customFormats: fullFormats,
      });
      validators.set(operation, validator);
    }
    return validator;
  };

  function problemOf(response: ResponseObject, res: LightMyRequestResponse, validate: () => unknown) {
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const value = res.headers[name.toLowerCase()];
      if (value === undefined) {
        if (header.required) return `lacks its required ${name} header`;
        continue;
      }
      if (header.schema?.type === 'integer') {
        const number = Number(value);
        if (!Number.isInteger(number) || number < (header.schema.minimum ?? Number.NEGATIVE_INFINITY))
          return `has ${name}: ${value}, not an integer ≥ ${header.schema.minimum}`;
      }
    }
    const mediaType = mediaTypeOf(res);
    const documented = Object.keys(response.content ?? {});
    if (documented.length === 0)
      return res.body.length > 0 ? `has a ${mediaType} body the document does not describe` : undefined;
    if (res.body.length === 0 && res.statusCode === 204) return undefined;
    if (!documented.some((type) => matchesMediaType(mediaType, type)))
      return `is ${mediaType || 'untyped'}, documented as ${documented.join(', ')}`;
    if (mediaType !== 'application/json') return undefined;
    const invalid = validate() as { errors?: Array<{ path?: string; message?: string }> } | undefined;
    if (!invalid) return undefined;
    const where = (invalid.errors ?? []).map((error) => `${error.path || '(body)'} ${error.message}`);
    return `body does not match its schema: ${where.join('; ')}`;
  }

  return {
    figures,
    /** Checks one answer of `route` ("METHOD /url" as registered); returns what is wrong with it, if anything. */
    check(route: string, res: LightMyRequestResponse): string | undefined {
      const key = operationKey(route);
      const operation = doc.paths[key.path]?.[key.method];
      if (!operation) {
        figures.hidden.add(route);
        return undefined;
      }
      figures.answers++;
      figures.routes.add(route);
      const response = operation.responses[String(res.statusCode)];
      if (!response) {
        figures.undocumented.add(`${route} → ${res.statusCode}`);
        return `answered ${res.statusCode}, which its operation does not document`;
      }
      const problem = problemOf(response, res, () => {
        let body: unknown;
        try {
          body = JSON.parse(decodedBody(res));
        } catch {
          return { errors: [{ message: 'is not valid JSON' }] };
        }
        return validatorOf(operation).validateResponse(res.statusCode, body);
      });
      if (!problem) return undefined;
      const mismatch = `${route} → ${res.statusCode} ${problem}: ${res.body.slice(0, 200)}`;
      figures.mismatches.push(mismatch);
      return mismatch;
    },
    /** One line of figures, as docs/reliability.md quotes them. */
    summary(documentedRoutes: number): string {
      return (
        `OpenAPI answers: ${figures.answers.toLocaleString('en')} answers checked over ${figures.routes.size}` +
        ` of ${documentedRoutes} documented routes (${figures.hidden.size} hidden routes not checked),` +
        ` ${figures.undocumented.size} undocumented statuses, ${figures.mismatches.length} schema mismatches`
      );
    },
  };
}

export type AnswerChecker = ReturnType<typeof answerChecker>;

/** The app's own OpenAPI document, as a client would fetch it. */
export async function openApiDocumentOf(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  return res.json();
}

/** Documented operations, as "METHOD /url" keys in Fastify's spelling (to compare with registered routes). */
export function documentedRoutes(doc: OpenApiDocument): string[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map(
      (method) =>
        `${method.toUpperCase()} ${path.replace(/\{\*\}/g, '*').replace(/\{([A-Za-z0-9_]+)\}/g, ':$1')}`,
    ),
  );
}
