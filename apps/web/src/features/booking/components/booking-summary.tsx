import { addDays, BALANCE_DUE_DAYS, type TBookingView } from '@parkstays/contract';
import { formatDate, formatGuests, formatNights, formatPence } from '../../../lib/format';
import styles from './booking-summary.module.css';

export const BALANCE_DUE_NOTE = `The balance is due in full ${BALANCE_DUE_DAYS} days before arrival.`;

/** Savings in pence: standard price minus booking price; shown only above 0. */
export function savingsOf(view: TBookingView): number {
  const attributes = view.eliteData['@attributes'];
  const pence = attributes.standard_price_pence - attributes.booking_price_pence;
  return pence > 0 ? pence : 0;
}

/** A line of the money list; `taken` marks a saving, which comes off the price. */
function MoneyLine({ term, pence, taken = false }: { term: string; pence: number; taken?: boolean }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>
        {taken ? '−' : ''}
        {formatPence(pence)}
      </dd>
    </>
  );
}

/** The money and the stay as the operator's record has them (step 3, confirmation, view booking). */
export function BookingSummary({ view, headingLevel = 2 }: { view: TBookingView; headingLevel?: 2 | 3 }) {
  const { booking } = view;
  const attributes = view.eliteData['@attributes'];
  const extras = view.eliteData.Extra.filter((extra) => extra.quantity > 0);
  const savings = savingsOf(view);
  // The lines add up: standard price − offer saving − discount + extras = total. The booking price
  // is the standard price less every saving, so the discount is counted once.
  const discount = attributes.discount_amount_pence;
  const offer = Math.max(0, savings - discount);
  const deposit = attributes.deposit_amount_pence;
  const outstanding = attributes.outstanding_amount_pence;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section className={styles.summary} aria-labelledby="booking-summary-heading">
      <Heading id="booking-summary-heading" className={styles.heading}>
        Booking summary
      </Heading>
      <dl className={styles.list}>
        <dt>Park</dt>
        <dd>{booking.park.title}</dd>
        <dt>Accommodation</dt>
        <dd>{booking.accommodation.title}</dd>
        <dt>Arrival</dt>
        <dd>{formatDate(booking.arrival_date)}</dd>
        <dt>Departure</dt>
        <dd>{formatDate(addDays(booking.arrival_date.slice(0, 10), booking.no_of_nights))}</dd>
        <dt>Nights</dt>
        <dd>{formatNights(booking.no_of_nights)}</dd>
        <dt>Guests</dt>
        <dd>{formatGuests(booking.no_of_adults, booking.no_of_children)}</dd>
        <dt>Extras</dt>
        <dd>
          {extras.length === 0 ? (
            'None'
          ) : (
            <ul className={styles.extras}>
              {extras.map((extra) => (
                <li key={extra.code}>
                  {extra.quantity} × {extra.description}: {formatPence(extra.price_pence)}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <dl className={`${styles.list} ${styles.money}`}>
        <MoneyLine term="Standard price" pence={attributes.standard_price_pence} />
        {offer > 0 ? <MoneyLine term="Offer saving" pence={offer} taken /> : null}
        {discount > 0 ? (
          <MoneyLine
            term={`Discount${attributes.promotional_code ? ` (${attributes.promotional_code})` : ''}`}
            pence={discount}
            taken
          />
        ) : null}
        {attributes.extras_amount_pence > 0 ? (
          <MoneyLine term="Extras" pence={attributes.extras_amount_pence} />
        ) : null}
        <dt className={styles.total}>Total</dt>
        <dd className={styles.total}>{formatPence(attributes.total_price_pence)}</dd>
        {deposit > 0 ? <MoneyLine term="Deposit" pence={deposit} /> : null}
        {booking.paid_pence > 0 || booking.refunded_pence > 0 ? (
          // Net of refunds, as reception's page shows it.
          <MoneyLine term="Paid" pence={booking.paid_pence} />
        ) : null}
        {booking.refunded_pence > 0 ? <MoneyLine term="Refunded" pence={booking.refunded_pence} /> : null}
        <MoneyLine term="Outstanding" pence={outstanding} />
      </dl>
      {savings > 0 ? (
        // Not a line of the sum above: what the offer and the code take off the standard price.
        <dl className={`${styles.list} ${styles.savings}`}>
          <dt className={styles.saving}>You save</dt>
          <dd className={styles.saving}>{formatPence(savings)}</dd>
        </dl>
      ) : null}
      {outstanding > 0 ? <p className={styles.note}>{BALANCE_DUE_NOTE}</p> : null}
    </section>
  );
}
