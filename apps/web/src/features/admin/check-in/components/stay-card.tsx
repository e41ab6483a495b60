import type { TDayStay } from '@parkstays/contract';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { backOfficeBookingPath } from '../../../../config/back-office-paths';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { formatDateTime, formatGuests, formatPence } from '../../../../lib/format';
import { useCheckInStay } from '../api/check-in-stay';
import styles from './stay-card.module.css';

export type StayCardProps = {
  stay: TDayStay;
  /** Offer "Check in" while the party is not checked in yet. */
  canCheckIn?: boolean;
  /** Headings inside lists are one level below the list's own. */
  headingLevel?: 3 | 4;
  /** Refreshes what else the screen shows about the stay once it is checked in. */
  onCheckedIn?: () => unknown;
};

/** One stay on reception's lists: guest, reference, unit, party, balance due, and check-in. */
export function StayCard({ stay, canCheckIn = false, headingLevel = 3, onCheckedIn }: StayCardProps) {
  const checkIn = useCheckInStay(onCheckedIn);
  const Heading = `h${headingLevel}` as const;
  const bookingPath = backOfficeBookingPath(stay.booking_no);
  const refusal = checkIn.error instanceof ApiError ? checkIn.error : undefined;
  return (
    <li className={styles.stay}>
      <div className={styles.stayTop}>
        <Heading className={styles.guest}>{stay.guest_name || 'Guest'}</Heading>
        {bookingPath ? <Link to={bookingPath}>{stay.booking_no}</Link> : <span>{stay.booking_no}</span>}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Unit</dt>
          <dd>
            {stay.unit_code} ({stay.grade_title})
          </dd>
        </div>
        <div>
          <dt>Party</dt>
          <dd>
            {formatGuests(stay.no_of_adults, stay.no_of_children)}
            {stay.has_pets ? ', with pets' : ''}
          </dd>
        </div>
        <div>
          <dt>Balance due</dt>
          <dd className={stay.balance_due_pence > 0 ? styles.due : styles.settled}>
            {stay.balance_due_pence > 0 ? formatPence(stay.balance_due_pence) : 'Paid in full'}
          </dd>
        </div>
      </dl>
      {stay.checked_in_at ? (
        <p className={styles.checkedIn}>
          Checked in {formatDateTime(stay.checked_in_at)}
          {stay.checked_in_by ? ` by ${stay.checked_in_by}` : ''}
        </p>
      ) : null}
      {checkIn.isSuccess ? <Alert variant="success">{checkIn.data.message}</Alert> : null}
      {checkIn.isError ? (
        <Alert variant={refusal?.code === 'ALREADY_CHECKED_IN' ? 'info' : 'error'}>
          {errorMessage(checkIn.error)}
        </Alert>
      ) : null}
      {canCheckIn && !stay.checked_in_at && !checkIn.isSuccess ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            busy={checkIn.isPending}
            busyText="Checking in"
            onClick={() => checkIn.mutate(stay.booking_no)}
            aria-label={`Check in ${stay.guest_name ? `${stay.guest_name} ` : ''}(${stay.booking_no})`}
          >
            Check in
          </Button>
        </div>
      ) : null}
    </li>
  );
}
