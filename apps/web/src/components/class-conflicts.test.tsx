import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parse } from '@babel/parser';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';

/**
 * `cn` only joins classes (docs/decisions/072-class-names-without-tailwind-merge.md), and the test
 * setup fails any render whose classes conflict. Screens' tests do not reach every use of every
 * component, so this renders each use in the source that passes a className — the component on
 * its own, with the literal props written there — and fails on a conflict. Props computed at run
 * time are left out; a use that cannot render without them is skipped.
 */
const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

type Node = { type: string; [key: string]: unknown };
type Use = { where: string; module: string; name: string; props: Record<string, unknown> };

function visit(node: unknown, onNode: (node: Node) => void) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) visit(child, onNode);
    return;
  }
  if (typeof (node as Node).type === 'string') onNode(node as Node);
  for (const [key, child] of Object.entries(node)) if (key !== 'loc') visit(child, onNode);
}

/** A prop's value when the source writes it literally (`"sm"`, `{false}`, a bare `wrap`). */
function literal(value: Node | null): { value: unknown } | undefined {
  if (!value) return { value: true };
  const inner = value.type === 'JSXExpressionContainer' ? (value.expression as Node) : value;
  if (['StringLiteral', 'BooleanLiteral', 'NumericLiteral'].includes(inner.type))
    return { value: inner.value };
  return undefined;
}

function usesWithClassName(file: string): Use[] {
  const ast = parse(readFileSync(file, 'utf8'), { sourceType: 'module', plugins: ['jsx', 'typescript'] });
  const imported = new Map<string, { module: string; name: string }>();
  visit(ast.program.body, (node) => {
    if (node.type !== 'ImportDeclaration') return;
    const source = (node.source as { value: string }).value;
    const module = source.startsWith('@/') ? join(SRC, source.slice(2)) : resolve(dirname(file), source);
    if (!source.startsWith('@/') && !source.startsWith('.')) return;
    for (const specifier of node.specifiers as Node[])
      if (specifier.type === 'ImportSpecifier')
        imported.set((specifier.local as { name: string }).name, {
          module,
          name: (specifier.imported as { name: string }).name,
        });
  });
  const uses: Use[] = [];
  visit(ast.program, (node) => {
    if (node.type !== 'JSXOpeningElement') return;
    const from = imported.get((node.name as { name?: string }).name ?? '');
    const attributes = (node.attributes as Node[]).filter((attribute) => attribute.type === 'JSXAttribute');
    if (!from || !attributes.some((attribute) => (attribute.name as { name: string }).name === 'className'))
      return;
    const props: Record<string, unknown> = {};
    for (const attribute of attributes) {
      const value = literal(attribute.value as Node | null);
      if (value) props[(attribute.name as { name: string }).name] = value.value;
    }
    const line = (node.loc as { start: { line: number } }).start.line;
    uses.push({ where: `${relative(SRC, file)}:${line}`, ...from, props });
  });
  return uses;
}

it('no component is given a className that conflicts with its own classes', async () => {
  const uses = sourceFiles(SRC).flatMap(usesWithClassName);
  const conflicts: string[] = [];
  let rendered = 0;
  for (const use of uses) {
    const component = (await import(/* @vite-ignore */ use.module))[use.name] as ComponentType | undefined;
    if (!component) continue;
    try {
      renderToStaticMarkup(createElement(I18nProvider, { i18n }, createElement(component, use.props)));
      rendered++;
    } catch (error) {
      const message = (error as Error).message;
      if (message.startsWith('Conflicting classes')) conflicts.push(`${use.where}: ${message}`);
    }
  }
  expect(conflicts).toEqual([]);
  // The scan must keep finding the app's components, or it would pass by checking nothing.
  expect(rendered).toBeGreaterThan(100);
}, 60_000);
