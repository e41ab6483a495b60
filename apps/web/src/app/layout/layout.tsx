import { type RefObject, useLayoutEffect, useRef } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { AccountPopups, EmailConfirmationNotice } from '../../features/account';
import { AccountSwitchPrompt } from './account-switch-prompt';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layout.module.css';
import { SessionWatcher } from './session-watcher';
import { useRouteFocus } from './use-route-focus';

/**
 * Publishes the sticky header's height as `--header-height` on the root element: the page's
 * `scroll-padding-top` and the sticky filter column use it, so nothing scrolled into view or
 * focused by keyboard ends up under the header, however many lines its menu wraps to.
 */
function useHeaderHeight(shell: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const header = shell.current?.querySelector('header');
    if (!header) return;
    const root = document.documentElement;
    const publish = () =>
      root.style.setProperty('--header-height', `${header.getBoundingClientRect().height}px`);
    publish();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(publish);
    observer.observe(header);
    return () => observer.disconnect();
  }, [shell]);
}

export function Layout() {
  const navigation = useNavigation();
  const shell = useRef<HTMLDivElement>(null);
  useHeaderHeight(shell);
  useRouteFocus();
  return (
    <div className={styles.shell} ref={shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <Header />
      <EmailConfirmationNotice />
      {navigation.state === 'loading' ? (
        <div className={styles.progress} role="status">
          <span className="visually-hidden">Loading page…</span>
        </div>
      ) : null}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <AccountPopups />
      <SessionWatcher />
      <AccountSwitchPrompt />
    </div>
  );
}
