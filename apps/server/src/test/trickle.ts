import { connect } from 'node:net';

/**
 * A slow client: opens a raw connection, sends `head`, then one more piece of `drip` every 100 ms,
 * never finishing. Resolves once the server has closed the connection, with what it answered and
 * how long that took.
 */
export async function trickle(port: number, head: string, drip: string) {
  const socket = connect(port, '127.0.0.1');
  // The server cuts the connection while the drip is still writing; the write then fails with
  // EPIPE or ECONNRESET, which is the expected end here, not an error of the test.
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const started = Date.now();
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk;
  });
  socket.write(head);
  const timer = setInterval(() => {
    if (socket.writable) socket.write(drip);
  }, 100);
  await new Promise((resolve) => socket.once('close', resolve));
  clearInterval(timer);
  return { answer, afterMs: Date.now() - started };
}
