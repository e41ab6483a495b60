import {
  ACTIVITY_BOOKING_FAILED_MESSAGE,
  addDays,
  MIN_ONE_TICKET_MESSAGE,
  OWNER_ONLY_MESSAGE,
  partyTicketsMessage,
  STAY_NOT_PAID_MESSAGE,
  TOO_MANY_TICKETS_MESSAGE,
} from '@parkstays/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActivityDescription } from '../../../features/activities/components/activity-description';
import {
  activities,
  arrival,
  MALICIOUS_DESCRIPTION,
  owner,
  pingAs,
  record,
  sessions,
  signIn,
  stubLayout,
  summary,
  visit,
} from '../../../features/activities/test-data';
import { bookingView } from '../../../features/booking/test-data';
import { formatDate } from '../../../lib/format';
import { renderAt } from '../../../test/render-app';
import { json, mockFetch } from '../../../test/utils';

type Window = typeof window & { __pwned?: boolean };

let scrolled: ReturnType<typeof stubLayout>['scrolled'];
beforeEach(() => {
  ({ scrolled } = stubLayout());
});
afterEach(() => {
  vi.unstubAllGlobals();
  (window as Window).__pwned = undefined;
});

const stay = bookingView({ attributes: { confirmed: 'true' }, view: {} });
stay.booking.status = 'confirmed';

function parkRoutes(extra: Parameters<typeof mockFetch>[0] = {}) {
  return {
    'GET /api/bookings/42': () => json({ success: true, data: stay }),
    'GET /api/parks/1/activities': () => json({ success: true, data: activities }),
    'GET /api/parks/1/activity-sessions': () => json({ success: true, data: sessions }),
    ...extra,
  };
}

/** Activity booking AB0000005 as its session page reads it, its summary changed by `booking`. */
function sessionAnswer(booking: Parameters<typeof summary>[0] = {}) {
  return json({ success: true, data: { data: record(), booking: summary(booking) } });
}

const NOTHING_OUTSTANDING = { outstanding_amount: '0.00', outstanding_pence: 0 };

/** On a Book Activities page: Book Now on Archery Taster's first session opens its ticket choice. */
async function openArcheryTickets(events: ReturnType<typeof userEvent.setup>) {
  const archery = await screen.findByRole('region', { name: 'Archery Taster' });
  await events.click(within(archery).getAllByRole('button', { name: /^Book Now/ })[0]!);
  return screen.findByRole('dialog', { name: 'Book Archery Taster' });
}

/** Asks the ticket choice for `adults` adult tickets and books them. */
async function bookAdults(events: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, adults: number) {
  await events.type(within(dialog).getByLabelText('Adult'), String(adults));
  await events.click(within(dialog).getByRole('button', { name: 'Book Ticket' }));
}

describe('activity descriptions', () => {
  it('render the operator’s HTML without running its script or onerror handler', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { container } = render(<ActivityDescription html={MALICIOUS_DESCRIPTION} />);
    expect(screen.getByText('Telescopes, hot chocolate and the Milky Way.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    expect(image?.getAttribute('onerror')).toBeNull();
    expect(image).toHaveAttribute('alt', '');
    // A javascript: link keeps its words but loses its target.
    expect(screen.getByText('Star chart')).not.toHaveAttribute('href');
    image?.dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(alert).not.toHaveBeenCalled();
    expect((window as Window).__pwned).toBeUndefined();
  });
});

describe('Book Activities', () => {
  it('sends a visitor who is not signed in to log in, and back here afterwards', async () => {
    mockFetch();
    const router = renderAt('/booking/42/activities');
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.location.search).get('redirect')).toBe('activities/42');
  });

  it('lists the park’s activities with their sessions by date, duration, notices and Sold Out', async () => {
    signIn();
    const { fetchMock } = mockFetch({ ...pingAs(), ...parkRoutes() });
    renderAt('/booking/42/activities#activity-RH-STAR');
    expect(await screen.findByRole('heading', { name: 'Book Activities', level: 1 })).toBeInTheDocument();
    const archery = await screen.findByRole('region', { name: 'Archery Taster' });
    expect(within(archery).getByText('All equipment provided.')).toBeInTheDocument();
    expect(within(archery).getByText('1 hour')).toBeInTheDocument();
    expect(within(archery).getByText('Booking Time Restrictions')).toBeInTheDocument();
    expect(
      within(archery).getByText('This activity must be booked at least 2 hours before the start time.'),
    ).toBeInTheDocument();
    const carousel = within(archery).getByRole('region', { name: 'Sessions of Archery Taster' });
    const days = within(carousel).getAllByRole('group');
    expect(days).toHaveLength(4);
    expect(days[0]).toHaveAccessibleName(`${formatDate(arrival)}, 1 of 4`);
    expect(within(days[0]!).getByText('10:00 - 11:00')).toBeInTheDocument();
    expect(within(days[0]!).getByRole('button', { name: /^Book Now/ })).toBeEnabled();
    expect(within(days[0]!).getByRole('button', { name: /^Sold Out/ })).toBeDisabled();
    expect(within(archery).getByRole('button', { name: 'Next dates of Archery Taster' })).toBeInTheDocument();

    // Past midnight: 22:00 to 01:00 is 3 hours.
    const stars = screen.getByRole('region', { name: 'Stargazing on the Cliffs' });
    expect(within(stars).getByText('3 hours')).toBeInTheDocument();

    // Further ahead than the most hours before: Book Now cannot be used, the notice says why.
    const swim = screen.getByRole('region', { name: 'Swimming Lessons' });
    expect(
      within(swim).getByText('This activity can be booked at most 7 days before the start time.'),
    ).toBeInTheDocument();
    const swimBook = within(swim).getByRole('button', { name: /^Book Now/ });
    expect(swimBook).toBeDisabled();
    expect(swimBook).toHaveAccessibleDescription(/can be booked at most 7 days/);

    // Owner-only, for a user without a customer number.
    const wine = screen.getByRole('region', { name: 'Owners’ Wine Tasting' });
    expect(within(wine).getByText(OWNER_ONLY_MESSAGE)).toBeInTheDocument();
    expect(within(wine).getByRole('button', { name: /^Book Now/ })).toBeDisabled();

    // The sessions of the stay were asked for, and the page scrolls to the activity in the address.
    const asked = fetchMock.mock.calls
      .map(([input]) => String(input))
      .find((url) => url.includes('sessions'));
    expect(asked).toBe(
      `/api/parks/1/activity-sessions?start_date_filter=${arrival}&end_date_filter=${addDays(arrival, 7)}`,
    );
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith('activity-RH-STAR'));
  });

  it('lets an owner book an owner-only activity', async () => {
    signIn(owner);
    mockFetch({ ...pingAs(owner), ...parkRoutes() });
    renderAt('/booking/42/activities');
    const wine = await screen.findByRole('region', { name: 'Owners’ Wine Tasting' });
    expect(within(wine).queryByText(OWNER_ONLY_MESSAGE)).not.toBeInTheDocument();
    expect(within(wine).getByRole('button', { name: /^Book Now/ })).toBeEnabled();
  });

  it('checks the ticket choice, shows the total, books and opens the activity session', async () => {
    signIn();
    const { calls } = mockFetch({
      ...pingAs(),
      ...parkRoutes({
        'POST /api/activity_bookings': () =>
          json({ success: true, message: 'Booked', data: { activity_booking_no: 'AB0000005' } }, 201),
        'GET /api/activity_bookings/AB0000005': () => sessionAnswer(),
      }),
    });
    const events = userEvent.setup();
    const router = renderAt('/booking/42/activities');
    const dialog = await openArcheryTickets(events);
    const adult = within(dialog).getByLabelText('Adult');
    const child = within(dialog).getByLabelText('Child (4–17)');
    expect(adult).toHaveAttribute('min', '1');
    expect(adult).toHaveAttribute('max', '7');

    await events.click(within(dialog).getByRole('button', { name: 'Book Ticket' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MIN_ONE_TICKET_MESSAGE);

    await events.type(adult, '4');
    await events.type(child, '4');
    await events.click(within(dialog).getByRole('button', { name: 'Book Ticket' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(TOO_MANY_TICKETS_MESSAGE);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await events.clear(adult);
    await events.type(adult, '2');
    await events.clear(child);
    await events.type(child, '1');
    expect(within(dialog).getByText('£22.00')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Book Ticket' }));
    await waitFor(() => expect(router.location.pathname).toBe('/activity-session/AB0000005'));
    expect(
      calls.find((call) => call.method === 'POST' && call.path === '/api/activity_bookings')?.body,
    ).toEqual({
      activity_session: 'S000001',
      activity_no: 'RH-ARCH',
      booking_no: 'BB000042',
      tickets: [
        { code: 'ADULT', quantity: 2 },
        { code: 'CHILD', quantity: 1 },
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'Your activity session', level: 1 }),
    ).toBeInTheDocument();
  });

  it('reads Processing while booking, then shows the server’s refusal', async () => {
    signIn();
    let answer: (value: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const { fetchMock } = mockFetch({ ...pingAs(), ...parkRoutes() });
    const routed = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).startsWith('/api/activity_bookings')) return pending;
      return routed(input, init);
    });
    const events = userEvent.setup();
    renderAt('/booking/42/activities');
    const dialog = await openArcheryTickets(events);
    await bookAdults(events, dialog, 1);
    expect(await within(dialog).findByRole('button', { name: 'Processing' })).toBeDisabled();
    answer(
      new Response(
        JSON.stringify({
          success: false,
          message: 'Sorry, there are not enough tickets left for this session.',
        }),
        {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        },
      ),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sorry, there are not enough tickets left for this session.',
    );
    expect(within(dialog).getByRole('button', { name: 'Book Ticket' })).toBeEnabled();
  });

  it('asks for the deposit of a stay that is only held, with the way to pay it, and offers no sessions', async () => {
    signIn();
    const held = bookingView({ view: {} });
    held.booking.status = 'held';
    const { fetchMock } = mockFetch({
      ...pingAs(),
      ...parkRoutes({ 'GET /api/bookings/42': () => json({ success: true, data: held }) }),
    });
    renderAt('/booking/42/activities');
    expect(await screen.findByText(STAY_NOT_PAID_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay for your stay' })).toHaveAttribute('href', '/booking/42');
    expect(screen.queryByRole('button', { name: /^Book Now/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/activity-sessions'))).toBe(false);
  });

  it('shows the server’s words when it refuses more tickets than the party', async () => {
    signIn();
    const refusal = partyTicketsMessage(3, 2);
    mockFetch({
      ...pingAs(),
      ...parkRoutes({
        'POST /api/activity_bookings': () =>
          json(
            {
              success: false,
              message: refusal,
              code: 'PARTY_TICKETS',
              errors: [{ field: 'tickets', message: refusal }],
            },
            409,
          ),
      }),
    });
    const events = userEvent.setup();
    renderAt('/booking/42/activities');
    const dialog = await openArcheryTickets(events);
    await bookAdults(events, dialog, 2);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByRole('button', { name: 'Book Ticket' })).toBeEnabled();
  });

  it('says what to do when the booking fails without words from the server', async () => {
    signIn();
    mockFetch({ ...pingAs(), ...parkRoutes({ 'POST /api/activity_bookings': () => json({}, 500) }) });
    const events = userEvent.setup();
    renderAt('/booking/42/activities');
    const dialog = await openArcheryTickets(events);
    await bookAdults(events, dialog, 1);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ACTIVITY_BOOKING_FAILED_MESSAGE);
  });
});

describe('Booked Activities', () => {
  it('shows each booking’s facts, outstanding amount in red, and its buttons', async () => {
    signIn();
    const unpaid = record();
    const free = record({
      id: 6,
      activity_booking_no: 'AB0000006',
      activity_no: 'RH-BNGO',
      activity_session: JSON.stringify({
        name: 'Family Bingo Night',
        date: addDays(arrival, 1),
        start_time: '20:00',
        end_time: '23:30',
        duration: '3 hours 30 minutes',
        park_code: 'RH',
      }),
      elite_data: summary({ outstanding_amount: '0.00', outstanding_pence: 0, total_amount: '0.00' }),
    });
    let confirmed = false;
    const { calls } = mockFetch({
      ...pingAs(),
      'GET /api/bookings/42': () => json({ success: true, data: stay }),
      'GET /api/bookings/42/activity_bookings': () => json({ success: true, data: [unpaid, free] }),
      'PUT /api/activity_bookings/6/confirm': () => {
        confirmed = true;
        return json({ success: true, message: 'Confirmed', data: free });
      },
      'GET /api/activity_bookings/AB0000006': () =>
        json({
          success: true,
          data: {
            data: free,
            booking: summary({
              outstanding_amount: '0.00',
              outstanding_pence: 0,
              confirmed: confirmed ? 'true' : 'false',
            }),
          },
        }),
    });
    const events = userEvent.setup();
    renderAt('/booking/42/booked-activities');
    const archery = await screen.findByRole('article', { name: 'Archery Taster' });
    const facts = within(archery);
    expect(facts.getByText('AB0000005')).toBeInTheDocument();
    expect(facts.getByText('RH-ARCH')).toBeInTheDocument();
    expect(facts.getByText(formatDate(arrival))).toBeInTheDocument();
    expect(facts.getByText('10:00 - 11:00')).toBeInTheDocument();
    expect(facts.getByText('1 hour')).toBeInTheDocument();
    expect(facts.getByText('RH')).toBeInTheDocument();
    const owing = facts.getByText('£22.00');
    expect(owing.className).toMatch(/owing/);
    expect(facts.getByRole('link', { name: /^Make Payment/ })).toHaveAttribute(
      'href',
      '/activity-session/AB0000005#payment',
    );
    expect(facts.getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      '/activity-session/AB0000005',
    );
    // Not paid yet: no tickets, and nothing to fetch them with (they show once paid).
    expect(facts.queryByRole('button', { name: /^Get Tickets/ })).not.toBeInTheDocument();
    expect(facts.queryByRole('button', { name: /Confirm Now/ })).not.toBeInTheDocument();

    const bingo = screen.getByRole('article', { name: 'Family Bingo Night' });
    expect(within(bingo).queryByRole('link', { name: /^Make Payment/ })).not.toBeInTheDocument();
    await events.click(within(bingo).getByRole('button', { name: /^Booking Not Confirmed, Confirm Now\?/ }));
    expect(
      calls.some((call) => call.method === 'PUT' && call.path === '/api/activity_bookings/6/confirm'),
    ).toBe(true);
    // The tickets reload and appear, each with its QR code.
    expect(await within(bingo).findByRole('img', { name: 'QR code AB0000006-1' })).toBeInTheDocument();
    expect(within(bingo).getByRole('heading', { name: 'AB0000006-3 - Child (4–17)' })).toBeInTheDocument();
    expect(within(bingo).queryByRole('button', { name: /^Get Tickets/ })).not.toBeInTheDocument();
  });

  it('says so when nothing is booked yet, with a way to book', async () => {
    signIn();
    mockFetch({
      ...pingAs(),
      'GET /api/bookings/42': () => json({ success: true, data: stay }),
      'GET /api/bookings/42/activity_bookings': () => json({ success: true, data: [] }),
    });
    renderAt('/booking/42/booked-activities');
    expect(
      await screen.findByText('You have not booked any activities for this stay yet.'),
    ).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Book Activities' })) {
      expect(link).toHaveAttribute('href', '/booking/42/activities');
    }
  });
});

describe('Activity session', () => {
  it('shows the facts and the card form while something is outstanding, and no tickets yet', async () => {
    signIn();
    mockFetch({
      ...pingAs(),
      'GET /api/activity_bookings/AB0000005': () => sessionAnswer(),
    });
    renderAt('/activity-session/AB0000005');
    expect(
      await screen.findByRole('heading', { name: 'Your activity session', level: 1 }),
    ).toBeInTheDocument();
    const facts = await screen.findByRole('region', { name: 'Archery Taster' });
    for (const [label, value] of [
      ['Activity Booking No', 'AB0000005'],
      ['Booking No', 'BB000042'],
      ['Activity Session Name', 'Archery Taster'],
      ['Activity Session Date', formatDate(arrival)],
      ['Start Time', '10:00'],
      ['End Time', '11:00'],
      ['Duration', '1 hour'],
      ['Park Code', 'RH'],
    ] as const) {
      expect(within(facts).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    const form = screen.getByRole('form', { name: 'Card payment' });
    expect(within(form).getByRole('radio', { name: 'Full Payment: £22.00' })).toBeChecked();
    expect(within(form).getByLabelText('First name')).toHaveValue('Jane');
    expect(within(form).getByLabelText('Post code')).toHaveValue('YO111AA');
    const tickets = screen.getByRole('region', { name: 'Tickets' });
    expect(
      within(tickets).getByText(/Your tickets will appear here once the booking is paid/),
    ).toBeInTheDocument();
    expect(within(tickets).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a 150 px QR code per ticket once confirmed, and no card form', async () => {
    signIn();
    mockFetch({
      ...pingAs(),
      'GET /api/activity_bookings/AB0000005': () =>
        sessionAnswer({ ...NOTHING_OUTSTANDING, confirmed: 'true' }),
    });
    renderAt('/activity-session/AB0000005');
    const tickets = await screen.findByRole('region', { name: 'Tickets' });
    expect(screen.queryByRole('form', { name: 'Card payment' })).not.toBeInTheDocument();
    for (const [no, name] of [
      [1, 'Adult'],
      [2, 'Adult'],
      [3, 'Child (4–17)'],
    ] as const) {
      expect(within(tickets).getByRole('heading', { name: `AB0000005-${no} - ${name}` })).toBeInTheDocument();
      const code = within(tickets).getByRole('img', { name: `QR code AB0000005-${no}` });
      expect(code).toHaveAttribute('width', '150');
      expect(code).toHaveAttribute('height', '150');
    }
  });

  it('offers to confirm a free booking that is not confirmed yet', async () => {
    signIn();
    let confirmed = false;
    mockFetch({
      ...pingAs(),
      'GET /api/activity_bookings/AB0000005': () =>
        sessionAnswer({ ...NOTHING_OUTSTANDING, confirmed: confirmed ? 'true' : 'false' }),
      'PUT /api/activity_bookings/5/confirm': () => {
        confirmed = true;
        return json({ success: true, message: 'Confirmed', data: record() });
      },
    });
    const events = userEvent.setup();
    renderAt('/activity-session/AB0000005');
    await events.click(await screen.findByRole('button', { name: 'Booking Not Confirmed, Confirm Now?' }));
    expect(await screen.findByRole('img', { name: 'QR code AB0000005-1' })).toBeInTheDocument();
    expect(
      screen.getByText('Your activity booking is confirmed. Your tickets are on their way by e-mail.'),
    ).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to log in first', async () => {
    mockFetch();
    const router = renderAt('/activity-session/AB0000005');
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.location.search).get('redirect')).toBe('activity_session/AB0000005');
  });
});

const activityView = (overrides: { visits?: unknown[]; bookings?: unknown[] } = {}) => ({
  success: true,
  data: {
    activity: activities[3],
    visits: [
      {
        id: 9,
        visit_start_date: arrival,
        visit_end_date: addDays(arrival, 4),
        park: { title: 'Robin Hood Park', image_url: '/media/parks/rh.svg', park_code: 'RH' },
      },
    ],
    bookings: [
      {
        id: 42,
        booking_no: 'BB000042',
        arrival_date: arrival,
        no_of_nights: 7,
        park: { title: 'Robin Hood Park', image_url: '', park_code: 'RH' },
        accommodation: { title: 'Harbour View Lodge', grade_code: 'LODGE2' },
        activity_bookings: [record()],
      },
    ],
    ...overrides,
  },
});

describe('Activity view', () => {
  it('shows a visitor the activity and asks them to log in', async () => {
    const { calls } = mockFetch({
      'GET /api/activities/RH%20WINE': () => json(activityView({ visits: [], bookings: [] })),
    });
    renderAt('/activity/RH%20WINE');
    expect(
      await screen.findByRole('heading', { name: 'Owners’ Wine Tasting', level: 1 }),
    ).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Log in to book this activity')).toBeInTheDocument();
    expect(main.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(main.queryByRole('tablist')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/activities/RH%20WINE')).toBe(true);
  });

  it('opens on the owner’s visits, with links to book and view, and the stays on the other tab', async () => {
    signIn(owner);
    mockFetch({ ...pingAs(owner), 'GET /api/activities/RH-WINE': () => json(activityView()) });
    const events = userEvent.setup();
    renderAt('/activity/RH-WINE');
    const visitsTab = await screen.findByRole('tab', { name: 'Upcoming Owner Visits' });
    expect(visitsTab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel).getByText(`From ${formatDate(arrival)} to ${formatDate(addDays(arrival, 4))}`),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /^Book Activities/ })).toHaveAttribute(
      'href',
      '/owners-portal/visit/9/activites#activity-RH-WINE',
    );
    expect(within(panel).getByRole('link', { name: /^View Bookings/ })).toHaveAttribute(
      'href',
      '/owners-portal/visit/9',
    );
    await events.click(screen.getByRole('tab', { name: 'Upcoming Bookings' }));
    const stays = screen.getByRole('tabpanel');
    expect(
      within(stays).getByRole('heading', { name: 'Harbour View Lodge, Robin Hood Park' }),
    ).toBeInTheDocument();
    expect(within(stays).getByRole('article', { name: 'Archery Taster' })).toBeInTheDocument();
  });

  it('opens on the bookings when there are no visits, with the visits tab disabled', async () => {
    signIn();
    mockFetch({ ...pingAs(), 'GET /api/activities/RH-WINE': () => json(activityView({ visits: [] })) });
    renderAt('/activity/RH-WINE');
    expect(await screen.findByRole('tab', { name: 'Upcoming Owner Visits' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Upcoming Bookings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(OWNER_ONLY_MESSAGE)).toBeInTheDocument();
  });
});

describe('Owner visit', () => {
  it('shows the visit’s park, dates and activity bookings', async () => {
    signIn(owner);
    mockFetch({
      ...pingAs(owner),
      'GET /api/users/visits/9': () =>
        json({
          success: true,
          data: visit({ activitybookings: [record({ booking_no: null, booking_id: null, visit_id: 9 })] }),
        }),
    });
    renderAt('/owners-portal/visit/9');
    expect(await screen.findByRole('heading', { name: 'Your Visit', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Robin Hood Park' })).toBeInTheDocument();
    expect(
      screen.getByText(`From ${formatDate(arrival)} to ${formatDate(addDays(arrival, 4))}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Activities' })).toHaveAttribute(
      'href',
      '/owners-portal/visit/9/activites',
    );
    const card = screen.getByRole('article', { name: 'Archery Taster' });
    expect(within(card).getByRole('link', { name: /^View Details/ })).toBeInTheDocument();
  });

  it('books tickets against the visit, owner-only activities included', async () => {
    signIn(owner);
    const { calls, fetchMock } = mockFetch({
      ...pingAs(owner),
      'GET /api/users/visits/9': () => json({ success: true, data: visit() }),
      'GET /api/parks/1/activities': () => json({ success: true, data: activities }),
      'GET /api/parks/1/activity-sessions': () => json({ success: true, data: sessions }),
      'POST /api/activity_bookings': () =>
        json({ success: true, message: 'Booked', data: { activity_booking_no: 'AB0000007' } }, 201),
    });
    const events = userEvent.setup();
    const router = renderAt('/owners-portal/visit/9/activites');
    const wine = await screen.findByRole('region', { name: 'Owners’ Wine Tasting' });
    await events.click(within(wine).getByRole('button', { name: /^Book Now/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Owners’ Wine Tasting' });
    await bookAdults(events, dialog, 2);
    await waitFor(() => expect(router.location.pathname).toBe('/activity-session/AB0000007'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      activity_session: 'S000030',
      activity_no: 'RH-WINE',
      visit_id: 9,
      tickets: [{ code: 'ADULT', quantity: 2 }],
    });
    const asked = fetchMock.mock.calls
      .map(([input]) => String(input))
      .find((url) => url.includes('sessions'));
    expect(asked).toBe(
      `/api/parks/1/activity-sessions?start_date_filter=${arrival}&end_date_filter=${addDays(arrival, 4)}`,
    );
  });
});
