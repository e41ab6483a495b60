import { Suspense } from 'react';
import {
  type Location,
  matchRoutes,
  Navigate,
  type Params,
  type RouteObject,
  useLocation,
  useRoutes,
} from 'react-router';
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
      signedIn(
        {
          path: paths.activities,
          ...screen(() =>
            import('./routes/activities/book-activities').then((module) => module.BookActivitiesRoute),
          ),
        },
        (params) => `activities/${encodeURIComponent(params.id ?? '')}`,
      ),
      signedIn(
        {
          path: paths.booked_activities,
          ...screen(() =>
            import('./routes/activities/booked-activities').then((module) => module.BookedActivitiesRoute),
          ),
        },
        (params) => `booked_activities/${encodeURIComponent(params.id ?? '')}`,
      ),
      signedIn(
        {
          path: paths.activity_session,
          ...screen(() =>
            import('./routes/activities/activity-session').then((module) => module.ActivitySessionRoute),
          ),
        },
        (params) => `activity_session/${encodeURIComponent(params.activity_booking_no ?? '')}`,
      ),
      {
        path: paths.activity,
        ...screen(() => import('./routes/activities/activity').then((module) => module.ActivityRoute)),
      },
      signedIn(
        {
          path: paths.ownerVisit,
          ...screen(() => import('./routes/activities/owner-visit').then((module) => module.OwnerVisitRoute)),
        },
        (params) => `ownerVisit/${encodeURIComponent(params.id ?? '')}`,
      ),
      signedIn(
        {
          path: paths.ownerVisitActivities,
          ...screen(() =>
            import('./routes/activities/owner-visit-activities').then(
              (module) => module.OwnerVisitActivitiesRoute,
            ),
          ),
        },
        (params) => `ownerVisitActivities/${encodeURIComponent(params.id ?? '')}`,
      ),
      signedIn({
        path: paths.myBookings,
        ...screen(() => import('./routes/booking/my-bookings').then((module) => module.MyBookingsRoute)),
      }),
      signedIn({
        path: paths.OwnerDetails,
        ...screen(() => import('./routes/owners/owner-details').then((module) => module.OwnerDetailsRoute)),
      }),
      signedIn(
        {
          path: paths.ledgerEntryDetails,
          ...screen(() => import('./routes/owners/ledger-entry').then((module) => module.LedgerEntryRoute)),
        },
        (params) => `ledgerEntryDetails/${params.entry_no ?? ''}`,
      ),
      signedIn(
        {
          path: paths.ledgerPayment,
          ...screen(() =>
            import('./routes/owners/ledger-payment').then((module) => module.LedgerPaymentRoute),
          ),
        },
        (params) => `ledgerPayment/${params.entry_no ?? ''}`,
      ),
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
        path: paths.accessibility,
        ...screen(() =>
          import('./routes/about/accessibility-statement').then(
            (module) => module.AccessibilityStatementRoute,
          ),
        ),
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
