import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { paths, pathTo } from '../../config/paths';
import { usePopup } from '../../features/account';
import styles from './header.module.css';
import { useSignOut } from './use-sign-out';
import { ACCOUNT_BUTTON_ID } from './user-menu-id';

/**
 * The signed-in user's menu, labelled with their first name. Staff also find the back office in it
 * (guests and owners never see the link; the back office refuses them anyway).
 */
export function UserMenu({ firstName, isStaff = false }: { firstName: string; isStaff?: boolean }) {
  const { openPopup } = usePopup();
  const signOut = useSignOut();
  const myBookings = pathTo('myBookings');
  const privacyCentre = pathTo('privacyCentre');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button type="button" id={ACCOUNT_BUTTON_ID} className={styles.userButton}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon} focusable="false">
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
          </svg>
          <span>{firstName}</span>
          <span className="visually-hidden"> (account menu)</span>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.userMenu} align="end" sideOffset={8}>
          <DropdownMenu.Item className={styles.userMenuItem} onSelect={() => openPopup('myDetails')}>
            My Details
          </DropdownMenu.Item>
          {myBookings ? (
            <DropdownMenu.Item className={styles.userMenuItem} asChild>
              <Link to={myBookings}>My Bookings</Link>
            </DropdownMenu.Item>
          ) : null}
          {privacyCentre ? (
            <DropdownMenu.Item className={styles.userMenuItem} asChild>
              <Link to={privacyCentre}>Privacy centre</Link>
            </DropdownMenu.Item>
          ) : null}
          {isStaff ? (
            <DropdownMenu.Item className={styles.userMenuItem} asChild>
              <Link to={paths.adminToday}>Back office</Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={styles.userMenuItem} onSelect={signOut}>
            Log Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
