import { readFileSync } from 'node:fs';

export interface PoEntry {
  /** msgctxt and msgid joined, so the same words in two contexts stay two entries. */
  key: string;
  id: string;
  translation: string;
}

const unquote = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string;

/** The live entries of a .po catalog (obsolete `#~` ones are skipped), header excluded. */
export function readPo(path: string): PoEntry[] {
  const entries: PoEntry[] = [];
  for (const block of readFileSync(path, 'utf8').split(/\n\s*\n/)) {
    const fields: Record<string, string> = {};
    let current: string | null = null;
    for (const line of block.split('\n')) {
      const field = /^(msgctxt|msgid|msgstr) /.exec(line)?.[1];
      if (field) {
        current = field;
        fields[field] = unquote(line);
      } else if (line.startsWith('"') && current) {
        fields[current] += unquote(line);
      } else if (!line.startsWith('#')) {
        current = null;
      }
    }
    if (fields.msgid === undefined || fields.msgid === '') continue;
    const context = fields.msgctxt ?? '';
    entries.push({
      key: `${context}\u0004${fields.msgid}`,
      id: fields.msgid,
      translation: fields.msgstr ?? '',
    });
  }
  return entries;
}
