import {
  addDays,
  londonToday,
  type TActivity,
  type TActivityBookingRecord,
  type TActivityBookingSummary,
  type TActivitySession,
  type TUser,
  type TVisit,
} from '@parkstays/contract';
import { vi } from 'vitest';
import { sessionStore } from '../../lib/storage';
import { user as demoUser } from '../../test/fixtures';
import { penceOf } from '../../test/money';
import { json, stubLayoutApis } from '../../test/utils';

/** Test data of the activities feature's component tests (only tests import it). */
export const today = londonToday();
/** The stay of the booking feature's test booking (id 42, BB000042): 30 days ahead for 7 nights. */
export const arrival = addDays(today, 30);

/** The script and the onerror handler of the demo's RH-STAR description. */
export const MALICIOUS_DESCRIPTION =
  '<p>Telescopes, hot chocolate and the Milky Way.</p><img src="x" onerror="window.__pwned = true; alert(\'pwned\')"><script>window.__pwned = true; alert("pwned")</script><a href="javascript:alert(1)">Star chart</a>';

function activity(overrides: Partial<TActivity> & Pick<TActivity, 'activity_code' | 'name'>): TActivity {
  return {
    description: '<p>Fun for all.</p>',
    image: `/media/activities/${overrides.activity_code}.svg`,
    owner_only: 0,
    minimum_hours_before_booking: null,
    maximum_hours_before_booking: null,
    pivot: { park_id: 1 },
    ...overrides,
  };
}

export const activities: TActivity[] = [
  activity({
    activity_code: 'RH-ARCH',
    name: 'Archery Taster',
    description: '<p>Learn to shoot a bow. <strong>All equipment provided.</strong></p>',
    minimum_hours_before_booking: 2,
  }),
  activity({ activity_code: 'RH-SWIM', name: 'Swimming Lessons', maximum_hours_before_booking: 168 }),
  activity({
    activity_code: 'RH-STAR',
    name: 'Stargazing on the Cliffs',
    description: MALICIOUS_DESCRIPTION,
    image: '',
  }),
  activity({ activity_code: 'RH-WINE', name: 'Owners’ Wine Tasting', owner_only: 1 }),
];

const adultChild = [
  { code: 'ADULT', name: 'Adult', type: 'adult', price: '8.00', price_pence: 800 },
  { code: 'CHILD', name: 'Child (4–17)', type: 'child', price: '6.00', price_pence: 600 },
];

function session(overrides: Partial<TActivitySession> & Pick<TActivitySession, 'no' | 'activity_code'>) {
  return {
    date: arrival,
    start_time: '10:00',
    end_time: '11:00',
    no_of_available_tickets: 12,
    tickets: adultChild,
    ...overrides,
  } satisfies TActivitySession;
}

export const sessions: TActivitySession[] = [
  session({ no: 'S000002', activity_code: 'RH-ARCH', date: addDays(arrival, 1) }),
  session({ no: 'S000001', activity_code: 'RH-ARCH' }),
  session({
    no: 'S000003',
    activity_code: 'RH-ARCH',
    start_time: '14:00',
    end_time: '15:00',
    no_of_available_tickets: 0,
  }),
  session({ no: 'S000004', activity_code: 'RH-ARCH', date: addDays(arrival, 2), no_of_available_tickets: 3 }),
  session({ no: 'S000005', activity_code: 'RH-ARCH', date: addDays(arrival, 3) }),
  session({
    no: 'S000010',
    activity_code: 'RH-SWIM',
    start_time: '09:00',
    end_time: '09:45',
    tickets: [adultChild[1]!],
  }),
  session({ no: 'S000020', activity_code: 'RH-STAR', start_time: '22:00', end_time: '01:00' }),
  session({
    no: 'S000030',
    activity_code: 'RH-WINE',
    start_time: '17:00',
    end_time: '18:30',
    tickets: [adultChild[0]!],
  }),
];

export function summary(overrides: Partial<TActivityBookingSummary> = {}): TActivityBookingSummary {
  return {
    outstanding_amount: '22.00',
    outstanding_pence: penceOf(overrides.outstanding_amount ?? '22.00'),
    total_amount: '22.00',
    total_amount_pence: penceOf(overrides.total_amount ?? '22.00'),
    confirmed: 'false',
    tickets: [
      { no: 1, name: 'Adult' },
      { no: 2, name: 'Adult' },
      { no: 3, name: 'Child (4–17)' },
    ],
    ...overrides,
  };
}

export function record(overrides: Partial<TActivityBookingRecord> = {}): TActivityBookingRecord {
  return {
    id: 5,
    activity_booking_no: 'AB0000005',
    booking_no: 'BB000042',
    booking_id: 42,
    visit_id: null,
    activity_no: 'RH-ARCH',
    activity_session: JSON.stringify({
      name: 'Archery Taster',
      date: arrival,
      start_time: '10:00',
      end_time: '11:00',
      duration: '1 hour',
      park_code: 'RH',
    }),
    tickets: JSON.stringify([{ code: 'ADULT', name: 'Adult', quantity: 2, price: '8.00' }]),
    elite_data: summary(),
    cancelled: null,
    ...overrides,
  };
}

export function visit(overrides: Partial<TVisit> = {}): TVisit {
  return {
    id: 9,
    park: {
      id: 1,
      title: 'Robin Hood Park',
      image_url: '/media/parks/rh.svg',
      map_url: '',
      park_code: 'RH',
    },
    visit_start_date: arrival,
    visit_end_date: addDays(arrival, 4),
    no_of_adults: 2,
    no_of_children: 0,
    activitybookings: [],
    ...overrides,
  };
}

export const owner: TUser = { ...demoUser, customer_no: 'C10001' };

export function signIn(who: TUser = demoUser) {
  sessionStore.setSession({ user: who, token: 'tok' }, true);
}

/** Answers every screen's session check. */
export const pingAs = (who: TUser = demoUser) => ({
  'GET /api/ping': () => json({ success: true, user: who }),
});

/** jsdom has no layout: the carousel engine needs observers, and scrolling is a no-op to watch. */
export function stubLayout() {
  stubLayoutApis();
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled(this.id);
  };
  return { scrolled };
}
