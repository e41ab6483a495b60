// Built out in issue 15 by the slice that owns this screen.
export function AdminCheckInRoute() {
  return <h1>Check-in</h1>;
}
