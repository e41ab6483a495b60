import { Fragment, type ReactNode, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { FormActions } from '../../../../components/ui/form-actions';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { Modal } from '../../../../components/ui/modal';
import { LoadingSkeleton } from '../../../../components/ui/read-states';
import { errorMessage } from '../../../../lib/api-client';
import styles from './prices.module.css';

export type RuleListProps<T extends { id: number }> = {
  /** Names the list, e.g. "Seasons". */
  label: string;
  query: { isPending: boolean; isError: boolean; error: unknown; data?: T[]; refetch: () => unknown };
  /** What to do when there is none yet. */
  empty: string;
  title: (item: T) => string;
  facts: (item: T) => [string, ReactNode][];
  onEdit: (item: T) => void;
  /** Removes the item; the promise settles when the API has answered. */
  onRemove: (item: T) => Promise<unknown>;
  /** The question the removal dialog asks, and what it says happens. */
  removeQuestion: (item: T) => string;
  removeWarning: (item: T) => string;
  removeLabel: string;
};

/** A list of seasons, rules, limits or stop-sells: each with its facts, Change and Remove (asked first). */
export function RuleList<T extends { id: number }>(props: RuleListProps<T>) {
  const { query } = props;
  const [removing, setRemoving] = useState<T>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();

  const what = props.label.toLowerCase();
  if (query.isPending)
    return <LoadingSkeleton className={styles.item} label={`Loading ${what}`} shapes={['line', 'short']} />;
  if (query.isError) return <LoadFailed title={`We could not load the ${what}`} query={query} />;
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await props.onRemove(removing);
      setDone(`${props.title(removing)} is removed.`);
      setRemoving(undefined);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {done ? <Alert variant="success">{done}</Alert> : null}
      {query.data?.length ? (
        <ul className={styles.list} aria-label={props.label}>
          {query.data.map((item) => (
            <li key={item.id} className={styles.item}>
              <h4 className={styles.itemTitle}>{props.title(item)}</h4>
              <dl className={styles.facts}>
                {props.facts(item).map(([term, value]) => (
                  <Fragment key={term}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </Fragment>
                ))}
              </dl>
              <FormActions>
                <Button variant="secondary" onClick={() => props.onEdit(item)}>
                  Change<span className="visually-hidden"> {props.title(item)}</span>
                </Button>
                <Button variant="ghost" onClick={() => setRemoving(item)}>
                  {props.removeLabel}
                  <span className="visually-hidden"> {props.title(item)}</span>
                </Button>
              </FormActions>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>{props.empty}</EmptyState>
      )}
      <Modal
        open={removing !== undefined}
        onClose={() => setRemoving(undefined)}
        title={removing ? props.removeQuestion(removing) : ''}
      >
        {removing ? <p>{props.removeWarning(removing)}</p> : null}
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <FormActions>
          <Button onClick={() => void remove()} busy={busy} busyText="Removing">
            {props.removeLabel}
          </Button>
          <Button variant="secondary" onClick={() => setRemoving(undefined)}>
            Keep it
          </Button>
        </FormActions>
      </Modal>
    </>
  );
}
