import { Router } from 'express';
import { APP_TYPES, signCallerToken, VISITOR } from '@screenshelf/kit';
import type { RouterDeps } from './index.js';
import { browseRequest } from './apps.js';
import { mount, route, type Route } from '../http/route.js';
import * as S from '../api/schemas.js';

/** The SPA's pages anyone may open (the sitemap lists them, then one page per app). */
export const PUBLIC_PAGES = ['/', '/landing', '/website', '/article', '/template', '/class', '/membership', '/policy', '/terms'];

/** Pages a crawler has no business in: the API, a user's own pages, the consoles, sign-in. */
export const PRIVATE_PAGES = ['/api/', '/admin', '/seller', '/orders', '/bookmarks', '/collections', '/shared/', '/membership/payments', '/signin', '/search'];

/** Apps per browse call while building the sitemap (search's largest page), and at most this many app pages. */
const PAGE = 100;
const MAX_APP_PAGES = 5000;

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The product's public origin, as crawlers are told it. */
const originOf = (config: RouterDeps['config']) => config.PUBLIC_URL.replace(/\/+$/, '');

const getRobots = route(
  {
    method: 'get',
    path: '/robots.txt',
    operationId: 'getRobots',
    summary: 'What crawlers may read: the private pages refused, the sitemap named',
    access: 'visitor',
    response: 'text',
    tags: ['site'],
  },
  (_req, res, { config }) => {
    const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PAGES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${originOf(config)}/sitemap.xml`, ''];
    res.type('text/plain').set('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  },
);

const getSitemap = route(
  {
    method: 'get',
    path: '/sitemap.xml',
    operationId: 'getSitemap',
    summary: 'The sitemap: the public pages and the app pages a visitor may open',
    access: 'visitor',
    response: 'xml',
    tags: ['site'],
  },
  async (_req, res, { clients, config }) => {
    // The app pages a visitor may open: the library's one visibility rule, applied by search.
    const token = await signCallerToken(VISITOR, config.INTERNAL_TOKEN_SECRET);
    const apps: { appId: string; updatedAt: string }[] = [];
    for (const type of APP_TYPES) {
      for (let offset = 0; apps.length < MAX_APP_PAGES; offset += PAGE) {
        const { data } = await clients.search.BrowseApps(
          browseRequest({ type, sortField: 'updatedAt', limit: PAGE, offset }),
          { token, deadlineMs: config.DEFAULT_DEADLINE_MS },
        );
        apps.push(...data.map((a) => ({ appId: a.appId, updatedAt: a.updatedAt })));
        if (data.length < PAGE) break;
      }
    }
    const origin = originOf(config);
    const url = (loc: string, lastmod?: string) =>
      `  <url><loc>${xmlText(origin + loc)}</loc>${lastmod && !Number.isNaN(Date.parse(lastmod)) ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...PUBLIC_PAGES.map((p) => url(p)),
      ...apps.slice(0, MAX_APP_PAGES).map((a) => url(`/apps/${encodeURIComponent(a.appId)}`, a.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
    res.type('application/xml').set('cache-control', 'public, max-age=3600').send(body);
  },
);

const getSiteInfo = route(
  {
    method: 'get',
    path: '/api/v2/site',
    operationId: 'getSiteInfo',
    summary: 'The company details the footer shows (the configured ones; outside production a marked sample for each unset one)',
    access: 'visitor',
    response: S.Data(S.SiteInfo),
    tags: ['site'],
  },
  (_req, res, { config }) => {
    res.set('cache-control', 'public, max-age=300').json({ data: siteInfoOf(config) });
  },
);

/** This file's operations, in the order express matches them. */
export const ROUTES: Route[] = [getRobots, getSitemap, getSiteInfo];

/** `/robots.txt` and `/sitemap.xml` (what crawlers read, from the product's public origin) and the site details the SPA shows. */
export function siteRoutes(deps: RouterDeps): Router {
  return mount(ROUTES, deps);
}

/**
 * Development's stand-ins for the company details a Korean online shop must show (전자상거래법 §13:
 * name, representative, business and mail-order registration numbers, address, phone), so the
 * footer's layout is seen whole. Answered in `samples`, which the SPA marks "(예시)" / "(sample)";
 * never in production, where an unset detail is left out.
 */
export const SAMPLE_COMPANY = {
  name: 'Screenshelf Inc.',
  nameKo: '주식회사 스크린셸프',
  ceo: 'Gildong Hong',
  ceoKo: '홍길동',
  registrationNumber: '000-00-00000',
  mailOrderNumber: '제0000-서울강남-00000호',
  address: '123 Teheran-ro, Gangnam-gu, Seoul',
  addressKo: '서울특별시 강남구 테헤란로 123',
  supportPhone: '02-000-0000',
} as const;

/** GET /api/v2/site's data: the configured details, and outside production a marked sample for each unset one. */
export function siteInfoOf(config: RouterDeps['config']) {
  const configured = companyOf(config);
  const company: Partial<Record<keyof typeof configured, string>> = {};
  const samples: string[] = [];
  for (const [key, value] of Object.entries(configured) as [keyof typeof configured, string | undefined][]) {
    const sample = config.NODE_ENV === 'production' ? undefined : SAMPLE_COMPANY[key as keyof typeof SAMPLE_COMPANY];
    if (value !== undefined) {
      company[key] = value;
    } else if (sample !== undefined) {
      company[key] = sample;
      samples.push(key);
    }
  }
  return { company, samples };
}

/** The configured company details (each unset one undefined). */
export const companyOf = (config: RouterDeps['config']) => ({
  name: config.COMPANY_NAME,
  nameKo: config.COMPANY_NAME_KO,
  ceo: config.COMPANY_CEO,
  ceoKo: config.COMPANY_CEO_KO,
  registrationNumber: config.COMPANY_REGISTRATION_NUMBER,
  mailOrderNumber: config.COMPANY_MAIL_ORDER_NUMBER,
  address: config.COMPANY_ADDRESS,
  addressKo: config.COMPANY_ADDRESS_KO,
  supportEmail: config.COMPANY_SUPPORT_EMAIL,
  supportPhone: config.COMPANY_SUPPORT_PHONE,
});
