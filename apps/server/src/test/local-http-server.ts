import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalHttpServer {
  /** `http://127.0.0.1:<port>`, the free port it listens on. */
  origin: string;
  /** Keeps a reply open, unanswered (a hang), until the server closes. */
  hang(res: ServerResponse): void;
  close(): Promise<void>;
}

/**
 * An HTTP server on a free local port for a fake of a service across the network. Closing it ends
 * the replies it holds open and every connection, so a test never waits on a hung client.
 */
export async function startLocalHttpServer(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<LocalHttpServer> {
  const hanging: ServerResponse[] = [];
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hang: (res) => {
      hanging.push(res);
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
