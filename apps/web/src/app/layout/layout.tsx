import { Outlet, useNavigation } from 'react-router';
import { AccountPopups } from '../../features/account/components/account-popups';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layout.module.css';
import { SessionWatcher } from './session-watcher';

export function Layout() {
  const navigation = useNavigation();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <Header />
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
    </div>
  );
}
