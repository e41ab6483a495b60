import { ZConfirmActivityBookingResponse } from '@parkstays/contract';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/write-options';
import { activityKeys } from './keys';

/** PUT /api/activity_bookings/{id}/confirm: confirms a paid or free activity booking; its tickets are e-mailed. */
export function confirmActivityBooking(id: number) {
  return apiRequest(`/api/activity_bookings/${id}/confirm`, {
    method: 'PUT',
    auth: true,
    schema: ZConfirmActivityBookingResponse,
  });
}

/** Confirms, then the tickets reload (docs/product.md, "Paying, confirming and releasing"). */
export function useConfirmActivityBooking() {
  return useWrite(['activities', 'confirm'], confirmActivityBooking, {
    onSuccess: [activityKeys.bookings()],
  });
}
