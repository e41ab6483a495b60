import { Suspense } from 'react';
import { type Location, matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { RedirectIfSignedIn, RequireSignedIn } from './guards';
import { Layout } from './layout/layout';
import { type AppRoute, screen } from './lazy-screen';
import { RouteErrorBoundary } from './route-error';
import { adoptTokenFromQuery } from './session';

/**
 * The back office's own route table, fetched the first time a staff address is opened: its
 * screens' routes and chunk names stay out of the home page's script (decision 036).
 */
let backOffice: typeof import('./routes/admin/admin-routes') | undefined;
const loadBackOffice = () =>
  import('./routes/admin/admin-routes').then((module) => {
    backOffice = module;
    return module;
  });

/**
 * Every screen is its own chunk: the home page's first load carries only the shell and home. The
 * guest site's screens sit in its layout (header, footer); the back office draws its own frame.
 */
export const routes: AppRoute[] = [
  {
    element: <Layout />,
    children: [
      {
        index: true,
        ...screen(() => import('./routes/search/search').then((module) => module.SearchRoute)),
      },
      {
        path: paths.createBooking,
        ...screen(() =>
          import('./routes/booking/create-booking').then((module) => module.CreateBookingRoute),
        ),
      },
      {
        path: paths.confirmBooking,
        ...screen(() =>
          import('./routes/booking/confirm-booking').then((module) => module.ConfirmBookingRoute),
        ),
      },
      {
        path: paths.bookingConfirmation,
        ...screen(() =>
          import('./routes/booking/booking-confirmed').then((module) => module.BookingConfirmedRoute),
        ),
      },
      {
        path: paths.viewBooking,
        ...screen(() => import('./routes/booking/view-booking').then((module) => module.ViewBookingRoute)),
      },
      {
        element: (
          <RequireSignedIn
            redirectTo={paths.login}
            returnTo={(params) => `activities/${encodeURIComponent(params.id ?? '')}`}
          />
        ),
        children: [
          {
            path: paths.activities,
            ...screen(() =>
              import('./routes/activities/book-activities').then((module) => module.BookActivitiesRoute),
            ),
          },
        ],
      },
      {
        element: (
          <RequireSignedIn
            redirectTo={paths.login}
            returnTo={(params) => `booked_activities/${encodeURIComponent(params.id ?? '')}`}
          />
        ),
        children: [
          {
            path: paths.booked_activities,
            ...screen(() =>
              import('./routes/activities/booked-activities').then((module) => module.BookedActivitiesRoute),
            ),
          },
        ],
      },
      {
        element: (
          <RequireSignedIn
            redirectTo={paths.login}
            returnTo={(params) => `activity_session/${encodeURIComponent(params.activity_booking_no ?? '')}`}
          />
        ),
        children: [
          {
            path: paths.activity_session,
            ...screen(() =>
              import('./routes/activities/activity-session').then((module) => module.ActivitySessionRoute),
            ),
          },
        ],
      },
      {
        path: paths.activity,
        ...screen(() => import('./routes/activities/activity').then((module) => module.ActivityRoute)),
      },
      {
        element: (
          <RequireSignedIn
            redirectTo={paths.login}
            returnTo={(params) => `ownerVisit/${encodeURIComponent(params.id ?? '')}`}
          />
        ),
        children: [
          {
            path: paths.ownerVisit,
            ...screen(() =>
              import('./routes/activities/owner-visit').then((module) => module.OwnerVisitRoute),
            ),
          },
        ],
      },
      {
        element: (
          <RequireSignedIn
            redirectTo={paths.login}
            returnTo={(params) => `ownerVisitActivities/${encodeURIComponent(params.id ?? '')}`}
          />
        ),
        children: [
          {
            path: paths.ownerVisitActivities,
            ...screen(() =>
              import('./routes/activities/owner-visit-activities').then(
                (module) => module.OwnerVisitActivitiesRoute,
              ),
            ),
          },
        ],
      },
      {
        element: <RequireSignedIn />,
        children: [
          {
            path: paths.myBookings,
            ...screen(() => import('./routes/booking/my-bookings').then((module) => module.MyBookingsRoute)),
          },
        ],
      },
      {
        element: <RequireSignedIn />,
        children: [
          {
            path: paths.OwnerDetails,
            ...screen(() =>
              import('./routes/owners/owner-details').then((module) => module.OwnerDetailsRoute),
            ),
          },
        ],
      },
      {
        element: (
          <RequireSignedIn
            redirectTo={paths.login}
            returnTo={(params) => `ledgerEntryDetails/${params.entry_no ?? ''}`}
          />
        ),
        children: [
          {
            path: paths.ledgerEntryDetails,
            ...screen(() => import('./routes/owners/ledger-entry').then((module) => module.LedgerEntryRoute)),
          },
        ],
      },
      {
        element: (
          <RequireSignedIn
            redirectTo={paths.login}
            returnTo={(params) => `ledgerPayment/${params.entry_no ?? ''}`}
          />
        ),
        children: [
          {
            path: paths.ledgerPayment,
            ...screen(() =>
              import('./routes/owners/ledger-payment').then((module) => module.LedgerPaymentRoute),
            ),
          },
        ],
      },
      {
        path: paths.ownerPaymentComplete,
        ...screen(() =>
          import('./routes/owners/payment-complete').then((module) => module.PaymentCompleteRoute),
        ),
      },
      {
        path: paths.login,
        ...screen(() => import('./routes/account/login').then((module) => module.LoginRoute)),
      },
      {
        element: <RedirectIfSignedIn />,
        children: [
          {
            path: paths.resetPassword,
            ...screen(() =>
              import('./routes/account/reset-password').then((module) => module.ResetPasswordRoute),
            ),
          },
        ],
      },
      {
        path: paths.setPassword,
        ...screen(() => import('./routes/account/set-password').then((module) => module.SetPasswordRoute)),
      },
      {
        path: paths.confirmEmail,
        ...screen(() => import('./routes/account/confirm-email').then((module) => module.ConfirmEmailRoute)),
      },
      {
        path: paths.missingBooking,
        ...screen(() =>
          import('./routes/booking/missing-booking').then((module) => module.MissingBookingRoute),
        ),
      },
      {
        path: paths.events,
        ...screen(() => import('./routes/events/events').then((module) => module.EventsRoute)),
      },
      {
        path: paths.testCalendar,
        ...screen(() =>
          import('./routes/test-pages/test-calendar').then((module) => module.TestCalendarRoute),
        ),
      },
      {
        path: paths.testPurchase,
        ...screen(() =>
          import('./routes/test-pages/test-purchase').then((module) => module.TestPurchaseRoute),
        ),
      },
      {
        path: paths.notFound,
        ...screen(() => import('./routes/errors/not-found').then((module) => module.NotFoundRoute)),
      },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
  {
    // The back office, in a frame of its own rather than the guest site's header and footer
    // (decision 036): one chunk with its frame and route table; each of its screens is a chunk of
    // its own, got ready by the table before it is shown.
    path: '/admin/*',
    ...screen(() => loadBackOffice().then((module) => module.BackOfficeRoutes)),
    prepare: (location) =>
      backOffice
        ? backOffice.prepareBackOfficeScreen(location)
        : loadBackOffice().then((module) => module.prepareBackOfficeScreen(location)),
  },
];

/**
 * What `location` waits for before it is shown (navigation.tsx): the code of its screen, unless
 * fetched already, and a `token` in its query to verify (session.ts). Undefined when nothing.
 */
export function prepareScreen(location: Location, signal: AbortSignal): Promise<unknown> | undefined {
  const waits: Promise<unknown>[] = [];
  for (const { route } of matchRoutes(routes, location) ?? []) {
    const loading = route.screen?.load();
    if (loading) waits.push(loading);
    const preparing = route.prepare?.(location);
    if (preparing) waits.push(preparing);
  }
  const token = adoptTokenFromQuery(location.search, signal);
  if (token) waits.push(token);
  return waits.length > 0 ? Promise.all(waits) : undefined;
}

/**
 * The screen for the address on show, inside the layout; the error screen instead when drawing
 * it throws. `table` replaces the app's routes (the build's prerendered layout alone).
 */
export function AppRoutes({ table = routes }: { table?: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes(table);
  return (
    <RouteErrorBoundary locationKey={location.key}>
      <Suspense fallback={<Spinner label="Loading…" />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
