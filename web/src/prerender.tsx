/**
 * The first frame of the landing paths as HTML (issue 18): the build (vite.config.ts) renders the
 * app here for `/` and `/landing` in each language, and the gateway sends that HTML, so the hero —
 * the largest paint — shows before any JavaScript runs. main.tsx then hydrates it with the same tree
 * (the lazy route shows its fallback in that frame: App.tsx, Page). Never bundled for the browser.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { App, routes } from './app/App';
import { createQueryClient } from './app/queryClient';
import type { Lang } from './shared/i18n';

/** `<div id="root">`'s content at `pathname` in `lang`, before any data arrives: what React shows first. */
export function prerender(pathname: string, lang: Lang): string {
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  const queryClient = createQueryClient();
  try {
    return renderToString(
      <StrictMode>
        <App lang={lang} router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  } finally {
    // The queries the render started keep a 10-minute garbage-collection timer: it held the build open.
    queryClient.clear();
    router.dispose();
  }
}
