import { connect, createServer, type Socket } from 'node:net';

/**
 * The address the server sees for every connection made through `startOwnNetwork`. All of
 * 127.0.0.0/8 is this machine's loopback, so it needs no set-up and reaches the server as a client
 * of its own: the sign-in budgets count an IPv4 address as one network (decision 021).
 */
const OWN_NETWORK_ADDRESS = '127.0.0.2';
/** Another, for the support form (legal-pages.spec.ts), which spends the leads' per-network budget. */
export const SUPPORT_FORM_NETWORK_ADDRESS = '127.0.0.3';

/**
 * A network of its own for a spec that spends a per-network budget (sign-in-abuse.spec.ts, and the
 * support form's in legal-pages.spec.ts, from `SUPPORT_FORM_NETWORK_ADDRESS`), so the
 * other specs, which reach the server from 127.0.0.1, never share it, whatever order the workers
 * run them in. A plain TCP forwarder on a free port of 127.0.0.1 (an origin the browser treats as
 * secure, as it does the server's) that opens each connection to the server from
 * OWN_NETWORK_ADDRESS. Nothing of it is in the app: the server only sees another client address,
 * as it would behind no proxy in production.
 */
export async function startOwnNetwork(
  serverUrl: string,
  localAddress = OWN_NETWORK_ADDRESS,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = new URL(serverUrl);
  const sockets = new Set<Socket>();
  const forwarder = createServer((client) => {
    const upstream = connect({
      host: server.hostname,
      port: Number(server.port),
      localAddress,
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => forwarder.listen(0, '127.0.0.1', resolve));
  const address = forwarder.address();
  if (address === null || typeof address === 'string') throw new Error('the forwarder has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        // The browser keeps its connections open; they end with the forwarder.
        for (const socket of sockets) socket.destroy();
        forwarder.close(() => resolve());
      }),
  };
}
