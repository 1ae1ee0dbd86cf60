import compile from 'icu-minify/compile';
import type { CompiledMessage } from 'icu-minify/format';

const compiled = new Map<string, CompiledMessage>();

/**
 * components/i18n/compiled-message.ts in Jest: the messages come from the JSON files as
 * written, so each is compiled here as next-intl's catalog loader compiles it at build.
 */
export function compiledMessage(message: CompiledMessage): CompiledMessage {
  if (typeof message !== 'string') return message;
  let done = compiled.get(message);
  if (done === undefined) compiled.set(message, (done = compile(message)));
  return done;
}
