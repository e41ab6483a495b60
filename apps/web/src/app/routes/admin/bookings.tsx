// Built out in issue 15 by the slice that owns this screen.
export function AdminBookingsRoute() {
  return <h1>Bookings</h1>;
}
