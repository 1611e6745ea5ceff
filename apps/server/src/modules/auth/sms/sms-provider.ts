import type { AppConfig } from '../../../config/app-config.ts';
import { ConsoleSmsProvider } from './console-sms-provider.ts';
import { HttpSmsProvider } from './http-sms-provider.ts';

/** Sends one text message. Implementations throw when the message could not be handed over. */
export interface SmsProvider {
  readonly name: string;
  send(to: string, body: string): Promise<void>;
  /**
   * Told of a text held for quiet hours when it is queued, to go at `until`: the development
   * provider prints it, so the text is seen at once rather than the next morning.
   */
  held?(to: string, body: string, until: Date): void;
}

/**
 * The provider the configuration names. Production cannot reach `console` (the environment
 * check refuses it), so codes are never only printed on a live server.
 */
export function createSmsProvider(config: AppConfig): SmsProvider {
  if (config.SMS_PROVIDER === 'console') return new ConsoleSmsProvider();
  const { SMS_HTTP_URL, SMS_HTTP_ACCOUNT_SID, SMS_HTTP_AUTH_TOKEN, SMS_FROM } = config;
  if (!SMS_HTTP_URL || !SMS_HTTP_ACCOUNT_SID || !SMS_HTTP_AUTH_TOKEN || !SMS_FROM) {
    throw new Error(
      'SMS_PROVIDER=http needs SMS_HTTP_URL, SMS_HTTP_ACCOUNT_SID, SMS_HTTP_AUTH_TOKEN and SMS_FROM',
    );
  }
  return new HttpSmsProvider({
    baseUrl: SMS_HTTP_URL,
    accountSid: SMS_HTTP_ACCOUNT_SID,
    authToken: SMS_HTTP_AUTH_TOKEN,
    from: SMS_FROM,
  });
}
