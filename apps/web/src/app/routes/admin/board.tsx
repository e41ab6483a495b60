// Built out in issue 15 by the slice that owns this screen.
export function AdminBoardRoute() {
  return <h1>Allocation board</h1>;
}
