import 'server-only';
import { connection } from 'next/server';
import type { z } from 'zod';
import { clientIp, consume, staffErrors, roleMay } from '@/lib/identity';
import { authenticate, unauthenticated, type AuthMode, type Viewer } from './auth';
import { errorResponse } from './error-response';
import { cachedJsonResponse, cachePolicies, serializeAnswer } from './http-cache';
import { jsonResponse } from '../http/server/json-response';
import type { ApiOptions, Throttle } from './operation';
import {
  parseWith,
  readJsonBody,
  readParams,
  readQuery,
  type RequestPart,
} from '../http/server/read-input';
import { assertXsrf } from './xsrf';

export type { ApiOptions, Throttle } from './operation';

async function countAgainst(throttle: Throttle | undefined, request: Request): Promise<void> {
  if (!throttle || !throttle.appliesTo(new URL(request.url))) return;
  await consume(`${throttle.name}-ip:${clientIp(request)}`, throttle.limit);
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type ApiContext<O extends ApiOptions> = {
  request: Request;
  url: URL;
  params: Parsed<O['params']>;
  query: Parsed<O['query']>;
  body: Parsed<O['body']>;
  viewer: O['auth'] extends 'required'
    ? Viewer
    : O['staff'] extends string
      ? Viewer
      : Viewer | null;
};

type RouteContext = { params?: Promise<Record<string, string | string[] | undefined>> };

export type RouteHandler = (request: Request, context?: RouteContext) => Promise<Response>;

async function identify(request: Request, options: ApiOptions): Promise<Viewer | null> {
  const mode: AuthMode = options.staff ? 'required' : (options.auth ?? 'none');
  if (mode === 'none') return null;
  const viewer = await authenticate(request);
  if (!viewer && mode === 'required') throw unauthenticated();
  if (options.staff && !roleMay(viewer?.staffRole, options.staff)) throw staffErrors.notAllowed();
  return viewer;
}

async function buildContext<O extends ApiOptions>(
  options: O,
  request: Request,
  routeContext: RouteContext | undefined,
  viewer: Viewer | null,
): Promise<ApiContext<O>> {
  const url = new URL(request.url);
  const parse = (part: RequestPart, input: unknown) => {
    const schema = options[part];
    return schema ? parseWith(schema, input, part) : undefined;
  };
  return {
    request,
    url,
    viewer,
    params: parse('params', await readParams(routeContext)),
    query: parse('query', readQuery(url)),
    body: options.body ? parse('body', await readJsonBody(request)) : undefined,
  } as ApiContext<O>;
}

/** Catalogue GETs for shoppers are the same for everyone: shared caches may keep them. */
const sharesAnswers = (request: Request, options: ApiOptions, viewer: Viewer | null) =>
  Boolean(options.cache) && viewer === null && request.method === 'GET';

function answer(request: Request, result: unknown, options: ApiOptions, viewer: Viewer | null) {
  if (result instanceof Response) return result;
  if (!options.cache) return jsonResponse(result);
  if (sharesAnswers(request, options, viewer)) {
    return cachedJsonResponse(request, serializeAnswer(result), cachePolicies[options.cache]);
  }
  // Staff may see what shoppers do not: their answers must never land in a shared cache.
  return cachedJsonResponse(request, serializeAnswer(result), 'private, no-cache');
}

/**
 * Wraps a route handler: XSRF, authentication, zod parsing of params, query and body,
 * JSON answers with optional HTTP caching, and the one error shape.
 * `export const GET = api({ query: listQuerySchema }, ({ query }) => listProducts(query))`
 */
export function api<O extends ApiOptions>(
  options: O,
  handler: (context: ApiContext<O>) => unknown,
): RouteHandler {
  return async (request, routeContext) => {
    // Every call is answered for its own request; what is the same for everyone comes
    // from the cached services.
    await connection();
    try {
      assertXsrf(request);
      await countAgainst(options.throttle, request);
      const viewer = await identify(request, options);
      const context = await buildContext(options, request, routeContext, viewer);
      return answer(request, await handler(context), options, viewer);
    } catch (error) {
      return errorResponse(error, request);
    }
  };
}
