import { createServer, type Server } from 'node:http';

/**
 * A local stand-in for the SMS gateway across the network. It speaks the same REST shape as the
 * real one (POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded To/From/Body, basic auth),
 * so the server's real HTTP SMS provider runs in the browser tests. Tests read what was "sent"
 * from GET /messages?to=+1...
 */
interface SentMessage {
  to: string;
  from: string;
  body: string;
  at: string;
}

export function startFakeSmsGateway(): Promise<{ url: string; server: Server }> {
  const messages: SentMessage[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/messages') {
      const to = url.searchParams.get('to');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(messages.filter((m) => !to || m.to === to)));
      return;
    }
    if (req.method === 'POST' && /^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/.test(url.pathname)) {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        const message = {
          to: form.get('To') ?? '',
          from: form.get('From') ?? '',
          body: form.get('Body') ?? '',
          at: new Date().toISOString(),
        };
        messages.push(message);
        res.statusCode = 201;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ sid: `SM${messages.length}`, status: 'queued', ...message }));
      });
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, server });
    });
  });
}
