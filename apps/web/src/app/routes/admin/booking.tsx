// Built out in issue 15 by the slice that owns this screen.
export function AdminBookingRoute() {
  return <h1>Booking</h1>;
}
