import type { RouteHandler } from '@/lib/api/handler';
import { answerProblems } from './answer-checks';
import { encodeLoosely, headersOf, type HostileRequest } from './hostile-request';
import type { Targets } from './parties';

export type Outcome = { status: number; problems: string[] };

const segment = (value: string | string[]) =>
  (Array.isArray(value) ? value : [value]).map(encodeLoosely).join('/');

/** The path of a template with its parameters filled in, as a client would send it. */
function pathOf(template: string, params: HostileRequest['params'], query: string): string {
  const path = template.replace(/:(\w+)/g, (_, name: string) => segment(params[name] ?? ''));
  return query ? `${path}?${query}` : path;
}

const decoder = new TextDecoder();

/** Sends one hostile request to a route handler, as Next would, and judges the answer. */
export async function perform(
  handler: RouteHandler,
  method: string,
  template: string,
  request: HostileRequest,
  targets: Targets,
): Promise<Outcome> {
  const body = (request.body?.bytes ?? request.body?.text) as BodyInit | undefined;
  const url = `http://localhost${pathOf(template, request.params, request.query)}`;
  const response = await handler(
    new Request(url, { method, headers: headersOf(request, targets), body }),
    { params: Promise.resolve(request.params) },
  );
  const text = await response.text();
  const bodyText = request.body?.bytes
    ? decoder.decode(request.body.bytes)
    : (request.body?.text ?? '');
  const query = [...new URLSearchParams(request.query)].flat();
  const sent = [...query, ...Object.values(request.params).flat(), bodyText].join('\n');
  const problems = answerProblems({
    sent,
    status: response.status,
    headers: response.headers,
    text,
    secrets: targets.victimSecrets,
  });
  return { status: response.status, problems };
}
