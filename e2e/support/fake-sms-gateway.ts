import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/**
 * A local stand-in for the SMS gateway across the network. It speaks the same REST shape as the
 * real one (POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded To/From/Body, basic auth),
 * so the server's real HTTP SMS provider runs in the browser tests. Tests read what was "sent"
 * from GET /messages?to=+1..., and have a phone reply with POST /replies (form-encoded From and
 * Body): the gateway posts it to the app's inbound webhook as the real one does, form-encoded and
 * signed with the account's auth token (X-Twilio-Signature), and answers with the webhook's status.
 */
interface SentMessage {
  to: string;
  from: string;
  body: string;
  at: string;
}

export interface FakeSmsGateway {
  url: string;
  server: Server;
  /** The app's inbound webhook, set once the app is listening. */
  inboundUrl: string | null;
}

/**
 * The gateway's signature, written here from its published rule rather than taken from the app:
 * HMAC-SHA1 under the auth token of the URL followed by each field's name and value, sorted by
 * name, in base64.
 */
function gatewaySignature(authToken: string, url: string, fields: Record<string, string>): string {
  const signed = Object.keys(fields)
    .sort()
    .reduce((text, name) => text + name + fields[name], url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

let replies = 0;

/** Posts a phone's reply to the app's webhook, signed; answers the webhook's status. */
async function postReply(inboundUrl: string, authToken: string, from: string, body: string): Promise<number> {
  replies += 1;
  const fields = {
    MessageSid: `SMe2e${Date.now().toString(36)}${String(replies).padStart(6, '0')}`,
    AccountSid: 'ACtest',
    From: from,
    To: '+12075559999',
    Body: body,
    NumMedia: '0',
  };
  const answer = await fetch(inboundUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': gatewaySignature(authToken, inboundUrl, fields),
    },
    body: new URLSearchParams(fields).toString(),
  });
  await answer.arrayBuffer();
  return answer.status;
}

export function startFakeSmsGateway(authToken = 'test-token'): Promise<FakeSmsGateway> {
  const messages: SentMessage[] = [];
  const gateway = { inboundUrl: null } as FakeSmsGateway;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST' && url.pathname === '/replies') {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', async () => {
        const form = new URLSearchParams(raw);
        const status = gateway.inboundUrl
          ? await postReply(gateway.inboundUrl, authToken, form.get('From') ?? '', form.get('Body') ?? '')
          : 503;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ webhook_status: status }));
      });
      return;
    }
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
      resolve(Object.assign(gateway, { url: `http://127.0.0.1:${port}`, server }));
    });
  });
}
