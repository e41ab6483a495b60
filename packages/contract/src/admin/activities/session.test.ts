import { describe, expect, it } from 'vitest';
import { ZAddSessionsRequest } from './session';

describe('adding repeating sessions', () => {
  it('names a date that is no day of the calendar, instead of throwing while counting the sessions', () => {
    const form = {
      kind: 'repeating',
      weekdays: [2],
      from: '2026-00-10',
      until: '2027-01-30',
      start_time: '10:00',
      end_time: '11:00',
      capacity: 9,
    };
    const parsed = ZAddSessionsRequest.safeParse(form);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['from']);
    expect(
      ZAddSessionsRequest.safeParse({ ...form, from: '2026-12-01', until: '2026-02-31' }).error?.issues[0]
        ?.path,
    ).toEqual(['until']);
  });
});
