// Built out in issue 15 by the slice that owns this screen.
export function AdminStaffRoute() {
  return <h1>Staff</h1>;
}
