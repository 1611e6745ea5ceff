import { SERVICE_CONTACT, SMS_HELP_REPLY } from '@perks/contract';
import { translatorForLocale } from '@perks/contract/i18n/catalogs';
import type { FastifyPluginAsync } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { E164_PATTERN } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { languageOfPhone } from './text-outbox.repository.ts';
import { applyInboundTextOnce, applyTextReply } from './text-replies.service.ts';
import { isGatewaySignature } from './twilio-signature.ts';

/** A gateway's message webhook is a few dozen short fields; anything far bigger is not one. */
const INBOUND_BODY_LIMIT = 8 * 1024;
/** What `text_opt_outs` (and every phone column) accepts. */
const E164 = new RegExp(E164_PATTERN);
export const INBOUND_SMS_PATH = '/api/v1/sms/inbound';

const TWIML_START = '<?xml version="1.0" encoding="UTF-8"?><Response>';
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The answer to HELP or INFO (decision 084) in the phone's account language, else English: who is
 * writing, what they text, the costs line, how to stop, and where support is.
 */
async function helpReply(db: Executor, phone: string, origin: string): Promise<string> {
  const t = translatorForLocale((await languageOfPhone(db, phone)) ?? 'en');
  return t(SMS_HELP_REPLY, { ...SERVICE_CONTACT, supportUrl: `${origin}/support` });
}

/**
 * Replies to our texts, posted by the SMS gateway (decision 070): STOP and START act on the text
 * outbox's opt-outs; HELP and INFO are answered with who we are (decision 084). Outside the route table because the gateway, not our API, fixes its shape: a
 * form-encoded post signed with the account's auth token, answered with TwiML. Without the HTTP
 * provider there is no gateway and no token to check, so the route answers 404.
 */
export const inboundSmsRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: INBOUND_BODY_LIMIT },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(body as string)) fields[name] ??= value;
      done(null, fields);
    },
  );

  app.post('/sms/inbound', async (request, reply) => {
    const { SMS_PROVIDER, SMS_HTTP_AUTH_TOKEN } = app.config;
    if (SMS_PROVIDER !== 'http' || !SMS_HTTP_AUTH_TOKEN) throw notFound('Inbound texts are not configured');
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Inbound texts are posted form-encoded');
    }
    const fields = request.body as Record<string, string>;
    const signature = request.headers['x-twilio-signature'];
    const url = `${publicOrigin(request)}${INBOUND_SMS_PATH}`;
    if (
      !isGatewaySignature(
        typeof signature === 'string' ? signature : undefined,
        SMS_HTTP_AUTH_TOKEN,
        url,
        fields,
      )
    ) {
      throw new AppError('FORBIDDEN', 'The request is not signed by the SMS gateway');
    }
    // The signature carries no time, so only the message's id tells a replay from a new reply.
    const messageId = fields.MessageSid;
    if (!messageId) throw new AppError('VALIDATION_ERROR', 'MessageSid is required', { field: 'MessageSid' });
    const from = fields.From ?? '';
    const outcome = await applyInboundTextOnce(app.db, messageId, async (tx) =>
      // Short codes and alphanumeric senders cannot be texted back and have nothing to opt out of.
      E164.test(from)
        ? applyTextReply(tx, from, fields.Body ?? '', app.clock(), app.textReplies)
        : { action: 'ignored' },
    );
    request.log.info(
      { action: outcome.action, ...(outcome.action === 'routed' && { result: outcome.result }) },
      'reply to a text',
    );
    // Committed: a question texted back (which conversation?) goes through the outbox now. The reply
    // is already kept; a text that cannot be queued is logged, and the gateway is not asked to retry.
    if (outcome.action === 'routed' && outcome.afterCommit) {
      await outcome
        .afterCommit()
        .catch((error: unknown) => request.log.error({ err: error }, 'answer to a text reply not queued'));
    }
    // HELP gets its answer in the TwiML (once: a replayed post is already_applied). The gateway
    // sends its own confirmation of STOP and START; an empty answer adds none.
    const answer =
      outcome.action === 'help'
        ? `<Message>${escapeXml(await helpReply(app.db, from, publicOrigin(request)))}</Message>`
        : '';
    return reply.type('text/xml').send(`${TWIML_START}${answer}</Response>`);
  });
};
