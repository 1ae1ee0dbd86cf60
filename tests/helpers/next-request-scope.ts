// Jest calls route handlers outside Next, where there is no request for `connection()` to
// wait for: it resolves at once, as it does in Next once a request has come.
// Work a request schedules with after() runs once its answer is done; Jest has no answer, so
// it starts at once and a test waits for it with `afterTasksDone()` (tests/helpers/after-tasks.ts).
jest.mock('next/server', () => ({
  ...jest.requireActual<typeof import('next/server')>('next/server'),
  connection: async () => {},
  after: (task: () => unknown) => {
    const scope = globalThis as { afterTasks?: Promise<unknown>[] };
    (scope.afterTasks ??= []).push(Promise.resolve().then(task));
  },
}));

// Client components rendered here are outside an App Router, whose router a link follows
// (components/navigation/soft-link.tsx): a stand-in router for their markup.
jest.mock('next/navigation', () => ({
  ...jest.requireActual<typeof import('next/navigation')>('next/navigation'),
  useRouter: () => ({
    push: jest.fn(),
    replace: jest.fn(),
    refresh: jest.fn(),
    prefetch: jest.fn(),
    back: jest.fn(),
    forward: jest.fn(),
  }),
}));
