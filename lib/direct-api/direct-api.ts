import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { resourceHeaders } from '@/lib/security/security-headers.mjs';
import { addForwardedHeaders, sendWebResponse, toWebRequest } from './node-bridge';
import { apiRoutesOf, matchApiRoute, type ApiRoute } from './route-table';

type RouteHandler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

/** What a compiled app route exports: Next's route module, which loads our handlers lazily. */
type CompiledRoute = {
  routeModule: { ensureUserland(): Promise<void>; userland: Record<string, unknown> };
};

/** The headers next.config.mjs gives every /api answer. */
const apiHeaders = resourceHeaders({ production: true });

/** The API's error shape (lib/api), for a path Next would have failed on with a 500. */
const malformedAddress = () =>
  Response.json(
    { error: { code: 'invalid_input', message: 'The address holds a malformed %-escape.' } },
    {
      status: 400,
      headers: { 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' },
    },
  );

export type DirectApiOptions = { dir: string; port: number; hostname?: string };

/**
 * Answers /api/v1 by calling the build's own route handlers, the very module instances
 * Next loads, without Next's per-request pipeline: routing, proxy, the web request and
 * response adapters and the render context, none of which these handlers use (they take a
 * Request and return a Response; see lib/api). On 10 connections that pipeline cost more
 * than the database did. Anything unusual (another method, a catch-all route, a path Next
 * would normalise or redirect) is left to Next, by returning false; a parameter that is
 * not valid %-encoding, which Next answers with a 500, is a 400 here.
 */
export function createDirectApi({ dir, port, hostname }: DirectApiOptions) {
  const serverDir = path.resolve(dir, '.next/server');
  const manifest = JSON.parse(
    fs.readFileSync(path.join(serverDir, 'app-paths-manifest.json'), 'utf8'),
  ) as Record<string, string>;
  const routes = apiRoutesOf(manifest);
  const requireFromBuild = createRequire(path.join(serverDir, 'app', 'index.js'));
  const origin = `http://${hostname ?? 'localhost'}:${port}`;

  const handlers = new Map<string, Record<string, unknown>>();
  async function handlerOf(route: ApiRoute, method: string): Promise<RouteHandler | null> {
    let userland = handlers.get(route.page);
    if (!userland) {
      const { routeModule } = requireFromBuild(path.join(serverDir, route.file)) as CompiledRoute;
      await routeModule.ensureUserland();
      userland = routeModule.userland;
      handlers.set(route.page, userland);
    }
    const handler = userland[method];
    return typeof handler === 'function' ? (handler as RouteHandler) : null;
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const match = matchApiRoute(routes, queryAt === -1 ? url : url.slice(0, queryAt));
    const method = req.method ?? 'GET';
    if (!match || method === 'HEAD' || method === 'OPTIONS') return false;
    const handler = await handlerOf(match.route, method);
    if (!handler) return false;
    if (!match.params) {
      await sendWebResponse(req, res, malformedAddress(), apiHeaders);
      return true;
    }
    addForwardedHeaders(req, port, hostname);
    const response = await handler(toWebRequest(req, origin), {
      params: Promise.resolve(match.params),
    });
    await sendWebResponse(req, res, response, apiHeaders);
    return true;
  };
}
