import { type PayFields, salaryDisplay } from '@perks/contract';

/**
 * E-mail bodies from one template: the message is first a list of parts (paragraphs, jobs,
 * links), then rendered twice, as plain text and as simple HTML that reads on a phone (one
 * column, no images, system fonts). Pay is the job card's pay line (salaryDisplay).
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

function toHtml(subject: string, parts: readonly Part[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:16px;font-family:-apple-system,system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111827;max-width:600px">\n${renderEach(parts, HTML).join('\n')}\n</body></html>`;
}

function render(subject: string, parts: readonly Part[]): RenderedEmail {
  return { subject, text: `${renderEach(parts, TEXT).join('\n\n')}\n`, html: toHtml(subject, parts) };
}

export interface AlertJob extends PayFields {
  id: string;
  title: string;
  company: string;
  location: string;
}

export function jobAlertEmail(input: {
  alertName: string;
  jobs: readonly AlertJob[];
  jobUrl: (id: string) => string;
  manageUrl: string;
  unsubscribeUrl: string;
}): RenderedEmail {
  const { jobs } = input;
  const subject =
    jobs.length === 1
      ? `New job for "${input.alertName}": ${jobs[0]!.title} at ${jobs[0]!.company}`
      : `${jobs.length} new jobs for "${input.alertName}"`;
  return render(subject, [
    {
      kind: 'heading',
      text: jobs.length === 1 ? 'A new job matches your alert' : `${jobs.length} new jobs match your alert`,
    },
    { kind: 'paragraph', text: `Your alert "${input.alertName}" found:` },
    ...jobs.map((job) => ({
      kind: 'job' as const,
      title: job.title,
      details: `${job.company} · ${job.location}`,
      pay: salaryDisplay(job),
      url: input.jobUrl(job.id),
    })),
    {
      kind: 'footer',
      text: `You get this because you saved the search "${input.alertName}".`,
      links: [
        { label: 'Manage alerts', url: input.manageUrl },
        { label: 'Unsubscribe', url: input.unsubscribeUrl },
      ],
    },
  ]);
}

export function confirmationEmail(confirmUrl: string, hours: number): RenderedEmail {
  return render('Confirm your e-mail for job alerts', [
    { kind: 'heading', text: 'Confirm your e-mail address' },
    { kind: 'paragraph', text: 'Open this link to get job alerts at this address:' },
    { kind: 'link', label: 'Confirm my e-mail', url: confirmUrl },
    {
      kind: 'paragraph',
      text: `The link works for ${hours} hours. If you did not ask for job alerts, ignore this e-mail.`,
    },
  ]);
}
