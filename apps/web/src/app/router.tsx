import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { RedirectIfSignedIn, RequireSignedIn } from './guards';
import { Layout } from './layout/layout';
import { paths } from './paths';
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
          Component: (await import('../features/search/routes/search-route')).SearchRoute,
        }),
      },
      {
        path: paths.createBooking,
        lazy: async () => ({
          Component: (await import('../features/booking/routes/create-booking-route')).CreateBookingRoute,
        }),
      },
      {
        path: paths.confirmBooking,
        lazy: async () => ({
          Component: (await import('../features/booking/routes/confirm-booking-route')).ConfirmBookingRoute,
        }),
      },
      {
        path: paths.bookingConfirmation,
        lazy: async () => ({
          Component: (await import('../features/booking/routes/booking-confirmed-route'))
            .BookingConfirmedRoute,
        }),
      },
      {
        path: paths.viewBooking,
        lazy: async () => ({
          Component: (await import('../features/booking/routes/view-booking-route')).ViewBookingRoute,
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
              Component: (await import('../features/activities/routes/book-activities-route'))
                .BookActivitiesRoute,
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
              Component: (await import('../features/activities/routes/booked-activities-route'))
                .BookedActivitiesRoute,
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
              Component: (await import('../features/activities/routes/activity-session-route'))
                .ActivitySessionRoute,
            }),
          },
        ],
      },
      {
        path: paths.activity,
        lazy: async () => ({
          Component: (await import('../features/activities/routes/activity-route')).ActivityRoute,
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
              Component: (await import('../features/activities/routes/owner-visit-route')).OwnerVisitRoute,
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
              Component: (await import('../features/activities/routes/owner-visit-activities-route'))
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
              Component: (await import('../features/booking/routes/my-bookings-route')).MyBookingsRoute,
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
              Component: (await import('../features/owners/routes/owner-details-route')).OwnerDetailsRoute,
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
              Component: (await import('../features/owners/routes/ledger-entry-route')).LedgerEntryRoute,
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
              Component: (await import('../features/owners/routes/ledger-payment-route')).LedgerPaymentRoute,
            }),
          },
        ],
      },
      {
        path: paths.ownerPaymentComplete,
        lazy: async () => ({
          Component: (await import('../features/owners/routes/payment-complete-route')).PaymentCompleteRoute,
        }),
      },
      {
        path: paths.login,
        lazy: async () => ({
          Component: (await import('../features/account/routes/login-route')).LoginRoute,
        }),
      },
      {
        element: <RedirectIfSignedIn />,
        children: [
          {
            path: paths.resetPassword,
            lazy: async () => ({
              Component: (await import('../features/account/routes/reset-password-route')).ResetPasswordRoute,
            }),
          },
        ],
      },
      {
        path: paths.confirmEmail,
        lazy: async () => ({
          Component: (await import('../features/account/routes/confirm-email-route')).ConfirmEmailRoute,
        }),
      },
      {
        path: paths.events,
        lazy: async () => ({
          Component: (await import('../features/events/routes/events-route')).EventsRoute,
        }),
      },
      {
        path: paths.testCalendar,
        lazy: async () => ({
          Component: (await import('../features/test-pages/routes/test-calendar-route')).TestCalendarRoute,
        }),
      },
      {
        path: paths.testPurchase,
        lazy: async () => ({
          Component: (await import('../features/test-pages/routes/test-purchase-route')).TestPurchaseRoute,
        }),
      },
      {
        path: paths.notFound,
        lazy: async () => ({
          Component: (await import('../features/errors/routes/not-found-route')).NotFoundRoute,
        }),
      },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
