import type { Locale } from '@perks/contract';

/** An interview e-mail: its words, a link to the app and, once confirmed, to the calendar file. */

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function interviewEmailBody(
  words: { subject: string; intro: string; footer: string; calendar?: string; open: string },
  links: { link: string; calendar?: string },
  locale: Locale,
): { subject: string; text: string; html: string } {
  const calendarLine = words.calendar && links.calendar ? `${words.calendar} ${links.calendar}\n\n` : '';
  const text = `${words.intro}\n\n${calendarLine}${words.open}: ${links.link}\n\n--\n${words.footer}\n`;
  const calendarHtml =
    words.calendar && links.calendar
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(links.calendar)}" style="color:#1d4ed8">${escapeHtml(words.calendar)}</a></p>`
      : '';
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(words.subject)}</title></head><body style="margin:0;padding:16px;font-family:-apple-system,system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111827;max-width:600px">
<p style="margin:0 0 16px">${escapeHtml(words.intro)}</p>
${calendarHtml}
<p style="margin:0 0 16px"><a href="${escapeHtml(links.link)}" style="color:#1d4ed8">${escapeHtml(words.open)}</a></p>
<p style="margin:24px 0 0;font-size:13px;color:#6b7280">${escapeHtml(words.footer)}</p>
</body></html>`;
  return { subject: words.subject, text, html };
}
