import { Suspense } from 'react';
import { type Location, matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { Spinner } from '../components/ui/spinner';
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

/** The guest site's table of screens besides the home page (decision 057), like the back office's. */
let guestSite: typeof import('./routes/guest-routes') | undefined;
const loadGuestSite = () =>
  import('./routes/guest-routes').then((module) => {
    guestSite = module;
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
        // Every other guest address: the guest site's own route table, fetched when first needed.
        path: '*',
        ...screen(() => loadGuestSite().then((module) => module.GuestRoutes)),
        prepare: (location) =>
          guestSite
            ? guestSite.prepareGuestScreen(location)
            : loadGuestSite().then((module) => module.prepareGuestScreen(location)),
      },
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
