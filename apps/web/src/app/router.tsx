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
