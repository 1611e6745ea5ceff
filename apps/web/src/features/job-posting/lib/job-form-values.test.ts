import { ZJobPayload } from '@perks/contract';
import { describe, expect, it } from 'vitest';
import { savedJob } from '../testing/job-fixtures';
import { emptyJobForm, formToPayload, type JobFormValues, jobToForm } from './job-form-values';
import { fromLocalInput, toLocalInput } from './local-datetime';

const now = new Date(2026, 2, 10, 9, 30); // 10 March 2026, 9:30 local time

function filled(overrides: Partial<JobFormValues> = {}): JobFormValues {
  return {
    ...emptyJobForm(now),
    title: 'Lead Bartender',
    business: { id: '11111111-1111-4111-8111-111111111111', name: 'Tidewater Oyster Bar' },
    location: '12 Fore St, Portland, ME',
    description: 'Oysters and a great crew.',
    contact_email: 'bar@tidewater.example',
    shifts: [
      { id: 'a', days: ['friday', 'saturday'], startTime: '18:00', endTime: '02:00' },
      { id: 'b', days: ['sunday'], startTime: '10:00', endTime: '16:00' },
    ],
    ...overrides,
  };
}

describe('emptyJobForm', () => {
  it('starts tipped at $15 plus $8 tips, immediately, approved, posted now and expiring in 30 days', () => {
    const form = emptyJobForm(now);
    expect(form).toMatchObject({
      is_tipped_role: true,
      base_hourly_pay: 15,
      estimated_tips_hourly: 8,
      minimum_shifts_per_week: 1,
      start_availability: 'Immediately',
      status: 'approved',
      posted_at: '2026-03-10T09:30',
      expires_at: '2026-04-09T09:30',
    });
  });
});

describe('formToPayload', () => {
  it('builds the job payload with derived values the schema accepts', () => {
    const payload = formToPayload(filled(), now);
    expect(payload).toMatchObject({
      title: 'Lead Bartender',
      business_id: '11111111-1111-4111-8111-111111111111',
      company: 'Tidewater Oyster Bar',
      employment_type: 'part-time',
      role_type: 'bartender',
      weekly_hours: 22,
      requirements: [],
      basic_requirements: [],
      is_tipped_role: true,
      base_hourly_pay: 15,
      estimated_tips_hourly: 8,
      tip_structure: 'individual',
      schedule_data: [
        { day: 'friday', startTime: '18:00', endTime: '02:00' },
        { day: 'saturday', startTime: '18:00', endTime: '02:00' },
        { day: 'sunday', startTime: '10:00', endTime: '16:00' },
      ],
      posted_at: new Date(2026, 2, 10, 9, 30).toISOString(),
      expires_at: new Date(2026, 3, 9, 9, 30).toISOString(),
    });
    expect(ZJobPayload.safeParse(payload).success).toBe(true);
  });

  it('sends contact name and phone only when filled', () => {
    expect(formToPayload(filled({ contact_name: '  ', contact_phone: '' }), now)).not.toHaveProperty(
      'contact_name',
    );
    expect(formToPayload(filled({ contact_name: '  ', contact_phone: '' }), now)).not.toHaveProperty(
      'contact_phone',
    );
    expect(
      formToPayload(filled({ contact_name: ' Luis ', contact_phone: '(207) 555-0108' }), now),
    ).toMatchObject({
      contact_name: 'Luis',
      contact_phone: '(207) 555-0108',
    });
  });

  it('falls back to $15 when the base pay is not a number', () => {
    expect(formToPayload(filled({ base_hourly_pay: Number.NaN }), now).base_hourly_pay).toBe(15);
  });

  it('leaves tips out of an untipped job', () => {
    const payload = formToPayload(filled({ is_tipped_role: false, base_hourly_pay: 20 }), now);
    expect(payload).not.toHaveProperty('estimated_tips_hourly');
    expect(payload).not.toHaveProperty('tip_structure');
  });

  it('posts now when the posting date is empty, and never expires when the expiry is cleared', () => {
    const payload = formToPayload(filled({ posted_at: '', expires_at: '' }), now);
    expect(payload.posted_at).toBe(now.toISOString());
    expect(payload.expires_at).toBeNull();
  });

  it('has no business id when none is picked, which the schema reports', () => {
    const payload = formToPayload(filled({ business: null }), now);
    expect(ZJobPayload.safeParse(payload).error?.issues[0]?.message).toBe('Please select a business');
  });
});

describe('jobToForm', () => {
  it('fills the form from a saved job, regrouping days that share a shift', () => {
    const job = savedJob({ benefits: ['Shift meal'], contact_name: 'Maggie' });
    const form = jobToForm(job);
    expect(form).toMatchObject({
      title: 'Line Cook',
      business: { id: job.business_id, name: 'Salt Pier Kitchen' },
      base_hourly_pay: 22,
      is_tipped_role: false,
      benefits: ['Shift meal'],
      contact_name: 'Maggie',
      contact_phone: '',
      posted_at: toLocalInput(job.posted_at),
      expires_at: toLocalInput(job.expires_at),
    });
    expect(form.shifts).toEqual([
      expect.objectContaining({ days: ['monday', 'tuesday'], startTime: '14:00', endTime: '22:00' }),
    ]);
    expect(formToPayload(form).schedule_data).toEqual(job.schedule_data);
  });

  it("keeps a saved job's languages spoken at work, and sends them back", () => {
    const form = jobToForm(savedJob({ languages: ['en', 'so'] }));
    expect(form.languages).toEqual(['en', 'so']);
    expect(formToPayload(form).languages).toEqual(['en', 'so']);
    expect(formToPayload(jobToForm(savedJob())).languages).toEqual([]);
  });

  it('leaves the expiry empty for a job that never expires', () => {
    expect(jobToForm(savedJob({ expires_at: null })).expires_at).toBe('');
  });

  it('keeps a role type the poster picked, and lets one the title gives follow the title', () => {
    const picked = jobToForm(savedJob({ title: 'Sous Chef', role_type: 'management' }));
    expect(picked.role_type).toBe('management');
    expect(formToPayload({ ...picked, title: 'Chef de Cuisine' }).role_type).toBe('management');

    const following = jobToForm(savedJob({ title: 'Line Cook', role_type: 'cook' }));
    expect(following.role_type).toBeNull();
    expect(formToPayload({ ...following, title: 'Head Hostess' }).role_type).toBe('host');
  });
});

describe('local date-times', () => {
  it('round-trips a datetime-local value', () => {
    expect(toLocalInput(fromLocalInput('2026-03-10T18:30'))).toBe('2026-03-10T18:30');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});
