import { AccountPopups } from '../../features/account';
import { AccountSwitchPrompt } from './account-switch-prompt';
import { SessionWatcher } from './session-watcher';

/**
 * What every frame (the guest site's and the back office's) carries besides what it shows: the
 * account popups, the session check after each navigation and the question a link for another
 * person's account asks.
 */
export function PageServices() {
  return (
    <>
      <AccountPopups />
      <SessionWatcher />
      <AccountSwitchPrompt />
    </>
  );
}
