import type { TVisit } from '@parkstays/contract';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Panel } from '../../../components/ui/panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { useVisits } from '../api/get-visits';
import { CancelVisitDialog } from './cancel-visit-dialog';
import { CreateVisitForm } from './create-visit-form';
import styles from './owners.module.css';
import { VisitCard } from './visit-card';

const FORM_ID = 'plan-visit';

/** Visits: the owner's planned park visits, Plan a Visit (toggles the form) and Cancel Visit. */
export function VisitsSection({ defaultParkId }: { defaultParkId: number | null }) {
  const visits = useVisits();
  const [planning, setPlanning] = useState(false);
  const [cancelling, setCancelling] = useState<TVisit | null>(null);
  const [notice, setNotice] = useState<{ message: string; key: number } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const planButtonRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const sorted = [...(visits.data ?? [])].sort((a, b) =>
    a.visit_start_date.localeCompare(b.visit_start_date),
  );

  // The cancelled visit's card (and its button) is gone: its section's heading takes the focus,
  // after the dialog has handed focus back.
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => headingRef.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const closeForm = () => {
    setPlanning(false);
    window.setTimeout(() => planButtonRef.current?.focus(), 0);
  };

  return (
    <section className={styles.section} aria-labelledby="visits-heading" aria-busy={visits.isPending}>
      <div className={styles.sectionTop}>
        <h2 id="visits-heading" ref={headingRef} tabIndex={-1} className={styles.sectionHeading}>
          Visits
        </h2>
        <Button
          ref={planButtonRef}
          variant={planning ? 'secondary' : 'primary'}
          aria-expanded={planning}
          aria-controls={planning ? FORM_ID : undefined}
          onClick={() => (planning ? closeForm() : setPlanning(true))}
        >
          Plan a Visit
        </Button>
      </div>
      {planning ? (
        <Panel className={styles.panel}>
          <CreateVisitForm id={FORM_ID} defaultParkId={defaultParkId} onClose={closeForm} />
        </Panel>
      ) : null}
      {notice ? (
        <Alert variant="success" key={notice.key}>
          {notice.message}
        </Alert>
      ) : null}
      {visits.isPending ? (
        <div className={styles.visitList}>
          <span className="visually-hidden" role="status">
            Loading your visits…
          </span>
          {[1, 2].map((n) => (
            <div key={n} className={styles.visitCard}>
              <Skeleton shape="block" />
              <div className={styles.visitBody}>
                <Skeleton />
                <Skeleton short />
              </div>
            </div>
          ))}
        </div>
      ) : null}
      {visits.isError ? <LoadFailed title="We could not load your visits" query={visits} /> : null}
      {visits.data && sorted.length === 0 ? (
        <EmptyState variant="box">You have no visits planned. Use Plan a Visit to add one.</EmptyState>
      ) : null}
      {sorted.length > 0 ? (
        <ul className={styles.visitList}>
          {sorted.map((visit) => (
            <li key={visit.id}>
              <VisitCard
                visit={visit}
                onCancel={(chosen, opener) => {
                  openerRef.current = opener;
                  setCancelling(chosen);
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <CancelVisitDialog
        visit={cancelling}
        onClose={() => {
          // The dialog opens without a trigger of its own, so it cannot hand the focus back itself.
          setCancelling(null);
          const opener = openerRef.current;
          window.setTimeout(() => opener?.focus(), 0);
        }}
        onCancelled={(_visit, message) => {
          setCancelling(null);
          setNotice({ message, key: Date.now() });
        }}
      />
    </section>
  );
}
