import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../components/ui/alert';
import { paths } from '../config/paths';

/** The error screen: words, not a blank page. */
export function RouteError() {
  return (
    <main id="main" tabIndex={-1}>
      <Alert variant="error" title="Something went wrong">
        <p>Please try again. If it keeps happening, reload the page.</p>
        <p>
          <Link to={paths.home}>Go to the home page</Link>
        </p>
      </Alert>
    </main>
  );
}

type BoundaryProps = { locationKey: string; children: ReactNode };
type BoundaryState = { failed: boolean; locationKey: string };

/**
 * Anything a screen (or the layout around it) throws while drawing lands on the error screen,
 * which stays until the visitor goes to another address.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey ? null : { failed: false, locationKey: props.locationKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
