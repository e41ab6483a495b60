import {
  MIN_ONE_TICKET_MESSAGE,
  NOT_ENOUGH_TICKETS_MESSAGE,
  TOO_MANY_TICKETS_MESSAGE,
} from '@parkstays/contract';
import { describe, expect, it } from 'vitest';
import {
  activityDuration,
  bookingWindowMessages,
  bookingWindowState,
  groupSessionsByDate,
  londonInstant,
  ownerOnlyBlocked,
  parseBookingSession,
  sessionRange,
  ticketCap,
  ticketProblem,
  ticketTotals,
} from './activity-rules';
import { owner, sessions } from './test-data';

describe('activity rules', () => {
  it('computes the duration from the first session, wrapping past midnight', () => {
    expect(activityDuration([{ start_time: '22:00', end_time: '01:00' }])).toBe('3 hours');
    expect(activityDuration([{ start_time: '09:00', end_time: '09:45' }])).toBe('45 minutes');
    expect(
      activityDuration([
        { start_time: '17:00', end_time: '18:30' },
        { start_time: '10:00', end_time: '11:00' },
      ]),
    ).toBe('1 hour 30 minutes');
    expect(activityDuration([])).toBeUndefined();
  });

  it('offers the days of a stay from today, at most 92 days, and nothing once it is over', () => {
    expect(sessionRange('2026-07-10', '2026-07-17', '2026-07-01')).toEqual({
      from: '2026-07-10',
      to: '2026-07-17',
    });
    expect(sessionRange('2026-07-10', '2026-07-17', '2026-07-12')).toEqual({
      from: '2026-07-12',
      to: '2026-07-17',
    });
    expect(sessionRange('2026-01-01', '2026-12-31', '2026-01-01')).toEqual({
      from: '2026-01-01',
      to: '2026-04-03',
    });
    expect(sessionRange('2026-07-10', '2026-07-17', '2026-07-18')).toBeUndefined();
  });

  it('measures the booking window on the parks’ clock', () => {
    // 10:00 in London in summer is 09:00 UTC.
    expect(londonInstant('2026-07-10', '10:00').toISOString()).toBe('2026-07-10T09:00:00.000Z');
    expect(londonInstant('2026-01-10', '10:00').toISOString()).toBe('2026-01-10T10:00:00.000Z');
    const session = { date: '2026-07-10', start_time: '10:00' };
    const now = (iso: string) => new Date(iso);
    const atLeast2 = { minimum_hours_before_booking: 2, maximum_hours_before_booking: null };
    expect(bookingWindowState(atLeast2, session, now('2026-07-10T06:59:00Z'))).toBe('open');
    expect(bookingWindowState(atLeast2, session, now('2026-07-10T07:01:00Z'))).toBe('closed');
    const atMostAWeek = { minimum_hours_before_booking: null, maximum_hours_before_booking: 168 };
    expect(bookingWindowState(atMostAWeek, session, now('2026-07-02T09:00:00Z'))).toBe('not-yet');
    expect(bookingWindowState(atMostAWeek, session, now('2026-07-03T09:01:00Z'))).toBe('open');
    // No window: open until the session starts.
    const none = { minimum_hours_before_booking: null, maximum_hours_before_booking: null };
    expect(bookingWindowState(none, session, now('2026-07-10T09:01:00Z'))).toBe('closed');
  });

  it('words the Booking Time Restrictions, in days over 24 hours', () => {
    expect(
      bookingWindowMessages({ minimum_hours_before_booking: 2, maximum_hours_before_booking: 168 }),
    ).toEqual([
      'This activity must be booked at least 2 hours before the start time.',
      'This activity can be booked at most 7 days before the start time.',
    ]);
    expect(
      bookingWindowMessages({ minimum_hours_before_booking: null, maximum_hours_before_booking: null }),
    ).toEqual([]);
  });

  it('keeps owner-only activities for users with a customer number', () => {
    expect(ownerOnlyBlocked({ owner_only: 1 }, null)).toBe(true);
    expect(ownerOnlyBlocked({ owner_only: 1 }, { ...owner, customer_no: null })).toBe(true);
    expect(ownerOnlyBlocked({ owner_only: 1 }, owner)).toBe(false);
    expect(ownerOnlyBlocked({ owner_only: 0 }, null)).toBe(false);
  });

  it('groups sessions by date in order, each day by start time', () => {
    const days = groupSessionsByDate(sessions.filter((s) => s.activity_code === 'RH-ARCH'));
    expect(days.map((d) => d.sessions.map((s) => s.no))).toEqual([
      ['S000001', 'S000003'],
      ['S000002'],
      ['S000004'],
      ['S000005'],
    ]);
  });

  it('caps tickets at 7 and at what is left, with the documented messages', () => {
    expect(ticketCap(12)).toBe(7);
    expect(ticketCap(3)).toBe(3);
    expect(ticketProblem(0, 12)).toBe(MIN_ONE_TICKET_MESSAGE);
    expect(ticketProblem(8, 12)).toBe(TOO_MANY_TICKETS_MESSAGE);
    expect(ticketProblem(4, 3)).toBe(NOT_ENOUGH_TICKETS_MESSAGE);
    expect(ticketProblem(7, 12)).toBeUndefined();
    const types = [
      { code: 'ADULT', price_pence: 800 },
      { code: 'CHILD', price_pence: 600 },
    ];
    expect(
      ticketTotals(
        [
          { code: 'ADULT', quantity: 2 },
          { code: 'CHILD', quantity: 1 },
        ],
        types,
      ),
    ).toEqual({ count: 3, pence: 2200 });
  });

  it('reads the session of an activity booking, and nothing from text that is not one', () => {
    expect(
      parseBookingSession(
        '{"name":"Archery","date":"2026-07-10","start_time":"10:00","end_time":"11:00","duration":"1 hour","park_code":"RH"}',
      )?.name,
    ).toBe('Archery');
    expect(parseBookingSession('not json')).toBeUndefined();
    expect(parseBookingSession('{"name":1}')).toBeUndefined();
  });
});
