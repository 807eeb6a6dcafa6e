import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Requests forwarded to each target, in target order. */
  forwarded: number[];
  close(): Promise<void>;
}

/**
 * A load balancer of our own on loopback: each request goes to the next API process in turn,
 * with its method, headers and body, and the answer streams back unchanged. It adds
 * X-Forwarded-For as a real balancer does; the APIs ignore it unless TRUST_PROXY is set.
 */
export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  const forwarded = targets.map(() => 0);
  let next = 0;
  const server: Server = createServer((req, res) => {
    const index = next++ % targets.length;
    forwarded[index]! += 1;
    const target = new URL(req.url ?? '/', targets[index]);
    const upstream = request(
      target,
      {
        method: req.method,
        headers: { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Bad gateway', code: 'UNAVAILABLE' }));
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forwarded,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
