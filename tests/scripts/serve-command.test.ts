import { serverEnv, threadPoolSize } from '../../scripts/lib/serve-command';

describe('the production server’s environment', () => {
  it('gives libuv a thread pool larger than its default 4, unless one is set', () => {
    expect(Number(threadPoolSize)).toBeGreaterThan(4);
    expect(serverEnv({ PORT: '3000' })).toEqual({
      PORT: '3000',
      UV_THREADPOOL_SIZE: threadPoolSize,
      NEXT_TELEMETRY_DISABLED: '1',
    });
    expect(serverEnv({ UV_THREADPOOL_SIZE: '8' }).UV_THREADPOOL_SIZE).toBe('8');
  });
});
