import { addDays, londonToday, nextFriday, SEARCH_DEFAULTS } from '@parkstays/contract';
import { describe, expect, it } from 'vitest';
import { readSearch, writeSearch } from './search-params';

const today = londonToday();

describe('readSearch', () => {
  it('gives the defaults and the next Friday for an empty query', () => {
    expect(readSearch(new URLSearchParams(), today)).toEqual({
      ...SEARCH_DEFAULTS,
      arrival_date: nextFriday(today),
    });
  });

  it('keeps a valid future or today arrival date, and replaces a past or impossible one', () => {
    const future = addDays(today, 30);
    expect(readSearch(new URLSearchParams({ arrival_date: future }), today).arrival_date).toBe(future);
    expect(readSearch(new URLSearchParams({ arrival_date: today }), today).arrival_date).toBe(today);
    for (const bad of [addDays(today, -1), '2031-02-30', '27/11/2031', '']) {
      expect(readSearch(new URLSearchParams({ arrival_date: bad }), today).arrival_date).toBe(
        nextFriday(today),
      );
    }
  });

  it('falls back to a default for every malformed or out-of-range number, never throwing', () => {
    const search = readSearch(
      new URLSearchParams({
        booking_type: 'abc',
        park_code: '<script>',
        no_of_nights: '5',
        no_of_adults: '11',
        no_of_children: '-1',
        has_pets: '2',
      }),
      today,
    );
    expect(search).toMatchObject({
      booking_type: 1,
      park_code: '',
      no_of_nights: 3,
      no_of_adults: 1,
      no_of_children: 0,
      has_pets: 0,
    });
    expect(
      readSearch(new URLSearchParams('booking_type=2&park_code=rh&no_of_nights=14&no_of_adults=0'), today),
    ).toMatchObject({ booking_type: 2, park_code: 'RH', no_of_nights: 14, no_of_adults: 0 });
  });
});

describe('writeSearch', () => {
  it('writes every search parameter and leaves other parameters alone', () => {
    const search = { ...SEARCH_DEFAULTS, arrival_date: '2031-05-02', no_of_nights: 7 };
    const written = writeSearch(search, new URLSearchParams('promotionalcode=SUN10&no_of_nights=3'));
    expect(written.get('promotionalcode')).toBe('SUN10');
    expect(Object.fromEntries(written)).toEqual({
      promotionalcode: 'SUN10',
      booking_type: '1',
      park_code: '',
      arrival_date: '2031-05-02',
      no_of_adults: '1',
      no_of_children: '0',
      no_of_nights: '7',
      has_pets: '0',
    });
  });
});
