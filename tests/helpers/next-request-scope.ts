// Jest calls route handlers outside Next, where there is no request for `connection()` to
// wait for: it resolves at once, as it does in Next once a request has come.
jest.mock('next/server', () => ({
  ...jest.requireActual<typeof import('next/server')>('next/server'),
  connection: async () => {},
}));
