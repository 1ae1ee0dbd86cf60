import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for both Bangladeshi SMS providers' send APIs, for tests: SSL Wireless
 * (POST /api/v3/send-sms, JSON `{api_token, sid, msisdn, sms, csms_id}`) and BulkSMSBD
 * (POST /api/smsapi, JSON or form `{api_key, type, number, senderid, message}`). It keeps
 * what it was sent and answers each call as the test chose, in the provider's own shape.
 */
export type MockSmsProvider = 'sslwireless' | 'bulksmsbd';

/** How the next call is answered: sent, the number refused, no balance left, or a 500. */
export type MockSmsAnswer = 'sent' | 'invalid-number' | 'no-balance' | 'down';

export type MockSmsRequest = {
  provider: MockSmsProvider;
  contentType: string | undefined;
  body: Record<string, unknown>;
};

export type MockSmsProviders = {
  /** SSLWIRELESS_API_URL and BULKSMSBD_API_URL for the store. */
  url: string;
  requests(provider?: MockSmsProvider): MockSmsRequest[];
  /** The next calls are answered so, one each, in order; then `sent` again. */
  answerNext(...answers: MockSmsAnswer[]): void;
  close(): Promise<void>;
};

const paths: Record<string, MockSmsProvider> = {
  '/api/v3/send-sms': 'sslwireless',
  '/api/smsapi': 'bulksmsbd',
};

type Reply = { status: number; body: unknown };

const sslWirelessReplies: Record<MockSmsAnswer, (body: Record<string, unknown>) => Reply> = {
  sent: (body) => ({
    status: 200,
    body: {
      status: 'SUCCESS',
      status_code: 200,
      error_message: '',
      smsinfo: [
        {
          sms_status: 'SUCCESS',
          status_message: 'Success',
          msisdn: body.msisdn,
          sms_type: 'EN',
          sms_body: body.sms,
          csms_id: body.csms_id,
          reference_id: `ref-${String(body.csms_id)}`,
        },
      ],
    },
  }),
  'invalid-number': () => ({
    status: 200,
    body: { status: 'FAILED', status_code: 4022, error_message: 'Invalid MSISDN' },
  }),
  'no-balance': () => ({
    status: 200,
    body: { status: 'FAILED', status_code: 4025, error_message: 'Insufficient balance' },
  }),
  down: () => ({ status: 500, body: 'Internal Server Error' }),
};

const bulkSmsBdReplies: Record<MockSmsAnswer, () => Reply> = {
  sent: () => ({
    status: 200,
    body: {
      response_code: 202,
      message_id: 7340001,
      success_message: 'SMS Submitted Successfully',
      error_message: '',
    },
  }),
  'invalid-number': () => ({
    status: 200,
    body: { response_code: 1001, success_message: '', error_message: 'Invalid Number' },
  }),
  'no-balance': () => ({
    status: 200,
    body: { response_code: 1007, success_message: '', error_message: 'Balance Insufficient' },
  }),
  down: () => ({ status: 500, body: 'Internal Server Error' }),
};

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  if (request.headers['content-type']?.startsWith('application/json')) {
    return JSON.parse(text) as Record<string, unknown>;
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export async function startMockSmsProviders(): Promise<MockSmsProviders> {
  const received: MockSmsRequest[] = [];
  const answers: MockSmsAnswer[] = [];
  const server = createServer(async (request, response) => {
    const provider = paths[new URL(request.url ?? '/', 'http://mock.test').pathname];
    if (request.method !== 'POST' || !provider) {
      response.writeHead(404).end();
      return;
    }
    const body = await readBody(request);
    received.push({ provider, contentType: request.headers['content-type'], body });
    const answer = answers.shift() ?? 'sent';
    const reply =
      provider === 'sslwireless' ? sslWirelessReplies[answer](body) : bulkSmsBdReplies[answer]();
    const json = typeof reply.body !== 'string';
    response.writeHead(reply.status, {
      'content-type': json ? 'application/json' : 'text/html',
    });
    response.end(json ? JSON.stringify(reply.body) : reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: (provider) =>
      received.filter((request) => !provider || request.provider === provider),
    answerNext: (...next) => answers.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
