import path from 'node:path';
import { EnvError, loadEnv } from '@/lib/env';

describe('loadEnv', () => {
  it('needs nothing set for the demo', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      SITE_URL: 'http://localhost:3000',
      DATABASE_POOL_SIZE: 20,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(path.resolve('data'));
  });

  it('logs at info by default, silent under Jest, and at the level asked for', () => {
    expect(loadEnv({}).LOG_LEVEL).toBe('info');
    expect(loadEnv({ NODE_ENV: 'production' }).LOG_LEVEL).toBe('info');
    expect(loadEnv({ NODE_ENV: 'test' }).LOG_LEVEL).toBe('silent');
    expect(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug');
    expect(loadEnv({ LOG_LEVEL: 'warn' }).LOG_LEVEL).toBe('warn');
    expect(() => loadEnv({ LOG_LEVEL: 'verbose' })).toThrow(
      'Invalid environment variable LOG_LEVEL="verbose"',
    );
  });

  it('reads good values and treats empty ones as unset', () => {
    const env = loadEnv({
      PORT: '3900',
      DATABASE_URL: 'postgres://u:p@db:5432/store',
      SITE_URL: '',
      DATABASE_POOL_SIZE: '35',
    });
    expect(env.PORT).toBe(3900);
    expect(env.DATABASE_POOL_SIZE).toBe(35);
    expect(env.DATABASE_URL).toBe('postgres://u:p@db:5432/store');
    expect(env.SITE_URL).toBe('http://localhost:3900');
  });

  it.each([
    [
      'PORT',
      'abc',
      'Invalid environment variable PORT="abc": must be a whole number from 1 to 65535',
    ],
    ['PORT', '70000', 'Invalid environment variable PORT="70000"'],
    ['PORT', '3.5', 'Invalid environment variable PORT="3.5"'],
    [
      'DATABASE_URL',
      'mysql://x',
      'Invalid environment variable DATABASE_URL="mysql://x": must start with postgres://',
    ],
    ['DATABASE_URL', 'nowhere', 'Invalid environment variable DATABASE_URL="nowhere"'],
    [
      'DATABASE_POOL_SIZE',
      '0',
      'Invalid environment variable DATABASE_POOL_SIZE="0": must be a whole number from 1 to 100',
    ],
    ['DATABASE_POOL_SIZE', 'many', 'Invalid environment variable DATABASE_POOL_SIZE="many"'],
    ['SITE_URL', 'shop', 'Invalid environment variable SITE_URL="shop"'],
    ['NODE_ENV', 'staging', 'Invalid environment variable NODE_ENV="staging"'],
  ])('refuses %s=%s with one line naming it', (name, value, message) => {
    const attempt = () => loadEnv({ [name]: value });
    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
