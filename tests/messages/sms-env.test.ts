import { EnvError, loadEnv } from '@/lib/env';

describe('the SMS provider’s environment', () => {
  it('is the generic gateway by default, with both providers at their live addresses', () => {
    const env = loadEnv({});
    expect(env.SMS_PROVIDER).toBe('generic');
    expect(env.SSLWIRELESS_API_URL).toBe('https://smsplus.sslwireless.com');
    expect(env.BULKSMSBD_API_URL).toBe('http://bulksmsbd.net');
  });

  it('reads a provider when all it needs is set', () => {
    expect(
      loadEnv({ SMS_PROVIDER: 'sslwireless', SSLWIRELESS_API_TOKEN: 't', SSLWIRELESS_SID: 'NOOR' }),
    ).toMatchObject({ SMS_PROVIDER: 'sslwireless', SSLWIRELESS_SID: 'NOOR' });
    expect(
      loadEnv({
        SMS_PROVIDER: 'bulksmsbd',
        BULKSMSBD_API_KEY: 'k',
        BULKSMSBD_SENDER_ID: '8809617',
      }),
    ).toMatchObject({ SMS_PROVIDER: 'bulksmsbd', BULKSMSBD_SENDER_ID: '8809617' });
  });

  it.each([
    [{ SMS_PROVIDER: 'twilio' }, /SMS_PROVIDER="twilio"/],
    [
      { SMS_PROVIDER: 'sslwireless', SSLWIRELESS_API_TOKEN: 't' },
      /SSLWIRELESS_SID.*SMS_PROVIDER=sslwireless/,
    ],
    [
      { SMS_PROVIDER: 'bulksmsbd', BULKSMSBD_SENDER_ID: 's' },
      /BULKSMSBD_API_KEY.*SMS_PROVIDER=bulksmsbd/,
    ],
    [
      { SMS_PROVIDER: 'sslwireless', SSLWIRELESS_API_TOKEN: 't', SSLWIRELESS_SID: 'x'.repeat(21) },
      /SSLWIRELESS_SID.*at most 20/,
    ],
    [{ BULKSMSBD_API_URL: 'ftp://bulksmsbd.net' }, /BULKSMSBD_API_URL.*must be a URL/],
  ])('refuses a provider half set up: %o', (source, message) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(message);
  });
});
