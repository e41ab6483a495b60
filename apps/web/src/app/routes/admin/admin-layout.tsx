import { staffRoleAllows } from '@parkstays/contract';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import styles from './admin-layout.module.css';
import { ADMIN_SECTIONS, sectionOf } from './admin-sections';

/**
 * The back office's frame: the sections the signed-in member of staff may open, and the screen.
 * A visitor signs in first and comes back here; a guest or an owner (or staff opening a section
 * their role does not cover) is shown the not-found page, so the back office's addresses say
 * nothing to them. The API refuses their calls whatever the web shows (decision 032).
 */
export function AdminLayoutRoute() {
  const { isSignedIn, user } = useSession();
  const location = useLocation();
  if (!isSignedIn) {
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
  return (
    <div className={styles.frame}>
      <nav aria-label="Back office" className={styles.nav}>
        <ul className={styles.sections}>
          {allowed.map((item) => (
            <li key={item.name}>
              <NavLink
                to={item.path}
                end={item.path === paths.adminToday}
                className={({ isActive }) => (isActive ? `${styles.link} ${styles.current}` : styles.link)}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.screen}>
        <Outlet />
      </div>
    </div>
  );
}
