import {
  paymentNotConfirmedMessage,
  type TActivityBookingResponse,
  TICKETS_CONFIRMED_MESSAGE,
  type TPaymentOption,
  ZActivityBookingNoParams,
} from '@parkstays/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { paths, pathTo } from '../../../app/paths';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FactList } from '../../../components/ui/fact-list';
import { Panel } from '../../../components/ui/panel';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatMoney, formatPence } from '../../../lib/format';
import { getSiteSettingsQueryOptions } from '../../../lib/site-settings';
import { useAuth } from '../../account/auth-provider';
import { CardPaymentForm } from '../../payment/components/card-payment-form';
import { parseBookingSession, shortTime } from '../activity-rules';
import { confirmActivityBooking, useConfirmActivityBooking } from '../api/confirm-activity-booking';
import { getActivityBookingQueryOptions, useActivityBooking } from '../api/get-activity-booking';
import { activityKeys } from '../api/keys';
import { CONFIRM_NOW_LABEL, TICKETS_AFTER_PAYMENT_NOTE } from '../components/activity-booking-card';
import { LoadError } from '../components/load-error';
import { TicketList } from '../components/ticket-list';
import styles from './activity-pages.module.css';

export const ACTIVITY_SESSION_TITLE = 'Your activity session';

/** /activity-session/{activity_booking_no}: the booking's facts, paying what is outstanding, and the tickets. */
export function ActivitySessionRoute() {
  const params = ZActivityBookingNoParams.safeParse(useParams());
  if (!params.success) return <Navigate to={paths.notFound} replace />;
  const no = params.data.activity_booking_no;
  return <ActivitySession activityBookingNo={no} />;
}

function ActivitySession({ activityBookingNo }: { activityBookingNo: string }) {
  const query = useActivityBooking(activityBookingNo);
  return (
    <article className={styles.narrow}>
      <title>{ACTIVITY_SESSION_TITLE}</title>
      <h1>{ACTIVITY_SESSION_TITLE}</h1>
      {query.isPending ? <Spinner label="Loading your activity booking…" /> : null}
      {query.isError ? (
        <LoadError error={query.error} what="activity booking" onRetry={() => void query.refetch()} />
      ) : null}
      {query.data ? <SessionDetails answer={query.data} /> : null}
    </article>
  );
}

function SessionDetails({ answer }: { answer: TActivityBookingResponse['data'] }) {
  const { data: record, booking: summary } = answer;
  const no = record.activity_booking_no;
  const session = parseBookingSession(record.activity_session);
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const confirm = useConfirmActivityBooking();
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
    const fresh = await queryClient.fetchQuery({ ...getActivityBookingQueryOptions(no), staleTime: 0 });
    if (fresh.booking.outstanding_pence > 0) {
      const settings = await queryClient.fetchQuery(getSiteSettingsQueryOptions()).catch(() => undefined);
      return paymentNotConfirmedMessage(settings?.phone_primary ?? '');
    }
    if (fresh.booking.confirmed === 'false') {
      await confirmActivityBooking(fresh.data.id).catch(() => undefined);
    }
    setConfirmedHere(true);
    await queryClient.invalidateQueries({ queryKey: activityKeys.bookings() });
    return undefined;
  }, [no, queryClient]);

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
          <dd>{formatMoney(summary.total_amount)}</dd>
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
