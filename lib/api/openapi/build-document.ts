import type { z } from 'zod';
import { cachePolicies } from '../http-cache';
import type { AnswerStatus, HttpMethod, Operation, RouteContract } from '../operation';
import { errorAnswerSchema } from './error-schema';
import { mayBeOmitted, objectVariants, requestJsonSchema, type JsonSchema } from './json-schema';

/** A part of the reference: a name, what it is about, and its routes by path. */
export type ReferenceSection = {
  name: string;
  description: string;
  /** `'/api/v1/product/wishlist/{product_id}'` → that route file's contract. */
  routes: Record<string, RouteContract>;
};

export type ReferenceSource = { title: string; version: string; sections: ReferenceSection[] };

export type OpenApiParameter = {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
};

export type OpenApiResponse = {
  description: string;
  content?: Record<string, { schema: JsonSchema }>;
};

export type OpenApiOperation = {
  tags: string[];
  summary: string;
  description?: string;
  operationId: string;
  security: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: {
    required: boolean;
    description?: string;
    content: Record<string, { schema: JsonSchema }>;
  };
  responses: Record<string, OpenApiResponse>;
  'x-staff-permission'?: string;
  'x-cache-control'?: string;
};

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<Lowercase<HttpMethod>, OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, Record<string, string>>;
  };
};

const errorRef = { $ref: '#/components/schemas/Error' };
const file = { type: 'string', contentMediaType: 'application/octet-stream' } as const;

function parametersOf(schema: z.ZodType | undefined, place: 'path' | 'query'): OpenApiParameter[] {
  if (!schema) return [];
  const variants = objectVariants(requestJsonSchema(schema));
  const names = [...new Set(variants.flatMap((variant) => Object.keys(variant.properties ?? {})))];
  return names.map((name) => ({
    name,
    in: place,
    // A query value is required only when every form of the query needs it.
    required: variants.every((variant) => variant.required?.includes(name) ?? false),
    schema: variants.map((variant) => variant.properties?.[name]).find(Boolean) as JsonSchema,
  }));
}

function requestBodyOf(operation: Operation): OpenApiOperation['requestBody'] {
  if (operation.body) {
    return {
      required: !mayBeOmitted(operation.body),
      content: { 'application/json': { schema: requestJsonSchema(operation.body) } },
    };
  }
  if (operation.rawBody) {
    return {
      required: true,
      description: operation.rawBody.description,
      content: Object.fromEntries(
        [operation.rawBody.mediaType].flat().map((type) => [type, { schema: file }]),
      ),
    };
  }
  return undefined;
}

/** The security requirements: any of them lets a call through (`{}`: none needed). */
function securityOf(operation: Operation): Record<string, string[]>[] {
  // Staff calls answer only a browser's staff session (an app's Bearer token is refused).
  if (operation.staff) return [{ staffSession: [] }];
  const shopper: Record<string, string[]>[] = [{ bearerToken: [] }, { sessionCookie: [] }];
  if (operation.auth === 'required') return shopper;
  if (operation.auth === 'optional') return [{}, ...shopper];
  return [];
}

/** The statuses `api()` answers from the options alone, before the handler runs. */
function wrapperResponses(method: HttpMethod, operation: Operation): Map<number, string[]> {
  const answers = new Map<number, string[]>();
  const add = (status: number, text: string) =>
    answers.set(status, [...(answers.get(status) ?? []), text]);
  if (operation.cache) add(304, 'Not modified: the `If-None-Match` ETag is still current.');
  if (operation.params || operation.query || operation.body) {
    add(400, '`validation_failed`: a value the schemas refuse, named in `fields`.');
  }
  if (operation.body) add(400, '`invalid_json`: the body is not JSON.');
  if (operation.body || operation.rawBody) add(413, '`payload_too_large`: the body is too large.');
  if (operation.auth === 'required' || operation.staff)
    add(401, '`unauthenticated`: not signed in.');
  if (operation.staff) {
    add(403, `\`not_allowed\`: not staff who proved the second step with \`${operation.staff}\`.`);
  }
  if (!operation.plain && method !== 'GET') {
    add(403, '`csrf_failed`: a request with cookies lacks the XSRF token.');
  }
  if (operation.throttle) add(429, '`throttled`: past the per-address limit; see `Retry-After`.');
  return answers;
}

function responseOf(status: number, description: string, operation: Operation): OpenApiResponse {
  if (status >= 400) return { description, content: { 'application/json': { schema: errorRef } } };
  if (status === 204 || status === 303 || status === 304) return { description };
  const mediaType = operation.answerType ?? 'application/json';
  return { description, content: { [mediaType]: { schema: operation.answerType ? file : {} } } };
}

function responsesOf(method: HttpMethod, operation: Operation): Record<string, OpenApiResponse> {
  const answers = wrapperResponses(method, operation);
  for (const [status, text] of Object.entries(operation.responses)) {
    const code = Number(status) as AnswerStatus;
    answers.set(code, [...(answers.get(code) ?? []), text]);
  }
  const responses: Record<string, OpenApiResponse> = {};
  for (const status of [...answers.keys()].sort((a, b) => a - b)) {
    responses[String(status)] = responseOf(status, answers.get(status)!.join(' '), operation);
  }
  responses.default = {
    description:
      'A fault of the store (`500 internal_error`), or `503 unavailable` while the database cannot be reached (`Retry-After`).',
    content: { 'application/json': { schema: errorRef } },
  };
  return responses;
}

const operationIdOf = (method: HttpMethod, path: string) =>
  [method.toLowerCase(), ...path.replace(/^\/api\/v1\//, '').split(/[^A-Za-z0-9]+/)]
    .filter(Boolean)
    .join('_');

function openApiOperation(
  tag: string,
  path: string,
  method: HttpMethod,
  operation: Operation,
): OpenApiOperation {
  const parameters = [
    ...parametersOf(operation.params, 'path'),
    ...parametersOf(operation.query, 'query'),
  ].map((parameter) => (parameter.in === 'path' ? { ...parameter, required: true } : parameter));
  const requestBody = requestBodyOf(operation);
  return {
    tags: [tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    operationId: operationIdOf(method, path),
    security: securityOf(operation),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(method, operation),
    ...(operation.staff ? { 'x-staff-permission': operation.staff } : {}),
    ...(operation.cache ? { 'x-cache-control': cachePolicies[operation.cache] } : {}),
  };
}

/** The OpenAPI 3.1 document of the routes' own contracts: their zod schemas and docs. */
export function buildOpenApiDocument(source: ReferenceSource): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const section of source.sections) {
    for (const [path, contract] of Object.entries(section.routes)) {
      const item: OpenApiDocument['paths'][string] = {};
      for (const [method, operation] of Object.entries(contract) as [HttpMethod, Operation][]) {
        item[method.toLowerCase() as Lowercase<HttpMethod>] = openApiOperation(
          section.name,
          path,
          method,
          operation,
        );
      }
      paths[path] = item;
    }
  }
  return {
    openapi: '3.1.1',
    info: { title: source.title, version: source.version },
    tags: source.sections.map(({ name, description }) => ({ name, description })),
    paths,
    components: {
      schemas: { Error: requestJsonSchema(errorAnswerSchema) },
      securitySchemes: {
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token a login call answers; 24 hours, until the password changes.',
        },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'authjs.session-token',
          description: "The storefront's httpOnly session cookie (`__Secure-` over HTTPS).",
        },
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'authjs.session-token',
          description:
            'A staff session that proved the second step; the role must have the `x-staff-permission` of the call.',
        },
      },
    },
  };
}
