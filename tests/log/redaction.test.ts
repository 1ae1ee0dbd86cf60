import { createLogger } from '@/lib/log/logger';
import { maskText } from '@/lib/log/mask';
import { DomainError } from '@/lib/domain-error';

/** A logger at every level whose lines land in `written`. */
function logged() {
  const written: string[] = [];
  const log = createLogger('trace', { write: (line: string) => void written.push(line) });
  const lines = () => written.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { log, written, lines };
}

describe('maskText', () => {
  it.each([
    ['call 01712345678 now', 'call 01*******678 now'],
    ['+8801712345678', '+8801*******678'],
    ['8801912345678', '8801*******678'],
    ['to:০১৭১২৩৪৫৬৭৮', 'to:০১*******৬৭৮'],
    ['farida@example.com wrote', 'f***@example.com wrote'],
    ['<a.b+c@mail.example.com.bd>', '<a***@mail.example.com.bd>'],
  ])('masks %s', (text, masked) => {
    expect(maskText(text)).toBe(masked);
  });

  it.each([
    'order NJ-260310-00001',
    'took 1733392268000 ms',
    'id 1234567890123',
    'no@at-all',
    '001712345678',
  ])('leaves %s as it is', (text) => {
    expect(maskText(text)).toBe(text);
  });
});

describe('the logger', () => {
  it('writes no secret, phone or e-mail address in clear, wherever it sits in a line', () => {
    const { log, written } = logged();
    const secrets = [
      'hunter2-password',
      '482913',
      'tok_9f8e7d6c',
      'session=abc123def',
      'Bearer sk_live_zzz',
      'api_tok_777',
      'otp-551100',
      'set-cookie-value-1',
    ];
    log.info(
      {
        password: secrets[0],
        code: secrets[1],
        user: { token: secrets[2], contact: { phone: '+8801712345678', note: 'ask 01898765432' } },
        headers: { cookie: secrets[3], authorization: secrets[4], 'set-cookie': [secrets[7]] },
        nested: { deeper: { apiToken: secrets[5], list: [{ otp: secrets[6] }] } },
        email: 'farida@example.com',
      },
      'signed in %s with farida@example.com from 01712345678',
      '01611111222',
    );
    const text = written.join('');
    for (const secret of [...secrets, '01712345678', '01898765432', '01611111222', 'farida@']) {
      expect(text).not.toContain(secret);
    }
    const line = JSON.parse(text) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'info',
      msg: 'signed in 01*******222 with f***@example.com from 01*******678',
      password: '[redacted]',
      code: '[redacted]',
      user: {
        token: '[redacted]',
        contact: { phone: '+8801*******678', note: 'ask 01*******432' },
      },
      headers: { cookie: '[redacted]', authorization: '[redacted]', 'set-cookie': '[redacted]' },
      nested: { deeper: { apiToken: '[redacted]', list: [{ otp: '[redacted]' }] } },
      email: 'f***@example.com',
    });
    expect(line.instance).toMatch(/^.+:\d+$/);
    expect(Number.isNaN(Date.parse(String(line.time)))).toBe(false);
  });

  it('serializes an error with its stack, its own code kept as errorCode, its text masked', () => {
    const { log, written, lines } = logged();
    const error = Object.assign(new Error('no account for 01712345678 (farida@example.com)'), {
      code: 'ECONNRESET',
    });
    log.error({ err: error }, 'sign-in failed');
    log.warn(new DomainError({ kind: 'conflict', code: 'taken', message: 'nira@example.com' }));
    expect(written.join('')).not.toMatch(/01712345678|farida@|nira@/);
    const [first, second] = lines();
    expect(first).toMatchObject({
      level: 'error',
      msg: 'sign-in failed',
      err: {
        type: 'Error',
        message: 'no account for 01*******678 (f***@example.com)',
        errorCode: 'ECONNRESET',
        stack: expect.stringContaining('redaction.test.ts'),
      },
    });
    expect(second).toMatchObject({
      level: 'warn',
      msg: 'n***@example.com',
      err: { type: 'DomainError', errorCode: 'taken', kind: 'conflict' },
    });
  });

  it('writes nothing below its level', () => {
    const written: string[] = [];
    const log = createLogger('warn', { write: (line: string) => void written.push(line) });
    log.info('quiet');
    log.warn('heard');
    expect(written.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['heard']);
  });
});
