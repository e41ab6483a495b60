import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lowestPrice } from '../../../features/test-pages/api/get-day-price';
import { addMonths, durationsFrom, monthWeeks } from '../../../features/test-pages/price-calendar';
import { renderWithProviders } from '../../../test/utils';
import { TestCalendarRoute } from './test-calendar';

/** Wednesday 11 March 2026, noon in London. March 2026 starts on a Sunday. */
const NOW = new Date('2026-03-11T12:00:00Z');

const rules = [
  { park_code: 'RH', no_of_nights: 2, weekdays: [5] },
  { park_code: 'RH', no_of_nights: 3, weekdays: [5] },
  { park_code: 'RH', no_of_nights: 4, weekdays: [1] },
  { park_code: 'RH', no_of_nights: 7, weekdays: [1, 5, 6] },
  { park_code: 'RH', no_of_nights: 10, weekdays: [5] },
];

function row(arrival: string, pence: number, available: number, nights = 3) {
  return {
    arrival_date: arrival,
    price: (pence / 100).toFixed(2),
    price_pence: pence,
    no_of_nights: nights,
    available_count: available,
    grade_code: `G${pence}`,
    park_code: 'RH',
  };
}

/** Answers per arrival day; a day not listed has nothing available. */
type DayAnswer = { status?: number; rows?: ReturnType<typeof row>[] };

function stubApi(days: Record<string, DayAnswer>) {
  const urls: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    urls.push(url);
    const reply = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/arrival-rules') return reply({ success: true, data: rules });
    if (url.pathname === '/api/find-availability') {
      const date = url.searchParams.get('arrival_date') ?? '';
      const answer = days[date] ?? {};
      if (answer.status) return reply({ success: false, message: 'Server error' }, answer.status);
      return reply({
        success: true,
        display_type: 'previousNext',
        columns: [date, date, date],
        data: answer.rows ?? [],
      });
    }
    return reply({ success: false, message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const asked = () =>
    urls
      .filter((url) => url.pathname === '/api/find-availability')
      .map((url) => `${url.searchParams.get('arrival_date')}/${url.searchParams.get('no_of_nights')}`);
  return { urls, asked };
}

function day(date: string) {
  const cell = document.querySelector<HTMLElement>(`td[data-date="${date}"]`);
  if (!cell) throw new Error(`no cell for ${date}`);
  return cell;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('test calendar helpers', () => {
  it('lays a month out Monday first with padding cells', () => {
    const weeks = monthWeeks('2026-03');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks[5]).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('offers only stay lengths find-availability accepts, 10 and 11 nights included', () => {
    expect(durationsFrom(rules)).toEqual([2, 3, 4, 7, 10]);
    expect(
      durationsFrom([
        ...rules,
        { park_code: 'RH', no_of_nights: 11, weekdays: [1] },
        { park_code: 'RH', no_of_nights: 5, weekdays: [1] },
      ]),
    ).toEqual([2, 3, 4, 7, 10, 11]);
  });

  it("takes the lowest price of the asked day's rows with a free unit", () => {
    const answer = {
      success: true as const,
      display_type: 'previousNext' as const,
      columns: ['2026-03-06', '2026-03-13', '2026-03-20'],
      data: [row('2026-03-06', 100, 3), row('2026-03-13', 9_900, 0), row('2026-03-13', 12_300, 2)],
    };
    expect(lowestPrice(answer, '2026-03-13')).toBe(12_300);
    expect(lowestPrice(answer, '2026-03-20')).toBeNull();
  });
});

describe('/test-calendar', () => {
  it('prices only valid arrival days, greys past days and blocks going back before this month', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { asked } = stubApi({
      // Rows for the other columns (cheaper) must not count.
      '2026-03-13': {
        rows: [row('2026-03-06', 100, 5), row('2026-03-13', 9_900, 0), row('2026-03-13', 12_300, 2)],
      },
      '2026-03-20': { rows: [row('2026-03-20', 15_000, 0)] },
      '2026-03-27': { status: 500 },
    });
    renderWithProviders(<TestCalendarRoute />);

    expect(screen.getByRole('heading', { name: 'Test calendar', level: 1 })).toBeInTheDocument();
    const duration = await screen.findByLabelText('Duration');
    expect(duration).toHaveValue('3');
    expect(
      within(duration)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2 Nights', '3 Nights', '4 Nights', '7 Nights', '10 Nights']);
    expect(screen.getByRole('heading', { name: 'March 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();

    const table = screen.getByRole('table', { name: 'March 2026' });
    expect(table.querySelectorAll('td[data-state="empty"]')).toHaveLength(6 + 5);
    expect(day('2026-03-13')).toHaveAttribute('data-state', 'loading');

    await waitFor(() => expect(day('2026-03-13')).toHaveAttribute('data-state', 'available'));
    expect(day('2026-03-13')).toHaveTextContent('£123');
    expect(screen.getByRole('cell', { name: /Friday 13 March 2026: from £123/ })).toBe(day('2026-03-13'));
    await waitFor(() => expect(day('2026-03-27')).toHaveAttribute('data-state', 'unavailable'));
    expect(day('2026-03-20')).toHaveAttribute('data-state', 'unavailable');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('2026-03-27'), expect.anything());

    // Not a Friday: not bookable. Before today: passed, even a Friday, and never asked.
    expect(day('2026-03-12')).toHaveAttribute('data-state', 'not-bookable');
    expect(day('2026-03-16')).toHaveAttribute('data-state', 'not-bookable');
    expect(day('2026-03-10')).toHaveAttribute('data-state', 'passed');
    expect(day('2026-03-06')).toHaveAttribute('data-state', 'passed');
    expect(day('2026-03-11')).toHaveAttribute('aria-current', 'date');
    expect(asked().sort()).toEqual(['2026-03-13/3', '2026-03-20/3', '2026-03-27/3']);
    expect(screen.getByText('1 arrival day with prices in March 2026.')).toBeInTheDocument();
  });

  it('changes the bookable days with the duration and moves between months', async () => {
    const user = userEvent.setup();
    const { asked } = stubApi({
      '2026-03-16': { rows: [row('2026-03-16', 45_050, 1, 7)] },
      '2026-04-03': { rows: [row('2026-04-03', 30_000, 1)] },
    });
    renderWithProviders(<TestCalendarRoute />);
    await user.selectOptions(await screen.findByLabelText('Duration'), '7');

    // Mondays, Fridays and Saturdays from today.
    await waitFor(() => expect(day('2026-03-16')).toHaveAttribute('data-state', 'available'));
    expect(day('2026-03-16')).toHaveTextContent('£450.50');
    expect(day('2026-03-14')).not.toHaveAttribute('data-state', 'not-bookable');
    expect(day('2026-03-12')).toHaveAttribute('data-state', 'not-bookable');
    await waitFor(() => expect(day('2026-03-14')).toHaveAttribute('data-state', 'unavailable'));
    expect(asked().filter((a) => a.endsWith('/7'))).toHaveLength(9);

    await user.selectOptions(screen.getByLabelText('Duration'), '4');
    expect(day('2026-03-13')).toHaveAttribute('data-state', 'not-bookable');
    expect(day('2026-03-16')).not.toHaveAttribute('data-state', 'not-bookable');

    await user.selectOptions(screen.getByLabelText('Duration'), '3');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'April 2026' })).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Previous month' });
    expect(previous).toBeEnabled();
    // April: nothing has passed; Fridays only.
    await waitFor(() => expect(day('2026-04-03')).toHaveAttribute('data-state', 'available'));
    expect(day('2026-04-01')).toHaveAttribute('data-state', 'not-bookable');
    expect(document.querySelectorAll('td[data-state="passed"]')).toHaveLength(0);

    await user.click(previous);
    expect(screen.getByRole('heading', { name: 'March 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });
});
