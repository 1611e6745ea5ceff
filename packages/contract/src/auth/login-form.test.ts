import { describe, expect, it } from 'vitest';
import { seededPicker } from '../shared/random-inputs.fixture.ts';
import { otpCodeSchema, ZCountryCode, ZNationalNumber, ZPhoneStep } from './login-form.schema.ts';
import {
  canSendCode,
  digitsOnly,
  formatPhoneDisplay,
  otpCodeError,
  phoneStepErrors,
  toInternational,
} from './login-form.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('login form rules', () => {
  it('accepts a plus and 1-4 digits as the country code', () => {
    for (const ok of ['+1', '+44', '+353', '+1684']) expect(ZCountryCode.safeParse(ok).success).toBe(true);
    for (const bad of ['1', '+', '+12345', '+1a', '']) {
      expect(firstMessage(ZCountryCode.safeParse(bad))).toBe('Invalid country code format');
    }
  });

  it('needs exactly ten digits for the number', () => {
    expect(ZNationalNumber.safeParse('2075550100').success).toBe(true);
    expect(firstMessage(ZNationalNumber.safeParse('207555010'))).toBe('Phone number must be 10 digits');
    expect(firstMessage(ZNationalNumber.safeParse('20755501000'))).toBe('Phone number must be 10 digits');
  });

  it('strips non-digits and enables sending at ten or more digits', () => {
    expect(digitsOnly('(207) 555-0100')).toBe('2075550100');
    expect(canSendCode('(207) 555-010')).toBe(false);
    expect(canSendCode('207 555 0100')).toBe(true);
    expect(canSendCode('20755501001')).toBe(true);
  });

  it('checks the code for its exact length and digits only', () => {
    expect(otpCodeSchema(4).safeParse('1234').success).toBe(true);
    expect(firstMessage(otpCodeSchema(4).safeParse('123'))).toBe('OTP must be exactly 4 digits');
    expect(firstMessage(otpCodeSchema(4).safeParse('12a4'))).toBe('OTP must be exactly 4 digits');
    expect(firstMessage(otpCodeSchema(6).safeParse('1234'))).toBe('OTP must be exactly 6 digits');
  });

  it('gives the phone step its field messages without a schema', () => {
    expect(phoneStepErrors({ countryCode: '+1', phoneNumber: '2075550100' })).toEqual({});
    expect(phoneStepErrors({ countryCode: '+12345', phoneNumber: '207555010' })).toEqual({
      countryCode: 'Invalid country code format',
      phoneNumber: 'Phone number must be 10 digits',
    });
    expect(phoneStepErrors({ countryCode: '1', phoneNumber: '2075550100' })).toEqual({
      countryCode: 'Invalid country code format',
    });
  });

  it('gives the code its message without a schema', () => {
    expect(otpCodeError('1234', 4)).toBeNull();
    expect(otpCodeError('123', 4)).toBe('OTP must be exactly 4 digits');
    expect(otpCodeError('12a4', 4)).toBe('OTP must be exactly 4 digits');
    expect(otpCodeError('1234', 6)).toBe('OTP must be exactly 6 digits');
  });

  it('checks as the schemas do, for many inputs', () => {
    const countryCodes = ['+1', '+44', '+1684', '+12345', '1', '+', '+1a', '', ' +1', '+1 ', '++1', '+٣'];
    const numbers = [
      '2075550100',
      '207555010',
      '20755501000',
      '(207) 555-0100',
      '207555010a',
      '',
      '２０７５５５０１００',
    ];
    const codes = ['1234', '123', '12345', '12a4', ' 1234', '', '123456', '١٢٣٤'];
    const pick = seededPicker(4_207);
    for (let i = 0; i < 500; i++) {
      const values = { countryCode: pick(countryCodes), phoneNumber: pick(numbers) };
      const parsed = ZPhoneStep.safeParse(values);
      const schemaErrors = Object.fromEntries(
        (parsed.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
      );
      expect(phoneStepErrors(values), JSON.stringify(values)).toEqual(schemaErrors);

      const code = pick(codes);
      const length = pick([4, 6]);
      const schemaCode = otpCodeSchema(length).safeParse(code);
      expect(otpCodeError(code, length), code).toBe(schemaCode.error?.issues[0]?.message ?? null);
    }
  });

  it('sends the number in international format and shows it as (xxx) xxx-xxxx', () => {
    expect(toInternational('+1', '(207) 555-0100')).toBe('+12075550100');
    expect(formatPhoneDisplay('+12075550100')).toBe('(207) 555-0100');
    expect(formatPhoneDisplay('2075550100')).toBe('(207) 555-0100');
    expect(formatPhoneDisplay('+442079460000')).toBe('+442079460000');
    expect(formatPhoneDisplay(null)).toBe('');
  });
});
