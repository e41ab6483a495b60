import type { Location } from 'react-router';
import { matchRoutes, Navigate, useRoutes } from 'react-router';
import { paths } from '../../../config/paths';
import { type AppRoute, screen } from '../../lazy-screen';
import { AdminLayoutRoute } from './admin-layout';

/**
 * The back office's routes under /admin: the frame (which checks the staff role), and each screen
 * as a chunk of its own. This table is itself one chunk, so the home page carries only the one
 * route that fetches it (decision 036).
 */
const backOfficeRoutes: AppRoute[] = [
  {
    element: <AdminLayoutRoute />,
    children: [
      { index: true, ...screen(() => import('./today').then((module) => module.AdminTodayRoute)) },
      {
        path: 'bookings',
        ...screen(() => import('./bookings').then((module) => module.AdminBookingsRoute)),
      },
      {
        path: 'bookings/:booking_no',
        ...screen(() => import('./booking').then((module) => module.AdminBookingRoute)),
      },
      { path: 'board', ...screen(() => import('./board').then((module) => module.AdminBoardRoute)) },
      {
        path: 'payments',
        ...screen(() => import('./payments').then((module) => module.AdminPaymentsRoute)),
      },
      {
        path: 'check-in',
        ...screen(() => import('./check-in').then((module) => module.AdminCheckInRoute)),
      },
      {
        path: 'activities',
        ...screen(() => import('./activities').then((module) => module.AdminActivitiesRoute)),
      },
      { path: 'owners', ...screen(() => import('./owners').then((module) => module.AdminOwnersRoute)) },
      {
        path: 'owners/:customer_no',
        ...screen(() => import('./owner').then((module) => module.AdminOwnerRoute)),
      },
      { path: 'outbox', ...screen(() => import('./outbox').then((module) => module.AdminOutboxRoute)) },
      { path: 'events', ...screen(() => import('./events').then((module) => module.AdminEventsRoute)) },
      {
        path: 'content',
        ...screen(() => import('./content').then((module) => module.AdminContentRoute)),
      },
      {
        path: 'offers',
        ...screen(() => import('./extras-and-codes').then((module) => module.AdminExtrasAndCodesRoute)),
      },
      { path: 'prices', ...screen(() => import('./prices').then((module) => module.AdminPricesRoute)) },
      { path: 'staff', ...screen(() => import('./staff').then((module) => module.AdminStaffRoute)) },
      {
        path: 'catalogue',
        ...screen(() => import('./catalogue').then((module) => module.AdminCatalogueRoute)),
      },
      {
        path: 'catalogue/grades/:grade_id',
        ...screen(() => import('./catalogue-grade').then((module) => module.AdminCatalogueGradeRoute)),
      },
      // An address under /admin that is no screen.
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

/** The screen for a back-office address, inside the frame. */
export function BackOfficeRoutes() {
  return useRoutes(backOfficeRoutes);
}

/** Fetches the code of the back-office screen `location` shows, unless it is here already. */
export function prepareBackOfficeScreen(location: Location): Promise<unknown> | undefined {
  const waits: Promise<unknown>[] = [];
  for (const { route } of matchRoutes(backOfficeRoutes, location, '/admin') ?? []) {
    const loading = route.screen?.load();
    if (loading) waits.push(loading);
  }
  return waits.length > 0 ? Promise.all(waits) : undefined;
}
