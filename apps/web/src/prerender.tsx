/**
 * The build's entry for prerendering (apps/web/build/prerender.ts runs it in Node): the app's
 * first screen at an address, as HTML, for a visitor nobody is signed in as and with nothing
 * fetched yet — exactly what the browser's first render draws, so React can adopt it (main.tsx).
 */
import { renderToString } from 'react-dom/server';
import { App } from './app/app';
import { Layout } from './app/layout/layout';
import { LayoutShell } from './app/layout/layout-shell';
import { memoryHistory } from './app/navigation';
import { prepareScreen } from './app/router';
import { Spinner } from './components/ui/spinner';

export async function prerender(url: string): Promise<string> {
  const history = memoryHistory(url);
  await prepareScreen(history.location, new AbortController().signal);
  return renderToString(<App history={history} prepared />);
}

/**
 * The layout alone (header, footer) around the wait every screen starts with, for the HTML of
 * every address but the home page: the page shows its frame before any script has run, and the
 * app replaces it with the screen in one step (main.tsx). No account button: who is signed in is
 * only known in the browser.
 */
export function prerenderShell(): string {
  return renderToString(
    <LayoutShell value>
      <App
        history={memoryHistory('/')}
        prepared
        routes={[{ element: <Layout />, children: [{ path: '*', element: <Spinner /> }] }]}
      />
    </LayoutShell>,
  );
}
