import { describeTerms, type TBookingTerms } from '@parkstays/contract';
import { formatDateTime } from '../../../lib/format';
import styles from './booking-terms.module.css';

/** The id of the terms' box, for a control that refers to them. */
export const BOOKING_TERMS_ID = 'booking-terms';

/**
 * The stay's cancellation and change terms in the words the confirmation e-mail uses too
 * (`describeTerms`): above the pay button before paying, and with the booking after, when it says
 * when the guest agreed to them.
 */
export function BookingTerms({ terms }: { terms: TBookingTerms }) {
  return (
    <section id={BOOKING_TERMS_ID} className={styles.terms} aria-labelledby={`${BOOKING_TERMS_ID}-heading`}>
      <h3 id={`${BOOKING_TERMS_ID}-heading`} className={styles.heading}>
        Booking terms
      </h3>
      <ul className={styles.sentences}>
        {describeTerms(terms).map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      {terms.agreed_at ? (
        <p className={styles.agreed}>You agreed to these terms on {formatDateTime(terms.agreed_at)}.</p>
      ) : null}
    </section>
  );
}
