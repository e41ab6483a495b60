import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { FormActions } from '../../../../components/ui/form-actions';
import { Modal } from '../../../../components/ui/modal';
import { LoadingSkeleton } from '../../../../components/ui/read-states';
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
  if (query.isPending)
    return (
      <LoadingSkeleton className={styles.card} label={`Loading ${props.what}`} shapes={['line', 'short']} />
    );
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

/**
 * One extra's or code's card: its heading, facts, the last answer, a Change button that opens its
 * form in a dialog, and any other buttons (with their dialogs as `children`).
 */
export function OfferCard(props: {
  /** The heading's id, which names the card. */
  headingId: string;
  title: string;
  /** Beside the heading: the price, the status. */
  aside: ReactNode;
  description?: string;
  /** The facts list's terms and values. */
  facts: ReactNode;
  /** The last answer, once saved or ended. */
  notice: string;
  /** A refusal of the card's other buttons. */
  failure?: string;
  /** The Change button's name and the change dialog's title: "Change Cot hire". */
  changeTitle: string;
  /** The change form; `onDone` closes it and shows the API's message on the card. */
  changeForm: (onDone: (message: string) => void) => ReactNode;
  onChanged: (message: string) => void;
  moreActions?: ReactNode;
  children?: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <li className={styles.card} aria-labelledby={props.headingId}>
      <div className={styles.cardHead}>
        <h3 id={props.headingId} className={styles.cardTitle}>
          {props.title}
        </h3>
        {props.aside}
      </div>
      {props.description ? <p className={styles.description}>{props.description}</p> : null}
      <dl className={styles.facts}>{props.facts}</dl>
      {props.notice ? <Alert variant="success">{props.notice}</Alert> : null}
      {props.failure ? <Alert variant="error">{props.failure}</Alert> : null}
      <FormActions>
        <Button variant="secondary" onClick={() => setEditing(true)} aria-label={props.changeTitle}>
          Change
        </Button>
        {props.moreActions}
      </FormActions>
      <Modal open={editing} onClose={() => setEditing(false)} title={props.changeTitle} size="wide">
        {props.changeForm((message) => {
          setEditing(false);
          props.onChanged(message);
        })}
      </Modal>
      {props.children}
    </li>
  );
}
