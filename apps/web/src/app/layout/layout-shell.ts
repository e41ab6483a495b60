import { createContext, useContext } from 'react';

/**
 * True while the build prerenders the layout alone, as the HTML every screen but the home page
 * starts from (prerender.tsx): it cannot know who will be signed in, so the header leaves the
 * account button out until the app draws the real page.
 */
export const LayoutShell = createContext(false);

export function useLayoutShell(): boolean {
  return useContext(LayoutShell);
}
