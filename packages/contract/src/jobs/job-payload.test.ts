import { describe, expect, it } from 'vitest';
import { ZJobPayload } from './job-payload.ts';
import { samplePayload } from './sample-job.fixture.ts';

const valid = samplePayload;

const issues = (overrides: Record<string, unknown>) => {
  const result = ZJobPayload.safeParse({ ...valid, ...overrides });
  expect(result.success).toBe(false);
  return result.error!.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
};
const messageFor = (field: string, overrides: Record<string, unknown>) =>
  issues(overrides).find((i) => i.field === field)?.message;

describe('ZJobPayload: accepted bodies', () => {
  it('accepts the form payload as sent', () => {
    expect(ZJobPayload.safeParse(valid).success).toBe(true);
  });

  it('fills the defaults for optional fields', () => {
    const {
      minimum_shifts_per_week,
      start_availability,
      requirements,
      basic_requirements,
      benefits,
      ...rest
    } = valid;
    const parsed = ZJobPayload.parse(rest);
    expect(parsed.minimum_shifts_per_week).toBe(1);
    expect(parsed.start_availability).toBe('Immediately');
    expect([parsed.requirements, parsed.basic_requirements, parsed.benefits]).toEqual([[], [], []]);
  });

  it('trims text and the contact email', () => {
    const parsed = ZJobPayload.parse({
      ...valid,
      title: '  Bartender ',
      contact_email: ' bar@harbor.example ',
    });
    expect(parsed.title).toBe('Bartender');
    expect(parsed.contact_email).toBe('bar@harbor.example');
  });

  it('omits blank or null contact name and phone', () => {
    const parsed = ZJobPayload.parse({ ...valid, contact_name: '   ', contact_phone: null });
    expect(parsed.contact_name).toBeUndefined();
    expect(parsed.contact_phone).toBeUndefined();
  });

  it('keeps a contact phone typed with formatting', () => {
    expect(ZJobPayload.parse({ ...valid, contact_phone: '(207) 555-0123' }).contact_phone).toBe(
      '(207) 555-0123',
    );
  });

  it('trims benefits, drops blanks and repeats', () => {
    const parsed = ZJobPayload.parse({
      ...valid,
      benefits: [' Shift meal ', '', '  ', 'shift meal', 'Paid time off'],
    });
    expect(parsed.benefits).toEqual(['Shift meal', 'Paid time off']);
  });

  it('accepts status and ISO posting dates, and a null expiry', () => {
    const parsed = ZJobPayload.parse({
      ...valid,
      status: 'pending',
      posted_at: '2026-03-10T12:00:00.000Z',
      expires_at: '2026-04-09T12:00:00.000Z',
    });
    expect(parsed.status).toBe('pending');
    expect(ZJobPayload.safeParse({ ...valid, expires_at: null }).success).toBe(true);
  });

  it('accepts pay at the slider bounds', () => {
    expect(ZJobPayload.safeParse({ ...valid, base_hourly_pay: 30 }).success).toBe(true);
    expect(ZJobPayload.safeParse({ ...valid, base_hourly_pay: 3, estimated_tips_hourly: 0 }).success).toBe(
      true,
    );
    expect(ZJobPayload.safeParse({ ...valid, is_tipped_role: false, base_hourly_pay: 35 }).success).toBe(
      true,
    );
    expect(ZJobPayload.safeParse({ ...valid, estimated_tips_hourly: 25 }).success).toBe(true);
  });

  it('accepts shifts at any hour, early, midday and past midnight', () => {
    const schedule_data = [
      { day: 'monday', startTime: '04:00', endTime: '12:00' },
      { day: 'tuesday', startTime: '06:00', endTime: '12:00' },
      { day: 'friday', startTime: '20:00', endTime: '02:00' },
    ];
    expect(ZJobPayload.safeParse({ ...valid, schedule_data }).success).toBe(true);
  });

  it('accepts an untipped role without tip fields', () => {
    const { estimated_tips_hourly, tip_structure, tip_pool_description, ...rest } = valid;
    expect(ZJobPayload.safeParse({ ...rest, is_tipped_role: false, base_hourly_pay: 20 }).success).toBe(true);
  });
});

describe('ZJobPayload: the job form messages', () => {
  it.each([
    ['title', { title: '' }, 'Job title is required'],
    ['title', { title: '   ' }, 'Job title is required'],
    ['title', { title: undefined }, 'Job title is required'],
    ['location', { location: '' }, 'Location is required'],
    ['business_id', { business_id: '' }, 'Please select a business'],
    ['business_id', { business_id: undefined }, 'Please select a business'],
    ['business_id', { business_id: 'not-an-id' }, 'Please select a business'],
    ['description', { description: ' ' }, "Tell workers why they'd want to work here"],
    ['contact_email', { contact_email: '' }, 'Email is required'],
    ['contact_email', { contact_email: undefined }, 'Email is required'],
    ['contact_email', { contact_email: 'bar at harbor' }, 'Invalid email address'],
    ['schedule_data', { schedule_data: [] }, 'Please add at least one shift block'],
    ['schedule_data', { schedule_data: undefined }, 'Please add at least one shift block'],
    ['weekly_hours', { weekly_hours: 0 }, 'Weekly hours must be at least 1'],
    [
      'minimum_shifts_per_week',
      { minimum_shifts_per_week: 0 },
      'Minimum shifts per week must be a whole number from 1 to 7',
    ],
    [
      'minimum_shifts_per_week',
      { minimum_shifts_per_week: 8 },
      'Minimum shifts per week must be a whole number from 1 to 7',
    ],
    [
      'minimum_shifts_per_week',
      { minimum_shifts_per_week: 2.5 },
      'Minimum shifts per week must be a whole number from 1 to 7',
    ],
    ['base_hourly_pay', { base_hourly_pay: 2.99 }, 'Base pay must be between $3.00 and $35.00'],
    [
      'base_hourly_pay',
      { base_hourly_pay: 30.1 },
      'Base pay must be between $3.00 and $30.00 for a tipped role',
    ],
    [
      'base_hourly_pay',
      { is_tipped_role: false, base_hourly_pay: 35.1 },
      'Base pay must be between $3.00 and $35.00',
    ],
    ['base_hourly_pay', { base_hourly_pay: '15' }, 'base_hourly_pay must be a number'],
    [
      'estimated_tips_hourly',
      { estimated_tips_hourly: 25.5 },
      'Estimated tips must be between $0.00 and $25.00',
    ],
    [
      'estimated_tips_hourly',
      { estimated_tips_hourly: -1 },
      'Estimated tips must be between $0.00 and $25.00',
    ],
    ['contact_phone', { contact_phone: 'call the bar' }, 'Invalid phone number format'],
    ['contact_phone', { contact_phone: '555' }, 'Invalid phone number format'],
    ['posted_at', { posted_at: '2026-03-10' }, 'Invalid date and time; expected ISO 8601 with a time zone'],
  ])('%s: %j → %s', (field, overrides, message) => {
    expect(messageFor(field, overrides)).toBe(message);
  });

  it('reports every missing required field at once', () => {
    const result = ZJobPayload.safeParse({});
    const fields = result.error!.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(
      expect.arrayContaining([
        'title',
        'business_id',
        'location',
        'description',
        'contact_email',
        'schedule_data',
      ]),
    );
  });

  it('rejects a shift whose end equals its start', () => {
    expect(
      messageFor('schedule_data.0.endTime', {
        schedule_data: [{ day: 'monday', startTime: '10:00', endTime: '10:00' }],
      }),
    ).toBe('End time must differ from start time');
  });

  it('rejects a shift with an unknown day or a malformed time', () => {
    expect(
      messageFor('schedule_data.0.day', {
        schedule_data: [{ day: 'Mon', startTime: '10:00', endTime: '16:00' }],
      }),
    ).toContain('day must be one of');
    expect(
      messageFor('schedule_data.0.startTime', {
        schedule_data: [{ day: 'monday', startTime: '10am', endTime: '16:00' }],
      }),
    ).toBe('Time must be HH:MM (24-hour)');
  });

  it('rejects an expiry at or before the posting date', () => {
    expect(
      messageFor('expires_at', { posted_at: '2026-03-10T12:00:00Z', expires_at: '2026-03-10T12:00:00Z' }),
    ).toBe('Expiry must be after the posting date');
  });

  it('rejects an enum value outside the lists', () => {
    expect(messageFor('status', { status: 'live' })).toBe('status must be one of pending, approved, closed');
    expect(messageFor('start_availability', { start_availability: 'ASAP' })).toContain('start_availability');
    expect(messageFor('tip_structure', { tip_structure: 'shared' })).toContain('tip_structure');
  });
});

describe('ZJobPayload: unknown fields', () => {
  it('rejects one unknown field by name', () => {
    expect(issues({ salary: 40000 })).toEqual([{ field: '', message: 'Unknown field: salary' }]);
  });

  it('lists several unknown fields', () => {
    expect(issues({ id: 'x', created_at: 'y' })[0]?.message).toBe('Unknown fields: id, created_at');
  });

  it('does not let a client set server-owned values', () => {
    expect(ZJobPayload.safeParse({ ...valid, salary_display: '$1,000,000/hr' }).success).toBe(false);
  });
});
