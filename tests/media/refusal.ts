import { ApiError } from '@/lib/api/errors';

/** The ApiError a call is refused with; fails the test if it succeeds or throws another. */
export async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`not refused with an ApiError: ${error}`);
  return error;
}
