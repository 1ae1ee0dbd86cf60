import type { DestinationStream } from 'pino';

/**
 * Readable lines for `next dev`: pino-pretty (a devDependency, loaded only here, so the
 * production server never needs it) in this thread rather than a transport's worker,
 * which Next's bundled server cannot start. Lines written before it has loaded wait.
 */
export function developmentDestination(): DestinationStream {
  let target: DestinationStream | undefined;
  const waiting: string[] = [];
  const open = (destination: DestinationStream) => {
    target = destination;
    for (const line of waiting.splice(0)) destination.write(line);
  };
  import('pino-pretty')
    .then(({ default: pretty }) =>
      open(pretty({ ignore: 'instance', translateTime: 'SYS:HH:MM:ss.l', sync: true })),
    )
    .catch(() => open(process.stdout));
  return {
    write: (line: string) => {
      if (target) target.write(line);
      else waiting.push(line);
    },
  };
}
