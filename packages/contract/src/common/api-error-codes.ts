/**
 * Stable machine codes on every failed call: clients branch on the code, never on the message
 * (which is for people and may change). A thrower that names no code gets the generic code of its
 * status (errorCodeForStatus); the others name one failure a client tells apart.
 */
export const API_ERROR_CODES = [
  // Generic: one per status the API answers.
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'REQUEST_TIMEOUT',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'HEADERS_TOO_LARGE',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'MAINTENANCE',
  // Particular failures.
  'SOLD_OUT',
  'ACCOUNT_EXISTS',
  'HOLD_LIMIT',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYMENT_IN_PROGRESS',
  'PAYMENT_BEING_CHECKED',
  'NOTHING_OUTSTANDING',
  'BOOKING_LOCKED',
  'PRICE_CHANGED',
  // A stay's first payment came without the guest agreeing to the booking terms.
  'TERMS_NOT_AGREED',
  'TERMS_CHANGED',
  // The allocation board: the unit is taken on those nights; the new price needs staff's word;
  // the new total is below what was paid.
  'UNIT_NOT_AVAILABLE',
  'PRICE_CONFIRMATION_NEEDED',
  'REFUND_FIRST',
  // The back office: the desk.
  'ALREADY_CHECKED_IN',
  'NOT_ARRIVING',
  'GUEST_ACCOUNT',
  'ALREADY_STAFF',
  'OWN_ADMIN_ROLE',
  // Ticket check-in at an activity's door.
  'TICKET_NOT_FOUND',
  'TICKET_NOT_VALID',
  'TICKET_ALREADY_USED',
  'WRONG_SESSION',
  'NOT_TODAY',
  // Money at the desk: refunds and cancellation.
  'REFUND_TOO_MUCH',
  'REFUND_REFUSED',
  'REFUND_IN_PROGRESS',
  'BOOKING_CANCELLED',
  // Activities and sessions.
  'ACTIVITY_CODE_TAKEN',
  'ACTIVITY_HAS_BOOKINGS',
  'TICKET_TYPE_CODE_TAKEN',
  'TICKET_TYPE_SOLD',
  'SESSION_EXISTS',
  'CAPACITY_BELOW_SOLD',
  'SESSION_CANCELLED',
  // Activity tickets: a stay with nothing paid yet; more tickets for one session than the party.
  'STAY_NOT_PAID',
  'PARTY_TICKETS',
  // Extras and promotional codes: an extra has too few left on the stay's nights; a
  // code or an extra with that name exists already.
  'EXTRA_SOLD_OUT',
  'EXTRA_EXISTS',
  'PROMOTIONAL_CODE_EXISTS',
  // The catalogue: an upload that is no photo; a unit that cannot be retired while
  // stays are to come. (A code in use is a CONFLICT naming its field; a retired unit is
  // UNIT_NOT_AVAILABLE to a move, a block or a desk change.)
  'NOT_AN_IMAGE',
  'UNIT_HAS_STAYS',
  // The Outbox: only an e-mail that failed can be sent again.
  'NOT_FAILED',
  // Linking an owner account: well-formed details that match no owner (the one message never
  // says which detail was wrong).
  'OWNER_LINK_FAILED',
  // Deleting an account: the password given again is wrong; a stay to come or under way, a
  // payment or refund still being processed, an owner's balance still open.
  'PASSWORD_WRONG',
  'STAY_UPCOMING',
  'MONEY_IN_FLIGHT',
  'OWNER_BALANCE_OPEN',
] as const;
export type TApiErrorCode = (typeof API_ERROR_CODES)[number];

const CODE_BY_STATUS: Record<number, TApiErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  500: 'INTERNAL',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * The generic code of a failure that names none: by its status, and VALIDATION for a 400 that
 * names the fields at fault. Any other 4xx is BAD_REQUEST, any other status INTERNAL.
 */
export function errorCodeForStatus(status: number, hasFieldErrors = false): TApiErrorCode {
  if (status === 400 && hasFieldErrors) return 'VALIDATION';
  return CODE_BY_STATUS[status] ?? (status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL');
}
