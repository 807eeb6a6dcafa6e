import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP forwarder in front of a local service that a test can switch off (the port then refuses
 * connections and open ones are cut) and on again at the same address.
 */
export interface TcpSwitch {
  host: string;
  off(): Promise<void>;
  on(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpSwitch(target: string): Promise<TcpSwitch> {
  const [targetHost = '127.0.0.1', targetPort] = target.split(':');
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  let server: Server | undefined;
  let port = 0;
  const on = async () => {
    if (server) return;
    const listening = createServer((client) => {
      const upstream = connect(Number(targetPort), targetHost);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', resolve);
    });
    port = (listening.address() as { port: number }).port;
    server = listening;
  };
  const off = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };
  await on();
  return { host: `127.0.0.1:${port}`, on, off, close: off };
}
