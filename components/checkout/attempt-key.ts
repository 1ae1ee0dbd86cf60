/**
 * A new Idempotency-Key: one per checkout attempt, so a double click or a retried request
 * makes one order. randomUUID needs a secure context; getRandomValues does not.
 */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
