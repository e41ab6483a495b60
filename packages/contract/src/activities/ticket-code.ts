/**
 * A ticket's code, as its QR code carries it and as it is printed under it:
 * `{activity_booking_no}-{ticket_no}`, e.g. `AB0000012-1` (decision 020). Staff may type it with
 * spaces, in lower case, or with a long dash; it is read the same. Both sides read codes here.
 */
export const TICKET_CODE_EXAMPLE = 'AB0000012-1';

const TICKET_CODE = /^(AB\d{1,17})-(\d{1,3})$/;

/** The code as the API compares it: upper case, no spaces, plain hyphen; null when it is not a ticket code. */
export function normaliseTicketCode(raw: string): string | null {
  let text = raw
    .trim()
    .toUpperCase()
    .replace(/[‐‑‒–—−]/g, '-');
  // "AB0000012 1": a space between the booking and the ticket number stands for the hyphen.
  if (!text.includes('-')) text = text.replace(/^(AB\s*\d+)\s+(\d{1,3})$/, '$1-$2');
  text = text.replace(/\s+/g, '');
  return TICKET_CODE.test(text) ? text : null;
}

/** The activity booking number and ticket number a code names, or null when it is not a ticket code. */
export function parseTicketCode(raw: string): { activityBookingNo: string; ticketNo: number } | null {
  const code = normaliseTicketCode(raw);
  const match = code ? TICKET_CODE.exec(code) : null;
  if (!match) return null;
  return { activityBookingNo: match[1]!, ticketNo: Number(match[2]) };
}
