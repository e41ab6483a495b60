import {
  paymentNotConfirmedMessage,
  type TActivityBookingResponse,
  TICKETS_CONFIRMED_MESSAGE,
  type TPaymentOption,
  ZActivityBookingNoParams,
} from '@parkstays/contract';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FactList } from '../../../components/ui/fact-list';
import { Panel } from '../../../components/ui/panel';
import { pathTo } from '../../../config/paths';
import {
  CONFIRM_NOW_LABEL,
  parseBookingSession,
  shortTime,
  TICKETS_AFTER_PAYMENT_NOTE,
  TicketList,
  useActivityBooking,
  useConfirmActivityBooking,
  useSettleActivityPayment,
} from '../../../features/activities';
import { useGetSupportPhone } from '../../../features/cms';
import { CardPaymentForm } from '../../../features/payment';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { formatDate, formatPence } from '../../../lib/format';
import { paramsRoute, QueryPage } from '../../loaded-page';
import styles from './activity-pages.module.css';

export const ACTIVITY_SESSION_TITLE = 'Your activity session';

/** /activity-session/{activity_booking_no}: the booking's facts, paying what is outstanding, and the tickets. */
export const ActivitySessionRoute = paramsRoute(ZActivityBookingNoParams, ({ activity_booking_no }) => (
  <ActivitySession activityBookingNo={activity_booking_no} />
));

function ActivitySession({ activityBookingNo }: { activityBookingNo: string }) {
  return (
    <QueryPage
      title={ACTIVITY_SESSION_TITLE}
      className={styles.narrow}
      query={useActivityBooking(activityBookingNo)}
      what="activity booking"
    >
      {(answer) => <SessionDetails answer={answer} />}
    </QueryPage>
  );
}

function SessionDetails({ answer }: { answer: TActivityBookingResponse['data'] }) {
  const { data: record, booking: summary } = answer;
  const no = record.activity_booking_no;
  const session = parseBookingSession(record.activity_session);
  const { user } = useSession();
  const confirm = useConfirmActivityBooking();
  const { mutateAsync: settlePayment } = useSettleActivityPayment(no);
  const supportPhone = useGetSupportPhone();
  const [confirmedHere, setConfirmedHere] = useState(false);
  const location = useLocation();
  const outstanding = summary.outstanding_pence;
  /** The booking call's words, when the ticket choice has just sent us here. */
  const bookedMessage = (location.state as { bookedMessage?: unknown } | null)?.bookedMessage;
  const back = record.booking_id
    ? { to: pathTo('booked_activities', { id: record.booking_id }), label: 'Back to Booked Activities' }
    : record.visit_id
      ? { to: pathTo('ownerVisit', { id: record.visit_id }), label: 'Back to your visit' }
      : undefined;

  // "Make Payment" on a booking card links to #payment: bring the card form into view.
  useEffect(() => {
    if (location.hash === '#payment') document.getElementById('payment')?.scrollIntoView({ block: 'start' });
  }, [location.hash]);

  const paymentOptions: TPaymentOption[] = [
    {
      id: 1,
      title: 'Full Payment',
      dbvalue: 'Activity',
      amount: summary.outstanding_amount,
      amount_pence: summary.outstanding_pence,
    },
  ];

  /** After the card payment: read the booking again; confirm it if it is paid but not yet confirmed. */
  const onPaid = useCallback(async (): Promise<string | undefined> => {
    const { paid } = await settlePayment();
    if (!paid) return paymentNotConfirmedMessage(await supportPhone());
    setConfirmedHere(true);
    return undefined;
  }, [settlePayment, supportPhone]);

  return (
    <>
      {back?.to ? (
        <p className={styles.links}>
          <Link to={back.to}>{back.label}</Link>
        </p>
      ) : null}
      {typeof bookedMessage === 'string' && !confirmedHere ? (
        // Booked but unpaid is a to-do, not a success: say what is left to do.
        outstanding > 0 ? (
          <Alert variant="warning" title={`Pay ${formatPence(outstanding)} to confirm your tickets`}>
            <p>{bookedMessage}</p>
          </Alert>
        ) : (
          <Alert variant="success">{bookedMessage}</Alert>
        )
      ) : null}
      {confirmedHere && summary.confirmed === 'true' ? (
        <Alert variant="success">{TICKETS_CONFIRMED_MESSAGE}</Alert>
      ) : null}
      <Panel as="section" className={styles.panel} aria-labelledby="session-heading">
        <h2 id="session-heading">{session?.name ?? record.activity_no}</h2>
        <FactList breakValues>
          <dt>Activity Booking No</dt>
          <dd>{no}</dd>
          <dt>Booking No</dt>
          <dd>{record.booking_no ?? 'Owner visit'}</dd>
          <dt>Activity Session Name</dt>
          <dd>{session?.name ?? record.activity_no}</dd>
          {session ? (
            <>
              <dt>Activity Session Date</dt>
              <dd>{formatDate(session.date)}</dd>
              <dt>Start Time</dt>
              <dd>{shortTime(session.start_time)}</dd>
              <dt>End Time</dt>
              <dd>{shortTime(session.end_time)}</dd>
              <dt>Duration</dt>
              <dd>{session.duration}</dd>
              <dt>Park Code</dt>
              <dd>{session.park_code}</dd>
            </>
          ) : null}
          <dt>Total Amount</dt>
          <dd>{formatPence(summary.total_amount_pence)}</dd>
          <dt>Outstanding Amount</dt>
          <dd className={outstanding > 0 ? styles.owing : undefined}>{formatPence(outstanding)}</dd>
        </FactList>
      </Panel>

      {outstanding > 0 ? (
        <Panel as="section" className={styles.panel} id="payment" aria-labelledby="payment-heading">
          <h2 id="payment-heading">Payment</h2>
          <p>Pay {formatPence(outstanding)} to confirm this booking and receive your tickets.</p>
          <CardPaymentForm
            idPrefix="activity-payment"
            mode="options"
            paymentOptions={paymentOptions}
            activityBookingNo={no}
            country={user?.country_code}
            defaults={{
              first_name: user?.first_name,
              last_name: user?.last_name,
              address: user?.address_1,
              city: user?.city,
              post_code: user?.postcode,
            }}
            onPaid={onPaid}
          />
        </Panel>
      ) : null}

      <Panel as="section" className={styles.panel} aria-labelledby="tickets-heading">
        <h2 id="tickets-heading">Tickets</h2>
        {summary.confirmed === 'true' ? (
          <TicketList activityBookingNo={no} tickets={summary.tickets} headingLevel={3} />
        ) : (
          <>
            <p>{TICKETS_AFTER_PAYMENT_NOTE}</p>
            {outstanding === 0 ? (
              <Button
                variant="accent"
                busy={confirm.isPending}
                busyText="Confirming…"
                onClick={() => confirm.mutate(record.id, { onSuccess: () => setConfirmedHere(true) })}
              >
                {CONFIRM_NOW_LABEL}
              </Button>
            ) : null}
            {confirm.isError ? <Alert variant="error">{errorMessage(confirm.error)}</Alert> : null}
          </>
        )}
      </Panel>
    </>
  );
}
