import {
  addDays,
  decodeAvailability,
  FEATURE_FILTERS,
  NO_AVAILABILITY_MESSAGE,
  nextFriday,
  type TAccommodation,
} from '@parkstays/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render-app';
import { json, mockFetch, stubLayoutApis } from '../../test/utils';
import {
  allAvailable,
  availabilityAnswer,
  catalogueRoutes,
  futureFriday,
  grade,
  parks,
  row,
  settings,
  today,
} from './test-data';

function setup(grades: TAccommodation[], arrival: string, rows = allAvailable(grades, arrival)) {
  return mockFetch({
    ...catalogueRoutes(grades),
    'GET /api/find-availability': () => availabilityAnswer(arrival, 7, rows),
  });
}

const searchPath = (arrival: string, extra = '') =>
  `/?booking_type=1&arrival_date=${arrival}&no_of_nights=7&no_of_adults=2${extra}`;

function cards() {
  return within(screen.getByRole('region', { name: 'Available holidays' })).queryAllByRole('article');
}

function availabilityCalls(fetchMock: ReturnType<typeof mockFetch>['fetchMock']) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/find-availability');
}

beforeEach(() => {
  stubLayoutApis();
});

describe('the home search: arrival days', () => {
  it('tells the guest the days a stay may start on, asked again for each park and stay length', async () => {
    const arrival = futureFriday();
    let message = 'Stays of 7 nights here start on a Monday or Friday.';
    const { fetchMock } = mockFetch({
      ...catalogueRoutes([grade('Lodge')]),
      'GET /api/find-availability': () => availabilityAnswer(arrival, 7, []),
      'GET /api/arrival-days': () =>
        json({ success: true, data: { closed_weekdays: message ? [0, 2, 3, 4, 6] : [], message } }),
    });
    renderAt(searchPath(arrival, '&park_code=RH'));
    expect(
      await screen.findByText('Stays of 7 nights here start on a Monday or Friday.'),
    ).toBeInTheDocument();
    const asked = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/arrival-days')
        .map((url) => Object.fromEntries(url.searchParams));
    expect(asked()[0]).toEqual({ booking_type: '1', park_code: 'RH', no_of_nights: '7' });

    // Staff open every day: the next time the search bar asks, the hint goes.
    message = '';
    await userEvent.selectOptions(screen.getByLabelText('Nights'), '14');
    await waitFor(() =>
      expect(screen.queryByText(/Stays of 7 nights here start on/)).not.toBeInTheDocument(),
    );
    expect(asked().at(-1)).toEqual({ booking_type: '1', park_code: 'RH', no_of_nights: '14' });
  });
});

describe('the home search: query string', () => {
  it('writes the defaults into the address on start, and saves a promotional code', async () => {
    const { fetchMock } = setup([grade('Lodge')], nextFriday(today()));
    const router = renderAt('/?promotionalcode=SUMMER10');

    await waitFor(() => expect(router.location.search).toContain('booking_type=1'));
    const params = new URLSearchParams(router.location.search);
    expect(Object.fromEntries(params)).toEqual({
      promotionalcode: 'SUMMER10',
      booking_type: '1',
      park_code: '',
      arrival_date: nextFriday(today()),
      no_of_adults: '1',
      no_of_children: '0',
      no_of_nights: '3',
      has_pets: '0',
    });
    expect(localStorage.getItem('promotional-code')).toBe('SUMMER10');
    expect(screen.getByLabelText('Holiday Type')).toHaveValue('1');
    expect(screen.getByLabelText('Nights')).toHaveValue('3');
    expect(screen.getByRole('button', { name: /Arrival Date/ })).toHaveTextContent(
      nextFriday(today()).split('-').reverse().join('/'),
    );
    await waitFor(() => expect(availabilityCalls(fetchMock).length).toBeGreaterThan(0));
  });

  it('replaces a past arrival date with the next Friday and bad numbers with the defaults', async () => {
    setup([grade('Lodge')], nextFriday(today()));
    const router = renderAt(`/?arrival_date=${addDays(today(), -3)}&no_of_adults=lots&no_of_nights=5`);
    await waitFor(() =>
      expect(new URLSearchParams(router.location.search).get('arrival_date')).toBe(nextFriday(today())),
    );
    const params = new URLSearchParams(router.location.search);
    expect(params.get('no_of_adults')).toBe('1');
    expect(params.get('no_of_nights')).toBe('3');
  });

  it('rewrites the address (replace) and searches again when a choice changes', async () => {
    const arrival = futureFriday();
    const { fetchMock } = setup([grade('Lodge')], arrival);
    const router = renderAt(searchPath(arrival));
    await screen.findByRole('article');

    await userEvent.selectOptions(screen.getByLabelText('Nights'), '14');
    await userEvent.selectOptions(screen.getByLabelText('Children'), '2');
    await userEvent.selectOptions(screen.getByLabelText('Park'), 'RH');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.location.search))).toMatchObject({
        no_of_nights: '14',
        no_of_children: '2',
        park_code: 'RH',
      }),
    );
    expect(router.action).toBe('REPLACE');
    await waitFor(() => {
      const last = availabilityCalls(fetchMock).at(-1)!;
      expect(Object.fromEntries(last.searchParams)).toMatchObject({
        booking_type: '1',
        park_code: 'RH',
        arrival_date: arrival,
        no_of_nights: '14',
        no_of_adults: '2',
        no_of_children: '2',
        has_pets: '0',
      });
    });
    // "All Parks" is the park select's first option.
    expect(within(screen.getByLabelText('Park')).getAllByRole('option')[0]).toHaveTextContent('All Parks');
  });

  it('picks an arrival date from the calendar: Monday first, past days disabled, applied on selection', async () => {
    const arrival = today();
    setup([grade('Lodge')], arrival);
    const router = renderAt(searchPath(arrival));
    await userEvent.click(await screen.findByRole('button', { name: /Arrival Date/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose arrival date' });
    // The calendar is its own lazily loaded chunk: on a busy machine it can take a few seconds.
    await within(dialog).findByRole('grid', {}, { timeout: 10_000 });
    expect(dialog.querySelector('th')).toHaveAttribute('aria-label', 'Monday');
    const yesterday = addDays(today(), -1);
    if (yesterday.slice(0, 7) === arrival.slice(0, 7)) {
      expect(dialog.querySelector(`[data-day="${yesterday}"] button`)).toBeDisabled();
    }
    const next = addDays(arrival, 1);
    const [y, m, d] = next.split('-').map(Number) as [number, number, number];
    const label = new Date(y, m - 1, d).toLocaleDateString('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(label.replace(',', ',?')) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(new URLSearchParams(router.location.search).get('arrival_date')).toBe(next));
  });
});

describe('the home search: results', () => {
  it('aborts a stale search when a newer one starts, and shows the newer answer', async () => {
    const arrival = futureFriday();
    const lodge = grade('Lodge');
    const { fetchMock } = setup([lodge], arrival);
    const answer = fetchMock.getMockImplementation()!;
    const signals: AbortSignal[] = [];
    fetchMock.mockImplementation((input, init = {}) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/find-availability') return answer(input, init);
      signals.push(init.signal!);
      if (url.searchParams.get('no_of_nights') === '7') {
        // The first search never answers: only its abort ends it.
        return new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        );
      }
      return answer(input, init);
    });
    renderAt(searchPath(arrival));
    expect(await screen.findByText('Finding available holidays…')).toBeInTheDocument();
    await waitFor(() => expect(signals).toHaveLength(1));

    await userEvent.selectOptions(screen.getByLabelText('Nights'), '14');
    await waitFor(() => expect(signals[0]!.aborted).toBe(true));
    expect(await screen.findByRole('article', { name: 'Lodge' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows three columns: Only N Left at 3 not 4, Sold Out at 0, Not available without a stay', async () => {
    const arrival = futureFriday();
    const lodge = grade('Seaview Lodge');
    const previous = addDays(arrival, -7);
    const next = addDays(arrival, 7);
    const rows = [
      row(lodge, previous, { available_count: 3, price_pence: 123456 }),
      row(lodge, arrival, { available_count: 4 }),
    ];
    setup([lodge, grade('Nowhere Caravan')], arrival, rows);
    renderAt(searchPath(arrival));

    const card = await screen.findByRole('article', { name: 'Seaview Lodge' });
    expect(cards()).toHaveLength(1); // the grade with no stays at all is not shown
    const columns = within(card).getAllByTestId('availability-column');
    expect(columns).toHaveLength(3);
    expect(columns[0]).toHaveTextContent(previous.split('-').reverse().join('/'));
    expect(columns[0]).toHaveTextContent('£1,234.56');
    expect(columns[0]).toHaveTextContent('7 Nights');
    expect(columns[0]).toHaveTextContent('Only 3 Left');
    expect(columns[1]).not.toHaveTextContent(/Only \d+ Left/);
    expect(columns[2]).toHaveTextContent(next.split('-').reverse().join('/'));
    expect(columns[2]).toHaveTextContent('Not available');
    expect(within(columns[2]!).queryByRole('link')).not.toBeInTheDocument();

    const book = within(columns[0]!).getByRole('link', { name: /Book Now/ });
    const href = new URL(book.getAttribute('href')!, 'http://localhost');
    expect(decodeAvailability(href.pathname.replace('/create-booking/', ''))).toEqual(rows[0]);
    // The party travels too, so the booking form starts with the guests searched for.
    expect(Object.fromEntries(href.searchParams)).toEqual({
      no_of_adults: '2',
      no_of_children: '0',
      has_pets: '0',
    });
    expect(within(card).getByText('Sleeps 6')).toBeInTheDocument();
    expect(within(card).getByText('Seaview Lodge excerpt')).toBeInTheDocument();
  });

  it('shows Sold Out instead of Book Now when nothing is left', async () => {
    const arrival = futureFriday();
    const lodge = grade('Harbour Lodge');
    setup([lodge], arrival, [row(lodge, arrival, { available_count: 0 })]);
    renderAt(searchPath(arrival));
    const card = await screen.findByRole('article', { name: 'Harbour Lodge' });
    const chosen = within(card).getAllByTestId('availability-column')[1]!;
    expect(chosen).toHaveTextContent('Sold Out');
    expect(within(chosen).queryByRole('link', { name: /Book Now/ })).not.toBeInTheDocument();
    expect(chosen).not.toHaveTextContent(/Only \d+ Left/);
  });

  it('narrows the list to results with every ticked feature and facility', async () => {
    const arrival = futureFriday();
    const [rh, sb] = parks as [(typeof parks)[0], (typeof parks)[0]];
    const grades = [
      grade('Both Lodge', { features: ['three_bedrooms', 'tv'], park: rh }),
      grade('Bedrooms Lodge', { features: ['three_bedrooms'], park: sb }),
      grade('Telly Lodge', { features: ['tv'], park: rh }),
    ];
    setup(grades, arrival);
    renderAt(searchPath(arrival));
    await screen.findByRole('article', { name: 'Both Lodge' });
    expect(cards()).toHaveLength(3);

    await userEvent.click(screen.getByLabelText('Three Bedrooms'));
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.click(screen.getByLabelText('TV'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveAccessibleName('Both Lodge');

    await userEvent.click(screen.getByLabelText('TV'));
    await userEvent.click(screen.getByLabelText('Spa')); // only park SB has a spa
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveAccessibleName('Bedrooms Lodge');

    await userEvent.click(screen.getByLabelText('Swimming Pool')); // SB has no pool: nothing passes
    expect(await screen.findByText(NO_AVAILABILITY_MESSAGE)).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(cards()).toHaveLength(3));
    for (const { label } of FEATURE_FILTERS) expect(screen.getByLabelText(label)).not.toBeChecked();
  });

  it('offers the facility filters only when no park is chosen', async () => {
    const arrival = futureFriday();
    setup([grade('Lodge')], arrival);
    renderAt(searchPath(arrival, '&park_code=RH'));
    await screen.findByRole('article');
    expect(screen.getByLabelText('Three Bedrooms')).toBeInTheDocument();
    expect(screen.queryByLabelText('Swimming Pool')).not.toBeInTheDocument();
  });

  it('pages ten results at a time; a filter change goes back to page 1', async () => {
    const arrival = futureFriday();
    const grades = Array.from({ length: 23 }, (_, i) =>
      grade(`Lodge ${i + 1}`, { features: i % 2 === 0 ? ['tv'] : [] }),
    );
    setup(grades, arrival);
    renderAt(searchPath(arrival));
    await screen.findByRole('article', { name: 'Lodge 1' });
    expect(cards()).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Results pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: /Previous/ })).toBeDisabled();

    await userEvent.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(cards()[0]).toHaveAccessibleName('Lodge 11'));
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(cards()[0]).toHaveAccessibleName('Lodge 21');
    expect(within(pages).getByRole('button', { name: /Next/ })).toBeDisabled();

    await userEvent.click(screen.getByLabelText('TV')); // 12 results: back to page 1
    await waitFor(() => expect(cards()[0]).toHaveAccessibleName('Lodge 1'));
    expect(cards()).toHaveLength(10);
    expect(
      within(screen.getByRole('navigation', { name: 'Results pages' })).getByRole('button', {
        name: 'Page 1',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('says there is no availability when the party fits nothing', async () => {
    const arrival = futureFriday();
    setup([grade('Lodge')], arrival, []);
    renderAt(`/?booking_type=1&arrival_date=${arrival}&no_of_nights=7&no_of_adults=10&no_of_children=10`);
    expect(await screen.findByText(NO_AVAILABILITY_MESSAGE)).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('opens More Information with the gallery, park link, features, facilities and map', async () => {
    const arrival = futureFriday();
    const lodge = grade('Seaview Lodge', { features: ['three_bedrooms', 'hot_tub'] });
    setup([lodge], arrival);
    renderAt(searchPath(arrival));
    const card = await screen.findByRole('article', { name: 'Seaview Lodge' });
    await userEvent.click(within(card).getByRole('button', { name: /More Information/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Seaview Lodge' });
    expect(await within(dialog).findByRole('link', { name: /View Park Page/ })).toHaveAttribute(
      'href',
      'https://parks.example/rh',
    );
    expect(within(dialog).getByText('Three Bedrooms')).toBeInTheDocument();
    expect(within(dialog).getByText('Hot tub')).toBeInTheDocument();
    expect(within(dialog).getByText('Swimming Pool')).toBeInTheDocument();
    expect(within(dialog).getByTitle('Map of RH Park')).toHaveAttribute(
      'src',
      'https://maps.example/embed?q=RH',
    );
    expect(within(dialog).getByText('Second paragraph.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: /Enlarge/ }));
    expect(within(dialog).getByRole('img', { name: 'Seaview Lodge, photo 1 of 2' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to photos' }));
    expect(within(dialog).getByRole('button', { name: 'Next image' })).toBeInTheDocument();
  });

  it('shows the maintenance page when availability answers 503', async () => {
    const arrival = futureFriday();
    mockFetch({
      ...catalogueRoutes([grade('Lodge')]),
      'GET /api/find-availability': () =>
        json({ success: false, message: 'The website is under maintenance.' }, 503),
    });
    renderAt(searchPath(arrival));
    expect(await screen.findByRole('heading', { name: 'Website Under Maintenance' })).toBeInTheDocument();
    expect(screen.getByText("We'll be back soon")).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: `email ${settings.contact_email}` })).toHaveAttribute(
      'href',
      `mailto:${settings.contact_email}`,
    );
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('sends the resort (holiday type 5) to its external booking page, without results', async () => {
    const { fetchMock } = setup([grade('Lodge')], futureFriday());
    renderAt(`/?booking_type=5&arrival_date=${futureFriday()}`);
    expect(
      await screen.findByRole('heading', { name: 'Bookings for Resort have moved' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to the Resort booking page' })).toHaveAttribute(
      'href',
      settings.resort_booking_url,
    );
    expect(screen.queryByRole('region', { name: 'Available holidays' })).not.toBeInTheDocument();
    expect(availabilityCalls(fetchMock)).toHaveLength(0);
  });
});
