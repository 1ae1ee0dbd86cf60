import type { CompiledMessage } from 'icu-minify/format';

/**
 * A message as the browser's formatter takes it. The build has already compiled it
 * (next-intl's catalog loader); Jest, which reads the JSON files as written, maps this
 * module to one that compiles (tests/helpers/compile-message.ts).
 */
export function compiledMessage(message: CompiledMessage): CompiledMessage {
  return message;
}
