import { londonToday } from '@parkstays/contract';
import { inject } from 'vitest';

/**
 * The clock the API's tests run on: the run's London day at midday, moving on with the wall clock
 * from the moment the run began.
 *
 * The demo data are dated from the day they are seeded, test files date their requests from today,
 * and the server asks its own clock for today. On the wall clock a run that crossed midnight had
 * three different todays and failed. From midday a run (CI keeps it under twenty minutes) never
 * reaches midnight, and every run sees the same time of day, whenever it is started.
 */
export interface RunClock {
  /** Midday (12:00 UTC: 12:00 or 13:00 in London) of the London day the run began. */
  midday: number;
  /** The wall clock when the run began. */
  startedAt: number;
}

export function startRunClock(wall: Date = new Date()): RunClock {
  return { midday: Date.parse(`${londonToday(wall)}T12:00:00Z`), startedAt: wall.getTime() };
}

/** Now on the run's clock; a script outside Vitest's global setup has no run, and the wall clock. */
export function runNow(clock: RunClock | undefined = inject('runClock')): Date {
  return clock ? new Date(clock.midday + Date.now() - clock.startedAt) : new Date();
}

/** The run's day in London: the day the demo data are dated from. */
export function runToday(): string {
  return londonToday(runNow());
}
