import { sql } from 'drizzle-orm';
import { errorResponse } from '@/lib/api/error-response';
import { connect, type Connection } from '@/lib/db/connect';

// PostgreSQL only (jest.config.mjs): the limit is a server setting of each pooled connection.
const url = process.env.TEST_DATABASE_URL!;

describe('a statement timeout on the pool', () => {
  let limited: Connection;
  beforeAll(() => {
    limited = connect({ url, poolSize: 2, statementTimeoutMs: 200 });
  });
  afterAll(() => limited.close());

  it('cancels a statement that runs past it, answers 503, and the pool keeps working', async () => {
    const failure = await limited.db.execute(sql`select pg_sleep(2)`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ cause: { code: '57014' } });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = errorResponse(failure, new Request('http://store.test/api/v1/product/all'));
    log.mockRestore();
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    const { rows } = await limited.db.execute<{ one: number }>(sql`select 1 as one`);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('leaves connections without the option unlimited', async () => {
    const tool = connect({ url });
    try {
      const { rows } = await tool.db.execute<{ limit: string }>(
        sql`select current_setting('statement_timeout') as limit`,
      );
      expect(rows).toEqual([{ limit: '0' }]);
    } finally {
      await tool.close();
    }
  });
});
