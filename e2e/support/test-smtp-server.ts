import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';

/**
 * A local SMTP server standing in for the mail relay across the network, so the server's real
 * SMTP transport (nodemailer, `SMTP_URL`) runs in the browser tests, as the fake SMS gateway does
 * for texts. It speaks the plain SMTP a relay without TLS or auth does, keeps every message, and
 * answers GET /messages?to=address on a small HTTP port with what it received.
 */
interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as sent: headers, then the MIME body. */
  raw: string;
}

function listen(server: Server | HttpServer): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

/** One SMTP conversation: commands line by line, and after DATA the message up to a lone dot. */
function converse(socket: Socket, received: ReceivedMail[]): void {
  let buffer = '';
  let mail: ReceivedMail | null = null;
  let inData = false;
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 test-smtp ready');
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        // Dot-stuffing: a line the client began with '.' was sent with another in front.
        const raw = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
        buffer = buffer.slice(end + 5);
        inData = false;
        if (mail) received.push({ ...mail, raw });
        mail = null;
        reply('250 queued');
        continue;
      }
      const end = buffer.indexOf('\r\n');
      if (end === -1) return;
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const verb = line.slice(0, 4).toUpperCase();
      const address = line.match(/<([^>]*)>/)?.[1] ?? '';
      if (verb === 'EHLO') {
        socket.write('250-test-smtp\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
      } else if (verb === 'HELO' || verb === 'RSET' || verb === 'NOOP') {
        reply('250 ok');
      } else if (verb === 'MAIL') {
        mail = { from: address, to: [], raw: '' };
        reply('250 ok');
      } else if (verb === 'RCPT') {
        mail?.to.push(address.toLowerCase());
        reply('250 ok');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 end with <CRLF>.<CRLF>');
      } else if (verb === 'QUIT') {
        reply('221 bye');
        socket.end();
        return;
      } else {
        reply('502 not implemented');
      }
    }
  });
  socket.on('error', () => socket.destroy());
}

export async function startTestSmtpServer(): Promise<{
  smtpUrl: string;
  messagesUrl: string;
  close(): void;
}> {
  const received: ReceivedMail[] = [];
  const smtp = createServer((socket) => converse(socket, received));
  const http = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' || url.pathname !== '/messages') {
      res.statusCode = 404;
      res.end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(received.filter((mail) => !to || mail.to.includes(to))));
  });
  const [smtpPort, httpPort] = await Promise.all([listen(smtp), listen(http)]);
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    messagesUrl: `http://127.0.0.1:${httpPort}`,
    close() {
      smtp.close();
      http.close();
    },
  };
}
