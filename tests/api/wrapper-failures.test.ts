import { api } from '@/lib/api';
import { GET as all } from '@/app/api/v1/product/all/route';
import { connect } from '@/lib/db/connect';
import { setConnectionForTests } from '@/lib/db/client';
import { DomainError } from '@/lib/domain-error';
import { call, type ErrorBody } from './helpers/call';
import { captureLog, type CapturedLog } from '@/tests/helpers/captured-log';

const failWith = (error: unknown) =>
  api({}, () => {
    throw error;
  });

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

let log: CapturedLog;
beforeEach(() => {
  log = captureLog();
});
afterEach(() => log.restore());

describe('the api() wrapper when things break', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['server shutting down', withCode('57P01')],
    ['connection failure', withCode('08006')],
    ['too many connections', withCode('53300')],
    ['a statement cancelled for taking too long', withCode('57014')],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
    ['a wrapped cause', new Error('Failed query: select 1', { cause: withCode('ECONNRESET') })],
    [
      'a rollback on a connection that died mid-transaction',
      new Error('Failed query: rollback', {
        cause: new Error('Client has encountered a connection error and is not queryable'),
      }),
    ],
    ['an AggregateError', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('answers %s with 503 unavailable and Retry-After', async (_, error) => {
    const answer = await call<ErrorBody>(failWith(error), '/x');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.body.error.code).toBe('unavailable');
  });

  it('answers a value PostgreSQL refuses (class 22) with 400', async () => {
    const answer = await call<ErrorBody>(
      failWith(withCode('22021', 'invalid byte sequence')),
      '/x',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid_input');
  });

  it('answers anything unexpected with a generic 500, logging the details on the server only', async () => {
    const secret = new Error('relation "users" does not exist: select password from users');
    const answer = await call<ErrorBody>(failWith(secret), '/api/v1/secret');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: { code: 'internal_error', message: expect.any(String) } });
    expect(JSON.stringify(answer.body)).not.toMatch(/users|select|stack|at /);
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'api request failed',
        method: 'GET',
        path: '/api/v1/secret',
        err: expect.objectContaining({ type: 'Error', message: secret.message }),
      }),
    ]);
  });

  it('does not log what the client got wrong', async () => {
    await call(
      failWith(new DomainError({ kind: 'not_found', code: 'gone', message: 'Gone.' })),
      '/x',
    );
    expect(log.lines).toEqual([]);
  });

  it('answers 503 when PostgreSQL cannot be reached', async () => {
    const connection = connect({ url: 'postgres://postgres@127.0.0.1:1/nowhere' });
    setConnectionForTests(connection);
    try {
      const answer = await call<ErrorBody>(all, '/api/v1/product/all');
      expect(answer.status).toBe(503);
      expect(answer.body.error.code).toBe('unavailable');
    } finally {
      await connection.close();
    }
  });

  it('answers 503 when the embedded database is closed', async () => {
    const connection = connect({ dataDir: 'memory://' });
    await connection.close();
    setConnectionForTests(connection);
    const answer = await call<ErrorBody>(all, '/api/v1/product/all');
    expect(answer.status).toBe(503);
  });
});
