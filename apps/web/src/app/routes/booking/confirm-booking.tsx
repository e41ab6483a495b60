import { ZBookingParams } from '@parkstays/contract';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { usePopup } from '../../../features/account';
import {
  BOOKING_LOAD,
  BookingTerms,
  leadGuestAddress,
  StaySummary,
  useAfterPayment,
  useBooking,
} from '../../../features/booking';
import { BookingWizard, ExtrasForm, PaymentStep, type WizardStep } from '../../../features/booking/forms';
import { useGetSupportPhone } from '../../../features/cms';
import { CardPaymentForm } from '../../../features/payment';
import { LoadError, paramsRoute } from '../../loaded-page';

/** /confirm-booking/{id}: the wizard for a created booking, opened at 2 Optional Extras. */
export const ConfirmBookingRoute = paramsRoute(ZBookingParams, ({ id }) => <ConfirmBooking bookingId={id} />);

function ConfirmBooking({ bookingId }: { bookingId: number }) {
  const booking = useBooking(bookingId);
  const [step, setStep] = useState<WizardStep>('extras');
  const [reached, setReached] = useState<WizardStep[]>(['extras']);
  const { openPopup } = usePopup();
  const supportPhone = useGetSupportPhone();
  const onPaid = useAfterPayment(bookingId, supportPhone);

  if (booking.isPending) return <Spinner label="Loading your booking…" />;
  if (booking.isError) {
    return (
      <>
        <title>Your booking</title>
        <h1>Your booking</h1>
        <LoadError {...BOOKING_LOAD} query={booking} onSignIn={() => openPopup('signIn')} />
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
            pricePence={view.eliteData['@attributes'].total_price_pence}
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
          <PaymentStep view={view}>
            <CardPaymentForm
              idPrefix="booking-payment"
              mode="options"
              paymentOptions={view.payment_options}
              bookingNumber={String(stay.id)}
              country={stay.country_code}
              defaults={leadGuestAddress(view)}
              bookingTerms={<BookingTerms terms={view.terms} />}
              termsVersion={view.terms.version}
              onTermsChanged={() => void booking.refetch()}
              onPaid={onPaid}
            />
          </PaymentStep>
        )}
      </BookingWizard>
    </>
  );
}
