import type { TDeskBooking } from '@parkstays/contract';
import { useState } from 'react';
import blocks from '../../../../components/ui/blocks.module.css';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { FactList } from '../../../../components/ui/fact-list';
import { Modal } from '../../../../components/ui/modal';
import { formatDate, formatDateTime, formatGuests, formatPence } from '../../../../lib/format';
import styles from './bookings.module.css';
import { statusLabel } from './status';

type Props = { booking: TDeskBooking };

/** A titled section of the booking page. */
export function DeskSection({ title, children }: { title: string; children: React.ReactNode }) {
  const headingId = `desk-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The stay: park, accommodation, unit, dates and where it stands. */
export function StayFacts({ booking }: Props) {
  return (
    <DeskSection title="Stay">
      <FactList stackOnPhone>
        <dt>Status</dt>
        <dd>{statusLabel(booking.status)}</dd>
        <dt>Park</dt>
        <dd>{booking.park.title}</dd>
        <dt>Accommodation</dt>
        <dd>
          {booking.grade.title}, unit {booking.unit.unit_code}
        </dd>
        <dt>Arrival</dt>
        <dd>{formatDate(booking.arrival_date)}</dd>
        <dt>Departure</dt>
        <dd>{formatDate(booking.departure_date)}</dd>
        <dt>Nights</dt>
        <dd>{booking.no_of_nights}</dd>
        <dt>Checked in</dt>
        <dd>{booking.checked_in_at ? formatDateTime(booking.checked_in_at) : 'Not yet'}</dd>
        <dt>Booked</dt>
        <dd>{formatDateTime(booking.created_at)}</dd>
      </FactList>
    </DeskSection>
  );
}

/** The lead guest's contact details and the party. */
export function GuestFacts({ booking }: Props) {
  const { guest, party } = booking;
  const address = [
    guest.address,
    guest.address_2,
    guest.city,
    guest.county,
    guest.post_code,
    guest.country_code,
  ]
    .filter((part) => part.trim() !== '')
    .join(', ');
  return (
    <DeskSection title="Guests">
      <FactList stackOnPhone breakValues>
        <dt>Lead guest</dt>
        <dd>{`${guest.first_name} ${guest.last_name}`.trim() || 'No name given'}</dd>
        <dt>E-mail</dt>
        <dd>{guest.email ? <a href={`mailto:${guest.email}`}>{guest.email}</a> : 'None given'}</dd>
        <dt>Phone</dt>
        <dd>
          {guest.phone_no ? (
            <a href={`tel:${guest.phone_no.replace(/[^0-9+]/g, '')}`}>{guest.phone_no}</a>
          ) : (
            'None given'
          )}
        </dd>
        <dt>Address</dt>
        <dd>{address || 'None given'}</dd>
        <dt>Party</dt>
        <dd>
          {formatGuests(party.no_of_adults, party.no_of_children)}
          {party.has_pets ? ', with pets' : ', no pets'}
        </dd>
      </FactList>
    </DeskSection>
  );
}

/** The extras on the stay, with quantities and prices. */
export function ExtrasList({ booking }: Props) {
  return (
    <DeskSection title="Extras">
      {booking.extras.length === 0 ? (
        <EmptyState>No extras on this booking.</EmptyState>
      ) : (
        <ul className={styles.plainList}>
          {booking.extras.map((extra) => (
            <li key={extra.code} className={styles.lineItem}>
              <span>
                {extra.description} × {extra.quantity}
                <span className={styles.secondLine}>{formatPence(extra.unit_price_pence)} each</span>
              </span>
              <span className={styles.amount}>{formatPence(extra.total_pence)}</span>
            </li>
          ))}
        </ul>
      )}
    </DeskSection>
  );
}

/** What the stay costs and where its money stands. */
export function MoneySummary({ booking }: Props) {
  const { money } = booking;
  return (
    <DeskSection title="Money">
      <dl className={styles.money}>
        <dt>Stay</dt>
        <dd>{formatPence(money.stay_pence)}</dd>
        {money.discount_pence > 0 ? (
          <>
            <dt>Discount{money.promotional_code ? ` (${money.promotional_code})` : ''}</dt>
            <dd>-{formatPence(money.discount_pence)}</dd>
          </>
        ) : null}
        <dt>Extras</dt>
        <dd>{formatPence(money.extras_pence)}</dd>
        <dt className={styles.total}>Total</dt>
        <dd className={styles.total}>{formatPence(money.total_pence)}</dd>
        <dt>Paid</dt>
        <dd>{formatPence(money.paid_pence)}</dd>
        {money.pending_pence > 0 ? (
          <>
            <dt>Being processed</dt>
            <dd>{formatPence(money.pending_pence)}</dd>
          </>
        ) : null}
        <dt className={styles.total}>Balance due</dt>
        <dd className={styles.total}>{formatPence(money.due_pence)}</dd>
        {money.deposit_pence > 0 ? (
          <>
            <dt>Deposit</dt>
            <dd>{formatPence(money.deposit_pence)}</dd>
          </>
        ) : null}
      </dl>
    </DeskSection>
  );
}

/** Activity bookings made against the stay. */
export function StayActivityBookings({ booking }: Props) {
  return (
    <DeskSection title="Activity bookings">
      {booking.activity_bookings.length === 0 ? (
        <EmptyState>No activities booked against this stay.</EmptyState>
      ) : (
        <ul className={styles.plainList}>
          {booking.activity_bookings.map((a) => (
            <li key={a.activity_booking_no} className={styles.lineItem}>
              <span>
                <span className={styles.strong}>{a.activity_name}</span>
                <span className={styles.secondLine}>
                  {formatDate(a.date)}, {a.start_time} to {a.end_time} · {a.tickets}{' '}
                  {a.tickets === 1 ? 'ticket' : 'tickets'} · {a.activity_booking_no}
                  {a.confirmed ? '' : ' · not yet paid'}
                </span>
              </span>
              <span className={styles.amount}>{formatPence(a.total_pence)}</span>
            </li>
          ))}
        </ul>
      )}
    </DeskSection>
  );
}

/** Where an e-mail is in delivery, in words (the Outbox shows why one failed and resends it). */
function deliveryOf(mail: TDeskBooking['emails'][number]) {
  if (mail.status === 'sent') return `Sent ${formatDateTime(mail.sent_at)}`;
  if (mail.status === 'failed')
    return `Not sent: failed (recorded ${formatDateTime(mail.sent_at)}; see the Outbox)`;
  return `Waiting to send (recorded ${formatDateTime(mail.sent_at)})`;
}

/** The e-mails sent to the guest about the booking, each readable in a dialog. */
export function EmailsSent({ booking }: Props) {
  const [reading, setReading] = useState<TDeskBooking['emails'][number] | null>(null);
  return (
    <DeskSection title="E-mails sent">
      {booking.emails.length === 0 ? (
        <EmptyState>No e-mails about this booking have been sent to the guest.</EmptyState>
      ) : (
        <ul className={styles.plainList}>
          {booking.emails.map((mail) => (
            <li key={mail.id} className={styles.lineItem}>
              <span>
                <span className={styles.strong}>{mail.subject}</span>
                <span className={styles.secondLine}>{deliveryOf(mail)}</span>
              </span>
              <Button
                variant="secondary"
                onClick={() => setReading(mail)}
                aria-label={`Read the e-mail “${mail.subject}”`}
              >
                Read
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={reading !== null}
        onClose={() => setReading(null)}
        title={reading?.subject ?? 'E-mail'}
        size="wide"
      >
        {reading ? (
          <>
            <p className={blocks.muted}>
              To {booking.guest.email}: {deliveryOf(reading).toLowerCase()}
            </p>
            <pre className={styles.mailText}>{reading.text}</pre>
          </>
        ) : null}
      </Modal>
    </DeskSection>
  );
}
