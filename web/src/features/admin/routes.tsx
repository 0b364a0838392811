import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { MessageKey } from '../../shared/i18n/ko';

/**
 * The admin console's pages (children of /admin), one line each. `nav` puts the page in the admin
 * navigation and on the overview; a line without it (a sub-page such as /admin/library/new) is a route only.
 */
export interface AdminArea {
  /** Relative to /admin; '' is the overview. */
  path: string;
  nav?: MessageKey;
  Page: LazyExoticComponent<ComponentType>;
}

const area = (path: string, nav: MessageKey | undefined, load: () => Promise<{ default: ComponentType }>): AdminArea => ({ path, nav, Page: lazy(load) });

export const ADMIN_AREAS: AdminArea[] = [
  area('', 'admin.nav.overview', () => import('./Overview')),
  area('users', 'admin.nav.users', () => import('./users/UsersPage')),
  area('memberships', 'admin.nav.memberships', () => import('./memberships/MembershipsPage')),
  area('marketplace', 'admin.nav.marketplace', () => import('./marketplace/MarketplacePage')),
  area('audit', 'admin.nav.audit', () => import('./audit/AuditPage')),
  area('support', 'admin.nav.support', () => import('./support/SupportRequestsPage')),
  area('newsletter', 'admin.nav.newsletter', () => import('./support/NewsletterPage')),
  area('mail', 'admin.nav.mail', () => import('./support/MailPage')),
  area('library', 'admin.nav.library', () => import('./library/AdminLibrary')),
  area('library/new', undefined, () => import('./library/NewAppPage')),
  area('library/:appId', undefined, () => import('./library/AppPage')),
  area('codes', 'admin.nav.codes', () => import('./codes/CodesPage')),
  area('articles', 'admin.nav.articles', () => import('./articles/ArticlesPage')),
  area('community', 'admin.nav.community', () => import('./community/ModerationPage')),
  // admin-b: library (apps, patterns, screens), codes, articles — one line each above this comment.
];

/** Whether an area is in the navigation. */
export const hasNav = (a: AdminArea): a is AdminArea & { nav: MessageKey } => !!a.nav;

/** The /admin child routes built from ADMIN_AREAS (each page its own chunk). */
export const adminRoutes: RouteObject[] = ADMIN_AREAS.map(({ path, Page }) => ({
  ...(path ? { path } : { index: true }),
  element: (
    <Suspense fallback={<p className="status" aria-busy="true" />}>
      <Page />
    </Suspense>
  ),
}));
