import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusElement, focusIsLost, pageHeading, whenElement } from '../../lib/focus';

/**
 * The one route-change focus rule, for every screen: after a move to another page (not a change
 * of the query string, not the first load), the focus goes to the new page's main heading, or to
 * the element the address's #fragment names, as soon as it is on screen (many pages show a
 * spinner first). Focusing it scrolls it into view below the sticky header. A screen that has
 * put the focus somewhere in itself (an error, a field) keeps it, and so does an open dialog.
 */
export function useRouteFocus() {
  const { pathname, hash } = useLocation();
  const firstLoad = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new page (pathname).
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (!main) return;
    const fragment = decodeURIComponent(hash.replace(/^#/, ''));
    const moveTo = (target: HTMLElement | null) => {
      const active = document.activeElement;
      if (active?.closest('[role="dialog"]')) return;
      // Still on the link that was followed (in the header), or on nothing: the new page's turn.
      if (focusIsLost() || !main.contains(active)) focusElement(target ?? main);
    };
    const find = fragment ? () => document.getElementById(fragment) : () => pageHeading(main);
    return whenElement(find, moveTo, {
      root: main,
      timeoutMs: 10_000,
      missing: () => moveTo(fragment ? pageHeading(main) : null),
    });
  }, [pathname]);
}
