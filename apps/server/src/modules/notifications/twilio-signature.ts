import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature a Twilio-shaped gateway puts in `X-Twilio-Signature` on the requests it makes to
 * us: HMAC-SHA1 under the account's auth token of the full URL it called followed by every posted
 * field's name and value, sorted by name, in base64.
 */
export function twilioSignature(authToken: string, url: string, fields: Record<string, string>): string {
  const signed = Object.keys(fields)
    .sort()
    .reduce((text, name) => text + name + fields[name], url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

/** Whether `signature` is the gateway's for this request (compared in constant time). */
export function isGatewaySignature(
  signature: string | undefined,
  authToken: string,
  url: string,
  fields: Record<string, string>,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, fields));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
