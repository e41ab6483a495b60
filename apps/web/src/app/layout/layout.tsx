import { type RefObject, useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { EmailConfirmationNotice } from '../../features/account';
import { CookieConsent } from '../../features/cookies';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layout.module.css';
import { NavigationProgress } from './navigation-progress';
import { PageServices } from './page-services';
import { SkipLink } from './skip-link';
import { useRouteFocus } from './use-route-focus';

/**
 * Publishes the sticky header's height as `--header-height` on the root element: the page's
 * `scroll-padding-top` and the sticky filter column use it, so nothing scrolled into view or
 * focused by keyboard ends up under the header, however many lines its menu wraps to. Read from a
 * ResizeObserver, which reports sizes after each layout: asking the header for its size while the
 * page is being set up would force a whole-page layout before the first paint.
 */
function useHeaderHeight(shell: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const header = shell.current?.querySelector('header');
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? header.getBoundingClientRect().height;
      root.style.setProperty('--header-height', `${height}px`);
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, [shell]);
}

/** The guest site's frame: its header and menus, the screen, its footer. The back office has its own. */
export function Layout() {
  const shell = useRef<HTMLDivElement>(null);
  useHeaderHeight(shell);
  useRouteFocus();
  return (
    <div className={styles.shell} ref={shell}>
      {/* First in reading order (as GOV.UK's banner) though drawn at the foot of the window. */}
      <CookieConsent />
      <SkipLink />
      <Header />
      <EmailConfirmationNotice />
      <NavigationProgress />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <PageServices />
    </div>
  );
}
