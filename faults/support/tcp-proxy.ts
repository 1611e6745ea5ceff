import { once } from 'node:events';
import { createServer, type Socket, connect as tcpConnect } from 'node:net';

export interface TcpProxy {
  port: number;
  /** The database is gone: open connections are reset and new ones refused. */
  kill(): Promise<void>;
  /** The network drops everything: connections open but no byte gets through either way. */
  blackhole(): void;
  /** Back to forwarding, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy between the server under test and PostgreSQL, so a test can take the database away
 * the two ways it goes away in production: refused (a crashed or restarting server) and silent
 * (a partition or a hung host, where only timeouts end the wait).
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'forward' | 'blackhole' | 'down' = 'forward';
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    // Resets are the point of a fault test; an unhandled one would crash the test worker.
    socket.on('error', () => undefined);
  };

  const server = createServer((client) => {
    track(client);
    // Read and dropped: the client's bytes vanish, nothing comes back.
    if (mode === 'blackhole') return void client.resume();
    const upstream = tcpConnect(target.port, target.host);
    track(upstream);
    client.on('data', (chunk) => (mode === 'forward' ? upstream.write(chunk) : undefined));
    upstream.on('data', (chunk) => (mode === 'forward' ? client.write(chunk) : undefined));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');
  const port = address.port;

  const resetAll = () => {
    for (const socket of open) socket.resetAndDestroy();
  };
  return {
    port,
    async kill() {
      mode = 'down';
      const closed = once(server, 'close');
      server.close();
      resetAll();
      await closed;
    },
    blackhole() {
      mode = 'blackhole';
    },
    async restore() {
      // Bytes dropped in a blackhole leave its streams broken: as after a real partition, they end
      // in a reset, and the pool has to notice and open new ones.
      if (mode === 'blackhole') resetAll();
      if (mode === 'down') {
        server.listen(port, '127.0.0.1');
        await once(server, 'listening');
      }
      mode = 'forward';
    },
    async close() {
      resetAll();
      if (server.listening) {
        server.close();
        await once(server, 'close');
      }
    },
  };
}
