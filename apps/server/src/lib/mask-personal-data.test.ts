import { describe, expect, it } from 'vitest';
import { maskPersonalData } from './mask-personal-data.ts';

describe('masking phones and e-mail addresses in log lines', () => {
  it('masks every way a phone number or an address is written', () => {
    expect(maskPersonalData('{"phone":"+12075550100"}')).toBe('{"phone":"+1207•••••00"}');
    expect(maskPersonalData('to jane.doe+perks@mail.example.com.')).toBe('to j•••@mail.example.com.');
    for (const written of [
      '(207) 555-0100',
      '207-555-0100',
      '207.555.0100',
      '+1 207 555 0100',
      '2075550100',
    ]) {
      const masked = maskPersonalData(`call ${written} now`);
      expect(masked.replace(/\D/g, '')).not.toContain('5550100');
      expect(masked).toMatch(/^call .*•+00 now$/);
    }
    expect(maskPersonalData('/api/v1/leads?search=%2B12075550100')).toBe(
      '/api/v1/leads?search=%2B1207•••••00',
    );
    expect(maskPersonalData('/x?email=jane%40example.com')).toBe('/x?email=j•••@example.com');
  });

  it('leaves times, ids and counts alone', () => {
    const line =
      '{"level":30,"time":1764433027123,"pid":4242,"reqId":"req-1a","id":"0b3f9c2e-1234-5678-9abc-def012345678","responseTime":12.345678901,"at":"2026-11-29T16:22:40.123Z","epoch":1764433027}';
    expect(maskPersonalData(line)).toBe(line);
  });

  it('drops the position of a search near the device, keeping the rest of the request line', () => {
    const line = '{"req":{"method":"GET","url":"/api/v1/jobs?lat=43.661&lng=-70.255&radius=5&page=2"}}';
    expect(maskPersonalData(line)).toBe(
      '{"req":{"method":"GET","url":"/api/v1/jobs?lat=•&lng=•&radius=5&page=2"}}',
    );
    // A ZIP code is a place many people share, and stays readable.
    expect(maskPersonalData('"url":"/api/v1/businesses?zip=04101"')).toBe(
      '"url":"/api/v1/businesses?zip=04101"',
    );
  });
});
