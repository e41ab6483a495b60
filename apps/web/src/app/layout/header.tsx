import { MENU_IDS } from '@parkstays/contract';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { LazyDialog } from '../../components/ui/lazy-dialog';
import { paths, pathTo } from '../../config/paths';
import { usePopup } from '../../features/account';
import { useMenu, useSiteSettings } from '../../features/cms';
import { useSession } from '../../lib/auth';
import styles from './header.module.css';
import { useLayoutShell } from './layout-shell';
import { DesktopNav, MobileNavList, visibleItems } from './nav-menu';
import { useSiteName } from './site-name';
import { useSignOut } from './use-sign-out';
import { ACCOUNT_BUTTON_ID } from './user-menu-id';

function Logo({ href, siteName }: { href: string; siteName: string }) {
  return (
    <a href={href} className={styles.logo}>
      <svg aria-hidden="true" viewBox="0 0 40 40" className={styles.logoMark} focusable="false">
        <rect width="40" height="40" rx="10" className={styles.logoTile} />
        <path d="M7 29 20 10l13 19z" className={styles.logoSun} />
        <path d="M16 29h8v-7h-8z" className={styles.logoTile} />
      </svg>
      <span className={styles.logoText}>{siteName}</span>
    </a>
  );
}

// Radix's menu and its positioning code load only for signed-in users.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

export function Header() {
  const settings = useSiteSettings();
  const menu = useMenu(MENU_IDS.header);
  const { user } = useSession();
  const { openPopup } = usePopup();
  const signOut = useSignOut();
  const shellOnly = useLayoutShell();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);

  const items = visibleItems(menu.data?.items);
  const siteName = useSiteName();
  const logoHref = settings.data?.logo_target_url || paths.home;
  const ownerPortal = user ? pathTo('OwnerDetails') : undefined;
  const myBookings = pathTo('myBookings');
  const privacyCentre = user ? pathTo('privacyCentre') : undefined;
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo href={logoHref} siteName={siteName} />
        <DesktopNav items={items} />
        <div className={styles.actions}>
          {ownerPortal ? (
            <Link to={ownerPortal} className={`${styles.ownerLink} ${styles.desktopOnly}`}>
              Owner Portal
            </Link>
          ) : null}
          {shellOnly ? null : user ? (
            <div className={styles.desktopOnly}>
              <Suspense fallback={<span className={styles.userButton}>{user.first_name}</span>}>
                <UserMenu firstName={user.first_name} isStaff={Boolean(user.staff_role)} />
              </Suspense>
            </div>
          ) : (
            <Button id={ACCOUNT_BUTTON_ID} variant="accent" onClick={() => openPopup('signIn')}>
              Log In
            </Button>
          )}
          <button
            ref={hamburger}
            type="button"
            className={styles.hamburger}
            aria-label="Menu"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon} focusable="false">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </button>
          {/* The drawer's dialog code loads when it first opens. */}
          <LazyDialog open={drawerOpen}>
            {(Dialog) => (
              <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
                <Dialog.Portal>
                  <Dialog.Overlay className={styles.drawerOverlay} />
                  <Dialog.Content
                    className={styles.drawer}
                    aria-describedby={undefined}
                    // Back to the Menu button, as a Radix trigger would.
                    onCloseAutoFocus={(event) => {
                      event.preventDefault();
                      hamburger.current?.focus();
                    }}
                  >
                    <div className={styles.drawerHeader}>
                      <Dialog.Title className={styles.drawerTitle}>Menu</Dialog.Title>
                      <Dialog.Close className={styles.drawerClose} aria-label="Close">
                        <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon} focusable="false">
                          <path d="M6 6l12 12M18 6L6 18" />
                        </svg>
                      </Dialog.Close>
                    </div>
                    <nav aria-label="Main (mobile)">
                      <MobileNavList items={items} onNavigate={closeDrawer} />
                    </nav>
                    {user ? (
                      <section aria-labelledby="mobile-account-heading" className={styles.drawerAccount}>
                        <h2 id="mobile-account-heading" className={styles.drawerGroup}>
                          My Account
                        </h2>
                        <ul className={styles.drawerList}>
                          <li>
                            <button
                              type="button"
                              className={styles.drawerLink}
                              onClick={() => {
                                closeDrawer();
                                openPopup('myDetails');
                              }}
                            >
                              My Details
                            </button>
                          </li>
                          {myBookings ? (
                            <li>
                              <Link to={myBookings} className={styles.drawerLink} onClick={closeDrawer}>
                                My Bookings
                              </Link>
                            </li>
                          ) : null}
                          {privacyCentre ? (
                            <li>
                              <Link to={privacyCentre} className={styles.drawerLink} onClick={closeDrawer}>
                                Privacy centre
                              </Link>
                            </li>
                          ) : null}
                          {ownerPortal ? (
                            <li>
                              <Link to={ownerPortal} className={styles.drawerLink} onClick={closeDrawer}>
                                Owner Portal
                              </Link>
                            </li>
                          ) : null}
                          {user.staff_role ? (
                            <li>
                              <Link to={paths.adminToday} className={styles.drawerLink} onClick={closeDrawer}>
                                Back office
                              </Link>
                            </li>
                          ) : null}
                          <li>
                            <button
                              type="button"
                              className={styles.drawerLink}
                              onClick={() => {
                                closeDrawer();
                                signOut();
                              }}
                            >
                              Log Out
                            </button>
                          </li>
                        </ul>
                      </section>
                    ) : null}
                  </Dialog.Content>
                </Dialog.Portal>
              </Dialog.Root>
            )}
          </LazyDialog>
        </div>
      </div>
    </header>
  );
}
