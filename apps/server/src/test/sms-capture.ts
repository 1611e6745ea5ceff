import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface CapturedSms {
  to: string;
  from: string;
  body: string;
  authorization: string | undefined;
  path: string;
}

export interface SmsCapture {
  /** Base URL to use as SMS_HTTP_URL. */
  url: string;
  messages: CapturedSms[];
  /** The code in the newest message to a phone; throws when none was sent. */
  latestCode(phone: string): string;
  sentTo(phone: string): CapturedSms[];
  /** Makes the gateway answer 500 until turned off again. */
  failing: boolean;
  close(): Promise<void>;
}

/**
 * A local SMS gateway with the REST shape the HTTP provider speaks, so server tests run the real
 * provider and read codes from what it "sent" (no test-only code path in the server).
 */
export async function startSmsCapture(
  options: {
    /** Awaited before each message is answered: a slow gateway, so a send can be caught mid-way. */
    beforeAnswer?: () => Promise<void>;
  } = {},
): Promise<SmsCapture> {
  const messages: CapturedSms[] = [];
  const capture = { failing: false } as SmsCapture;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', async () => {
      await options.beforeAnswer?.();
      if (capture.failing) {
        res.statusCode = 500;
        res.end('{"message":"gateway down"}');
        return;
      }
      const form = new URLSearchParams(raw);
      messages.push({
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        authorization: req.headers.authorization,
        path: req.url ?? '',
      });
      res.statusCode = 201;
      res.setHeader('content-type', 'application/json');
      res.end('{"status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const sentTo = (phone: string) => messages.filter((message) => message.to === phone);
  return Object.assign(capture, {
    url: `http://127.0.0.1:${port}`,
    messages,
    sentTo,
    latestCode(phone: string) {
      const code = sentTo(phone)
        .at(-1)
        ?.body.match(/\b(\d{4,6})\b/)?.[1];
      if (!code) throw new Error(`no code sent to ${phone}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
