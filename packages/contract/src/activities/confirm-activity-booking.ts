import { ZSuccessWithMessage } from '../common/api-error';
import { ZIdParams } from '../common/id';
import { ZActivityBookingRecord } from './activity-booking';

/** PUT api/activity_bookings/{id}/confirm */
export const ZActivityBookingIdParams = ZIdParams;
export const ZConfirmActivityBookingResponse = ZSuccessWithMessage(ZActivityBookingRecord);

export const TICKETS_CONFIRMED_MESSAGE =
  'Your activity booking is confirmed. Your tickets are on their way by e-mail.';
