import type { TVisit } from '@parkstays/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteVisit } from '../api/delete-visit';
import { visitDates } from '../owner-format';
import styles from './owners.module.css';

/**
 * Asks before cancelling a visit. A visit with activity bookings cannot be cancelled: the server
 * says so (409) and its words show here.
 */
export function CancelVisitDialog({
  visit,
  onClose,
  onCancelled,
}: {
  visit: TVisit | null;
  onClose: () => void;
  onCancelled: (visit: TVisit, message: string) => void;
}) {
  const remove = useDeleteVisit();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal open={visit !== null} onClose={close} title="Cancel Visit">
      {visit ? (
        <>
          <p>
            Are you sure you want to cancel your visit to <strong>{visit.park.title}</strong>,{' '}
            {visitDates(visit.visit_start_date, visit.visit_end_date).toLowerCase()}?
          </p>
          {remove.isError ? <Alert variant="error">{errorMessage(remove.error)}</Alert> : null}
          <div className={styles.formActions}>
            <Button
              busy={remove.isPending}
              busyText="Cancelling…"
              onClick={() =>
                remove.mutate(visit.id, {
                  onSuccess: () => {
                    remove.reset();
                    onCancelled(
                      visit,
                      `Your visit to ${visit.park.title}, ${visitDates(visit.visit_start_date, visit.visit_end_date).toLowerCase()}, is cancelled.`,
                    );
                  },
                })
              }
            >
              Yes, Cancel Visit
            </Button>
            <Button variant="secondary" onClick={close}>
              Keep Visit
            </Button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
