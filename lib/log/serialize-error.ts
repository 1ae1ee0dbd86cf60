import pino from 'pino';
import { maskValue } from './mask';

type Serialized = Record<string, unknown>;

const isObject = (value: unknown): value is Serialized =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An error's own `code` (ECONNREFUSED, 23505, a DomainError's code) moves to `errorCode`:
 * `code` is a redacted key, because elsewhere it is a one-time code.
 */
function renameCodes(serialized: Serialized): Serialized {
  return Object.fromEntries(
    Object.entries(serialized).map(([key, value]) => {
      if (key === 'code') return ['errorCode', value];
      if (key === 'cause' && isObject(value)) return [key, renameCodes(value)];
      if (key === 'aggregateErrors' && Array.isArray(value)) {
        return [key, value.map((item: unknown) => (isObject(item) ? renameCodes(item) : item))];
      }
      return [key, value];
    }),
  );
}

/**
 * pino's standard error serializer (type, message, stack, causes, own properties), as a
 * plain object with the phones and e-mail addresses in its text masked.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return maskValue(error);
  const serialized: unknown = JSON.parse(JSON.stringify(pino.stdSerializers.err(error)));
  return maskValue(isObject(serialized) ? renameCodes(serialized) : serialized);
}
