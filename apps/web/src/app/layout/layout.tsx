import { type RefObject, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AccountPopups, EmailConfirmationNotice } from '../../features/account';
import { useNavigationPending } from '../navigation';
import { AccountSwitchPrompt } from './account-switch-prompt';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layout.module.css';
import { SessionWatcher } from './session-watcher';
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

export function Layout() {
  const pending = useNavigationPending();
  const shell = useRef<HTMLDivElement>(null);
  useHeaderHeight(shell);
  useRouteFocus();
  // The back office is desk-first: its tables and the allocation board use the window's width.
  const wide = useLocation().pathname.startsWith('/admin');
  return (
    <div className={styles.shell} ref={shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <Header />
      <EmailConfirmationNotice />
      {pending ? (
        <div className={styles.progress} role="status">
          <span className="visually-hidden">Loading page…</span>
        </div>
      ) : null}
      <main id="main" tabIndex={-1} className={wide ? `${styles.main} ${styles.wide}` : styles.main}>
        <Outlet />
      </main>
      <Footer />
      <AccountPopups />
      <SessionWatcher />
      <AccountSwitchPrompt />
    </div>
  );
}
