import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the WhatsApp Cloud API's send endpoint, for tests:
 * POST /{version}/{phone-number-id}/messages with a bearer token and a template message's
 * JSON. It keeps what it was sent and answers each call as the test chose, in the Graph
 * API's own shapes: `{messaging_product, contacts, messages: [{id: "wamid…"}]}` when it takes
 * the message, `{error: {message, type, code, error_data: {details}, fbtrace_id}}` when not.
 */
export type MockWhatsAppAnswer =
  | 'sent'
  /** 131026: the number has no WhatsApp, or cannot receive this message. */
  | 'undeliverable'
  /** 131047: more than 24 hours since the shopper last wrote (not for templates, yet sent). */
  | 're-engagement'
  /** 132000: the template has another number of body parameters. */
  | 'template-params'
  /** 130429: the number's throughput is reached. */
  | 'rate-limit'
  /** 131000 with HTTP 500: Meta's own trouble. */
  | 'down';

export type MockWhatsAppRequest = {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
};

export type MockWhatsApp = {
  /** WHATSAPP_API_URL for the store. */
  url: string;
  requests(): MockWhatsAppRequest[];
  /** The next calls are answered so, one each, in order; then `sent` again. */
  answerNext(...answers: MockWhatsAppAnswer[]): void;
  close(): Promise<void>;
};

const graphError = (code: number, message: string, details: string) => ({
  error: {
    message: `(#${code}) ${message}`,
    type: 'OAuthException',
    code,
    error_data: { messaging_product: 'whatsapp', details },
    fbtrace_id: 'AbCdEfGhIjKlMnOp',
  },
});

const failures: Record<Exclude<MockWhatsAppAnswer, 'sent'>, { status: number; body: unknown }> = {
  undeliverable: {
    status: 400,
    body: graphError(131026, 'Message undeliverable', 'Message Undeliverable.'),
  },
  're-engagement': {
    status: 400,
    body: graphError(
      131047,
      'Re-engagement message',
      'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
    ),
  },
  'template-params': {
    status: 400,
    body: graphError(
      132000,
      'Number of parameters does not match the expected number of params',
      'body: number of localizable_params (1) does not match the expected number of params (4)',
    ),
  },
  'rate-limit': {
    status: 400,
    body: graphError(130429, 'Rate limit hit', 'Cloud API message throughput has been reached.'),
  },
  down: {
    status: 500,
    body: graphError(131000, 'Something went wrong', 'Something went wrong.'),
  },
};

const messagesPath = /^\/v\d+\.\d+\/[A-Za-z0-9_-]+\/messages$/;

export async function startMockWhatsApp(
  options: { port?: number; accessToken?: string } = {},
): Promise<MockWhatsApp> {
  const received: MockWhatsAppRequest[] = [];
  const answers: MockWhatsAppAnswer[] = [];
  let sent = 0;
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://mock.test').pathname;
    if (request.method !== 'POST' || !messagesPath.test(path)) {
      response.writeHead(404).end();
      return;
    }
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as Record<string, unknown>;
    received.push({ path, authorization: request.headers.authorization, body });
    const reply = (status: number, json: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    if (options.accessToken && request.headers.authorization !== `Bearer ${options.accessToken}`) {
      reply(401, graphError(190, 'Invalid OAuth access token.', 'The access token is invalid.'));
      return;
    }
    const answer = answers.shift() ?? 'sent';
    if (answer !== 'sent') {
      reply(failures[answer].status, failures[answer].body);
      return;
    }
    sent += 1;
    reply(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: `wamid.MOCK${sent}`, message_status: 'accepted' }],
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => [...received],
    answerNext: (...next) => answers.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MockStatus = {
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  recipient?: string;
  errors?: { code: number; title: string; message?: string; details?: string }[];
};

/**
 * A webhook notification of message statuses, shaped as the Cloud API sends it (object
 * whatsapp_business_account, entry[].changes[].value.statuses[]), and its
 * X-Hub-Signature-256 (HMAC-SHA256 of these exact bytes with the app secret).
 */
export function statusNotification(appSecret: string, statuses: MockStatus[]) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: '8809617000000',
                phone_number_id: '106540352242922',
              },
              statuses: statuses.map((status) => ({
                id: status.id,
                status: status.status,
                timestamp: String(Math.floor(Date.now() / 1000)),
                recipient_id: status.recipient ?? '8801712345678',
                ...(status.status !== 'failed' && {
                  conversation: { id: 'CONVERSATION_ID', origin: { type: 'utility' } },
                  pricing: { billable: true, pricing_model: 'PMP', category: 'utility' },
                }),
                ...(status.errors && {
                  errors: status.errors.map(({ details, ...error }) => ({
                    ...error,
                    ...(details && { error_data: { details } }),
                  })),
                }),
              })),
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
  return { body, signature };
}
