import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App, routes } from './app/App';
import { createQueryClient } from './app/queryClient';
import { startupLang } from './shared/i18n';
import './styles.css';

// Before the router reads the address: startupLang drops a ?lang= once it is stored in the cookie.
const lang = startupLang();
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App lang={lang} router={router} queryClient={createQueryClient()} />
  </StrictMode>,
);
