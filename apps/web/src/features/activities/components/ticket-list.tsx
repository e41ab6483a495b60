import type { TTicket } from '@parkstays/contract';
import { QRCodeSVG } from 'qrcode.react';
import styles from './ticket-list.module.css';

/** The QR code of a ticket reads `{activity_booking_no}-{ticket no}` (docs/product.md, "Activity booking rules"). */
export function ticketReference(activityBookingNo: string, ticketNo: number): string {
  return `${activityBookingNo}-${ticketNo}`;
}

/** Ticket cards: header `{activity_booking_no}-{no} - {name}` and a 150 px QR code (error correction Q). */
export function TicketList({
  activityBookingNo,
  tickets,
  headingLevel = 3,
}: {
  activityBookingNo: string;
  tickets: TTicket[];
  headingLevel?: 3 | 4 | 5;
}) {
  const Heading = (['h3', 'h4', 'h5'] as const)[headingLevel - 3] ?? 'h3';
  if (tickets.length === 0) return <p>There are no tickets on this booking.</p>;
  return (
    <ul className={styles.list}>
      {tickets.map((ticket) => {
        const reference = ticketReference(activityBookingNo, ticket.no);
        return (
          <li key={ticket.no} className={styles.ticket}>
            <Heading className={styles.header}>
              {reference} - {ticket.name}
            </Heading>
            <div className={styles.code}>
              <QRCodeSVG
                value={reference}
                size={150}
                level="Q"
                marginSize={0}
                aria-label={`QR code ${reference}`}
                title={`QR code ${reference}`}
              />
            </div>
            <p className={styles.hint}>Show this code at reception or to the activity leader.</p>
          </li>
        );
      })}
    </ul>
  );
}
