import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@babel/parser';
import { expect, it } from 'vitest';
import { shippedSourceFiles } from './screen-catalogs';

/**
 * No words reach the screen from outside the catalogs (docs/decisions/071-languages.md): every
 * JSX text and user-facing attribute in the app's source is a Lingui message (<Trans>, t`…`) or
 * comes from data. Proper names that stay the same in every language are listed below.
 */
const SRC = join(import.meta.dirname, '..');

/** Attributes people read or hear (screen readers), on elements and on our own components. */
const USER_FACING = new Set([
  'alt',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'cancelLabel',
  'confirmLabel',
  'description',
  'emptyMessage',
  'heading',
  'label',
  'message',
  'placeholder',
  'subtitle',
  'title',
  'tooltip',
]);

/** Names that are written the same in every language. */
const PROPER_NAMES = new Set([
  'Industry Perks',
  'Instagram',
  'TikTok',
  'Facebook',
  'Stripe',
  'Google',
  'OpenRouter',
]);

/** Elements whose text children are messages already. */
const MESSAGE_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);

const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !PROPER_NAMES.has(text.trim());

type Node = { type: string; loc?: { start: { line: number } }; [key: string]: unknown };

function elementName(node: Node): string {
  const name = (node.openingElement as Node | undefined)?.name as Node | undefined;
  return name?.type === 'JSXIdentifier' ? String(name.name) : '';
}

function literalText(node: Node | undefined): string | null {
  if (!node) return null;
  if (node.type === 'StringLiteral') return String(node.value);
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    return (node.quasis as Node[])
      .map((quasi) => String((quasi.value as { cooked: string }).cooked))
      .join('');
  }
  return null;
}

function findings(file: string): string[] {
  const ast = parse(readFileSync(file, 'utf8'), { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const found: string[] = [];
  const report = (node: Node, text: string) =>
    found.push(`${relative(SRC, file)}:${node.loc?.start.line}  ${JSON.stringify(text.trim())}`);

  const visit = (node: unknown, insideMessage: boolean) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, insideMessage);
      return;
    }
    const current = node as Node;
    if (current.type === 'JSXElement' && MESSAGE_ELEMENTS.has(elementName(current))) return;
    if (!insideMessage && current.type === 'JSXText' && hasWords(String(current.value))) {
      report(current, String(current.value));
    }
    if (current.type === 'JSXExpressionContainer' && !insideMessage) {
      const text = literalText(current.expression as Node);
      if (text !== null && hasWords(text)) report(current, text);
    }
    if (current.type === 'JSXAttribute') {
      const name = (current.name as Node).name;
      const value = current.value as Node | null;
      const text =
        value?.type === 'StringLiteral'
          ? String(value.value)
          : literalText(value?.expression as Node | undefined);
      if (typeof name === 'string' && USER_FACING.has(name) && text !== null && hasWords(text))
        report(current, text);
      return;
    }
    for (const [key, child] of Object.entries(current)) {
      if (key === 'loc' || key === 'start' || key === 'end') continue;
      visit(child, insideMessage);
    }
  };
  visit(ast.program, false);
  return found;
}

it('has no hard-coded words in JSX text or user-facing attributes', () => {
  // I18N_SCAN=features/jobs narrows the check to one folder while converting it.
  const only = process.env.I18N_SCAN;
  const files = shippedSourceFiles(SRC, '**/*.tsx').filter(
    (file) => !only || relative(SRC, file).startsWith(only),
  );
  const all = files.flatMap(findings);
  expect(all, `Wrap these in <Trans> or t\`…\` (then npm run i18n:extract):\n${all.join('\n')}`).toEqual([]);
});
