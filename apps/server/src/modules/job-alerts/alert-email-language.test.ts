import { translatorForLocale } from '@perks/contract/i18n/catalogs';
import { describe, expect, it } from 'vitest';
import { ALERT_EMAIL_JOBS_LISTED, confirmationEmail, jobAlertEmail } from './alert-email-template.ts';

describe("alert e-mails in the recipient's language", () => {
  it('writes a job alert e-mail in French', () => {
    const email = jobAlertEmail(
      {
        alertName: 'Bar',
        jobs: [{ id: 'j1', title: 'Barman', company: 'Luna', location: 'Portland', base_hourly_pay: 15 }],
        jobUrl: (id) => `https://example.test/jobs/${id}`,
        searchUrl: 'https://example.test/jobs?title_search=bar',
        manageUrl: 'https://example.test/alerts',
        unsubscribeUrl: 'https://example.test/unsubscribe',
      },
      translatorForLocale('fr'),
      'fr',
    );
    expect(email.subject).toBe('Nouvelle offre pour « Bar » : Barman chez Luna');
    expect(email.text).toContain('Une nouvelle offre correspond à votre alerte');
    expect(email.text).toContain('15,00\u00a0$US/h');
    expect(email.text).toContain('Se désabonner: https://example.test/unsubscribe');
    expect(email.html).toContain('<html lang="fr">');
  });

  it(`lists ${ALERT_EMAIL_JOBS_LISTED} jobs at most, and links the rest on the job board`, () => {
    const jobs = Array.from({ length: ALERT_EMAIL_JOBS_LISTED + 2 }, (_, n) => ({
      id: `j${n}`,
      title: `Barman ${n}`,
      company: 'Luna',
      location: 'Portland',
      base_hourly_pay: 15,
    }));
    const email = jobAlertEmail(
      {
        alertName: 'Bar',
        jobs,
        jobUrl: (id) => `https://example.test/jobs/${id}`,
        searchUrl: 'https://example.test/jobs?title_search=bar',
        manageUrl: 'https://example.test/alerts',
        unsubscribeUrl: 'https://example.test/unsubscribe',
      },
      translatorForLocale('fr'),
      'fr',
    );
    expect(email.subject).toBe(`${jobs.length} nouvelles offres pour « Bar »`);
    expect(email.text.match(/https:\/\/example\.test\/jobs\/j\d+/g)).toHaveLength(ALERT_EMAIL_JOBS_LISTED);
    expect(email.text).toContain(
      `Voir les ${jobs.length} nouvelles offres sur le tableau des emplois: https://example.test/jobs?title_search=bar`,
    );
  });

  it('writes the confirmation e-mail in Spanish, and in English by default', () => {
    const spanish = confirmationEmail('https://example.test/confirm', 24, translatorForLocale('es'), 'es');
    expect(spanish.subject).toBe('Confirma tu correo para las alertas de empleo');
    expect(spanish.text).toContain('El enlace funciona durante 24 horas.');
    expect(confirmationEmail('https://example.test/confirm', 24).subject).toBe(
      'Confirm your e-mail for job alerts',
    );
  });
});
