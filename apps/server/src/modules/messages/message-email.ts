import type { Locale } from '@perks/contract';

/** The e-mail of a business's message: its words as plain text, never a link but the app's own. */

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function conversationMessageEmailBody(
  input: {
    words: { subject: string; intro: string; answer: string; footer: string };
    body: string;
    link: string;
  },
  locale: Locale,
): { subject: string; text: string; html: string } {
  const { words, body, link } = input;
  const text = `${words.intro}\n\n${body}\n\n${words.answer}: ${link}\n\n--\n${words.footer}\n`;
  // The message's own words are escaped and kept as text: an address in them is not made a link.
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(words.subject)}</title></head><body style="margin:0;padding:16px;font-family:-apple-system,system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111827;max-width:600px">
<p style="margin:0 0 16px">${escapeHtml(words.intro)}</p>
<p style="margin:0 0 16px;white-space:pre-wrap;border-left:3px solid #e5e7eb;padding-left:12px">${escapeHtml(body)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="color:#1d4ed8">${escapeHtml(words.answer)}</a></p>
<p style="margin:24px 0 0;font-size:13px;color:#6b7280">${escapeHtml(words.footer)}</p>
</body></html>`;
  return { subject: words.subject, text, html };
}
