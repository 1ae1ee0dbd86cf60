import { EnvError, loadEnv } from '@/lib/env';

const pathao = {
  PATHAO_CLIENT_ID: 'client',
  PATHAO_CLIENT_SECRET: 'secret',
  PATHAO_USERNAME: 'shop@example.com',
  PATHAO_PASSWORD: 'password',
  PATHAO_STORE_ID: '130820',
};

describe('the couriers’ environment', () => {
  it('leaves both couriers off by default, at their live addresses', () => {
    const env = loadEnv({});
    expect(env.STEADFAST_API_KEY).toBeUndefined();
    expect(env.PATHAO_CLIENT_ID).toBeUndefined();
    expect(env.STEADFAST_BASE_URL).toBe('https://portal.packzy.com/api/v1');
    expect(env.PATHAO_BASE_URL).toBe('https://api-hermes.pathao.com');
  });

  it('reads each courier when all it needs is set', () => {
    const env = loadEnv({
      STEADFAST_API_KEY: 'key',
      STEADFAST_SECRET_KEY: 'secret',
      STEADFAST_WEBHOOK_TOKEN: 'a-token-of-sixteen+',
      ...pathao,
    });
    expect(env).toMatchObject({ STEADFAST_API_KEY: 'key', PATHAO_STORE_ID: 130820 });
  });

  it.each([
    [{ STEADFAST_API_KEY: 'key' }, /STEADFAST_SECRET_KEY.*Steadfast needs/],
    [{ STEADFAST_WEBHOOK_TOKEN: 'a-token-of-sixteen+' }, /STEADFAST_API_KEY.*Steadfast needs/],
    [{ ...pathao, PATHAO_STORE_ID: '' }, /PATHAO_STORE_ID.*Pathao needs/],
    [{ ...pathao, PATHAO_STORE_ID: 'main' }, /PATHAO_STORE_ID="main": must be a whole number/],
    [
      { STEADFAST_API_KEY: 'k', STEADFAST_SECRET_KEY: 's', STEADFAST_WEBHOOK_TOKEN: 'short' },
      /STEADFAST_WEBHOOK_TOKEN.*at least 16/,
    ],
  ])('refuses a courier half set up: %o', (source, message) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(message);
  });
});
