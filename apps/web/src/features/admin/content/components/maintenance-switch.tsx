import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FormActions } from '../../../../components/ui/form-actions';
import { Modal } from '../../../../components/ui/modal';
import { Skeleton } from '../../../../components/ui/skeleton';
import { errorMessage } from '../../../../lib/api-client';
import { useSiteSettings } from '../../../../reads/site-settings';
import { useSetMaintenance } from '../api/update-site-settings';
import styles from './content.module.css';

/**
 * Maintenance mode (admins): while it is on, guests see the maintenance page and cannot search or
 * book. Turning it on asks first; turning it off does not.
 */
export function MaintenanceSwitch() {
  const settings = useSiteSettings();
  const change = useSetMaintenance();
  const [asking, setAsking] = useState(false);

  if (settings.isPending) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden">Loading maintenance mode</span>
        <Skeleton short />
      </div>
    );
  }
  if (settings.isError) return <Alert variant="error">{errorMessage(settings.error)}</Alert>;
  const on = settings.data.maintenance_mode;
  return (
    <div className={styles.maintenance}>
      <p className={on ? styles.maintenanceOn : undefined} aria-live="polite">
        {on
          ? 'On: guests see the maintenance page and cannot search or book.'
          : 'Off: guests can search and book.'}
      </p>
      {change.isError ? <Alert variant="error">{errorMessage(change.error)}</Alert> : null}
      <div>
        {on ? (
          <Button busy={change.isPending} busyText="Turning it off…" onClick={() => change.mutate(false)}>
            Turn maintenance mode off
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            Turn maintenance mode on
          </Button>
        )}
      </div>
      <Modal open={asking} onClose={() => setAsking(false)} title="Turn maintenance mode on?">
        <div className={styles.confirm}>
          <p>
            Guests see the maintenance page and cannot search or book until you turn it off. Bookings already
            made are not touched.
          </p>
          <FormActions>
            <Button
              busy={change.isPending}
              busyText="Turning it on…"
              onClick={() => change.mutate(true, { onSuccess: () => setAsking(false) })}
            >
              Turn it on
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </FormActions>
        </div>
      </Modal>
    </div>
  );
}
