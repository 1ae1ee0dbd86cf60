import { DomainError } from '@/lib/domain-error';
import { bulkSmsBd } from '@/lib/messaging/sms/bulksmsbd';
import { sslWireless } from '@/lib/messaging/sms/sslwireless';
import type { Transport } from '@/lib/messaging/types';
import {
  startMockSmsProviders,
  type MockSmsAnswer,
  type MockSmsProviders,
} from '@/e2e/support/mock-sms-providers';

let mock: MockSmsProviders;

beforeAll(async () => {
  mock = await startMockSmsProviders();
});

afterAll(() => mock.close());

const message = (to: string) => ({
  channel: 'sms' as const,
  to,
  text: 'Your order NJ-1042 is on its way',
  reference: '1042-lz3k9q1c',
});

/** What a send ended as: sent, or the failure's code (sms_refused / sms_unavailable). */
async function outcome(send: Promise<void>): Promise<string> {
  try {
    await send;
    return 'sent';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return error.code;
  }
}

const providers: {
  name: 'sslwireless' | 'bulksmsbd';
  transport: () => Transport;
  expectedBody: Record<string, unknown>;
}[] = [
  {
    name: 'sslwireless',
    transport: () =>
      sslWireless({ apiUrl: `${mock.url}/`, apiToken: 'ssl-token', sid: 'NOORJAHAN' }),
    expectedBody: {
      api_token: 'ssl-token',
      sid: 'NOORJAHAN',
      msisdn: '8801712345678',
      sms: 'Your order NJ-1042 is on its way',
      csms_id: '1042-lz3k9q1c',
    },
  },
  {
    name: 'bulksmsbd',
    transport: () => bulkSmsBd({ apiUrl: mock.url, apiKey: 'bulk-key', senderId: '8809617600000' }),
    expectedBody: {
      api_key: 'bulk-key',
      type: 'text',
      number: '8801712345678',
      senderid: '8809617600000',
      message: 'Your order NJ-1042 is on its way',
    },
  },
];

describe.each(providers)('the $name adapter', ({ name, transport, expectedBody }) => {
  it.each(['+8801712345678', '01712345678', '8801712345678', '০১৭১২৩৪৫৬৭৮'])(
    'sends exactly the documented JSON, the number %s as 8801XXXXXXXXX',
    async (to) => {
      const before = mock.requests(name).length;
      await expect(outcome(transport()(message(to)))).resolves.toBe('sent');
      expect(mock.requests(name).slice(before)).toEqual([
        { provider: name, contentType: 'application/json', body: expectedBody },
      ]);
    },
  );

  it.each<[MockSmsAnswer, string]>([
    ['invalid-number', 'sms_refused'],
    ['no-balance', 'sms_unavailable'],
    ['down', 'sms_unavailable'],
  ])('classifies the answer %s as %s', async (answer, code) => {
    mock.answerNext(answer);
    await expect(outcome(transport()(message('+8801712345678')))).resolves.toBe(code);
  });

  it('refuses a number that is no Bangladeshi mobile without asking the provider', async () => {
    const before = mock.requests(name).length;
    await expect(outcome(transport()(message('+14155550100')))).resolves.toBe('sms_refused');
    expect(mock.requests(name).length).toBe(before);
  });
});

describe('a provider that cannot be reached', () => {
  it('is unavailable, to be retried', async () => {
    const gone = await startMockSmsProviders();
    await gone.close();
    const send = sslWireless({ apiUrl: gone.url, apiToken: 't', sid: 's' });
    await expect(outcome(send(message('+8801712345678')))).resolves.toBe('sms_unavailable');
  });
});

describe('the answers that are not the message’s fault', () => {
  it('retries BulkSMSBD’s internal error and an out-of-date balance, refuses a sender id', async () => {
    const answers = [
      { response_code: 1005, error_message: 'Internal Error' },
      { response_code: 1006, error_message: 'Balance Validity Not Available' },
      { response_code: 1002, error_message: 'Sender ID not correct or sender ID is disabled' },
      { response_code: 1012, error_message: 'Masking SMS must be sent in Bengali' },
    ];
    const fetchSpy = jest
      .spyOn(global, 'fetch')
      .mockImplementation(async () => Response.json(answers.shift()));
    try {
      const send = bulkSmsBd({ apiUrl: 'http://bulk.test', apiKey: 'k', senderId: 's' });
      const outcomes = [];
      for (let i = 0; i < 4; i += 1) outcomes.push(await outcome(send(message('01712345678'))));
      expect(outcomes).toEqual([
        'sms_unavailable',
        'sms_unavailable',
        'sms_refused',
        'sms_refused',
      ]);
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
