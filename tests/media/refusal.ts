import { DomainError } from '@/lib/domain-error';

/** The DomainError a call is refused with; fails the test if it succeeds or throws another. */
export async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof DomainError)) throw new Error(`not refused with an DomainError: ${error}`);
  return error;
}
