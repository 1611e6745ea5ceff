import { inEnglish, type Locale, type PayFields, salaryDisplay, type Translate } from '@perks/contract';

/**
 * E-mail bodies from one template: the message is first a list of parts (paragraphs, jobs,
 * links), then rendered twice, as plain text and as simple HTML that reads on a phone (one
 * column, no images, system fonts). Pay is the job card's pay line (salaryDisplay). Each is
 * written with a translator into the recipient's saved language (English when none).
 */
type Part =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'job'; title: string; details: string; pay: string; url: string }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'footer'; text: string; links: { label: string; url: string }[] };

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

type Renderers = { [K in Part['kind']]: (part: Extract<Part, { kind: K }>) => string };

const renderEach = (parts: readonly Part[], renderers: Renderers) =>
  parts.map((part) => (renderers[part.kind] as (part: Part) => string)(part));

const TEXT: Renderers = {
  heading: (part) => part.text,
  paragraph: (part) => part.text,
  job: (part) => `${part.title}\n${part.details}\n${part.pay}\n${part.url}`,
  link: (part) => `${part.label}: ${part.url}`,
  footer: (part) => ['--', part.text, ...part.links.map((link) => `${link.label}: ${link.url}`)].join('\n'),
};

const a = (url: string, label: string, style = 'color:#1d4ed8') =>
  `<a href="${escapeHtml(url)}" style="${style}">${escapeHtml(label)}</a>`;

const HTML: Renderers = {
  heading: (part) => `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(part.text)}</h1>`,
  paragraph: (part) => `<p style="margin:0 0 16px">${escapeHtml(part.text)}</p>`,
  job: (part) =>
    `<div style="border:1px solid #e5e7eb;border-radius:8px;padding:12px;margin:0 0 12px"><p style="margin:0 0 4px;font-weight:600">${a(part.url, part.title)}</p><p style="margin:0 0 4px;color:#4b5563">${escapeHtml(part.details)}</p><p style="margin:0;font-weight:600">${escapeHtml(part.pay)}</p></div>`,
  link: (part) => `<p style="margin:0 0 16px">${a(part.url, part.label)}</p>`,
  footer: (part) =>
    `<p style="margin:24px 0 0;font-size:13px;color:#6b7280">${escapeHtml(part.text)}<br>${part.links.map((link) => a(link.url, link.label, 'color:#6b7280')).join(' &middot; ')}</p>`,
};

function toHtml(subject: string, parts: readonly Part[], locale: Locale): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:16px;font-family:-apple-system,system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111827;max-width:600px">\n${renderEach(parts, HTML).join('\n')}\n</body></html>`;
}

function render(subject: string, parts: readonly Part[], locale: Locale): RenderedEmail {
  return { subject, text: `${renderEach(parts, TEXT).join('\n\n')}\n`, html: toHtml(subject, parts, locale) };
}

export interface AlertJob extends PayFields {
  id: string;
  title: string;
  company: string;
  location: string;
}

/**
 * Jobs one alert e-mail lists; past it the e-mail says how many there are and links to the search
 * on the job board. A burst of jobs going live (an import) can match a search a hundred times: a
 * message that long is not read, and thousands of them are hundreds of megabytes in the outbox.
 */
export const ALERT_EMAIL_JOBS_LISTED = 10;

export function jobAlertEmail(
  input: {
    alertName: string;
    jobs: readonly AlertJob[];
    jobUrl: (id: string) => string;
    /** The alert's search on the job board, linked when not every job is listed. */
    searchUrl: string;
    manageUrl: string;
    unsubscribeUrl: string;
  },
  t: Translate = inEnglish,
  locale: Locale = 'en',
): RenderedEmail {
  const { jobs } = input;
  const alertName = input.alertName;
  const count = jobs.length;
  const subject =
    count === 1
      ? t('New job for "{alertName}": {title} at {company}', {
          alertName,
          title: jobs[0]!.title,
          company: jobs[0]!.company,
        })
      : t('{count} new jobs for "{alertName}"', { count, alertName });
  return render(
    subject,
    [
      {
        kind: 'heading',
        text:
          count === 1 ? t('A new job matches your alert') : t('{count} new jobs match your alert', { count }),
      },
      { kind: 'paragraph', text: t('Your alert "{alertName}" found:', { alertName }) },
      ...jobs.slice(0, ALERT_EMAIL_JOBS_LISTED).map((job) => ({
        kind: 'job' as const,
        title: job.title,
        details: `${job.company} · ${job.location}`,
        pay: salaryDisplay(job, undefined, t, locale),
        url: input.jobUrl(job.id),
      })),
      ...(count > ALERT_EMAIL_JOBS_LISTED
        ? [
            {
              kind: 'link' as const,
              label: t('See all {count} new jobs on the job board', { count }),
              url: input.searchUrl,
            },
          ]
        : []),
      {
        kind: 'footer',
        text: t('You get this because you saved the search "{alertName}".', { alertName }),
        links: [
          { label: t('Manage alerts'), url: input.manageUrl },
          { label: t('Unsubscribe'), url: input.unsubscribeUrl },
        ],
      },
    ],
    locale,
  );
}

export function confirmationEmail(
  confirmUrl: string,
  hours: number,
  t: Translate = inEnglish,
  locale: Locale = 'en',
): RenderedEmail {
  return render(
    t('Confirm your e-mail for job alerts'),
    [
      { kind: 'heading', text: t('Confirm your e-mail address') },
      { kind: 'paragraph', text: t('Open this link to get job alerts at this address:') },
      { kind: 'link', label: t('Confirm my e-mail'), url: confirmUrl },
      {
        kind: 'paragraph',
        text: t('The link works for {hours} hours. If you did not ask for job alerts, ignore this e-mail.', {
          hours,
        }),
      },
    ],
    locale,
  );
}
