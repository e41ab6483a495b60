import { addDays } from '@parkstays/contract';
import type { BookingSummaryRow } from './components/booking-card';

/** Upcoming when the stay ends (arrival + nights) after now; otherwise previous. */
export function splitBookings(bookings: BookingSummaryRow[], now: Date = new Date()) {
  const upcoming: BookingSummaryRow[] = [];
  const previous: BookingSummaryRow[] = [];
  for (const booking of bookings) {
    const end = new Date(`${addDays(booking.arrival_date.slice(0, 10), booking.no_of_nights)}T00:00:00`);
    (end.getTime() > now.getTime() ? upcoming : previous).push(booking);
  }
  upcoming.sort((a, b) => a.arrival_date.localeCompare(b.arrival_date));
  previous.sort((a, b) => b.arrival_date.localeCompare(a.arrival_date));
  return { upcoming, previous };
}
