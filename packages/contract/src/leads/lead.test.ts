import { describe, expect, it } from 'vitest';
import { seededPicker } from '../shared/random-inputs.fixture.ts';
import { ZCreateLead, ZLead } from './lead.schema.ts';
import { LEAD_FORM_INCOMPLETE, LEAD_MESSAGES, type LeadFormValues, leadFromForm } from './lead.ts';
import { SUPPORT_MESSAGES, ZSupportMessage } from './support-message.ts';

const valid = { email: 'owner@harbor.example', business: 'Harbor Oyster Bar', is_owner_gm: true };

const messageFor = (body: Record<string, unknown>) => {
  const result = ZCreateLead.safeParse(body);
  expect(result.success).toBe(false);
  const issue = result.error!.issues[0]!;
  return [issue.path.join('.'), issue.message];
};

describe('ZCreateLead', () => {
  it('accepts a lead and fills lead_source', () => {
    expect(ZCreateLead.parse(valid)).toEqual({ ...valid, lead_source: 'website' });
  });

  it('trims the email and business', () => {
    expect(
      ZCreateLead.parse({ ...valid, email: ' owner@harbor.example ', business: '  Harbor  ' }),
    ).toMatchObject({
      email: 'owner@harbor.example',
      business: 'Harbor',
    });
  });

  it('accepts business names at 1 and 200 characters', () => {
    expect(ZCreateLead.safeParse({ ...valid, business: 'X' }).success).toBe(true);
    expect(ZCreateLead.safeParse({ ...valid, business: 'x'.repeat(200) }).success).toBe(true);
  });

  it.each([
    [{ ...valid, email: '' }, ['email', 'Email is required']],
    [{ ...valid, email: undefined }, ['email', 'Email is required']],
    [{ ...valid, email: 'owner-at-harbor' }, ['email', 'Invalid email format']],
    [{ ...valid, email: `${'a'.repeat(250)}@x.co` }, ['email', 'Email must be at most 254 characters']],
    [{ ...valid, business: '   ' }, ['business', 'Business is required']],
    [{ ...valid, business: 'x'.repeat(201) }, ['business', 'Business must be at most 200 characters']],
    [{ ...valid, is_owner_gm: 'yes' }, ['is_owner_gm', 'is_owner_gm must be true or false']],
    [{ ...valid, is_owner_gm: undefined }, ['is_owner_gm', 'is_owner_gm must be true or false']],
    [{ ...valid, lead_source: 'referral' }, ['lead_source', "lead_source must be 'website'"]],
  ])('rejects %j naming the field', (body, expected) => {
    expect(messageFor(body)).toEqual(expected);
  });
});

describe('leadFromForm', () => {
  const form = { email: 'owner@harbor.example', workplace: 'Harbor Oyster Bar', owner_or_gm: 'yes' as const };

  it('maps the form to a lead, true only for "yes"', () => {
    expect(leadFromForm(form)).toEqual({ ok: true, lead: { ...valid, lead_source: 'website' } });
    expect(leadFromForm({ ...form, owner_or_gm: 'no' })).toEqual({
      ok: true,
      lead: { ...valid, is_owner_gm: false, lead_source: 'website' },
    });
  });

  it.each([
    ['email', { ...form, email: '' }],
    ['workplace', { ...form, workplace: '   ' }],
    ['owner/GM answer', { ...form, owner_or_gm: '' as const }],
  ])('asks to fill in all fields when the %s is missing', (_, values) => {
    expect(leadFromForm(values)).toEqual({ ok: false, message: LEAD_FORM_INCOMPLETE });
    expect(LEAD_FORM_INCOMPLETE).toBe('Please fill in all fields');
  });

  it('reports a malformed email with the schema message', () => {
    expect(leadFromForm({ ...form, email: 'owner' })).toEqual({ ok: false, message: 'Invalid email format' });
  });

  it('reports an overlong email or business with the schema messages', () => {
    expect(leadFromForm({ ...form, email: `${'a'.repeat(250)}@x.co` })).toEqual({
      ok: false,
      message: 'Email must be at most 254 characters',
    });
    expect(leadFromForm({ ...form, workplace: 'x'.repeat(201) })).toEqual({
      ok: false,
      message: 'Business must be at most 200 characters',
    });
  });

  it('agrees with ZCreateLead on what is sent and on the first refusal, for many forms', () => {
    const emails = [
      'owner@harbor.example',
      ' Owner.Name+jobs@harbor-bar.co ',
      'o@h.io',
      "o'neil@salt.pier.me",
      'owner',
      'owner@harbor',
      'owner@@harbor.example',
      '.owner@harbor.example',
      'owner.@harbor.example',
      'own..er@harbor.example',
      'owner@-harbor.example',
      'owner @harbor.example',
      'owner@harbor.c',
      'ówner@harbor.example',
      `${'a'.repeat(244)}@harbor.co`,
      `${'a'.repeat(245)}@harbor.co`,
      ` ${'a'.repeat(244)}@harbor.co `,
      `${'a'.repeat(246)}@harbor`,
      '',
      '   ',
    ];
    const workplaces = [
      'Harbor Oyster Bar',
      '  Salt Pier  ',
      'X',
      'x'.repeat(200),
      ` ${'x'.repeat(200)} `,
      'x'.repeat(201),
      '',
      ' ',
    ];
    const answers = ['yes', 'no', ''] as const;
    const pick = seededPicker(2_026_0207);
    for (let i = 0; i < 1000; i++) {
      const values: LeadFormValues = {
        email: pick(emails),
        workplace: pick(workplaces),
        owner_or_gm: pick(answers),
      };
      expect(leadFromForm(values), JSON.stringify(values)).toEqual(schemaLeadFromForm(values));
    }
  });
});

/** leadFromForm as it was written over the schema: the completeness rule, then ZCreateLead. */
function schemaLeadFromForm(values: LeadFormValues) {
  if (!values.email.trim() || !values.workplace.trim() || !values.owner_or_gm) {
    return { ok: false, message: LEAD_FORM_INCOMPLETE };
  }
  const parsed = ZCreateLead.safeParse({
    email: values.email,
    business: values.workplace,
    is_owner_gm: values.owner_or_gm === 'yes',
  });
  return parsed.success
    ? { ok: true, lead: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? LEAD_FORM_INCOMPLETE };
}

describe('ZLead', () => {
  it('describes a stored lead', () => {
    expect(
      ZLead.safeParse({
        ...valid,
        id: 'a3bb189e-8bf9-4888-9912-ace4e6543002',
        lead_source: 'website',
        message: null,
        created_at: '2026-03-15T12:00:00.000Z',
      }).success,
    ).toBe(true);
  });
});

describe('ZSupportMessage (the support page contact form)', () => {
  it('takes an address and a trimmed message of at most 2000 characters', () => {
    expect(ZSupportMessage.parse({ email: ' ana@example.com ', message: '  Help  ' })).toEqual({
      email: 'ana@example.com',
      message: 'Help',
    });
    const problem = (input: unknown) => ZSupportMessage.safeParse(input).error?.issues[0]?.message;
    expect(problem({ email: 'ana@example.com', message: '   ' })).toBe(SUPPORT_MESSAGES.messageRequired);
    expect(problem({ email: 'ana@example.com', message: 'x'.repeat(2001) })).toBe(
      SUPPORT_MESSAGES.messageTooLong,
    );
    expect(problem({ email: 'ana', message: 'Hi' })).toBe(LEAD_MESSAGES.emailInvalid);
    expect(problem({ email: 'ana@example.com', message: 5 })).toBe(SUPPORT_MESSAGES.messageRequired);
  });
});
