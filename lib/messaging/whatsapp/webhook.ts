import 'server-only';
import { z } from 'zod';
import { DomainError } from '@/lib/domain-error';
import { maxJsonBodyBytes, readBodyBytes } from '@/lib/http/server/read-body';
import { sameSecret } from '@/lib/security';
import { whatsappDeliveryStatuses } from '@/lib/db/values/messages';
import { isSignedByMeta } from './signature';
import { whatsappSettings, type WhatsAppSettings } from './settings';
import type { WhatsAppStatusReport } from './statuses';

const notSetUp = () =>
  new DomainError({
    kind: 'not_found',
    code: 'not_found',
    message: 'WhatsApp is not set up.',
  });

function settingsOrRefuse(): WhatsAppSettings {
  const settings = whatsappSettings();
  if (!settings) throw notSetUp();
  return settings;
}

/**
 * GET: the subscription handshake. Meta sends `hub.mode=subscribe`, `hub.verify_token` (the
 * token set in the app's webhook settings) and `hub.challenge`, and expects the challenge
 * back as it came; anything else is refused with 403.
 */
export function whatsappHandshake(url: URL): Response {
  const { verifyToken } = settingsOrRefuse();
  const params = url.searchParams;
  const token = params.get('hub.verify_token') ?? '';
  const challenge = params.get('hub.challenge') ?? '';
  if (params.get('hub.mode') !== 'subscribe' || !sameSecret(token, verifyToken) || !challenge) {
    throw new DomainError({
      kind: 'forbidden',
      code: 'forbidden',
      message: 'The handshake did not carry the verify token.',
    });
  }
  return new Response(challenge, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

const statusEntry = z.object({
  id: z.string().trim().min(1).max(200),
  status: z.string().trim().min(1).max(40),
  timestamp: z.string().regex(/^\d{1,12}$/),
  errors: z
    .array(
      z.object({
        code: z.number().int(),
        title: z.string().max(500).optional(),
        message: z.string().max(1000).optional(),
        error_data: z.object({ details: z.string().max(1000).optional() }).optional(),
      }),
    )
    .optional(),
});

/*
 * A notification (Cloud API webhooks, field `messages`): `object` whatsapp_business_account,
 * `entry[].changes[].value` with `statuses` (what became of messages we sent) or
 * `messages` (what shoppers wrote, which the store does not read).
 */
const notification = z.object({
  object: z.string(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string(),
              value: z.object({ statuses: z.array(statusEntry).max(1000).optional() }).loose(),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});

const isDeliveryStatus = (status: string) =>
  (whatsappDeliveryStatuses as readonly string[]).includes(status);

/** A failure's reason as the Cloud API says it: "131026 Message undeliverable: …". */
function reasonOf(errors: z.infer<typeof statusEntry>['errors']): string | undefined {
  const first = errors?.[0];
  if (!first) return undefined;
  const details = first.error_data?.details ?? first.message;
  return `WhatsApp: ${first.title ?? 'failed'}${details ? `: ${details}` : ''} (code ${first.code})`;
}

/**
 * POST: the statuses a signed notification reports (at most 128 KB: Meta sends a few
 * statuses at a time). The body must carry Meta's signature (X-Hub-Signature-256 over its
 * exact bytes, ./signature.ts): none is refused as unauthenticated (401), a wrong one as
 * forbidden (403), before the body is parsed. States
 * the store does not follow (`deleted`, `warning`) are left out.
 */
export async function readWhatsAppStatuses(request: Request): Promise<WhatsAppStatusReport[]> {
  const { appSecret } = settingsOrRefuse();
  const raw = await readBodyBytes(request, maxJsonBodyBytes);
  const header = request.headers.get('x-hub-signature-256');
  if (!header) {
    throw new DomainError({
      kind: 'unauthenticated',
      code: 'unauthenticated',
      message: 'The notification is not signed (X-Hub-Signature-256).',
    });
  }
  if (!isSignedByMeta(raw, header, appSecret)) {
    throw new DomainError({
      kind: 'forbidden',
      code: 'bad_signature',
      message: 'The notification’s signature does not match its body.',
    });
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new DomainError({
      kind: 'invalid',
      code: 'invalid_json',
      message: 'The body is not JSON.',
    });
  }
  const parsed = notification.parse(body);
  return parsed.entry.flatMap((entry) =>
    entry.changes.flatMap((change) =>
      (change.value.statuses ?? []).flatMap((status): WhatsAppStatusReport[] =>
        isDeliveryStatus(status.status)
          ? [
              {
                providerMessageId: status.id,
                status: status.status as WhatsAppStatusReport['status'],
                at: new Date(Number(status.timestamp) * 1000),
                error: reasonOf(status.errors),
              },
            ]
          : [],
      ),
    ),
  );
}
