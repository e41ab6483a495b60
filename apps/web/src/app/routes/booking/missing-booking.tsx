import { useParams } from 'react-router';
import { AddMissingBooking } from '../../../features/booking/forms';

/**
 * /missing-booking/:token, the link "Missing booking?" e-mails to a booking's address: open, like
 * the other e-mailed links, since whoever reads that mailbox may have no account here.
 */
export function MissingBookingRoute() {
  const { token = '' } = useParams();
  return <AddMissingBooking token={token} />;
}
