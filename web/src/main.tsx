import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App, routes } from './app/App';
import { createQueryClient } from './app/queryClient';
import { startupLang } from './shared/i18n';
import './styles.css';

// Before the router reads the address: startupLang drops a ?lang= once it is stored in the cookie.
const lang = startupLang();
const router = createBrowserRouter(routes);
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App lang={lang} router={router} queryClient={createQueryClient()} />
  </StrictMode>
);

// On / and /landing the gateway sent this first frame already rendered (src/prerender.tsx), in the
// language it picked (data-lang): React takes that markup over as it is, so the hero painted from the
// HTML stays the same element. When this start-up picked another language (the browser's time zone
// decides what the gateway cannot see), React renders the page anew instead.
// An address with a query (/?panel=…) may start the page otherwise than the HTML shows: rendered anew.
// Hydrating inside a transition lets React yield to the browser every few milliseconds instead of
// holding the main thread for the whole page (the page is already painted from the HTML; a click
// before React is done is replayed once the part clicked is hydrated).
if (container.dataset.lang === lang && container.firstElementChild && !window.location.search) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
