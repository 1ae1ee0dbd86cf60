import { AsyncLocalStorage } from 'node:async_hooks';

export type RequestContext = { requestId: string };

// Next bundles this file into several bundles (instrumentation, each route's server code),
// each with its own module instance: one store per process, kept on globalThis, lets the
// server hook's context reach the route that handles the request.
const key = Symbol.for('store.log.requestContext');
const holder = globalThis as { [key]?: AsyncLocalStorage<RequestContext> };
const storage = (holder[key] ??= new AsyncLocalStorage<RequestContext>());

/** The id of the request (or of the request that enqueued the job) this code runs for. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * Makes the context current for the rest of this synchronous run and whatever it starts:
 * the server hook runs just before Node emits 'request', so Next's handler starts inside it.
 */
export function enterRequestContext(context: RequestContext): void {
  storage.enterWith(context);
}

/**
 * Runs the work inside the context (a job run, carrying its request's id), or, given none,
 * outside any: a worker woken by a request's enqueue must not take that request for its own.
 */
export function withRequestContext<T>(context: RequestContext | undefined, work: () => T): T {
  return context ? storage.run(context, work) : storage.exit(work);
}
