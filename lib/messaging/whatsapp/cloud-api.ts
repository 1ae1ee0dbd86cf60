import 'server-only';
import { countCall } from '@/lib/metrics/outgoing-calls';
import { msisdnOf } from '@/lib/validation';
import { isWhatsAppRefusal, whatsappRefused, whatsappUnavailable } from './failures';
import type { WhatsAppSettings } from './settings';
import type { WhatsAppTemplate } from './templates';

const requestTimeoutMs = 10_000;

/**
 * The Cloud API's error codes about the call rather than this message: its own trouble
 * (1, 2, 131000, 131016, 133004), rate limits (4, 80007, 130429, 131056) and the token or
 * its permissions (0, 3, 10, 190, 200), which a person can fix before the next try. Any
 * other code judged the message itself (131026 undeliverable, 131047 re-engagement,
 * 132000 and 132012 its parameters, 132001 no such template, 100 a bad field): no retry
 * could deliver it, so it goes by SMS at once.
 */
const retriedCodes = new Set([
  0, 1, 2, 3, 4, 10, 190, 200, 80007, 130429, 131000, 131016, 131056, 133004,
]);

type GraphError = {
  code?: number;
  message?: string;
  error_data?: { details?: string };
};

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The refusal or the fault an error answer is, in the Graph API's own words. */
function failureOf(status: number, body: Record<string, unknown>) {
  const error = (body.error ?? {}) as GraphError;
  if (typeof error.code !== 'number') {
    return status >= 500 || status === 429
      ? whatsappUnavailable(`WhatsApp answered HTTP ${status}`)
      : whatsappRefused(`WhatsApp answered HTTP ${status} without an error code`);
  }
  const details = error.error_data?.details ? `: ${error.error_data.details}` : '';
  const message = `WhatsApp did not send it: ${error.message ?? 'no reason given'}${details} (code ${error.code})`;
  return retriedCodes.has(error.code) || status >= 500
    ? whatsappUnavailable(message)
    : whatsappRefused(message);
}

/** The template message's JSON (Cloud API, "Send message templates"). */
export function templateRequestBody(to: string, template: WhatsAppTemplate) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: template.name,
      language: { code: template.language, policy: 'deterministic' },
      ...(template.parameters.length > 0 && {
        components: [
          {
            type: 'body',
            parameters: template.parameters.map((text) => ({ type: 'text', text })),
          },
        ],
      }),
    },
  };
}

/**
 * Sends a pre-approved template through POST /{version}/{phone-number-id}/messages and
 * returns the message's id (wamid…), which the webhook's statuses name. Throws
 * whatsappRefused for a message WhatsApp will never deliver, whatsappUnavailable for a
 * failure worth another try; each call is counted by outcome.
 */
export async function sendWhatsAppTemplate(
  settings: WhatsAppSettings,
  recipient: string,
  template: WhatsAppTemplate,
): Promise<string> {
  const to = msisdnOf(recipient);
  if (!to)
    throw whatsappRefused(`WhatsApp was not asked: ${recipient} is not a Bangladeshi mobile`);
  let response: Response;
  try {
    response = await fetch(`${settings.apiBase}/${settings.phoneNumberId}/messages`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(templateRequestBody(to, template)),
      signal: AbortSignal.timeout(requestTimeoutMs),
      cache: 'no-store',
    });
  } catch (error) {
    countCall('whatsapp', 'failed');
    const reason = error instanceof Error ? error.message : String(error);
    throw whatsappUnavailable(`WhatsApp could not be reached: ${reason}`);
  }
  const body = await readJson(response);
  const id = (body.messages as { id?: unknown }[] | undefined)?.[0]?.id;
  if (response.ok && typeof id === 'string' && id) {
    countCall('whatsapp', 'ok');
    return id;
  }
  const failure = response.ok
    ? whatsappUnavailable(`WhatsApp answered HTTP ${response.status} without a message id`)
    : failureOf(response.status, body);
  countCall('whatsapp', isWhatsAppRefusal(failure) ? 'refused' : 'failed');
  throw failure;
}
