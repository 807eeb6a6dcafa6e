import { createServer } from 'node:net';

function listenOnce(port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      server.close(() => resolve(bound));
    });
  });
}

/** A port that was free a moment ago on 127.0.0.1 (the OS picks it). */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return listenOnce(0, host);
}

/** Throws a clear error when a fixed port is taken, before a child fails on it less clearly. */
export async function assertPortFree(
  port: number,
  what: string,
  host = '127.0.0.1',
): Promise<void> {
  try {
    await listenOnce(port, host);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Error(`Port ${host}:${port} for the ${what} is not available (${code}).`);
  }
}
