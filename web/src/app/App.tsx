import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Navigate, RouterProvider, type RouteObject, type RouterProviderProps } from 'react-router-dom';
import { SessionProvider } from '../features/auth/session';
import SignInPage from '../features/auth/SignIn';
import { Hero } from '../features/landing/Hero';
import { adminRoutes } from '../features/admin/routes';
import { I18nProvider, useT, type Lang } from '../shared/i18n';
import { Layout } from './Layout';
import { NotFound } from './NotFound';

// Every feature route is its own chunk: the landing paths load only what they show (budget: 200 kB gzipped).
const Landing = lazy(() => import('../features/landing/Landing'));
const Library = lazy(() => import('../features/library/Library'));
const AppDetail = lazy(() => import('../features/library/AppDetail'));
const Similar = lazy(() => import('../features/library/Similar'));
const Bookmarks = lazy(() => import('../features/library/Bookmarks'));
const Collections = lazy(() => import('../features/collections/CollectionsPage'));
const Board = lazy(() => import('../features/collections/BoardPage'));
const SharedBoard = lazy(() => import('../features/collections/SharedBoardPage'));
const Contents = lazy(() => import('../features/library/Contents'));
const Products = lazy(() => import('../features/marketplace/Products'));
const ProductPage = lazy(() => import('../features/marketplace/ProductPage'));
const Orders = lazy(() => import('../features/marketplace/Orders'));
const Membership = lazy(() => import('../features/membership/MembershipPage'));
const Payments = lazy(() => import('../features/membership/Payments'));
const SellerConsole = lazy(() => import('../features/seller/SellerConsole'));
const AdminLayout = lazy(() => import('../features/admin/AdminLayout'));
const SearchPage = lazy(() => import('../features/search/SearchPage'));
const Legal = lazy(() => import('../features/legal/Legal'));
const Tokens = lazy(() => import('../features/tokens/TokensPage'));
const Contact = lazy(() => import('../features/support/ContactPage'));
const NewsletterLink = lazy(() => import('../features/support/NewsletterLink'));
const Community = lazy(() => import('../features/community/CommunityPage'));
const CommunityPost = lazy(() => import('../features/community/PostPage'));
const CommunityCompose = lazy(() => import('../features/community/ComposePage'));

/** A route's chunk on its way: as tall as the window, so the footer does not jump up and back (layout shift). */
function Loading() {
  const t = useT();
  return (
    <p className="status status--route" aria-busy="true">
      {t('library.loading')}
    </p>
  );
}

const noSubscription = () => () => undefined;

/**
 * A route's lazy chunk behind its fallback. While React takes over the HTML the gateway sent
 * pre-rendered (main.tsx, prerender.tsx) the chunk is not there yet, and a Suspense boundary the
 * server could not finish makes hydration report an error: so on the server and during hydration
 * (React's server snapshot) the route shows its fallback without a boundary, and right after
 * hydration React renders it again with the boundary, which starts the chunk.
 */
function Page({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return client ? <Suspense fallback={<Loading />}>{children}</Suspense> : <Loading />;
}

const page = (element: ReactNode) => <Page>{element}</Page>;

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      // Home: the landing hero over the mobile tab, which has no path of its own (product-spec §2).
      {
        index: true,
        element: (
          <>
            <Hero compact />
            {page(<Library type="MOBILE" />)}
          </>
        ),
      },
      // The hero outside the lazy chunk, as on home: it is the largest paint, and the gateway sends it
      // pre-rendered in the HTML (vite.config.ts), so React's first frame must show it too.
      {
        path: 'landing',
        element: (
          <div className="landing">
            <Hero />
            {page(<Landing />)}
          </div>
        ),
      },
      { path: 'website', element: page(<Library type="WEBSITE" />) },
      { path: 'article', element: page(<Contents />) },
      { path: 'template', element: page(<Products productType="TEMPLATE" />) },
      { path: 'class', element: page(<Products productType="CLASS" />) },
      { path: 'products/:id', element: page(<ProductPage />) },
      { path: 'orders', element: page(<Orders />) },
      { path: 'seller', element: page(<SellerConsole />) },
      { path: 'apps/:appId', element: page(<AppDetail />) },
      { path: 'screens/:imageId/similar', element: page(<Similar />) },
      { path: 'bookmarks', element: page(<Bookmarks />) },
      { path: 'collections', element: page(<Collections />) },
      { path: 'collections/:collectionId', element: page(<Board />) },
      { path: 'shared/collections/:shareToken', element: page(<SharedBoard />) },
      { path: 'tokens', element: page(<Tokens />) },
      { path: 'contact', element: page(<Contact />) },
      { path: 'newsletter/confirm', element: page(<NewsletterLink action="confirm" />) },
      { path: 'newsletter/unsubscribe', element: page(<NewsletterLink action="unsubscribe" />) },
      { path: 'search', element: page(<SearchPage />) },
      { path: 'community', element: page(<Community />) },
      { path: 'community/new', element: page(<CommunityCompose />) },
      { path: 'community/:postId', element: page(<CommunityPost />) },
      { path: 'policy', element: page(<Legal doc="policy" />) },
      { path: 'terms', element: page(<Legal doc="terms" />) },
      { path: 'membership', element: page(<Membership />) },
      { path: 'membership/payments', element: page(<Payments />) },
      { path: 'revenues', element: <Navigate to="/seller?tab=revenues" replace /> },
      // The admin console: AdminLayout guards it; its pages are listed in features/admin/routes.tsx.
      { path: 'admin', element: page(<AdminLayout />), children: adminRoutes },
      { path: 'signin', element: <SignInPage /> },
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
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
