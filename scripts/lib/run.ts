import './outside-next';

/**
 * Runs a command-line script: a failure prints one clear line (not a stack trace) and
 * exits 1. Set DEBUG=1 to see the stack. Scripts import the app's modules inside `main`,
 * so that a bad environment variable is caught here too.
 */
export function run(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`✖ ${message.split('\n')[0]}`);
    if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
    process.exit(1);
  });
}
