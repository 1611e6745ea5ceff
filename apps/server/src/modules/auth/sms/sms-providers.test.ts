import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmsCapture, startSmsCapture } from '../../../test/sms-capture.ts';
import { ConsoleSmsProvider } from './console-sms-provider.ts';
import { HttpSmsProvider } from './http-sms-provider.ts';

describe('ConsoleSmsProvider', () => {
  it('prints one line per message with the E.164 number and the text', async () => {
    const lines: string[] = [];
    await new ConsoleSmsProvider((line) => lines.push(line)).send('+12075550100', 'Your code is 1234.\nBye');
    expect(lines).toEqual(['[sms] to +1207•••••00: Your code is 1234. Bye']);
  });
});

describe('HttpSmsProvider', () => {
  let gateway: SmsCapture;
  beforeAll(async () => {
    gateway = await startSmsCapture();
  });
  afterAll(() => gateway.close());

  const provider = () =>
    new HttpSmsProvider({
      baseUrl: `${gateway.url}/`,
      accountSid: 'AC1',
      authToken: 'tok',
      from: '+12075559999',
    });

  it("speaks Twilio's REST shape: form-encoded To/From/Body with basic auth", async () => {
    await provider().send('+12075550100', 'Your code is 1234.');
    expect(gateway.messages.at(-1)).toEqual({
      to: '+12075550100',
      from: '+12075559999',
      body: 'Your code is 1234.',
      authorization: `Basic ${Buffer.from('AC1:tok').toString('base64')}`,
      path: '/2010-04-01/Accounts/AC1/Messages.json',
    });
  });

  it('throws when the gateway refuses, so the caller can tell the user', async () => {
    gateway.failing = true;
    try {
      await expect(provider().send('+12075550100', 'x')).rejects.toThrow(/500/);
    } finally {
      gateway.failing = false;
    }
  });
});
