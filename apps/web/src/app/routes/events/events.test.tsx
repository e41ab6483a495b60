import type { TEvent } from '@parkstays/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moreEventsText, toCalendarEvents, visibleRange } from '../../../features/events/calendar-events';
import { json, mockFetch, renderWithProviders } from '../../../test/utils';
import { EventsRoute } from './events';

function event(id: number, date: string, name: string, start = '10:00', end = '11:00'): TEvent {
  return {
    id,
    name,
    start_time: start,
    end_time: end,
    date,
    park_code: 'RH',
    location: 'Clubhouse',
    description: `${name} for all the family.`,
  };
}

describe('events → calendar entries', () => {
  it('flattens the groups by date into title, start, end and eventFull, in time order', () => {
    const quiz = event(2, '2026-03-14', 'Quiz Night', '19:30', '21:00');
    const bingo = event(3, '2026-03-14', 'Bingo', '14:00', '15:30');
    const yoga = event(1, '2026-03-02', 'Beach Yoga', '08:00', '09:00');
    const entries = toCalendarEvents({
      '2026-03-14': { events: [quiz, bingo] },
      '2026-03-02': { events: [yoga] },
      '2026-03-03': { events: [] },
    });
    expect(entries).toEqual([
      {
        id: '1',
        title: 'Beach Yoga',
        start: '2026-03-02T08:00',
        end: '2026-03-02T09:00',
        extendedProps: { eventFull: yoga },
      },
      {
        id: '3',
        title: 'Bingo',
        start: '2026-03-14T14:00',
        end: '2026-03-14T15:30',
        extendedProps: { eventFull: bingo },
      },
      {
        id: '2',
        title: 'Quiz Night',
        start: '2026-03-14T19:30',
        end: '2026-03-14T21:00',
        extendedProps: { eventFull: quiz },
      },
    ]);
    expect(toCalendarEvents({})).toEqual([]);
  });

  it('words the more link and turns the visible range into inclusive days', () => {
    expect(moreEventsText(1)).toBe('Show 1 more event');
    expect(moreEventsText(4)).toBe('Show 4 more events');
    expect(visibleRange(new Date(2026, 1, 23), new Date(2026, 3, 6))).toEqual({
      startDate: '2026-02-23',
      endDate: '2026-04-05',
    });
  });
});

describe('/events', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-11T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('asks calendar 6 for exactly the weeks the month grid shows and shows the events', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/events': () =>
        json({
          success: true,
          data: {
            '2026-03-13': { events: [event(7, '2026-03-13', 'Live Music', '20:00', '22:00')] },
          },
        }),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(<EventsRoute />);
    expect(screen.getByRole('heading', { name: 'Events', level: 1 })).toBeInTheDocument();
    const title = await screen.findByText('Live Music');

    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/events');
    expect(asked).toHaveLength(1);
    // March 2026, Monday first: Mon 23 February to Sun 5 April (six weeks).
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
      calendar_id: '6',
      start_date: '2026-02-23',
      end_date: '2026-04-05',
    });
    expect(screen.getByText('March 2026')).toBeInTheDocument();

    await userEvent.click(title);
    expect(warn).toHaveBeenCalledWith(
      'Event clicked',
      expect.objectContaining({ id: 7, name: 'Live Music' }),
    );
  });

  it('says when there are no events, and offers a retry when they cannot be loaded', async () => {
    let fail = true;
    mockFetch({
      'GET /api/events': () =>
        fail ? json({ success: false, message: 'Server error' }, 500) : json({ success: true, data: {} }),
    });
    renderWithProviders(<EventsRoute />);
    expect(
      await screen.findByText('We could not load the events', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('There are no events on these dates.')).toBeInTheDocument());
  });
});
