import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface CapturedMail {
  to: string[];
  /** Header names lower-cased, values unfolded. */
  headers: Record<string, string>;
  /** The text/plain part, quoted-printable decoded. */
  text: string;
  /** The text/html part, quoted-printable decoded. */
  html: string;
}

export interface SmtpCapture {
  /** For SMTP_URL. */
  url: string;
  messages: CapturedMail[];
  sentTo(address: string): CapturedMail[];
  close(): Promise<void>;
}

const decodeQuotedPrintable = (value: string) =>
  Buffer.from(
    value
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) as text. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

function headersOf(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

/** The decoded body of the MIME part of a content type, or ''. */
function partOf(raw: string, type: string): string {
  for (const part of raw.split(/\r?\n--[^\r\n]+/)) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = headersOf(part.slice(0, split).replace(/^\r?\n/, ''));
    if (!headers['content-type']?.startsWith(type)) continue;
    const body = part.slice(split).replace(/^\r?\n\r?\n/, '');
    const encoding = headers['content-transfer-encoding'];
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
    if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
    return body;
  }
  return '';
}

/**
 * A real SMTP server on a free local port that keeps what it is sent, so tests run the real
 * nodemailer transport (no test-only path in the server) and read the mail it delivered.
 */
export async function startSmtpCapture(
  options: {
    /** Awaited before each message is accepted: a slow server, so sends overlap a stop. */
    beforeAccept?: () => Promise<void>;
  } = {},
): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        await options.beforeAccept?.();
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.search(/\r?\n\r?\n/);
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          headers: headersOf(raw.slice(0, split)),
          text: partOf(raw, 'text/plain'),
          html: partOf(raw, 'text/html'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    sentTo: (address) => messages.filter((message) => message.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
