import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names (strings, conditionals, arrays). It does not resolve Tailwind conflicts: a
 * component never sets a class a caller is meant to replace, it takes a variant or size instead
 * (docs/decisions/072-class-names-without-tailwind-merge.md).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
