import { connection } from 'next/server';
import { jsonResponse } from '@/lib/http/server/json-response';
import { escapeHtml } from '@/lib/http/escape-html';
import { readOutbox, type OutboxEntry, isOutboxPageEnabled } from '@/lib/messaging';

function row(entry: OutboxEntry): string {
  const cells = [entry.channel, entry.recipient, entry.subject, entry.body, entry.created_at];
  return `<tr data-testid="outbox-message" data-recipient="${escapeHtml(entry.recipient)}">${cells
    .map((cell) => `<td>${escapeHtml(cell)}</td>`)
    .join('')}</tr>`;
}

function page(entries: OutboxEntry[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Development outbox</title><style>body{font:14px system-ui;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}</style></head>
<body><h1>Development outbox</h1><p>SMS and e-mail the store would have sent, newest first.</p>
<table><thead><tr><th>Channel</th><th>Recipient</th><th>Subject</th><th>Body</th><th>Time</th></tr></thead>
<tbody>${entries.map(row).join('')}</tbody></table></body></html>`;
}

// GET /dev/outbox[?recipient=+8801…][&format=json]
export async function GET(request: Request): Promise<Response> {
  await connection();
  if (!isOutboxPageEnabled()) return new Response('Not found', { status: 404 });
  const url = new URL(request.url);
  const recipient = url.searchParams.get('recipient')?.slice(0, 320) || undefined;
  const entries = await readOutbox(recipient);
  if (url.searchParams.get('format') === 'json') return jsonResponse(entries);
  return new Response(page(entries), {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
