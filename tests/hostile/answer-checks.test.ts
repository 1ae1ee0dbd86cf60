import { answerProblems, type Exchange } from './answer-checks';

const json = new Headers({ 'content-type': 'application/json; charset=utf-8' });
const exchange = (changes: Partial<Exchange>): Exchange => ({
  sent: '',
  status: 400,
  headers: json,
  text: '{"error":{"code":"validation_failed","message":"Some values are not valid."}}',
  secrets: ['nadia@example.com'],
  ...changes,
});

describe('answerProblems', () => {
  it('accepts an error in the contract shape and an empty 204', () => {
    expect(answerProblems(exchange({}))).toEqual([]);
    expect(answerProblems(exchange({ status: 204, text: '', headers: new Headers() }))).toEqual([]);
  });

  it.each([
    ['a 5xx', { status: 500 }, 'status 500'],
    ['text that is not JSON', { status: 200, text: 'oops' }, 'the body is not JSON'],
    [
      'an error without a message',
      { text: '{"error":{"code":"x"}}' },
      'error shape: no error.message',
    ],
    [
      'an error with a stack',
      { text: '{"error":{"code":"x","message":"m","stack":"s"}}' },
      'error shape: extra keys stack',
    ],
    ['a bare message', { text: '{"message":"m"}' }, 'error shape: keys message'],
    [
      'a stack frame',
      { text: '{"error":{"code":"x","message":"at handler (/app/lib/a.ts:3:9)"}}' },
      'shows a stack frame',
    ],
    ['SQL', { text: '{"error":{"code":"x","message":"SELECT id FROM users"}}' }, 'shows SQL'],
    [
      'a driver error',
      { text: '{"error":{"code":"x","message":"syntax error at or near"}}' },
      'shows a PostgreSQL error',
    ],
    [
      'a redirect off the site',
      { status: 303, text: '', headers: new Headers({ location: '//evil.example' }) },
      'redirects to "//evil.example"',
    ],
    [
      "the victim's e-mail",
      { status: 200, text: '{"email":"nadia@example.com"}' },
      'shows nadia@example.com',
    ],
  ])('finds %s', (_what, changes, problem) => {
    expect(answerProblems(exchange(changes))).toContain(problem);
  });

  it('finds a password hash even in a success', () => {
    const text = '{"user":{"password":"$argon2id$v=19$m=19456"}}';
    expect(answerProblems(exchange({ status: 200, text }))).toContain('shows a password hash');
  });

  it("searches errors only for internals: a success may hold the caller's own stored text", () => {
    const text = '{"orders":[{"contact":{"name":"x\' UNION SELECT 1 FROM users --"}}]}';
    expect(answerProblems(exchange({ status: 200, text }))).toEqual([]);
  });

  it('does not take text the request itself sent for a leak', () => {
    const echoed = '{"name":"SELECT 1 FROM users; nadia@example.com"}';
    const sent = 'SELECT 1 FROM users; nadia@example.com';
    expect(answerProblems(exchange({ status: 200, text: echoed, sent }))).toEqual([]);
  });
});
