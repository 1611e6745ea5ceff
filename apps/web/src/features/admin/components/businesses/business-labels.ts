/** A business type or status as words: 'entertainment' → 'Entertainment'. */
export function businessWord(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
