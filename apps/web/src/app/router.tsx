import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { RedirectIfSignedIn, RequireSignedIn } from './guards';
import { Layout } from './layout/layout';
import { RouteError } from './route-error';
import { adoptTokenFromQuery, shouldCheckToken } from './session';

/** Every screen is its own chunk: the home page's first load carries only the shell and home. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Layout />,
    loader: adoptTokenFromQuery,
    shouldRevalidate: shouldCheckToken,
    HydrateFallback: () => <Spinner label="Loading…" />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./routes/search/search')).SearchRoute,
        }),
      },
      {
        path: paths.createBooking,
        lazy: async () => ({
          Component: (await import('./routes/booking/create-booking')).CreateBookingRoute,
        }),
      },
      {
        path: paths.confirmBooking,
        lazy: async () => ({
          Component: (await import('./routes/booking/confirm-booking')).ConfirmBookingRoute,
        }),
      },
      {
        path: paths.bookingConfirmation,
        lazy: async () => ({
          Component: (await import('./routes/booking/booking-confirmed')).BookingConfirmedRoute,
        }),
      },
      {
        path: paths.viewBooking,
        lazy: async () => ({
          Component: (await import('./routes/booking/view-booking')).ViewBookingRoute,
        }),
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
            lazy: async () => ({
              Component: (await import('./routes/activities/book-activities')).BookActivitiesRoute,
            }),
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
            lazy: async () => ({
              Component: (await import('./routes/activities/booked-activities')).BookedActivitiesRoute,
            }),
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
            lazy: async () => ({
              Component: (await import('./routes/activities/activity-session')).ActivitySessionRoute,
            }),
          },
        ],
      },
      {
        path: paths.activity,
        lazy: async () => ({
          Component: (await import('./routes/activities/activity')).ActivityRoute,
        }),
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
            lazy: async () => ({
              Component: (await import('./routes/activities/owner-visit')).OwnerVisitRoute,
            }),
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
            lazy: async () => ({
              Component: (await import('./routes/activities/owner-visit-activities'))
                .OwnerVisitActivitiesRoute,
            }),
          },
        ],
      },
      {
        element: <RequireSignedIn />,
        children: [
          {
            path: paths.myBookings,
            lazy: async () => ({
              Component: (await import('./routes/booking/my-bookings')).MyBookingsRoute,
            }),
          },
        ],
      },
      {
        element: <RequireSignedIn />,
        children: [
          {
            path: paths.OwnerDetails,
            lazy: async () => ({
              Component: (await import('./routes/owners/owner-details')).OwnerDetailsRoute,
            }),
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
            lazy: async () => ({
              Component: (await import('./routes/owners/ledger-entry')).LedgerEntryRoute,
            }),
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
            lazy: async () => ({
              Component: (await import('./routes/owners/ledger-payment')).LedgerPaymentRoute,
            }),
          },
        ],
      },
      {
        path: paths.ownerPaymentComplete,
        lazy: async () => ({
          Component: (await import('./routes/owners/payment-complete')).PaymentCompleteRoute,
        }),
      },
      {
        path: paths.login,
        lazy: async () => ({
          Component: (await import('./routes/account/login')).LoginRoute,
        }),
      },
      {
        element: <RedirectIfSignedIn />,
        children: [
          {
            path: paths.resetPassword,
            lazy: async () => ({
              Component: (await import('./routes/account/reset-password')).ResetPasswordRoute,
            }),
          },
        ],
      },
      {
        path: paths.confirmEmail,
        lazy: async () => ({
          Component: (await import('./routes/account/confirm-email')).ConfirmEmailRoute,
        }),
      },
      {
        path: paths.events,
        lazy: async () => ({
          Component: (await import('./routes/events/events')).EventsRoute,
        }),
      },
      {
        path: paths.testCalendar,
        lazy: async () => ({
          Component: (await import('./routes/test-pages/test-calendar')).TestCalendarRoute,
        }),
      },
      {
        path: paths.testPurchase,
        lazy: async () => ({
          Component: (await import('./routes/test-pages/test-purchase')).TestPurchaseRoute,
        }),
      },
      {
        path: paths.notFound,
        lazy: async () => ({
          Component: (await import('./routes/errors/not-found')).NotFoundRoute,
        }),
      },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
