import { type ComponentType, type ReactNode, use } from 'react';
import type { Location, RouteObject } from 'react-router';

/** A screen whose code is a chunk of its own, fetched the first time it is needed. */
export type LazyScreen = {
  /** Fetches the code (once); undefined when it is here already. */
  load: () => Promise<void> | undefined;
  /** The screen: drawn at once when its code is here, which the router makes sure of first. */
  Screen: ComponentType;
};

export function lazyScreen(importScreen: () => Promise<ComponentType>): LazyScreen {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  let failed: { error: unknown } | undefined;
  const load = () => {
    if (Loaded) return undefined;
    // Another visit tries again: the network may be back.
    failed = undefined;
    loading ??= importScreen().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        failed = { error };
        throw error;
      },
    );
    return loading;
  };
  function Screen() {
    // The error screen shows a chunk that would not load.
    if (failed) throw failed.error;
    // Only when something draws the screen before the router has fetched its code (a test's
    // first render): the nearest Suspense boundary waits for it.
    const waiting = load();
    if (waiting) use(waiting);
    return Loaded ? <Loaded /> : null;
  }
  return { load, Screen };
}

/**
 * A route of a route table; `screen` when its screen is a chunk of its own, `prepare` when what it
 * shows is a table of its own whose screens it gets ready itself (the back office).
 */
export type AppRoute = RouteObject & {
  screen?: LazyScreen;
  prepare?: (location: Location) => Promise<unknown> | undefined;
  children?: AppRoute[];
};

/** A route's screen as a chunk of its own, and the element that draws it. */
export function screen(importScreen: () => Promise<ComponentType>): {
  screen: LazyScreen;
  element: ReactNode;
} {
  const lazy = lazyScreen(importScreen);
  return { screen: lazy, element: <lazy.Screen /> };
}
