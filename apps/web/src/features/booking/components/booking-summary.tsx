import { addDays, BALANCE_DUE_DAYS, type TBookingView } from '@parkstays/contract';
import { formatDate, formatGuests, formatMoney, formatNights, parseAmount } from '../../../lib/format';
import styles from './booking-summary.module.css';

export const BALANCE_DUE_NOTE = `The balance is due in full ${BALANCE_DUE_DAYS} days before arrival.`;

/** Savings: standard price minus booking price, rounded to the penny; shown only above 0. */
export function savingsOf(view: TBookingView): number {
  const attributes = view.eliteData['@attributes'];
  const pence = Math.round(
    (parseAmount(attributes.standard_price) - parseAmount(attributes.booking_price)) * 100,
  );
  return pence > 0 ? pence / 100 : 0;
}

/** The money and the stay as the operator's record has them (step 3, confirmation, view booking). */
export function BookingSummary({ view, headingLevel = 2 }: { view: TBookingView; headingLevel?: 2 | 3 }) {
  const { booking } = view;
  const attributes = view.eliteData['@attributes'];
  const extras = view.eliteData.Extra.filter((extra) => extra.quantity > 0);
  const savings = savingsOf(view);
  // The lines add up: standard price − offer saving − discount + extras = total. The booking price
  // is the standard price less every saving, so the discount is counted once.
  const discount = parseAmount(attributes.discount_amount);
  const offer = Math.max(0, Math.round((savings - discount) * 100) / 100);
  const deposit = parseAmount(attributes.deposit_amount);
  const outstanding = parseAmount(attributes.outstanding_amount);
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
                  {extra.quantity} × {extra.description}: {formatMoney(extra.price)}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <dl className={`${styles.list} ${styles.money}`}>
        <dt>Standard price</dt>
        <dd>{formatMoney(attributes.standard_price)}</dd>
        {offer > 0 ? (
          <>
            <dt>Offer saving</dt>
            <dd>−{formatMoney(offer)}</dd>
          </>
        ) : null}
        {discount > 0 ? (
          <>
            <dt>Discount{attributes.promotional_code ? ` (${attributes.promotional_code})` : ''}</dt>
            <dd>−{formatMoney(discount)}</dd>
          </>
        ) : null}
        {parseAmount(attributes.extras_amount) > 0 ? (
          <>
            <dt>Extras</dt>
            <dd>{formatMoney(attributes.extras_amount)}</dd>
          </>
        ) : null}
        <dt className={styles.total}>Total</dt>
        <dd className={styles.total}>{formatMoney(attributes.total_price)}</dd>
        {deposit > 0 ? (
          <>
            <dt>Deposit</dt>
            <dd>{formatMoney(deposit)}</dd>
          </>
        ) : null}
        <dt>Outstanding</dt>
        <dd>{formatMoney(outstanding)}</dd>
      </dl>
      {savings > 0 ? (
        // Not a line of the sum above: what the offer and the code take off the standard price.
        <dl className={`${styles.list} ${styles.savings}`}>
          <dt className={styles.saving}>You save</dt>
          <dd className={styles.saving}>{formatMoney(savings)}</dd>
        </dl>
      ) : null}
      {outstanding > 0 ? <p className={styles.note}>{BALANCE_DUE_NOTE}</p> : null}
    </section>
  );
}
