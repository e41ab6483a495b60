import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';
import {
  type Location,
  type NavigationType,
  type Navigator,
  Router,
  UNSAFE_createBrowserHistory,
  UNSAFE_createMemoryHistory,
} from 'react-router';

/**
 * Where the address lives: the browser's history, or a list in memory (the build's prerender,
 * tests). React Router's own history objects, the ones its <BrowserRouter> and <MemoryRouter>
 * make; they are exported as UNSAFE_ because React Router counts them as internals (decision 031).
 */
export type AppHistory = Navigator & {
  readonly action: NavigationType;
  readonly location: Location;
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
};

export function browserHistory(): AppHistory {
  return UNSAFE_createBrowserHistory({ v5Compat: true });
}

export function memoryHistory(url: string): AppHistory {
  return UNSAFE_createMemoryHistory({ initialEntries: [url], v5Compat: true });
}

/**
 * What has to happen before `location` can be shown (its screen's code, a token to verify), or
 * undefined when it can be shown at once. `signal` aborts when another navigation overtakes it.
 */
export type Prepare = (location: Location, signal: AbortSignal) => Promise<unknown> | undefined;

const NavigationPending = createContext(false);

/** True while the app gets the next page ready: the current one stays on show meanwhile. */
export function useNavigationPending(): boolean {
  return useContext(NavigationPending);
}

type Shown = { action: NavigationType; location: Location; pending: boolean };

/**
 * React Router in declarative mode (<Routes>), showing an address only once `prepare` has it
 * ready, as the data router did with lazy routes and loaders: until then the page on show stays,
 * with `useNavigationPending()` true, and an address that needs nothing waits for nothing.
 *
 * `prepared`: the first address is ready already (main.tsx and the prerender wait for it before
 * rendering, so the first render is the page itself); otherwise `fallback` shows until it is.
 * `history` and `prepare` are made once: a new one would drop the navigation under way.
 */
export function AppRouter({
  history,
  prepare,
  prepared = false,
  fallback = null,
  children,
}: {
  history: AppHistory;
  prepare: Prepare;
  prepared?: boolean;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const [shown, setShown] = useState<Shown>(() => ({
    action: history.action,
    location: history.location,
    pending: false,
  }));
  const [ready, setReady] = useState(prepared);

  useEffect(() => {
    if (ready) return;
    const controller = new AbortController();
    const done = () => {
      if (!controller.signal.aborted) setReady(true);
    };
    const waiting = prepare(history.location, controller.signal);
    if (waiting) waiting.then(done, done);
    else done();
    return () => controller.abort();
  }, [ready, history, prepare]);

  // A layout effect, so a navigation made by the first page's effects is heard.
  useLayoutEffect(() => {
    let current: AbortController | undefined;
    const unlisten = history.listen(({ action, location }) => {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      const show = () => {
        if (controller.signal.aborted) return;
        startTransition(() => setShown({ action, location, pending: false }));
      };
      const waiting = prepare(location, controller.signal);
      if (!waiting) return show();
      setShown((before) => (before.pending ? before : { ...before, pending: true }));
      // A screen whose code failed to load still renders: it throws, and the error screen shows.
      waiting.then(show, show);
    });
    return () => {
      current?.abort();
      unlisten();
    };
  }, [history, prepare]);

  return (
    <NavigationPending.Provider value={shown.pending}>
      <Router location={shown.location} navigationType={shown.action} navigator={history}>
        {ready ? children : fallback}
      </Router>
    </NavigationPending.Provider>
  );
}
