import { describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGES,
  CHECK_IN_MESSAGES,
  expiryLabel,
  formatDayHours,
  formatDisplayDate,
  formatTime12h,
  formatUsd,
  greeting,
  jobPostedLabel,
  memberUsesLabel,
  OPENING_HOURS_MESSAGES,
  salaryDisplay,
  statusChangeSms,
} from '../index.ts';
import { translatorForLocale } from './catalogs.ts';
import { translatorFor } from './translate.ts';

const es = translatorForLocale('es');
const fr = translatorForLocale('fr');
const pt = translatorForLocale('pt');

describe('translatorFor', () => {
  const t = translatorFor({
    'Job not found': 'Empleo no encontrado',
    '{field} must be at most {max} characters': '{field} debe tener {max} caracteres como máximo',
    'Tip out': 'Reparto de propinas',
    '{a} {b}': '{b} {a}',
  });

  it('translates exact text and fills placeholders', () => {
    expect(t('Job not found')).toBe('Empleo no encontrado');
    expect(t('{field} must be at most {max} characters', { field: 'Nota', max: 5 })).toBe(
      'Nota debe tener 5 caracteres como máximo',
    );
  });

  it('translates finished text through the template it fits, translating values that are catalog text', () => {
    expect(t('Tip out must be at most 80 characters')).toBe(
      'Reparto de propinas debe tener 80 caracteres como máximo',
    );
    expect(t('bio must be at most 80 characters')).toBe('bio debe tener 80 caracteres como máximo');
  });

  it('keeps unknown text in English, and never uses a template without words of its own', () => {
    expect(t('Something else entirely')).toBe('Something else entirely');
    expect(t('Job found')).toBe('Job found');
  });
});

describe("the contract's word builders in another language", () => {
  const pay = { hourly_rate_min: 15, hourly_rate_max: 18, is_tipped_role: true, estimated_tips_hourly: 8 };

  it('keep English as before when given no translator', () => {
    expect(salaryDisplay(pay)).toBe('$15.00 - $18.00/hr + $8.00/hr tips');
    expect(formatUsd(1104)).toBe('$1,104.00');
    expect(greeting({ first_name: 'Ana' })).toBe('Welcome back, Ana!');
    expect(formatTime12h('18:00')).toBe('6:00 PM');
  });

  it('write pay lines with the language and its number format, in dollars', () => {
    expect(salaryDisplay(pay, undefined, es, 'es').replace(/\s/g, ' ')).toBe(
      '15,00 US$ - 18,00 US$/h + 8,00 US$/h en propinas',
    );
    expect(salaryDisplay({}, undefined, fr, 'fr')).toBe('Salaire compétitif');
    expect(formatUsd(1104, 'pt')).toMatch(/^1\s?104,00\sUS\$$/);
  });

  it('write dates, times, ages and expiry in the language', () => {
    const now = new Date('2026-03-10T12:00:00');
    expect(formatTime12h('18:00', 'fr')).toBe('18:00');
    expect(formatDisplayDate(new Date('2026-03-05T12:00:00'), 'es')).toBe('5 mar 2026');
    expect(expiryLabel(new Date('2026-03-13T12:00:00'), now, fr, 'fr')).toBe('Expire dans 3 jours');
    expect(expiryLabel(new Date('2026-03-11T12:00:00'), now, es, 'es')).toBe('Caduca mañana');
    expect(jobPostedLabel(new Date('2026-03-07T12:00:00'), now, es, 'es')).toBe('Publicado hace 3 días');
    expect(formatDayHours({ closed: true, open: null, close: null } as never, pt, 'pt')).toBe('Fechado');
  });

  it('write messages and texts with their values', () => {
    expect(greeting({ first_name: 'Ana' }, pt)).toBe('Bem-vindo de volta, Ana!');
    expect(memberUsesLabel(1, 2, fr)).toBe('utilisé 1 sur 2');
    expect(CHECK_IN_MESSAGES.dailyLimit(2, es)).toBe(
      'Este miembro alcanzó el límite de 2 visitas por día aquí. Inténtalo mañana.',
    );
    expect(OPENING_HOURS_MESSAGES.open('monday', fr)).toBe(
      "lundi : l'heure d'ouverture doit être une heure comme 09:00",
    );
    expect(statusChangeSms({ status: 'interview', jobTitle: 'Cook', businessName: 'Luna' }, es)).toBe(
      "Industry Perks: tu solicitud para Cook en Luna ahora está en 'Entrevista'. Consulta /applications. Responde STOP para dejar de recibir novedades.",
    );
    expect(es(APPLICATION_MESSAGES.notFound)).toBe('Solicitud no encontrada');
  });

  it('translate a message the server built in English', () => {
    expect(fr(CHECK_IN_MESSAGES.tooSoon(5))).toBe(
      'Ce membre a enregistré un passage il y a moins de 5 minutes. Réessayez dans un moment.',
    );
    expect(es(OPENING_HOURS_MESSAGES.same('friday'))).toBe(
      'viernes: las horas de apertura y cierre deben ser distintas',
    );
  });
});

describe("messages built from parts: unknown fields, a field's NUL character, zod's own words", () => {
  it('reach the reader translated', () => {
    expect(es('Unknown field: salary')).toBe('Campo desconocido: salary');
    expect(fr('Unknown fields: a, b')).toBe('Champs inconnus : a, b');
    expect(pt('title_search: must not contain a NUL character')).toBe(
      'title_search: não pode conter um carácter NUL',
    );
    expect(es('Invalid input: expected string, received number')).toBe(
      'Dato no válido: se esperaba string, se recibió number',
    );
  });
});
