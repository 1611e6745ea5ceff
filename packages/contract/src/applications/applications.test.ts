import { describe, expect, it } from 'vitest';
import { ZApplicationInput, ZApplicationStatusInput } from './application.schema.ts';
import { APPLICATION_MESSAGES, statusChangeSms } from './application-messages.ts';
import { missingForApplication } from './application-readiness.ts';

describe('application input', () => {
  it('keeps each day once, drops a blank note and defaults the SMS opt-in to off', () => {
    const parsed = ZApplicationInput.parse({ note: '   ', availability: ['monday', 'monday', 'friday'] });
    expect(parsed).toEqual({ answers: {}, availability: ['monday', 'friday'], sms_updates: false });
  });

  it('refuses a note over 500 characters with a message naming it', () => {
    const result = ZApplicationInput.safeParse({ note: 'x'.repeat(501) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(APPLICATION_MESSAGES.noteTooLong);
    expect(result.error?.issues[0]?.path).toEqual(['note']);
  });

  it('refuses a day that is not a day and unknown fields', () => {
    expect(ZApplicationInput.safeParse({ availability: ['Monday'] }).success).toBe(false);
    expect(ZApplicationInput.safeParse({ status: 'hired' }).success).toBe(false);
  });
});

describe('status input', () => {
  it('takes a message only with not_selected', () => {
    expect(ZApplicationStatusInput.safeParse({ status: 'not_selected', message: 'Thank you' }).success).toBe(
      true,
    );
    const wrong = ZApplicationStatusInput.safeParse({ status: 'interview', message: 'Thank you' });
    expect(wrong.error?.issues[0]?.message).toBe(APPLICATION_MESSAGES.declineMessageOnlyWhenNotSelected);
  });

  it('never lets an employer set new or withdrawn', () => {
    expect(ZApplicationStatusInput.safeParse({ status: 'withdrawn' }).success).toBe(false);
    expect(ZApplicationStatusInput.safeParse({ status: 'new' }).success).toBe(false);
  });
});

describe('readiness and texts', () => {
  it('names the missing parts of the profile', () => {
    expect(missingForApplication({ first_name: 'Ana', last_name: ' ' })).toEqual(['last_name']);
    expect(missingForApplication(null)).toEqual(['first_name', 'last_name']);
    expect(missingForApplication({ first_name: 'Ana', last_name: 'Silva' })).toEqual([]);
  });

  it('writes the status text with the label, the message and how to stop', () => {
    expect(statusChangeSms({ status: 'interview', jobTitle: 'Line Cook', businessName: 'Salt Pier' })).toBe(
      "Industry Perks: your application for Line Cook at Salt Pier is now 'Interview'. See /applications. Reply STOP to stop updates.",
    );
  });
});
