import { Router } from 'express';
import type { RouterDeps } from './index.js';
import { mount, route, type Route } from '../http/route.js';
import * as S from '../api/schemas.js';

// Probes and the public health: a status only, nothing about what is behind the gateway (the detailed
// report is on the internal METRICS_PORT). api/operations.ts HEALTH_OPERATIONS answer 503 with this body.

const getHealth = route(
  {
    method: 'get',
    path: '/healthz',
    operationId: 'getHealth',
    summary: 'Whether Redis and every service answer (503 when one does not); the status only',
    access: 'visitor',
    response: S.Health,
  },
  async (_req, res, { health }) => {
    const summary = await health.summary();
    res.status(summary.status === 'up' ? 200 : 503).json(summary);
  },
);

const getLiveness = route(
  {
    method: 'get',
    path: '/livez',
    operationId: 'getLiveness',
    summary: 'Liveness: the gateway process answers (it checks nothing behind it)',
    access: 'visitor',
    response: S.Health,
  },
  (_req, res) => void res.json({ status: 'up' }),
);

const getReadiness = route(
  {
    method: 'get',
    path: '/readyz',
    operationId: 'getReadiness',
    summary: 'Readiness: Redis and the services the gateway needs answer (503 otherwise)',
    access: 'visitor',
    response: S.Health,
  },
  async (_req, res, { health }) => {
    const ready = await health.ready();
    res.status(ready.status === 'up' ? 200 : 503).json(ready);
  },
);

export const ROUTES: Route[] = [getHealth, getLiveness, getReadiness];

export const healthRoutes = (deps: RouterDeps): Router => mount(ROUTES, deps);
