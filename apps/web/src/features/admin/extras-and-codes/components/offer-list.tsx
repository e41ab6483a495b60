import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Toolbar } from '../../../../components/ui/toolbar';
import { errorMessage } from '../../../../lib/api-client';
import styles from './offers.module.css';

/**
 * One tab of Extras & codes: its cards (or what to do while there are none), an Add button over
 * them that opens the new one's form in a dialog, and the form's answer once it is saved.
 */
export function OfferList<TData>(props: {
  query: UseQueryResult<TData>;
  /** What the list holds, for the loading words: "the extras". */
  what: string;
  /** The list's name, and the words when it is empty. */
  label: string;
  empty: string;
  addLabel: string;
  addTitle: string;
  /** The cards (`<li>`s) of the answer. */
  cards: (data: TData) => ReactNode[];
  /** The new one's form; `onDone` closes it with the API's message. */
  addForm: (data: TData, onDone: (message: string) => void) => ReactNode;
}) {
  const { query } = props;
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState('');
  if (query.isPending) {
    return (
      <div className={styles.card} aria-busy="true">
        <span className="visually-hidden">Loading {props.what}</span>
        <Skeleton />
        <Skeleton short />
      </div>
    );
  }
  if (query.isError) return <Alert variant="error">{errorMessage(query.error)}</Alert>;
  const cards = props.cards(query.data);
  return (
    <div className={styles.panel}>
      <Toolbar growFirst={false}>
        <Button onClick={() => setAdding(true)}>{props.addLabel}</Button>
      </Toolbar>
      {notice ? <Alert variant="success">{notice}</Alert> : null}
      {cards.length === 0 ? (
        <EmptyState variant="box">{props.empty}</EmptyState>
      ) : (
        <ul className={styles.cards} aria-label={props.label}>
          {cards}
        </ul>
      )}
      <Modal open={adding} onClose={() => setAdding(false)} title={props.addTitle} size="wide">
        {props.addForm(query.data, (message) => {
          setAdding(false);
          setNotice(message);
        })}
      </Modal>
    </div>
  );
}
