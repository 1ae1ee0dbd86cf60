import net from 'node:net';

/**
 * A TCP relay in front of PostgreSQL that can be cut: cut() drops every open connection
 * and refuses new ones, which to the app looks exactly like a stopped server; restore()
 * lets connections through again.
 */
export type CutProxy = {
  cut(): Promise<void>;
  restore(): Promise<void>;
  isCut(): boolean;
  close(): Promise<void>;
};

export function startCutProxy(options: {
  port: number;
  target: { host: string; port: number };
}): Promise<CutProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;

  const relay = (client: net.Socket) => {
    const upstream = net.connect(options.target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const opened = net.createServer(relay);
      opened.once('error', reject);
      opened.listen(options.port, '127.0.0.1', () => {
        server = opened;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (closing) closing.close(() => resolve());
      else resolve();
    });

  return listen().then(() => ({
    cut: stopListening,
    restore: () => (server ? Promise.resolve() : listen()),
    isCut: () => server === null,
    close: stopListening,
  }));
}
