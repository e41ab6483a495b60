import { type TMoveBookingRequest, ZMoveBookingRefusal, ZMoveBookingResponse } from '@parkstays/contract';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { boardKeys } from './keys';

export type MoveBookingInput = TMoveBookingRequest & { booking_no: string };

/** POST /api/admin/bookings/{booking_no}/move: the server decides, and re-prices when it must. */
export async function moveBooking({ booking_no, ...body }: MoveBookingInput) {
  const answer = await apiRequest(`/api/admin/bookings/${encodeURIComponent(booking_no)}/move`, {
    method: 'POST',
    body,
    auth: true,
    schema: ZMoveBookingResponse,
  });
  return answer;
}

/** The totals a refused move carries (PRICE_CONFIRMATION_NEEDED, REFUND_FIRST), if it carries them. */
export function moveTotals(error: unknown) {
  if (!(error instanceof ApiError)) return undefined;
  const parsed = ZMoveBookingRefusal.safeParse(error.answer);
  if (!parsed.success || parsed.data.new_total_pence === undefined) return undefined;
  return {
    oldTotalPence: parsed.data.old_total_pence ?? 0,
    newTotalPence: parsed.data.new_total_pence,
    paidPence: parsed.data.paid_pence ?? 0,
  };
}

export function useMoveBooking() {
  return useWrite([...boardKeys.all, 'move'], moveBooking, { onSettled: [boardKeys.all] });
}
