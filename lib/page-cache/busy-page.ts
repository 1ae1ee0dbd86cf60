import type { ServerResponse } from 'node:http';
import { store } from '@/lib/config';
import { escapeHtml } from '@/lib/http/escape-html';
import { securityHeaders } from '@/lib/security/security-headers.mjs';

/** How long a shopper turned away is asked to wait (Retry-After). */
export const busyRetryAfterSeconds = 5;

/** The store's error page (app/(store)/error.tsx), drawn without Next or its stylesheet. */
function busyPageHtml(url: string, nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>A moment, please | ${escapeHtml(store.name)}</title>
<style nonce="${nonce}">
body{margin:0;font-family:"Futura PT",Jost,system-ui,sans-serif;color:#1c1917;background:#fff;-webkit-font-smoothing:antialiased}
main{max-width:42rem;margin:0 auto;padding:8rem 1.5rem;text-align:center}
.eyebrow{color:#8a5419;font-size:.75rem;letter-spacing:.3em;text-transform:uppercase}
h1{margin:1rem 0 0;font-size:2.25rem;font-weight:300}
p{color:#57534e;font-size:1.125rem;line-height:1.7;margin:1.5rem 0 0}
nav{margin-top:2.5rem;display:flex;justify-content:center;gap:1rem}
a{padding:.75rem 2rem;font-size:.75rem;letter-spacing:.2em;text-transform:uppercase;text-decoration:none;border:1px solid #1c1917;color:#1c1917}
a.primary{background:#1c1917;color:#fff}
a:hover{border-color:#eeaa57}
a:focus-visible{outline:2px solid #d98f35;outline-offset:2px}
</style>
</head>
<body>
<main role="alert">
<p class="eyebrow">A moment, please</p>
<h1>So many shoppers at once</h1>
<p>The store is very busy right now. Please try again in a few seconds, or call us on ${escapeHtml(store.phone)}.</p>
<nav aria-label="What next"><a class="primary" href="${escapeHtml(url)}">Try again</a><a href="/">Home</a></nav>
</main>
</body>
</html>
`;
}

/**
 * Answers 503 with Retry-After: the server has more pages waiting to be rendered than it
 * can render soon. The page is static: its only style carries this answer's nonce.
 */
export function sendBusyPage(res: ServerResponse, url: string, nonce: string): void {
  const body = busyPageHtml(url, nonce);
  res.statusCode = 503;
  for (const { key, value } of securityHeaders({ production: true })) res.setHeader(key, value);
  res.setHeader(
    'content-security-policy',
    `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  );
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.setHeader('retry-after', String(busyRetryAfterSeconds));
  res.setHeader('x-page-cache', 'busy');
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(body);
}
