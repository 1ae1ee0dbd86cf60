/** Waits for the work scheduled with after() so far (tests/helpers/next-request-scope.ts). */
export async function afterTasksDone(): Promise<void> {
  const scope = globalThis as { afterTasks?: Promise<unknown>[] };
  await Promise.all((scope.afterTasks ?? []).splice(0));
}
