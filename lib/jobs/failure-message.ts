/** The error a job's last try ended with, from what pg-boss stored as its output. */
export function failureMessage(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  if (typeof output === 'string') return output;
  const fields = typeof output === 'object' ? (output as Record<string, unknown>) : {};
  if (typeof fields.message === 'string') return fields.message;
  if ('value' in fields) return failureMessage(fields.value);
  return JSON.stringify(output);
}
