import { describe, expect, it } from 'vitest';
import { parseRosterCsv } from './parse-roster-csv';

describe('parseRosterCsv', () => {
  it('reads rows without a header as name, phone, role title', () => {
    expect(parseRosterCsv('Ada Lovelace, 207-774-0001, Server\n\nGrace Hopper,2077740002\n')).toEqual([
      { name: 'Ada Lovelace', phone: '207-774-0001', role_title: 'Server' },
      { name: 'Grace Hopper', phone: '2077740002', role_title: null },
    ]);
  });

  it('follows a header in any order, with quoted commas', () => {
    const csv = 'Phone,Position,Name\n"(207) 774-0003","Cook, line","Hopper, Grace"';
    expect(parseRosterCsv(csv)).toEqual([
      { name: 'Hopper, Grace', phone: '(207) 774-0003', role_title: 'Cook, line' },
    ]);
  });

  it('reads a header written in Spanish, French or Portuguese', () => {
    const row = { name: 'Ana Silva', phone: '207-774-0004', role_title: 'Host' };
    for (const header of ['Nombre,Teléfono,Puesto', 'Nom,Téléphone,Poste', 'Nome,Telefone,Função']) {
      expect(parseRosterCsv(`${header}\nAna Silva,207-774-0004,Host`)).toEqual([row]);
    }
  });

  it('keeps a short row so the server can report it', () => {
    expect(parseRosterCsv('Only A Name')).toEqual([{ name: 'Only A Name', phone: '', role_title: null }]);
  });
});
