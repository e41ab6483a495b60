import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True while React adopts HTML that was rendered ahead of time (the build prerenders the home
 * page) and while rendering that HTML; false in every other render, and from the render right
 * after hydration on. A component whose first screen depends on what only the browser knows (the
 * address, today's date) renders what the prerendered HTML holds while this is true, so hydration
 * matches, and its real content straight after.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
