import type { z } from 'zod';
import type { Limit, StaffPermission } from '@/lib/identity';
import type { AuthMode } from './auth';
import type { CachePolicy } from './http-cache';

export type Throttle = { name: string; limit: Limit; appliesTo: (url: URL) => boolean };

/** What `api()` parses, checks and caches for one method of a route. */
export type ApiOptions = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Default 'none'. */
  auth?: AuthMode;
  /** Public HTTP caching with an ETag (GETs whose answer is the same for every shopper). */
  cache?: CachePolicy;
  /** A per-IP limit for the requests it applies to, counted before anything else is done. */
  throttle?: Throttle;
  /**
   * A staff call: 401 without a session, 403 unless the caller proved the second step and
   * their role has this permission (lib/identity/staff/roles.ts). Implies `auth: 'required'`.
   */
  staff?: StaffPermission;
};

/** The HTTP statuses a call may answer, as the reference names them. */
export type AnswerStatus =
  200 | 201 | 202 | 204 | 303 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/**
 * How one method of a route describes itself in the /api/v1 reference (GET
 * /api/v1/openapi.json, docs/api-reference.md). What `api()` already knows (the schemas,
 * who may call, caching, throttling) is read from the options; this says the rest.
 */
export type OperationDocs = {
  /** One line: what the call does. */
  summary: string;
  /** What a client must know beyond the schemas (Markdown). */
  description?: string;
  /**
   * The statuses the call answers itself, each with when and what: its success, and the
   * refusals of its service. The wrapper's own (400 for input its schemas refuse, 401 and
   * 403 of `auth` and `staff`, 403 csrf_failed, 413, 429 of `throttle`, 304 of `cache`) are
   * added to the reference from the options.
   */
  responses: Partial<Record<AnswerStatus, string>>;
  /** A success's body when it is not JSON (a file). */
  answerType?: 'application/pdf' | 'text/csv';
  /** A body the handler reads itself rather than through `body`: its media types and shape. */
  rawBody?: { mediaType: string | readonly string[]; description: string };
  /** A plain route handler, not built with `api()`: no XSRF check, no parsing by the wrapper. */
  plain?: true;
};

/** One method of a route: what `api()` needs, and how it describes itself. */
export type Operation = ApiOptions & OperationDocs;

/** The methods of one route file, each built from its operation (`api(contract.GET, …)`). */
export type RouteContract = Partial<Record<HttpMethod, Operation>>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Keeps the literal types (`auth: 'required'`) that `api()` types the handler's context by. */
export const defineContract = <const C extends RouteContract>(contract: C): C => contract;
