import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type RouteObject, type RouterProviderProps } from 'react-router-dom';
import { Hero } from '../features/landing/Hero';
import { Library } from '../features/library/Library';
import { I18nProvider, type Lang } from '../shared/i18n';
import { Layout } from './Layout';
import { NotFound } from './NotFound';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        index: true,
        element: (
          <>
            <Hero />
            <Library type="MOBILE" />
          </>
        ),
      },
      { path: 'landing', element: <Hero /> },
      { path: 'website', element: <Library type="WEBSITE" /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

interface AppProps {
  lang: Lang;
  /** Built from `routes`: a browser router in main.tsx, a memory router in tests. */
  router: RouterProviderProps['router'];
  queryClient: QueryClient;
}

export function App({ lang, router, queryClient }: AppProps) {
  return (
    <I18nProvider initialLang={lang}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  );
}
