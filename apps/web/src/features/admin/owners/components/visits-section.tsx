import { londonToday, type TAdminOwner, type TAdminVisit, visitParty } from '@parkstays/contract';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-step';
import { FormActions } from '../../../../components/ui/form-actions';
import { LoadingSkeleton } from '../../../../components/ui/read-states';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { useOwnerVisits } from '../api/get-owner-visits';
import { useCancelOwnerVisit } from '../api/save-owner-visit';
import { OwnerSection, useSectionDialog } from './owner-section';
import styles from './owners.module.css';
import { VisitDialog } from './visit-dialog';

/** The visits of the owner's accounts; admins add one, change its dates or cancel it. */
export function VisitsSection({ owner, canChange }: { owner: TAdminOwner; canChange: boolean }) {
  const visits = useOwnerVisits(owner.customer_no);
  const cancel = useCancelOwnerVisit(owner.customer_no);
  const dialog = useSectionDialog<TAdminVisit | 'new' | null>(null);
  const editing = dialog.target;
  const [cancelling, setCancelling] = useState<TAdminVisit | null>(null);
  const today = londonToday();

  return (
    <OwnerSection
      title="Visits"
      actions={
        canChange && owner.accounts.length ? (
          <Button variant="secondary" onClick={() => dialog.start('new')}>
            Add visit
          </Button>
        ) : null
      }
    >
      {dialog.done ? <Alert variant="success">{dialog.done}</Alert> : null}
      {owner.accounts.length === 0 ? (
        <p className={styles.muted}>
          Visits belong to the owner's account on the site, and none is linked yet. Send a link code so the
          owner can link theirs.
        </p>
      ) : null}
      {visits.isPending ? (
        <LoadingSkeleton label="Loading the visits…" shapes={['line', 'short']} />
      ) : visits.isError ? (
        <Alert variant="error" title="The visits could not be loaded">
          {errorMessage(visits.error)}
        </Alert>
      ) : visits.data.length === 0 ? (
        owner.accounts.length ? (
          <p className={styles.muted}>No visits planned.{canChange ? ' Use Add visit to plan one.' : ''}</p>
        ) : null
      ) : (
        <ul className={styles.plainList}>
          {visits.data.map((visit) => {
            const ended = visit.visit_end_date < today;
            const dates = `${formatDate(visit.visit_start_date)} to ${formatDate(visit.visit_end_date)}`;
            return (
              <li
                key={visit.id}
                className={styles.card}
                aria-label={`Visit to ${visit.park.title}, ${dates}`}
              >
                <div className={styles.cardHeader}>
                  <h3 className={styles.cardTitle}>{visit.park.title}</h3>
                  <span className={styles.muted}>{dates}</span>
                </div>
                <p className={styles.secondLine}>
                  For {visit.account.email} · {visitParty(visit)}
                  {visit.activity_bookings
                    ? ` · ${visit.activity_bookings} activity booking${visit.activity_bookings === 1 ? '' : 's'}`
                    : ''}
                  {ended ? ' · ended' : ''}
                </p>
                {canChange && !ended ? (
                  <FormActions>
                    <Button variant="secondary" onClick={() => dialog.start(visit)}>
                      Change dates<span className="visually-hidden"> of the visit {dates}</span>
                    </Button>
                    <Button
                      variant="link"
                      onClick={() => {
                        dialog.setDone('');
                        cancel.reset();
                        setCancelling(visit);
                      }}
                    >
                      Cancel visit<span className="visually-hidden"> {dates}</span>
                    </Button>
                  </FormActions>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {editing ? (
        <VisitDialog
          key={editing === 'new' ? 'new' : editing.id}
          customerNo={owner.customer_no}
          accounts={owner.accounts}
          defaultParkId={owner.park?.id ?? null}
          visit={editing === 'new' ? undefined : editing}
          open={dialog.open}
          onClose={dialog.close}
          onSaved={dialog.saved}
        />
      ) : null}
      <ConfirmDialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        call={cancel}
        title="Cancel the visit"
        className={styles.form}
        failureTakesFocus
        confirmLabel="Yes, cancel the visit"
        onConfirm={() =>
          cancelling &&
          cancel.mutate(cancelling.id, {
            onSuccess: (answer) => {
              setCancelling(null);
              dialog.setDone(answer.message);
            },
          })
        }
        busyText="Cancelling…"
      >
        {cancelling ? (
          <p className={styles.confirm}>
            Cancel the visit to {cancelling.park.title}, {formatDate(cancelling.visit_start_date)} to{' '}
            {formatDate(cancelling.visit_end_date)}?
          </p>
        ) : null}
      </ConfirmDialog>
    </OwnerSection>
  );
}
