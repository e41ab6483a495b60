import { decodeAvailability } from '@parkstays/contract';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { paths, pathTo } from '../../../config/paths';
import { usePopup } from '../../../features/account';
import { ContactAddressFields } from '../../../features/account/forms';
import { StaySummary, useAccommodation } from '../../../features/booking';
import { BookingWizard, DetailsForm } from '../../../features/booking/forms';

/**
 * /create-booking/{availability}: step 1 of the booking wizard for the stay a Book Now link
 * carried (grade, arrival, nights, price). Creating the booking moves on to /confirm-booking/{id}.
 */
export function CreateBookingRoute() {
  const { availability = '' } = useParams();
  const navigate = useNavigate();
  const { openPopup } = usePopup();
  const stay = decodeAvailability(availability);
  const accommodation = useAccommodation(stay?.grade_code ?? '');
  if (!stay) return <Navigate to={paths.notFound} replace />;
  const data = accommodation.data;

  return (
    <>
      <title>Book your stay</title>
      <BookingWizard
        heading="Book your stay"
        step="details"
        enabled={['details']}
        onStep={() => undefined}
        stay={
          <>
            {accommodation.isError ? (
              <Alert variant="error">We could not load this accommodation's details.</Alert>
            ) : null}
            <StaySummary
              title={accommodation.isError ? '' : data?.title}
              park={data?.park.title}
              imageUrl={data?.images[0]?.image_url}
              imageSrcSet={data?.images[0]?.srcset}
              arrivalDate={stay.arrival_date}
              nights={stay.no_of_nights}
              pricePence={stay.price_pence}
            />
          </>
        }
      >
        <DetailsForm
          stay={stay}
          accommodation={data}
          onCreated={(id) => navigate(pathTo('confirmBooking', { id }) ?? `/confirm-booking/${id}`)}
          onSignIn={(notice) => openPopup('signIn', { notice })}
          contactFields={(fields) => <ContactAddressFields fields={fields} markOptional />}
        />
      </BookingWizard>
    </>
  );
}
