import { staffRoleAllows } from '@parkstays/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { NavigationProgress } from '../../layout/navigation-progress';
import { PageServices } from '../../layout/page-services';
import { useSiteName } from '../../layout/site-name';
import { SkipLink } from '../../layout/skip-link';
import { useRouteFocus } from '../../layout/use-route-focus';
import { useSignOut } from '../../layout/use-sign-out';
import styles from './admin-layout.module.css';
import { ADMIN_SECTIONS, sectionGroups, sectionOf } from './admin-sections';

type Groups = ReturnType<typeof sectionGroups>;

/** The sections under their group names; `onNavigate` runs when one is chosen (the phone menu closes). */
function SectionNav({ groups, onNavigate }: { groups: Groups; onNavigate?: () => void }) {
  const id = useId();
  return (
    <nav aria-label="Back office" className={styles.nav}>
      {groups.map(({ group, sections }) => (
        <div key={group} className={styles.group}>
          {/* The list's name; hidden from screen readers, which read it with the list. */}
          <span id={`${id}-${group}`} className={styles.groupName} aria-hidden="true">
            {group}
          </span>
          <ul aria-labelledby={`${id}-${group}`} className={styles.sections}>
            {sections.map((item) => (
              <li key={item.name}>
                <NavLink
                  to={item.path}
                  end={item.path === paths.adminToday}
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.current}` : styles.link)}
                  onClick={onNavigate}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/**
 * The back office's own frame, apart from the guest site's header, menus and footer: the park and
 * the signed-in person at the top, the sections the person's role opens in a side column, and the
 * screen. On a phone the column waits behind a Menu button that opens it in place (a disclosure,
 * as GOV.UK's service navigation does): Escape or choosing a section shuts it, and Escape gives
 * the focus back to the button.
 */
function BackOfficeFrame({
  groups,
  person,
  onSignOut,
}: {
  groups: Groups;
  person: string;
  onSignOut: () => void;
}) {
  const siteName = useSiteName();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const side = useRef<HTMLDivElement>(null);
  const sideId = useId();
  useRouteFocus();
  // The guest site's sticky header is gone; nothing needs room kept above what is scrolled to.
  useEffect(() => {
    document.documentElement.style.removeProperty('--header-height');
  }, []);
  // Escape, with the focus on the button or in the open sections, shuts them.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const focused = document.activeElement;
      if (event.key !== 'Escape' || !focused) return;
      if (!menuButton.current?.contains(focused) && !side.current?.contains(focused)) return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
  return (
    <div className={styles.frame}>
      <SkipLink />
      <header className={styles.top}>
        <p className={styles.park}>
          <span className={styles.parkName}>{siteName}</span>
          <span className={styles.area}>Back office</span>
        </p>
        <div className={styles.person}>
          <span className={styles.personName}>{person}</span>
          <Button variant="secondary" className={styles.signOut} onClick={onSignOut}>
            Sign out
          </Button>
        </div>
        <Button
          ref={menuButton}
          variant="secondary"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={sideId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon} focusable="false">
            <path d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 6h16M4 12h16M4 18h16'} />
          </svg>
          Menu
        </Button>
      </header>
      <NavigationProgress />
      <div className={styles.body}>
        <div ref={side} id={sideId} className={menuOpen ? `${styles.side} ${styles.open}` : styles.side}>
          <SectionNav groups={groups} onNavigate={() => setMenuOpen(false)} />
        </div>
        <main id="main" tabIndex={-1} className={styles.screen}>
          <Outlet />
        </main>
      </div>
      <PageServices />
    </div>
  );
}

/**
 * The back office's guard and frame. A visitor signs in first and comes back here; a guest or an
 * owner (or staff opening a section their role does not cover) is shown the not-found page, so the
 * back office's addresses say nothing to them. The API refuses their calls whatever the web shows
 * (decision 032).
 */
export function AdminLayoutRoute() {
  const { isSignedIn, user } = useSession();
  const location = useLocation();
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  if (!isSignedIn) {
    // Signed out here: on the way to the home page, not to the sign-in page.
    if (signingOut) return <Spinner label="Signing out…" />;
    return <Navigate to={`${paths.login}?${new URLSearchParams({ redirect: 'adminToday' })}`} replace />;
  }
  const role = user?.staff_role;
  const allowed = ADMIN_SECTIONS.filter((section) => staffRoleAllows(role, section.roles));
  const section = sectionOf(location.pathname);
  if (!section || allowed.length === 0) return <Navigate to={paths.notFound} replace />;
  if (!allowed.includes(section)) {
    // The back office's front door sends each role to its first screen (activities: check-in).
    const first = allowed[0];
    if (location.pathname === paths.adminToday && first) return <Navigate to={first.path} replace />;
    return <Navigate to={paths.notFound} replace />;
  }
  const person = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  // The sign-out is asked for here, where it outlives the frame: the home page comes after it.
  const onSignOut = () => {
    setSigningOut(true);
    signOut();
  };
  return <BackOfficeFrame groups={sectionGroups(role)} person={person} onSignOut={onSignOut} />;
}
