import { act, render } from '@testing-library/react';
import type { To } from 'react-router';
import { AppRouter, memoryHistory } from '../app/navigation';
import { AppProviders } from '../app/providers';
import { AppRoutes, prepareScreen } from '../app/router';
import { Spinner } from '../components/ui/spinner';
import { testQueryClient } from './utils';

/**
 * The whole app (layout, popups, routes) at a path, with a fresh query cache. Answers where it is
 * (`location`, `action`, as soon as the address changes) and a way to go elsewhere (`navigate`).
 */
export function renderAt(path: string) {
  const history = memoryHistory(path);
  render(
    <AppProviders queryClient={testQueryClient()}>
      <AppRouter history={history} prepare={prepareScreen} fallback={<Spinner label="Loading…" />}>
        <AppRoutes />
      </AppRouter>
    </AppProviders>,
  );
  return {
    get location() {
      return history.location;
    },
    /** How the address last changed: PUSH, REPLACE or POP. */
    get action() {
      return history.action;
    },
    navigate: (to: To, options: { state?: unknown } = {}) =>
      act(async () => {
        history.push(to, options.state);
      }),
  };
}
