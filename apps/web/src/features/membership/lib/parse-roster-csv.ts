import type { TRosterRows } from '@perks/contract';
import Papa from 'papaparse';

type RosterRow = TRosterRows['rows'][number];

// Header names a spreadsheet is likely to use for each column, in English and in the app's other
// languages (Spanish, French, Portuguese), since the import screen is shown in them too.
const NAME_HEADERS = ['name', 'full name', 'employee', 'employee name', 'nombre', 'nom', 'nome'];
const PHONE_HEADERS = [
  'phone',
  'phone number',
  'mobile',
  'cell',
  'telephone',
  'teléfono',
  'téléphone',
  'telefone',
  'telemóvel',
];
const ROLE_HEADERS = [
  'role',
  'role title',
  'role_title',
  'title',
  'position',
  'job title',
  'puesto',
  'poste',
  'função',
];

const find = (header: string[], names: string[]) => header.findIndex((cell) => names.includes(cell));

/**
 * Reads a staff list (docs/product.md, "Staff rosters") from CSV text, uploaded or pasted: columns
 * name, phone, optional role title, with or without a header row (a header may name the columns in
 * any order). Blank lines are skipped; every other line becomes a row for the server to check.
 */
export function parseRosterCsv(text: string): RosterRow[] {
  const { data } = Papa.parse<string[]>(text.trim(), { skipEmptyLines: 'greedy' });
  const lines = data.map((cells) => cells.map((cell) => cell.trim()));
  const header = (lines[0] ?? []).map((cell) => cell.toLowerCase());
  const named = {
    name: find(header, NAME_HEADERS),
    phone: find(header, PHONE_HEADERS),
    role: find(header, ROLE_HEADERS),
  };
  const hasHeader = named.name >= 0 && named.phone >= 0;
  const columns = hasHeader ? named : { name: 0, phone: 1, role: 2 };
  return (hasHeader ? lines.slice(1) : lines).map((cells) => ({
    name: cells[columns.name] ?? '',
    phone: cells[columns.phone] ?? '',
    role_title: columns.role >= 0 ? cells[columns.role] || null : null,
  }));
}
