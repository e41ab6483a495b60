import type { Location, Params } from 'react-router';
import { matchRoutes, Navigate, useRoutes } from 'react-router';
import { paths } from '../../config/paths';
import { RedirectIfSignedIn, RequireSignedIn } from '../guards';
import { type AppRoute, screen } from '../lazy-screen';

/**
 * `route` for signed-in users only: a visitor signs in first and comes back to the address
 * `returnTo` names, or without one goes to the home page (guards.tsx).
 */
function signedIn(route: AppRoute, returnTo?: (params: Params) => string): AppRoute {
  return {
    element: returnTo ? (
      <RequireSignedIn redirectTo={paths.login} returnTo={returnTo} />
    ) : (
      <RequireSignedIn />
    ),
    children: [route],
  };
}

/**
 * The guest site's screens besides the home page, inside its layout: each screen a chunk of its
 * own, and this table itself one chunk fetched the first time another address is opened, so the
 * home page's first load carries neither these routes nor their chunks' names (decision 057).
 */
const guestRoutes: AppRoute[] = [
  {
    path: paths.createBooking,
    ...screen(() => import('./booking/create-booking').then((module) => module.CreateBookingRoute)),
  },
  {
    path: paths.confirmBooking,
    ...screen(() => import('./booking/confirm-booking').then((module) => module.ConfirmBookingRoute)),
  },
  {
    path: paths.bookingConfirmation,
    ...screen(() => import('./booking/booking-confirmed').then((module) => module.BookingConfirmedRoute)),
  },
  {
    path: paths.viewBooking,
    ...screen(() => import('./booking/view-booking').then((module) => module.ViewBookingRoute)),
  },
  signedIn(
    {
      path: paths.activities,
      ...screen(() => import('./activities/book-activities').then((module) => module.BookActivitiesRoute)),
    },
    (params) => `activities/${encodeURIComponent(params.id ?? '')}`,
  ),
  signedIn(
    {
      path: paths.booked_activities,
      ...screen(() =>
        import('./activities/booked-activities').then((module) => module.BookedActivitiesRoute),
      ),
    },
    (params) => `booked_activities/${encodeURIComponent(params.id ?? '')}`,
  ),
  signedIn(
    {
      path: paths.activity_session,
      ...screen(() => import('./activities/activity-session').then((module) => module.ActivitySessionRoute)),
    },
    (params) => `activity_session/${encodeURIComponent(params.activity_booking_no ?? '')}`,
  ),
  {
    path: paths.activity,
    ...screen(() => import('./activities/activity').then((module) => module.ActivityRoute)),
  },
  signedIn(
    {
      path: paths.ownerVisit,
      ...screen(() => import('./activities/owner-visit').then((module) => module.OwnerVisitRoute)),
    },
    (params) => `ownerVisit/${encodeURIComponent(params.id ?? '')}`,
  ),
  signedIn(
    {
      path: paths.ownerVisitActivities,
      ...screen(() =>
        import('./activities/owner-visit-activities').then((module) => module.OwnerVisitActivitiesRoute),
      ),
    },
    (params) => `ownerVisitActivities/${encodeURIComponent(params.id ?? '')}`,
  ),
  signedIn({
    path: paths.myBookings,
    ...screen(() => import('./booking/my-bookings').then((module) => module.MyBookingsRoute)),
  }),
  // Guarded by the screen itself: once the account is deleted it says so to the signed-out visitor.
  {
    path: paths.privacyCentre,
    ...screen(() => import('./account/privacy-centre').then((module) => module.PrivacyCentreRoute)),
  },
  signedIn({
    path: paths.OwnerDetails,
    ...screen(() => import('./owners/owner-details').then((module) => module.OwnerDetailsRoute)),
  }),
  signedIn(
    {
      path: paths.ledgerEntryDetails,
      ...screen(() => import('./owners/ledger-entry').then((module) => module.LedgerEntryRoute)),
    },
    (params) => `ledgerEntryDetails/${params.entry_no ?? ''}`,
  ),
  signedIn(
    {
      path: paths.ledgerPayment,
      ...screen(() => import('./owners/ledger-payment').then((module) => module.LedgerPaymentRoute)),
    },
    (params) => `ledgerPayment/${params.entry_no ?? ''}`,
  ),
  {
    path: paths.ownerPaymentComplete,
    ...screen(() => import('./owners/payment-complete').then((module) => module.PaymentCompleteRoute)),
  },
  {
    path: paths.login,
    ...screen(() => import('./account/login').then((module) => module.LoginRoute)),
  },
  {
    element: <RedirectIfSignedIn />,
    children: [
      {
        path: paths.resetPassword,
        ...screen(() => import('./account/reset-password').then((module) => module.ResetPasswordRoute)),
      },
    ],
  },
  {
    path: paths.setPassword,
    ...screen(() => import('./account/set-password').then((module) => module.SetPasswordRoute)),
  },
  {
    path: paths.confirmEmail,
    ...screen(() => import('./account/confirm-email').then((module) => module.ConfirmEmailRoute)),
  },
  {
    path: paths.missingBooking,
    ...screen(() => import('./booking/missing-booking').then((module) => module.MissingBookingRoute)),
  },
  {
    path: paths.events,
    ...screen(() => import('./events/events').then((module) => module.EventsRoute)),
  },
  {
    path: paths.accessibility,
    ...screen(() =>
      import('./about/accessibility-statement').then((module) => module.AccessibilityStatementRoute),
    ),
  },
  {
    path: paths.testCalendar,
    ...screen(() => import('./test-pages/test-calendar').then((module) => module.TestCalendarRoute)),
  },
  {
    path: paths.testPurchase,
    ...screen(() => import('./test-pages/test-purchase').then((module) => module.TestPurchaseRoute)),
  },
  {
    path: paths.notFound,
    ...screen(() => import('./errors/not-found').then((module) => module.NotFoundRoute)),
  },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];

/** The screen for a guest address other than the home page. */
export function GuestRoutes() {
  return useRoutes(guestRoutes);
}

/** Fetches the code of the guest screen `location` shows, unless it is here already. */
export function prepareGuestScreen(location: Location): Promise<unknown> | undefined {
  const waits: Promise<unknown>[] = [];
  for (const { route } of matchRoutes(guestRoutes, location) ?? []) {
    const loading = route.screen?.load();
    if (loading) waits.push(loading);
  }
  return waits.length > 0 ? Promise.all(waits) : undefined;
}
