import { describe, expect, it } from 'vitest';
import { ZJobPayload } from './job-payload.ts';
import { samplePayload } from './sample-job.fixture.ts';
import { ZWorkLanguages } from './work-languages.schema.ts';
import {
  readWorkLanguages,
  WORK_LANGUAGE_UNKNOWN,
  WORK_LANGUAGES,
  WORK_LANGUAGES_INVALID,
  WORK_LANGUAGES_MAX,
  WORK_LANGUAGES_TOO_MANY,
} from './work-languages.ts';

describe('WORK_LANGUAGES', () => {
  it('holds distinct ISO 639-1 codes, each with a name the browser knows', () => {
    expect(new Set(WORK_LANGUAGES).size).toBe(WORK_LANGUAGES.length);
    const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    for (const code of WORK_LANGUAGES) {
      expect(code).toMatch(/^[a-z]{2}$/);
      expect(names.of(code), code).toBeTruthy();
    }
  });
});

describe('ZWorkLanguages (a job post)', () => {
  it('defaults to none, drops repeats and keeps the list order', () => {
    expect(ZWorkLanguages.parse(undefined)).toEqual([]);
    expect(ZWorkLanguages.parse(['so', 'en', 'so'])).toEqual(['en', 'so']);
  });

  it.each([
    [['xx'], WORK_LANGUAGE_UNKNOWN],
    [['EN'], WORK_LANGUAGE_UNKNOWN],
    [['en\u0000'], WORK_LANGUAGE_UNKNOWN],
    [WORK_LANGUAGES.slice(0, WORK_LANGUAGES_MAX + 1), WORK_LANGUAGES_TOO_MANY],
    ['en', WORK_LANGUAGES_INVALID],
    [[1], WORK_LANGUAGES_INVALID],
  ])('refuses %j', (value, message) => {
    const result = ZWorkLanguages.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('is a field of the job payload, named in the error', () => {
    expect(ZJobPayload.parse(samplePayload).languages).toEqual([]);
    expect(ZJobPayload.parse({ ...samplePayload, languages: ['pt', 'fr'] }).languages).toEqual(['fr', 'pt']);
    const result = ZJobPayload.safeParse({ ...samplePayload, languages: ['klingon'] });
    expect(result.error?.issues[0]?.path).toEqual(['languages', 0]);
  });
});

describe('readWorkLanguages (the filter)', () => {
  it('reads text, repeated parameters and lists', () => {
    expect(readWorkLanguages(undefined)).toBeUndefined();
    expect(readWorkLanguages('')).toBeUndefined();
    expect(readWorkLanguages('vi,km')).toEqual(['vi', 'km']);
    expect(readWorkLanguages(['km', 'vi'])).toEqual(['vi', 'km']);
  });

  it('answers null for what the API refuses', () => {
    expect(readWorkLanguages('vi,xx')).toBeNull();
    expect(readWorkLanguages(WORK_LANGUAGES.slice(0, WORK_LANGUAGES_MAX + 1))).toBeNull();
    expect(readWorkLanguages(42)).toBeNull();
    expect(readWorkLanguages([{}])).toBeNull();
  });
});
