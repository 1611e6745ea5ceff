import { Fragment } from 'react';

/** A run of text, bold or not. */
export interface RichSegment {
  text: string;
  bold: boolean;
}

/**
 * Splits job text into paragraphs (blank lines), lines (single breaks) and segments, where
 * `**double asterisks**` mark bold. An unmatched `**` stays as written.
 */
export function parseRichText(text: string): RichSegment[][][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) =>
      paragraph.split('\n').map((line) =>
        // split() with a capture group alternates plain text (even) and bold text (odd).
        line
          .split(/\*\*(.+?)\*\*/)
          .map((part, i) => ({ text: part, bold: i % 2 === 1 }))
          .filter((segment) => segment.text !== ''),
      ),
    );
}

/**
 * Job text as the poster wrote it, with bold and line breaks: the job page, the directory's jobs
 * dialog and a business's 'Open Jobs' all show a description this way, so it lives outside the
 * features. Everything is rendered as React
 * text, so markup in the text shows as characters and can never become HTML. The pieces of one
 * string never reorder, so their positions are their keys.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  return (
    // People's own words (a job's description): shown as written, in whatever language they wrote.
    <div className={className} data-user-content="">
      {parseRichText(text).map((lines, p) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed string
        <p key={p} className="[&:not(:first-child)]:mt-3">
          {lines.map((segments, l) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one fixed string
            <Fragment key={l}>
              {l > 0 && <br />}
              {segments.map((segment, s) =>
                segment.bold ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed string
                  <strong key={s}>{segment.text}</strong>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed string
                  <Fragment key={s}>{segment.text}</Fragment>
                ),
              )}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
