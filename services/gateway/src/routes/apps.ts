import { Router } from 'express';
import { z } from 'zod';
import type { Clients } from '../clients.js';
import { callOptions } from '../http/caller.js';
import { parse, q } from '../http/validate.js';

/** product-spec §9: admin app writes get 60 s. */
const ADMIN_APP_WRITE_MS = 60_000;

export const CreateAppBody = z.object({
  appName: z.string().trim().min(1).max(100),
  appNameEn: z.string().trim().max(100).optional(),
  type: z.enum(['MOBILE', 'WEBSITE']).default('MOBILE'),
  categoryCodes: z.array(z.string()).max(20).default([]),
  mau: z.number().int().min(0).default(0),
  image: z.string().max(2048).optional(),
  storeUrl: z.string().max(2048).optional(),
  releasedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  releaseStatus: z.enum(['RELEASED', 'BETA', 'INTERNAL']).default('RELEASED'),
});

export const BrowseAppsQuery = z.object({
  sortField: z.enum(['mau', 'updatedAt']).optional(),
  categoryCodes: q.list,
  color: z.string().optional(),
  minmau: q.int.min(0).optional(),
  maxmau: q.int.min(0).optional(),
  limit: q.int.min(1).max(100).optional(),
  offset: q.int.min(0).optional(),
  single: q.bool.optional(),
  type: z.enum(['MOBILE', 'WEBSITE']).default('MOBILE'),
});

export function appsRoutes(clients: Clients): Router {
  const router = Router();

  router.post('/api/v2/apps', async (req, res) => {
    const body = parse(CreateAppBody, req.body, 'app');
    const app = await clients.catalog.CreateApp(
      {
        type: body.type,
        name: body.appName,
        nameEn: body.appNameEn ?? '',
        categoryCodes: body.categoryCodes,
        mau: body.mau,
        iconUrl: body.image ?? '',
        storeUrl: body.storeUrl ?? '',
        releasedAt: body.releasedAt ?? '',
        releaseStatus: body.releaseStatus,
      },
      callOptions(req, ADMIN_APP_WRITE_MS),
    );
    res.status(201).json({
      data: {
        appId: app.id,
        appName: app.name,
        appNameEn: app.nameEn,
        type: app.type,
        categoryCodes: app.categoryCodes,
        mau: app.mau,
        image: app.iconUrl,
        storeUrl: app.storeUrl,
        releasedAt: app.releasedAt || null,
        createdAt: app.createdAt,
        updatedAt: app.updatedAt,
      },
    });
  });

  router.get('/api/v2/apps', async (req, res) => {
    const query = parse(BrowseAppsQuery, req.query, 'query');
    const { data } = await clients.search.BrowseApps(
      {
        sortField: query.sortField ?? '',
        categoryCodes: query.categoryCodes ?? [],
        color: query.color ?? '',
        minMau: query.minmau,
        maxMau: query.maxmau,
        limit: query.limit ?? 0,
        offset: query.offset ?? 0,
        single: query.single ?? false,
        type: query.type,
      },
      callOptions(req),
    );
    res.json({ data });
  });

  return router;
}
