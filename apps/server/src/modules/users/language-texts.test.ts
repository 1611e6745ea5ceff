import { businessApprovedSms } from '@perks/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textMessages } from '../../db/schema/index.ts';
import { type AuthTestApp, createAuthTestApp, sendOtp } from '../../test/auth-test-kit.ts';
import { createTestUser } from '../../test/test-sessions.ts';

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

describe('texts and e-mails in the recipient language', () => {
  it("texts the sign-in code in the account's saved language", async () => {
    await createTestUser(t.database.db, { phone: '+12075557041', language: 'fr' });
    expect((await sendOtp(t, '+12075557041')).statusCode).toBe(200);
    const [message] = t.sms.sentTo('+12075557041');
    expect(message?.body).toMatch(/^Votre code Industry Perks est \d{4}\. Il expire dans 5 minutes\.$/);
  });

  it("texts someone without an account in the request's language, the site's choice first", async () => {
    await sendOtp(t, '+12075557042', { headers: { 'accept-language': 'es-US,es;q=0.9' } });
    expect(t.sms.sentTo('+12075557042')[0]?.body).toMatch(/^Tu código de Industry Perks es \d{4}\./);
    await sendOtp(t, '+12075557043', { headers: { 'accept-language': 'es', cookie: 'lang=pt' } });
    expect(t.sms.sentTo('+12075557043')[0]?.body).toMatch(/^O seu código Industry Perks é \d{4}\./);
    await sendOtp(t, '+12075557044');
    expect(t.sms.sentTo('+12075557044')[0]?.body).toMatch(/^Your Industry Perks code is \d{4}\./);
  });

  it('answers the send in the request language', async () => {
    const res = await sendOtp(t, '+12075557045', { headers: { 'accept-language': 'pt-AO' } });
    expect(res.json().data.message).toBe('Código enviado para o seu telefone');
  });

  it("writes an outbox text in the recipient's saved language, English without one", async () => {
    const french = await createTestUser(t.database.db, { phone: '+12075557046', language: 'fr' });
    const english = await createTestUser(t.database.db, { phone: '+12075557047' });
    const bodyOf = async (userId: string) => {
      const outcome = await t.app.textOutbox.queueText({
        to: { userId },
        body: (translate) => businessApprovedSms({ businessName: 'Luna', draftsLive: 2 }, translate),
        category: 'business-approved',
        dedupeKey: `language-test:${userId}`,
      });
      const [row] = await t.database.db.select().from(textMessages).where(eq(textMessages.id, outcome.id));
      return row?.body;
    };
    // Each number's first business notice says who is writing and how to stop (decision 085).
    expect(await bodyOf(french.id)).toBe(
      "SMS de Industry Perks : Avis d'approbation de l'entreprise. Des frais de messagerie et de données peuvent s'appliquer. Répondez STOP pour arrêter, HELP pour de l'aide. Industry Perks : Luna est approuvé et figure dans l'annuaire. 2 offres en brouillon sont maintenant sur le tableau des emplois. Ouvrez votre tableau de bord pour le voir. Répondez STOP pour ne plus recevoir ces SMS.",
    );
    expect(await bodyOf(english.id)).toBe(
      'Industry Perks texts: Business approval notices. Msg & data rates may apply. Reply STOP to stop, HELP for help. Industry Perks: Luna is approved and in the directory. 2 draft jobs are now on the job board. Open your dashboard to see it. Reply STOP to stop these texts.',
    );
  });
});
