// Built out in issue 15 by the slice that owns this screen.
export function AdminPaymentsRoute() {
  return <h1>Payments</h1>;
}
