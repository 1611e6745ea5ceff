import { describe, expect, it } from 'vitest';
import { MIN_PAY_INVALID } from '../jobs/job-list-query.ts';
import { RADIUS_INVALID, RADIUS_PLACE_MISSING, ZIP_INVALID } from '../jobs/place.ts';
import {
  JOB_ALERT_CHANNEL_MISSING,
  JOB_ALERT_NAME_MISSING,
  ZCreateJobAlertRequest,
  ZJobAlertFilters,
  ZUpdateJobAlertRequest,
} from './job-alerts.ts';

const base = {
  name: 'Bartending',
  filters: { role_type: 'bartender' },
  frequency: 'instant',
  channels: ['email'],
};

describe('job alert requests', () => {
  it('keeps the job board filters, typed as the board reads them', () => {
    const parsed = ZJobAlertFilters.parse({ title_search: ' bar ', is_tipped_role: 'true', location: '' });
    expect(parsed).toEqual({ title_search: 'bar', is_tipped_role: true, location: undefined });
    expect(ZJobAlertFilters.safeParse({ title_search: 'b' }).error?.issues[0]?.message).toBe(
      'Search requires at least 2 characters',
    );
  });

  it('keeps a pay floor in dollars, from a box or a number, and refuses a bad one naming it', () => {
    expect(ZJobAlertFilters.parse({ min_pay: ' 18.50 ' }).min_pay).toBe(18.5);
    expect(ZJobAlertFilters.parse({ min_pay: 21 }).min_pay).toBe(21);
    expect(ZJobAlertFilters.parse({ min_pay: '' }).min_pay).toBeUndefined();
    for (const bad of [-1, '-1', 'NaN', 1e6, '18.555', null, true, [18]]) {
      const issue = ZJobAlertFilters.safeParse({ min_pay: bad }).error?.issues[0];
      expect(issue, JSON.stringify(bad)).toMatchObject({ path: ['min_pay'], message: MIN_PAY_INVALID });
    }
  });

  it('refuses paging, sorting and unknown filters by name', () => {
    expect(ZJobAlertFilters.safeParse({ page: 2 }).error?.issues[0]?.message).toBe('Unknown field: page');
  });

  it('keeps a ZIP code and its radius, 10 miles when none is given', () => {
    expect(ZJobAlertFilters.parse({ zip: ' 04101 ', radius: '5' })).toEqual({ zip: '04101', radius: 5 });
    expect(ZJobAlertFilters.parse({ zip: '04101' })).toEqual({ zip: '04101', radius: 10 });
    expect(ZJobAlertFilters.parse({ zip: '', role_type: 'bartender' })).toEqual({
      zip: undefined,
      role_type: 'bartender',
    });
  });

  it('refuses a bad place naming its field, and never takes a position', () => {
    const issue = (filters: object) => ZJobAlertFilters.safeParse(filters).error?.issues[0];
    expect(issue({ zip: '4101' })).toMatchObject({ path: ['zip'], message: ZIP_INVALID });
    expect(issue({ zip: '04101', radius: 7 })).toMatchObject({ path: ['radius'], message: RADIUS_INVALID });
    expect(issue({ radius: 5 })).toMatchObject({ path: ['radius'], message: RADIUS_PLACE_MISSING });
    expect(issue({ lat: 43.66, lng: -70.26 })?.message).toBe('Unknown fields: lat, lng');
  });

  it('defaults the digest time and paused, and stores channels once each in a fixed order', () => {
    const parsed = ZCreateJobAlertRequest.parse({ ...base, channels: ['sms', 'email'] });
    expect(parsed).toMatchObject({ digest_time: '08:00', paused: false, channels: ['email', 'sms'] });
  });

  it('needs a name and at least one channel', () => {
    expect(ZCreateJobAlertRequest.safeParse({ ...base, name: '  ' }).error?.issues[0]?.message).toBe(
      JOB_ALERT_NAME_MISSING,
    );
    expect(ZCreateJobAlertRequest.safeParse({ ...base, channels: [] }).error?.issues[0]?.message).toBe(
      JOB_ALERT_CHANNEL_MISSING,
    );
  });

  it('takes a digest time as 24-hour HH:MM', () => {
    expect(ZUpdateJobAlertRequest.safeParse({ digest_time: '7:30' }).success).toBe(false);
    expect(ZUpdateJobAlertRequest.safeParse({ digest_time: '07:30' }).success).toBe(true);
    expect(ZUpdateJobAlertRequest.safeParse({ frequency: 'hourly' }).success).toBe(false);
  });
});
