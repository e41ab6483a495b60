import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Alert } from '../components/ui/alert';
import { paths } from '../config/paths';

/** Anything a screen throws lands here: words, not a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
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
