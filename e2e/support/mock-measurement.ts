import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** A call a partner received: its path with the query, and its JSON body. */
export type PartnerCall = { path: string; body: unknown };

/**
 * Stand-ins for the partners' scripts: they take the calls queued before they arrived and
 * every later one, and keep them in `window.__partnerCalls` for the spec to read, sending
 * nothing anywhere (the real scripts would send to Meta and Google).
 */
const pixelStandIn = `(function () {
  var fbq = window.fbq, calls = (window.__partnerCalls = window.__partnerCalls || []);
  function take(args) { calls.push(['fbq'].concat(Array.prototype.slice.call(args))); }
  (fbq.queue || []).forEach(take);
  fbq.queue = [];
  fbq.callMethod = function () { take(arguments); };
})();`;

const gtagStandIn = `(function () {
  var layer = window.dataLayer, calls = (window.__partnerCalls = window.__partnerCalls || []);
  function take(args) { calls.push(['gtag'].concat(Array.prototype.slice.call(args))); }
  layer.forEach(take);
  layer.push = function (args) { take(args); return Array.prototype.push.call(layer, args); };
})();`;

async function readBody(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += chunk;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One partner's mock (Meta's Graph API with fbevents.js, or GA4's Measurement Protocol with
 * gtag.js): serves its script stand-in, answers every POST as the partner does when it
 * takes the events, and lists what it received at GET /received.
 */
export function startPartnerMock(port: number, script: { path: string; source: string }) {
  const received: PartnerCall[] = [];
  const server = createServer(async (request, response: ServerResponse) => {
    const path = request.url ?? '/';
    if (request.method === 'GET' && path.split('?')[0] === script.path) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      return response.end(script.source);
    }
    if (request.method === 'GET' && path === '/received') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(JSON.stringify(received));
    }
    if (request.method === 'POST') {
      received.push({ path, body: await readBody(request) });
      response.writeHead(200, { 'content-type': 'application/json' });
      // Graph API's answer to events it took; the Measurement Protocol answers 204.
      return response.end(JSON.stringify({ events_received: 1, fbtrace_id: 'mock' }));
    }
    response.writeHead(404).end();
  });
  return new Promise<typeof server>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve(server)),
  );
}

export const metaScript = { path: '/en_US/fbevents.js', source: pixelStandIn };
export const gtagScript = { path: '/gtag/js', source: gtagStandIn };
