import 'server-only';
import os from 'node:os';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { env, type LogLevel } from '@/lib/env';
import { developmentDestination } from './development-destination';
import { censored, maskText, maskValue } from './mask';
import { redactedPaths } from './redacted-keys';
import { currentRequestId } from './request-context';
import { serializeError } from './serialize-error';

export type { Logger } from 'pino';

/** Which process of which machine wrote a line, when several instances log to one place. */
const instance = `${os.hostname()}:${process.pid}`;

/**
 * The message strings of a call masked; an error given without a message (`log.error(err)`,
 * `log.error({ err })`) gets its masked message as the line's, as pino would give its own.
 */
function maskedArguments(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
  const object = first instanceof Error ? { err: first } : first;
  const message =
    rest.length === 0 && error instanceof Error && typeof first === 'object'
      ? [error.message]
      : rest;
  return [object, ...message].map((arg) => (typeof arg === 'string' ? maskText(arg) : arg));
}

function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    base: { instance },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => maskValue(object) as Record<string, unknown>,
    },
    serializers: { err: serializeError },
    redact: { paths: redactedPaths, censor: censored },
    // Every line written while a request (or a job it enqueued) runs names that request.
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, maskedArguments(args) as Parameters<typeof method>);
      },
    },
  };
}

/** A logger writing to the destination; the server's goes to stdout (JSON in production). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  if (destination) return pino(loggerOptions(level), destination);
  if (env.LOG_FILE) {
    return pino(loggerOptions(level), pino.destination({ dest: env.LOG_FILE, mkdir: true }));
  }
  if (env.NODE_ENV === 'development') {
    return pino(loggerOptions(level), developmentDestination());
  }
  return pino(loggerOptions(level));
}

let root: Logger | undefined;

/** The process's logger, at LOG_LEVEL (docs/architecture.md, "Logs"). */
export function logger(): Logger {
  return (root ??= createLogger(env.LOG_LEVEL));
}

/** Sends every line to this destination until the returned function is called (tests). */
export function sendLogsTo(destination: DestinationStream, level: LogLevel = 'trace'): () => void {
  const previous = root;
  root = createLogger(level, destination);
  return () => {
    root = previous;
  };
}
