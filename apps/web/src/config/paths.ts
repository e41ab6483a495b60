/**
 * The named destinations (docs/product.md, "Screens and routes"). Only screens that exist in this build are
 * registered: anything that links to a name asks `hasPath`/`pathTo` first, so adding a path here
 * is all it takes for its links (header's My Bookings, Owner Portal…) to appear.
 */
export type RouteName =
  | 'home'
  | 'login'
  | 'resetPassword'
  | 'setPassword'
  | 'confirmEmail'
  | 'missingBooking'
  | 'notFound'
  | 'myBookings'
  | 'privacyCentre'
  | 'createBooking'
  | 'confirmBooking'
  | 'bookingConfirmation'
  | 'viewBooking'
  | 'booked_activities'
  | 'activities'
  | 'activity'
  | 'activity_session'
  | 'events'
  | 'accessibility'
  | 'testCalendar'
  | 'testPurchase'
  | 'OwnerDetails'
  | 'ownerPaymentComplete'
  | 'ledgerEntryDetails'
  | 'ledgerPayment'
  | 'ownerVisit'
  | 'ownerVisitActivities'
  | 'adminToday';

export const paths = {
  home: '/',
  login: '/login',
  resetPassword: '/reset-password/:token',
  // A new member of staff sets their first password from the invitation e-mailed to them.
  setPassword: '/set-password/:token',
  confirmEmail: '/confirm-email/:token',
  // "Missing booking?" e-mails it to a booking's address: it adds the booking to the account that asked.
  missingBooking: '/missing-booking/:token',
  myBookings: '/my-bookings',
  // Download my data, delete my account, the newsletter choice, privacy requests: guests and owners.
  privacyCentre: '/privacy-centre',
  createBooking: '/create-booking/:availability',
  confirmBooking: '/confirm-booking/:id',
  bookingConfirmation: '/booking-confirmed/:id',
  viewBooking: '/booking/:id',
  activities: '/booking/:id/activities',
  booked_activities: '/booking/:id/booked-activities',
  activity_session: '/activity-session/:activity_booking_no',
  activity: '/activity/:activity_code',
  ownerVisit: '/owners-portal/visit/:id',
  // Spelled so in the contract (docs/product.md, "Conventions").
  ownerVisitActivities: '/owners-portal/visit/:id/activites',
  events: '/events',
  accessibility: '/accessibility',
  testCalendar: '/test-calendar',
  testPurchase: '/alksdhasdlkhasd',
  OwnerDetails: '/owners-portal/owner-portal',
  ownerPaymentComplete: '/owners-portal/payment-complete',
  ledgerEntryDetails: '/owners-portal/ledger-entry/:entry_no',
  ledgerPayment: '/owners-portal/payment/:entry_no',
  notFound: '/404',
  // The back office's front door; its screens' addresses are in back-office-paths.ts,
  // so they stay out of the home page's script.
  adminToday: '/admin',
} as const satisfies Partial<Record<RouteName, string>>;

const registered: Partial<Record<RouteName, string>> = paths;

const ROUTE_NAMES = new Set<string>([
  'home',
  'login',
  'resetPassword',
  'setPassword',
  'notFound',
  'myBookings',
  'privacyCentre',
  'createBooking',
  'confirmBooking',
  'bookingConfirmation',
  'viewBooking',
  'booked_activities',
  'activities',
  'activity',
  'activity_session',
  'events',
  'accessibility',
  'testCalendar',
  'testPurchase',
  'OwnerDetails',
  'ownerPaymentComplete',
  'ledgerEntryDetails',
  'ledgerPayment',
  'ownerVisit',
  'ownerVisitActivities',
  'adminToday',
] satisfies RouteName[]);

export function isRouteName(value: string): value is RouteName {
  return ROUTE_NAMES.has(value);
}

/** Is there a screen for this destination in this build? */
export function hasPath(name: RouteName): boolean {
  return registered[name] !== undefined;
}

/**
 * The path of a destination with its parameters filled in (`:token` → params.token, or the
 * positional values in order); undefined if the destination is not built or a parameter is missing.
 */
export function pathTo(
  name: RouteName,
  params: Record<string, string | number> | Array<string | number> = {},
) {
  const pattern = registered[name];
  if (pattern === undefined) return undefined;
  let position = 0;
  let missing = false;
  const path = pattern.replace(/:([A-Za-z_]+)/g, (_match, key: string) => {
    const value = Array.isArray(params) ? params[position++] : params[key];
    if (value === undefined || value === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return missing ? undefined : path;
}

/**
 * The `redirect` query parameter holds a route name, optionally with parameters after slashes
 * ("viewBooking/42"). Only registered names resolve, so it can never send anyone off-site.
 */
export function resolveRedirect(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const [name = '', ...rest] = value.split('/');
  if (!isRouteName(name)) return undefined;
  return pathTo(name, rest.map(decodeURIComponent));
}
