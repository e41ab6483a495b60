import type { TUser } from '@parkstays/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { useSession } from '../../lib/auth';
import { sessionStore } from '../../lib/storage';
import { offeredSession } from '../session';
import styles from './account-switch-prompt.module.css';

const fullName = (user: TUser) => `${user.first_name} ${user.last_name}`.trim();

/**
 * A link with another person's `token` opened while someone is signed in: asks before switching.
 * Staying (the button, Close or Escape) keeps the signed-in person; the link's token has already
 * left the address (the session watcher removes it).
 */
export function AccountSwitchPrompt() {
  const offer = useSyncExternalStore(offeredSession.subscribe, offeredSession.get, offeredSession.get);
  const { user } = useSession();
  const queryClient = useQueryClient();
  if (!offer || !user) return null;

  const stay = () => offeredSession.set(null);
  const switchAccount = () => {
    offeredSession.set(null);
    sessionStore.setSession(offer, false);
    // Nothing fetched for the person before may be shown to the next one.
    void queryClient.resetQueries();
  };

  return (
    <Modal open onClose={stay} title="Switch account?">
      <p className={styles.text}>
        You’re signed in as <strong>{fullName(user)}</strong> ({user.email}). The link you opened is for{' '}
        <strong>{fullName(offer.user)}</strong> ({offer.user.email}).
      </p>
      <p className={styles.text}>Continue as {fullName(offer.user)}?</p>
      <div className={styles.actions}>
        <Button onClick={switchAccount}>Continue as {offer.user.first_name}</Button>
        <Button variant="secondary" onClick={stay}>
          Stay signed in as {user.first_name}
        </Button>
      </div>
    </Modal>
  );
}
