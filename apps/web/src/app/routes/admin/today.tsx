// Built out in issue 15 by the slice that owns this screen.
export function AdminTodayRoute() {
  return <h1>Today</h1>;
}
