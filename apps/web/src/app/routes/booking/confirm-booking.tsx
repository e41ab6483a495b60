import { ZBookingParams } from '@parkstays/contract';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { Spinner } from '../../../components/ui/spinner';
import { useBooking } from '../api/get-booking';
import { BookingLoadError } from '../components/booking-load-error';
import { BookingWizard, type WizardStep } from '../components/booking-wizard';
import { ExtrasForm } from '../components/extras-form';
import { PaymentStep } from '../components/payment-step';
import { StaySummary } from '../components/stay-summary';

/** /confirm-booking/{id}: the wizard for a created booking, opened at 2 Optional Extras. */
export function ConfirmBookingRoute() {
  const params = ZBookingParams.safeParse(useParams());
  if (!params.success) return <Navigate to={paths.notFound} replace />;
  return <ConfirmBooking bookingId={params.data.id} />;
}

function ConfirmBooking({ bookingId }: { bookingId: number }) {
  const booking = useBooking(bookingId);
  const [step, setStep] = useState<WizardStep>('extras');
  const [reached, setReached] = useState<WizardStep[]>(['extras']);

  if (booking.isPending) return <Spinner label="Loading your booking…" />;
  if (booking.isError) {
    return (
      <>
        <title>Your booking</title>
        <h1>Your booking</h1>
        <BookingLoadError error={booking.error} onRetry={() => void booking.refetch()} />
      </>
    );
  }
  const view = booking.data;
  const { booking: stay } = view;

  return (
    <>
      <title>Book your stay</title>
      <BookingWizard
        heading="Book your stay"
        step={step}
        enabled={reached}
        onStep={setStep}
        stay={
          <StaySummary
            title={stay.accommodation.title}
            park={stay.park.title}
            imageUrl={stay.accommodation.image_url || stay.park.image_url}
            arrivalDate={stay.arrival_date.slice(0, 10)}
            nights={stay.no_of_nights}
            price={view.eliteData['@attributes'].total_price}
            priceLabel="Total price"
          />
        }
      >
        {step === 'extras' ? (
          <ExtrasForm
            bookingId={bookingId}
            extras={view.eliteData.Extra}
            onDone={() => {
              setReached(['extras', 'payment']);
              setStep('payment');
            }}
          />
        ) : (
          <PaymentStep view={view} />
        )}
      </BookingWizard>
    </>
  );
}
