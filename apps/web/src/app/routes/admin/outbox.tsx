// Built out in issue 15 by the slice that owns this screen.
export function AdminOutboxRoute() {
  return <h1>Outbox</h1>;
}
