/** A staff form's fields as the browser sends them: every value text, repeated names repeated. */
export type Fields = Record<string, string | string[]>;

export function formData(fields: Fields): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of [value].flat()) data.append(name, one);
  }
  return data;
}

/** The redirect an action ends with (Next's redirect() throws it). */
export async function redirectOf(promise: Promise<unknown>): Promise<string> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  const digest = (outcome as { digest?: unknown } | null)?.digest;
  if (typeof digest !== 'string' || !digest.startsWith('NEXT_REDIRECT')) throw outcome;
  return digest.split(';')[2]!;
}

/** A form's reply without Conform's submission (what was typed, kept for the form). */
export function outcome<Reply extends object>(reply: Reply): Omit<Reply, 'submission'> {
  const rest: Record<string, unknown> = { ...(reply as Record<string, unknown>) };
  delete rest.submission;
  return rest as Omit<Reply, 'submission'>;
}
