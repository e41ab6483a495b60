import { staffRoleAllows } from '@parkstays/contract';
import { useEffect, useId, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SlideInPanel } from '../../../components/ui/slide-in-panel';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { BrandMark } from '../../layout/brand-mark';
import { NavigationProgress } from '../../layout/navigation-progress';
import { PageServices } from '../../layout/page-services';
import { useSiteName } from '../../layout/site-name';
import { SkipLink } from '../../layout/skip-link';
import { useRouteFocus } from '../../layout/use-route-focus';
import { useSignOut } from '../../layout/use-sign-out';
import styles from './admin-layout.module.css';
import { ADMIN_SECTIONS, sectionGroups, sectionOf } from './admin-sections';

/** From this width the sections stand in a side column; below it they wait behind the Menu button. */
const SIDE_NAV_QUERY = '(min-width: 64em)';

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
 * The phone's way to the sections: a button that opens them in a modal panel (focus kept inside,
 * Escape or Close shuts it and the focus goes back to the button). Shut when the window widens to
 * show the side column.
 */
function PhoneMenu({ groups }: { groups: Groups }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(SIDE_NAV_QUERY);
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon} focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        Menu
      </button>
      <SlideInPanel open={open} onOpenChange={setOpen} title="Menu">
        <SectionNav groups={groups} onNavigate={() => setOpen(false)} />
      </SlideInPanel>
    </>
  );
}

/**
 * The back office's own frame, apart from the guest site's header, menus and footer: the park and
 * the signed-in person at the top, the sections the person's role opens in a side column (behind a
 * Menu button on a phone), and the screen.
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
  useRouteFocus();
  return (
    <div className={styles.frame}>
      <SkipLink />
      <header className={styles.top}>
        <PhoneMenu groups={groups} />
        <p className={styles.park}>
          <BrandMark className={styles.mark} />
          <span className={styles.parkName}>{siteName}</span>
          <span className={styles.area}>Back office</span>
        </p>
        <div className={styles.person}>
          <span className={styles.personName}>{person}</span>
          <Button variant="secondary" className={styles.signOut} onClick={onSignOut}>
            Sign out
          </Button>
        </div>
      </header>
      <NavigationProgress />
      <div className={styles.body}>
        <div className={styles.side}>
          <SectionNav groups={groups} />
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
