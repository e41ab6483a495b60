import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-600.css';
import '@fontsource/nunito/latin-700.css';
import '@fontsource/nunito/latin-800.css';
import './styles/tokens.css';
import './styles/global.css';
import { setNonce } from 'get-nonce';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { browserHistory } from './app/navigation';
import { prepareScreen } from './app/router';
import { setConsentDefaults } from './features/cookies';
import { sessionStore } from './lib/storage';

// The server's CSP allows inline <style> only with this response's nonce; Radix's scroll lock needs one.
const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
if (nonce && nonce !== '__CSP_NONCE__') setNonce(nonce);

// Consent Mode's defaults (everything refused) go on the data layer before anything else can: a
// screen's event (Booking Confirmed's purchase) may be pushed before the site settings say whether
// a Google tag is set. Without a tag nothing ever reads them (decision 054).
setConsentDefaults();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const history = browserHistory();

if (container.dataset.prerendered === undefined) {
  createRoot(container).render(<App history={history} />);
} else {
  // The build prerendered this page (apps/web/build/prerender.ts): the home page as a visitor who
  // is not signed in first sees it, any other address the layout around a wait. It stays on show,
  // inert (nothing on it works before the app does), until the screen's code is here and a token
  // in the address verified (prepareScreen); then React adopts the home page's HTML (hydration),
  // or replaces the page with the screen in one step. Hydrating as a transition lets React yield
  // to the browser between components.
  const start = () => {
    const app = <App history={history} prepared onMounted={() => container.removeAttribute('inert')} />;
    const adoptable = container.dataset.prerendered === 'home' && window.location.pathname === '/';
    if (adoptable && sessionStore.getSession() === null) {
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else createRoot(container).render(app);
  };
  // A screen whose code would not load is drawn all the same: as the error screen.
  const waiting = prepareScreen(history.location, new AbortController().signal);
  if (waiting) void waiting.then(start, start);
  else start();
}
