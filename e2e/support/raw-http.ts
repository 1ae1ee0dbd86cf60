import net from 'node:net';

export type RawAnswers = {
  /** The status of each answer, in order. */
  statuses: number[];
  /** The head (status line and headers) of each answer. */
  heads: string[];
  /** Whether the server closed the connection before we stopped listening. */
  closed: boolean;
};

export type RawOptions = {
  /** Stop listening once this many answers have begun. */
  answers: number;
  /** Give up after this long (Node closes an idle kept-alive connection after 5 s). */
  timeoutMs?: number;
  /** Wait between writing one part and the next. */
  pauseMs?: number;
  /** Connect from this local address (any of 127.0.0.0/8 reaches a loopback server). */
  localAddress?: string;
};

const headsOf = (text: string) =>
  [...text.matchAll(/HTTP\/1\.1 \d{3}[^]*?\r\n\r\n/g)].map((match) => match[0]);

/**
 * Writes each part to one connection, as a client keeping it alive would, and reads what
 * comes back: bytes as they are, where a client library would hide a reused connection.
 */
export function rawExchange(port: number, parts: string[], options: RawOptions) {
  const { answers, timeoutMs = 4_000, pauseMs = 100, localAddress } = options;
  return new Promise<RawAnswers>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    let text = '';
    let closed = false;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const heads = headsOf(text);
      resolve({ statuses: heads.map((head) => Number(head.slice(9, 12))), heads, closed });
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (headsOf(text).length >= answers) finish();
    });
    socket.on('close', () => {
      closed = true;
      finish();
    });
    socket.on('error', () => {});
    socket.on('connect', async () => {
      for (const part of parts) {
        if (socket.destroyed) return;
        socket.write(part);
        await new Promise((resume) => setTimeout(resume, pauseMs));
      }
    });
  });
}

/** A request's head with its body's length declared, and the body, when there is one. */
export function rawRequest(method: string, target: string, body = '', headers: string[] = []) {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: localhost', ...headers];
  if (body) lines.push('Content-Type: application/json', `Content-Length: ${body.length}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}
