import { DomainError } from '@/lib/domain-error';
import { loadEnv } from '@/lib/env';
import { sendWhatsAppTemplate } from '@/lib/messaging/whatsapp/cloud-api';
import { whatsappSettings } from '@/lib/messaging/whatsapp/settings';
import {
  startMockWhatsApp,
  type MockWhatsApp,
  type MockWhatsAppAnswer,
} from '@/e2e/support/mock-whatsapp';

let mock: MockWhatsApp;

beforeAll(async () => {
  mock = await startMockWhatsApp({ accessToken: 'wa-token' });
});

afterAll(() => mock.close());

const settings = (accessToken = 'wa-token') =>
  whatsappSettings(
    loadEnv({
      WHATSAPP_ACCESS_TOKEN: accessToken,
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: 'app-secret',
      WHATSAPP_VERIFY_TOKEN: 'verify-token-of-16',
      WHATSAPP_API_URL: `${mock.url}/`,
      WHATSAPP_API_VERSION: 'v23.0',
    }),
  )!;

const shipped = {
  name: 'order_shipped',
  language: 'bn' as const,
  parameters: ['NJ-250101-00042', 'স্টেডফাস্ট', 'SF-77', '৳ ১,৩৯,৭০০'],
};

/** What a send ended as: the message id, or the failure's code. */
async function outcome(send: Promise<string>): Promise<string> {
  try {
    return await send;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return error.code;
  }
}

describe('the WhatsApp Cloud API client', () => {
  it('has no settings unless all four WHATSAPP_* are set', () => {
    expect(whatsappSettings(loadEnv({}))).toBeNull();
    expect(() => loadEnv({ WHATSAPP_ACCESS_TOKEN: 't' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID.*WhatsApp needs/,
    );
    expect(settings().apiBase).toBe(`${mock.url}/v23.0`);
  });

  it.each(['01712345678', '+8801712345678', '০১৭১২৩৪৫৬৭৮'])(
    'sends the template with its body parameters to %s as 8801XXXXXXXXX, and returns the wamid',
    async (to) => {
      const before = mock.requests().length;
      expect(await outcome(sendWhatsAppTemplate(settings(), to, shipped))).toMatch(/^wamid\./);
      expect(mock.requests().slice(before)).toEqual([
        {
          path: '/v23.0/106540352242922/messages',
          authorization: 'Bearer wa-token',
          body: {
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: '8801712345678',
            type: 'template',
            template: {
              name: 'order_shipped',
              language: { code: 'bn', policy: 'deterministic' },
              components: [
                {
                  type: 'body',
                  parameters: [
                    { type: 'text', text: 'NJ-250101-00042' },
                    { type: 'text', text: 'স্টেডফাস্ট' },
                    { type: 'text', text: 'SF-77' },
                    { type: 'text', text: '৳ ১,৩৯,৭০০' },
                  ],
                },
              ],
            },
          },
        },
      ]);
    },
  );

  it.each<[MockWhatsAppAnswer, string, RegExp]>([
    ['undeliverable', 'whatsapp_refused', /Message undeliverable.*code 131026/],
    ['re-engagement', 'whatsapp_refused', /Re-engagement message.*code 131047/],
    ['template-params', 'whatsapp_refused', /localizable_params.*code 132000/],
    ['rate-limit', 'whatsapp_unavailable', /Rate limit hit.*code 130429/],
    ['down', 'whatsapp_unavailable', /Something went wrong.*code 131000/],
  ])('reads the %s error as %s, keeping its words', async (answer, code, words) => {
    mock.answerNext(answer);
    const failure = await sendWhatsAppTemplate(settings(), '01712345678', shipped).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ code, message: expect.stringMatching(words) });
  });

  it('retries an expired token (190) rather than give the message up', async () => {
    expect(await outcome(sendWhatsAppTemplate(settings('old'), '01712345678', shipped))).toBe(
      'whatsapp_unavailable',
    );
  });

  it('refuses a number that is no Bangladeshi mobile without asking WhatsApp', async () => {
    const before = mock.requests().length;
    expect(await outcome(sendWhatsAppTemplate(settings(), '+44 20 7946 0000', shipped))).toBe(
      'whatsapp_refused',
    );
    expect(mock.requests()).toHaveLength(before);
  });

  it('is unavailable when the API cannot be reached', async () => {
    const gone = { ...settings(), apiBase: 'http://127.0.0.1:9/v23.0' };
    expect(await outcome(sendWhatsAppTemplate(gone, '01712345678', shipped))).toBe(
      'whatsapp_unavailable',
    );
  });
});
