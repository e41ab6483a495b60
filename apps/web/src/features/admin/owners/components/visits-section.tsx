import { londonToday, type TAdminOwner, type TAdminVisit, visitParty } from '@parkstays/contract';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FormActions } from '../../../../components/ui/form-actions';
import { Modal } from '../../../../components/ui/modal';
import { Skeleton } from '../../../../components/ui/skeleton';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { useOwnerVisits } from '../api/get-owner-visits';
import { useCancelOwnerVisit } from '../api/save-owner-visit';
import { OwnerSection } from './owner-section';
import styles from './owners.module.css';
import { VisitDialog } from './visit-dialog';

/** The visits of the owner's accounts; admins add one, change its dates or cancel it. */
export function VisitsSection({ owner, canChange }: { owner: TAdminOwner; canChange: boolean }) {
  const visits = useOwnerVisits(owner.customer_no);
  const cancel = useCancelOwnerVisit(owner.customer_no);
  const [editing, setEditing] = useState<TAdminVisit | 'new' | null>(null);
  const [open, setOpen] = useState(false);
  const [cancelling, setCancelling] = useState<TAdminVisit | null>(null);
  const [done, setDone] = useState('');
  const today = londonToday();
  const edit = (target: TAdminVisit | 'new') => {
    setDone('');
    setEditing(target);
    setOpen(true);
  };

  return (
    <OwnerSection
      title="Visits"
      actions={
        canChange && owner.accounts.length ? (
          <Button variant="secondary" onClick={() => edit('new')}>
            Add visit
          </Button>
        ) : null
      }
    >
      {done ? <Alert variant="success">{done}</Alert> : null}
      {owner.accounts.length === 0 ? (
        <p className={styles.muted}>
          Visits belong to the owner's account on the site, and none is linked yet. Send a link code so the
          owner can link theirs.
        </p>
      ) : null}
      {visits.isPending ? (
        <div aria-busy="true">
          <span className="visually-hidden">Loading the visits…</span>
          <Skeleton />
          <Skeleton short />
        </div>
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
                    <Button variant="secondary" onClick={() => edit(visit)}>
                      Change dates<span className="visually-hidden"> of the visit {dates}</span>
                    </Button>
                    <Button
                      variant="link"
                      onClick={() => {
                        setDone('');
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
          open={open}
          onClose={() => setOpen(false)}
          onSaved={(message) => {
            setOpen(false);
            setDone(message);
          }}
        />
      ) : null}
      <Modal open={cancelling !== null} onClose={() => setCancelling(null)} title="Cancel the visit">
        {cancelling ? (
          <div className={styles.form}>
            <p className={styles.confirm}>
              Cancel the visit to {cancelling.park.title}, {formatDate(cancelling.visit_start_date)} to{' '}
              {formatDate(cancelling.visit_end_date)}?
            </p>
            {cancel.isError ? (
              <Alert variant="error" takeFocus>
                {errorMessage(cancel.error)}
              </Alert>
            ) : null}
            <FormActions>
              <Button
                busy={cancel.isPending}
                busyText="Cancelling…"
                onClick={() =>
                  cancel.mutate(cancelling.id, {
                    onSuccess: (answer) => {
                      setCancelling(null);
                      setDone(answer.message);
                    },
                  })
                }
              >
                Yes, cancel the visit
              </Button>
              <Button variant="secondary" onClick={() => setCancelling(null)}>
                Keep it
              </Button>
            </FormActions>
          </div>
        ) : null}
      </Modal>
    </OwnerSection>
  );
}
