import type { ComponentType } from 'react';
import type { Location } from 'react-router';
import { matchRoutes, Navigate, useRoutes } from 'react-router';
import { paths } from '../../../config/paths';
import { type AppRoute, screen } from '../../lazy-screen';
import { AdminLayoutRoute } from './admin-layout';

/** A screen at `path` under /admin, its code a chunk of its own. */
const at = (path: string, importScreen: () => Promise<ComponentType>): AppRoute => ({
  path,
  ...screen(importScreen),
});

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
      at('bookings', () => import('./bookings').then((module) => module.AdminBookingsRoute)),
      at('bookings/:booking_no', () => import('./booking').then((module) => module.AdminBookingRoute)),
      at('board', () => import('./board').then((module) => module.AdminBoardRoute)),
      at('payments', () => import('./payments').then((module) => module.AdminPaymentsRoute)),
      at('check-in', () => import('./check-in').then((module) => module.AdminCheckInRoute)),
      at('activities', () => import('./activities').then((module) => module.AdminActivitiesRoute)),
      at('owners', () => import('./owners').then((module) => module.AdminOwnersRoute)),
      at('owners/:customer_no', () => import('./owner').then((module) => module.AdminOwnerRoute)),
      at('outbox', () => import('./outbox').then((module) => module.AdminOutboxRoute)),
      at('privacy', () => import('./privacy').then((module) => module.AdminPrivacyRoute)),
      at('events', () => import('./events').then((module) => module.AdminEventsRoute)),
      at('content', () => import('./content').then((module) => module.AdminContentRoute)),
      at('offers', () => import('./extras-and-codes').then((module) => module.AdminExtrasAndCodesRoute)),
      at('prices', () => import('./prices').then((module) => module.AdminPricesRoute)),
      at('terms', () => import('./terms').then((module) => module.AdminTermsRoute)),
      at('staff', () => import('./staff').then((module) => module.AdminStaffRoute)),
      at('catalogue', () => import('./catalogue').then((module) => module.AdminCatalogueRoute)),
      at('catalogue/grades/:grade_id', () =>
        import('./catalogue-grade').then((module) => module.AdminCatalogueGradeRoute),
      ),
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
