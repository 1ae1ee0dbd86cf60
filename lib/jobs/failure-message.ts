/** The error a job's last try ended with, from what pg-boss stored as its output. */
export function failureMessage(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  if (typeof output === 'string') return output;
  const fields = typeof output === 'object' ? (output as Record<string, unknown>) : {};
  if (typeof fields.message === 'string') return fields.message;
  if ('value' in fields) return failureMessage(fields.value);
  return JSON.stringify(output);
}

/** The `code` the error of a job's last try carried (a DomainError's), if any. */
export function failureCode(output: unknown): string | null {
  if (typeof output !== 'object' || output === null) return null;
  const fields = output as Record<string, unknown>;
  if (typeof fields.code === 'string') return fields.code;
  return 'value' in fields ? failureCode(fields.value) : null;
}

/** What a failed try is stored with: its message and, when it has one, its code. */
export function failureOutput(error: unknown): { message: string; code?: string } {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? { message, code } : { message };
}
