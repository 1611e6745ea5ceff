import nodemailer, { type Transporter, type TransportOptions } from 'nodemailer';
import type { AppConfig } from '../../config/app-config.ts';
import { maskPersonalData } from '../../lib/mask-personal-data.ts';

/** One e-mail as the outbox hands it to a transport. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** RFC 8058 one-click unsubscribe URL: sets List-Unsubscribe and List-Unsubscribe-Post. */
  unsubscribeUrl?: string | null;
}

/** Where e-mail goes: an SMTP server, or the console in development. */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Seconds an SMTP server gets to connect, greet and answer: a send must end well inside the job's expiry. */
const SMTP_TIMEOUT_MS = 15_000;
const DEFAULT_FROM = 'Industry Perks <alerts@localhost>';

function unsubscribeHeaders(url: string | null | undefined): Record<string, string> {
  if (!url) return {};
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL). */
class SmtpMailTransport implements MailTransport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport({
      url,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    } as TransportOptions);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: unsubscribeHeaders(message.unsubscribeUrl),
    });
  }

  close(): void {
    this.transporter.close();
  }
}

/**
 * Development transport: prints each e-mail's plain-text part on the server console, like the
 * console SMS provider prints codes, so links (confirmation, unsubscribe) can be followed. The
 * address is masked like the log's.
 */
class ConsoleMailTransport implements MailTransport {
  readonly name = 'console';

  constructor(private readonly write: (text: string) => void = (text) => console.log(text)) {}

  async send(message: MailMessage): Promise<void> {
    const unsubscribe = message.unsubscribeUrl ? `\nList-Unsubscribe: <${message.unsubscribeUrl}>` : '';
    this.write(
      `[mail] to ${maskPersonalData(message.to)}: ${message.subject}${unsubscribe}\n${message.text}`,
    );
  }

  close(): void {}
}

/**
 * SMTP when SMTP_URL is set; otherwise the console, except in production, where there is none
 * (undefined): e-mail is off there rather than printed into a log others read (decision 058).
 */
export function createMailTransport(
  config: Pick<AppConfig, 'NODE_ENV' | 'SMTP_URL' | 'MAIL_FROM'>,
): MailTransport | undefined {
  if (config.SMTP_URL) return new SmtpMailTransport(config.SMTP_URL, config.MAIL_FROM ?? DEFAULT_FROM);
  return config.NODE_ENV === 'production' ? undefined : new ConsoleMailTransport();
}
