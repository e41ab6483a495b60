import { describe, expect, it } from 'vitest';
import { ZBulkPriceEditRequest } from '../admin/prices/rate-calendar';
import {
  arrivalDayAllowed,
  arrivalDayMessage,
  closedArrivalWeekdays,
  datesOnWeekdays,
  daysBetween,
  describeNights,
  describeWeekdays,
} from './arrival-days';

describe('arrival-day rules', () => {
  it('let a stay start on any day without a rule for its length, else only on its weekdays', () => {
    // 2027-07-02 is a Friday.
    expect(arrivalDayAllowed(undefined, '2027-07-03')).toBe(true);
    expect(arrivalDayAllowed([5], '2027-07-02')).toBe(true);
    expect(arrivalDayAllowed([5], '2027-07-03')).toBe(false);
    expect(arrivalDayMessage([6, 1, 5], 7)).toBe(
      'Stays of 7 nights here start on a Monday, Friday or Saturday.',
    );
    expect(arrivalDayMessage([5], 1)).toBe('Stays of 1 night here start on a Friday.');
  });

  it('close a weekday in a search over several parks only when every park closes it', () => {
    const rules = [
      { park_code: 'RH', no_of_nights: 7, weekdays: [1, 5] },
      { park_code: 'SB', no_of_nights: 7, weekdays: [5, 6] },
      { park_code: 'SB', no_of_nights: 3, weekdays: [5] },
    ];
    expect(closedArrivalWeekdays(rules, ['RH'], 7)).toEqual([0, 2, 3, 4, 6]);
    expect(closedArrivalWeekdays(rules, ['RH', 'SB'], 7)).toEqual([0, 2, 3, 4]);
    // RH has no rule for 3 nights: any day there, so no day is closed over both parks.
    expect(closedArrivalWeekdays(rules, ['RH', 'SB'], 3)).toEqual([]);
    expect(closedArrivalWeekdays(rules, [], 7)).toEqual([]);
  });

  it('words weekdays and stay lengths as the back office shows them', () => {
    expect(describeWeekdays([5])).toBe('Fridays');
    expect(describeWeekdays([0, 5, 1])).toBe('Mondays, Fridays and Sundays');
    expect(describeWeekdays([0, 1, 2, 3, 4, 5, 6])).toBe('every day');
    expect(describeNights([7])).toBe('7 nights');
    expect(describeNights([1])).toBe('1 night');
    expect(describeNights([7, 3, 4])).toBe('3, 4 and 7 nights');
    expect(daysBetween('2027-07-01', '2027-07-31')).toBe(31);
    expect(datesOnWeekdays('2027-07-01', '2027-07-31', [5])).toEqual([
      '2027-07-02',
      '2027-07-09',
      '2027-07-16',
      '2027-07-23',
      '2027-07-30',
    ]);
  });
});

describe('a bulk price edit', () => {
  const edit = {
    grade_code: 'rh-tp',
    start_date: '2027-07-01',
    end_date: '2027-07-31',
    weekdays: [5, 1],
    nights: [7],
    action: 'set_price',
    price_pence: 65_000,
  };
  it('reads "all Fridays and Mondays in July, 7 nights: £650" as sorted, upper-cased values', () => {
    expect(ZBulkPriceEditRequest.parse(edit)).toMatchObject({ grade_code: 'RH-TP', weekdays: [1, 5] });
  });
  it('names the field at fault', () => {
    const paths = (change: Record<string, unknown>) =>
      ZBulkPriceEditRequest.safeParse({ ...edit, ...change }).error?.issues.map((issue) =>
        issue.path.join('.'),
      );
    expect(paths({ end_date: '2027-06-30' })).toEqual(['end_date']);
    expect(paths({ price_pence: 0 })).toEqual(['price_pence']);
    expect(paths({ nights: [8] })).toEqual(['nights.0']);
    expect(paths({ weekdays: [-1] })).toEqual(['weekdays.0']);
    expect(paths({ action: 'take_off_sale' })).toEqual(['price_pence']);
    expect(paths({ season_id: 3, start_date: undefined, end_date: undefined })).toBeUndefined();
  });
});
