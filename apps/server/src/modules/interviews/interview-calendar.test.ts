import { portlandInstant } from '@perks/contract';
import { translatorForLocale } from '@perks/contract/i18n/catalogs';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, createAuthTestApp } from '../../test/auth-test-kit.ts';
import { callAs } from '../../test/call-as.ts';
import { conversationSetUp, daytimeClock } from '../../test/conversation-kit.ts';
import { person } from '../../test/signed-in-person.ts';
import { interviewCalendar } from './interview-calendar.ts';
import { actAs, inviteAs, portlandSlot } from './interviews-test-kit.ts';

// The calendar file (decision 090), read back by an independent parser (ical.js): the start
// instant, its zone America/New_York, and both daylight-saving nights of 2026.

/** The event's start as ical.js reads the file: the instant and the zone it is written in. */
function parsedStart(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(file));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    instant: event.startDate.toJSDate().toISOString(),
    zone: event.startDate.zone?.tzid,
    tzid: event.component.getFirstProperty('dtstart')?.getParameter('tzid'),
    wall: event.startDate.toString(),
    minutes: event.duration.toSeconds() / 60,
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    location: event.location,
  };
}

const file = (startsAt: Date, minutes = 30) =>
  interviewCalendar(
    {
      id: '5b0a8f9e-6a47-4d3c-9a5e-0d4d3f1f8c11',
      starts_at: startsAt,
      minutes,
      place: 'business',
      address: '12 Fore St, Portland, ME 04101',
      with_whom: 'Maria',
      note: null,
    },
    { businessName: 'Harbor Grill', jobTitle: 'Line Cook' },
    translatorForLocale('en'),
  );

describe('the calendar file of an interview', () => {
  it('holds the Portland start in America/New_York, the length, the title and the place', () => {
    const parsed = parsedStart(file(new Date('2026-12-08T20:00:00Z'), 45));
    expect(parsed).toMatchObject({
      instant: '2026-12-08T20:00:00.000Z',
      zone: 'America/New_York',
      tzid: 'America/New_York',
      wall: '2026-12-08T15:00:00',
      minutes: 45,
      end: '2026-12-08T20:45:00.000Z',
      summary: 'Interview: Line Cook at Harbor Grill',
      location: '12 Fore St, Portland, ME 04101',
    });
  });

  it('is right around the spring night (2026-03-08)', () => {
    for (const [start, instant] of [
      ['01:30', '2026-03-08T06:30:00.000Z'],
      ['03:00', '2026-03-08T07:00:00.000Z'],
      ['03:30', '2026-03-08T07:30:00.000Z'],
      ['15:00', '2026-03-08T19:00:00.000Z'],
    ] as const) {
      const at = portlandInstant('2026-03-08', start)!;
      expect(at.toISOString()).toBe(instant);
      expect(parsedStart(file(at))).toMatchObject({
        instant,
        zone: 'America/New_York',
        wall: `2026-03-08T${start}:00`,
      });
    }
    // An interview of 90 minutes across the change ends at the right instant.
    expect(parsedStart(file(portlandInstant('2026-03-08', '01:00')!, 90)).end).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });

  it('is right around the autumn night (2026-11-01), whose repeated hour interviews refuse', () => {
    // An interview from 00:30 for 2 hours crosses the repeated hour: it ends at 01:30 standard time.
    expect(parsedStart(file(portlandInstant('2026-11-01', '00:30')!, 120)).end).toBe(
      '2026-11-01T06:30:00.000Z',
    );
    for (const [start, instant] of [
      ['00:30', '2026-11-01T04:30:00.000Z'],
      ['00:59', '2026-11-01T04:59:00.000Z'],
      ['02:00', '2026-11-01T07:00:00.000Z'],
      ['02:30', '2026-11-01T07:30:00.000Z'],
      ['15:00', '2026-11-01T20:00:00.000Z'],
    ] as const) {
      const at = portlandInstant('2026-11-01', start)!;
      expect(at.toISOString()).toBe(instant);
      expect(parsedStart(file(at))).toMatchObject({
        instant,
        zone: 'America/New_York',
        wall: `2026-11-01T${start}:00`,
      });
    }
  });
});

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ PUBLIC_URL: 'https://perks.example' }, undefined, { clock: daytimeClock() });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /interviews/{id}/calendar.ics', () => {
  it('gives both sides the file once a time is chosen, and anyone with the link; a stranger, a wrong key and no time get 404', async () => {
    const db = t.database.db;
    const { worker, owner, applicationId } = await conversationSetUp(t.app, db);
    const offered = (
      await inviteAs(t.app, owner, applicationId, { slots: [portlandSlot(5, '15:00')] })
    ).json().data;
    const path = `/interviews/${offered.id}/calendar.ics`;
    expect(offered.calendar_url).toBeNull();
    expect((await callAs(t.app, 'GET', path, worker)).statusCode).toBe(404);
    const chosen = (await actAs(t.app, worker, offered.id, 'choose', { slot: 1 })).json().data;
    expect(chosen.calendar_url).toMatch(/calendar\.ics\?key=[\w-]+$/);

    for (const who of [worker, owner]) {
      const res = await callAs(t.app, 'GET', `${path}?lang=es`, who);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/calendar');
      expect(parsedStart(res.body)).toMatchObject({ instant: chosen.starts_at, zone: 'America/New_York' });
      expect(parsedStart(res.body).summary).toContain('Entrevista');
    }
    const linked = await t.app.inject({ method: 'GET', url: chosen.calendar_url });
    expect(linked.statusCode).toBe(200);
    expect(parsedStart(linked.body).instant).toBe(chosen.starts_at);

    const stranger = await person(t.app, db);
    expect((await callAs(t.app, 'GET', path, stranger)).statusCode).toBe(404);
    expect((await callAs(t.app, 'GET', path, null)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1${path}?key=${'a'.repeat(32)}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1${path}?key=%00` })).statusCode).toBe(400);
    expect((await callAs(t.app, 'GET', `${path}?lang=xx`, worker)).statusCode).toBe(400);
    expect((await callAs(t.app, 'GET', '/interviews/not-an-id/calendar.ics', worker)).statusCode).toBe(404);
  });
});
