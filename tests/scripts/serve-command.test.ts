import path from 'node:path';
import { serverEnv, threadPoolSize } from '../../scripts/lib/serve-command';

describe('the production server’s environment', () => {
  it('gives libuv a thread pool larger than its default 4, unless one is set', () => {
    expect(Number(threadPoolSize)).toBeGreaterThan(4);
    expect(serverEnv({ PORT: '3000' })).toEqual({
      PORT: '3000',
      UV_THREADPOOL_SIZE: threadPoolSize,
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: path.resolve('data'),
    });
    expect(serverEnv({ UV_THREADPOOL_SIZE: '8' }).UV_THREADPOOL_SIZE).toBe('8');
  });

  it('names the data folder and the log file absolutely: the standalone server changes folder', () => {
    const env = serverEnv({ DATA_DIR: 'data/e2e-3100', LOG_FILE: 'data/e2e-3100/store.log' });
    expect(env.DATA_DIR).toBe(path.resolve('data/e2e-3100'));
    expect(env.LOG_FILE).toBe(path.resolve('data/e2e-3100/store.log'));
    expect(serverEnv({ DATA_DIR: '/srv/store/data' }).DATA_DIR).toBe('/srv/store/data');
    // Unset, the store's default folder beside the checkout, not one inside the server's.
    expect(serverEnv({}).DATA_DIR).toBe(path.resolve('data'));
  });
});
