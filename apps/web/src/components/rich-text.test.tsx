import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseRichText, RichText } from './rich-text';

describe('job description rendering', () => {
  it('renders **bold** as <strong> and keeps line breaks and paragraphs', () => {
    const { container } = render(<RichText text={'Fast **busy** line.\nNights.\n\n**Free** meal'} />);
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.innerHTML).toBe('Fast <strong>busy</strong> line.<br>Nights.');
    expect(paragraphs[1]?.innerHTML).toBe('<strong>Free</strong> meal');
  });

  it('shows markup in the text as characters, never as HTML', () => {
    const text = '<img src=x onerror="alert(1)"> **<script>alert(2)</script>** <a href="javascript:x">x</a>';
    const { container } = render(<RichText text={text} />);
    expect(container.querySelector('img, script, a')).toBeNull();
    expect(container.textContent).toBe(
      '<img src=x onerror="alert(1)"> <script>alert(2)</script> <a href="javascript:x">x</a>',
    );
    expect(container.querySelector('strong')?.textContent).toBe('<script>alert(2)</script>');
  });

  it('leaves an unmatched ** as written and handles Windows line endings', () => {
    expect(parseRichText('Tips ** shared\r\nweekly')).toEqual([
      [[{ text: 'Tips ** shared', bold: false }], [{ text: 'weekly', bold: false }]],
    ]);
  });

  it('renders nothing for blank text', () => {
    const { container } = render(<RichText text={'  \n\n  '} />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
