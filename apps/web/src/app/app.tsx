import { type ReactNode, StrictMode, useEffect } from 'react';
import type { RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { type AppHistory, AppRouter } from './navigation';
import { AppProviders } from './providers';
import { AppRoutes, prepareScreen } from './router';

/** Calls `onMounted` once the first render is on the page (after hydration, for a prerendered one). */
function Mounted({ onMounted }: { onMounted?: () => void }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return null;
}

/**
 * The whole app on a history: what the browser mounts (main.tsx) and the build prerenders
 * (prerender.tsx). `prepared`: the first address's screen is ready (see AppRouter).
 */
export function App({
  history,
  prepared,
  routes,
  onMounted,
}: {
  history: AppHistory;
  prepared?: boolean;
  routes?: RouteObject[];
  onMounted?: () => void;
}): ReactNode {
  return (
    <StrictMode>
      <AppProviders>
        <AppRouter
          history={history}
          prepare={prepareScreen}
          prepared={prepared}
          fallback={<Spinner label="Loading…" />}
        >
          <AppRoutes table={routes} />
        </AppRouter>
      </AppProviders>
      <Mounted onMounted={onMounted} />
    </StrictMode>
  );
}
