import { Router } from 'express';
import { z } from 'zod';
import { APP_TYPES, BROWSE_PAGE_MAX, MAX_WINDOW, UUID } from '@screenshelf/kit';
import type { Flow__Output as Flow } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Flow.js';
import { callOptions } from '../http/caller.js';
import { q } from '../http/validate.js';
import { mount, route, type Route } from '../http/route.js';
import * as F from '../api/flow-schemas.js';
import type { RouterDeps } from './index.js';
import { ADMIN_APP_WRITE_MS } from './apps.js';
import { imageLinksFor } from './image-urls.js';

/**
 * Flows (issue 30): an app's journeys as its screens in order. Catalog owns them and applies the
 * app's paywall: a free caller reads the flows of the free window's apps and gets 403
 * MEMBERSHIP_REQUIRED for the others (hidden and missing alike), as for the app's screens.
 */

const AppIdParams = z.object({ appId: z.string().min(1).max(64) });
const FlowIdParams = z.object({ flowId: z.string().min(1).max(64) });

export const BrowseFlowsQuery = z.object({
  type: z.enum(APP_TYPES).optional().describe('MOBILE or WEBSITE; both when absent'),
  patternCodes: q.list,
  categoryCodes: q.list,
  appId: z.string().regex(UUID, 'not an id').optional(),
  limit: q.int.min(1).max(BROWSE_PAGE_MAX).optional(),
  offset: q.int.min(0).max(MAX_WINDOW).optional(),
});

/** What the REST answer holds: the catalog's record (without proto-loader's oneof markers). */
const flowView = ({ steps, ...flow }: Flow) => ({ ...flow, steps: steps.map((s) => ({ ...s })) });

const flowRequest = (body: z.infer<typeof F.FlowInput>, ids: { appId?: string; flowId?: string }) => ({
  appId: ids.appId ?? '',
  flowId: ids.flowId ?? '',
  name: body.name,
  nameEn: body.nameEn,
  patternCode: body.patternCode,
  steps: body.steps,
});

// The design-tool plugin reads flows with its access token too (http/plugin-access.ts).
const READ_ERRORS = ['NOT_FOUND', 'MEMBERSHIP_REQUIRED', 'ACCESS_TOKEN_INVALID'];

const listAppFlows = route(
  {
    method: 'get',
    path: '/api/v2/apps/:appId/flows',
    operationId: 'listAppFlows',
    summary: "An app's flows (its journeys as screens in order), under the app's paywall",
    access: 'visitor',
    params: AppIdParams,
    response: F.FlowList,
    plugin: true,
    errorCodes: READ_ERRORS,
  },
  async (req, res, { clients, params }) => {
    const { data } = await clients.catalog.ListAppFlows({ appId: params.appId }, callOptions(req));
    res.json({ data: data.map(flowView) });
  },
);

const browseFlows = route(
  {
    method: 'get',
    path: '/api/v2/flows',
    operationId: 'browseFlows',
    summary:
      'Browse flows by platform, pattern, category or app, newest apps first; a free caller sees those of the free window and how many more are locked',
    access: 'visitor',
    query: BrowseFlowsQuery,
    plugin: true,
    errorCodes: ['ACCESS_TOKEN_INVALID'],
    response: F.FlowPage,
  },
  async (req, res, { clients, query }) => {
    const { data, locked } = await clients.catalog.BrowseFlows(
      {
        type: query.type ?? '',
        patternCodes: query.patternCodes ?? [],
        categoryCodes: query.categoryCodes ?? [],
        appId: query.appId ?? '',
        limit: query.limit ?? 0,
        offset: query.offset ?? 0,
      },
      callOptions(req),
    );
    res.json({ data: data.map(flowView), ...(locked && { locked: { count: locked.count } }) });
  },
);

const getFlow = route(
  {
    method: 'get',
    path: '/api/v2/flows/:flowId',
    operationId: 'getFlow',
    summary: 'A flow with its steps, under its app’s paywall',
    access: 'visitor',
    params: FlowIdParams,
    response: F.Flow,
    plugin: true,
    errorCodes: READ_ERRORS,
  },
  async (req, res, { clients, params }) => {
    res.json(flowView(await clients.catalog.GetFlow({ id: params.flowId }, callOptions(req))));
  },
);

const createFlow = route(
  {
    method: 'post',
    path: '/api/v2/apps/:appId/flows',
    operationId: 'createFlow',
    summary: "Create a flow from the app's own screens (2–30, none twice)",
    access: 'admin',
    timeoutMs: ADMIN_APP_WRITE_MS,
    params: AppIdParams,
    body: F.FlowInput,
    bodyName: 'flow',
    status: 201,
    response: F.Flow,
    errorCodes: ['NOT_FOUND', 'FLOW_SCREEN_NOT_IN_APP'],
  },
  async (req, res, { clients, params, body }) => {
    const flow = await clients.catalog.CreateFlow(flowRequest(body, { appId: params.appId }), callOptions(req));
    res.status(201).json(flowView(flow));
  },
);

const updateFlow = route(
  {
    method: 'put',
    path: '/api/v2/flows/:flowId',
    operationId: 'updateFlow',
    summary: "Replace a flow's name, pattern and steps (screens of the flow's app)",
    access: 'admin',
    timeoutMs: ADMIN_APP_WRITE_MS,
    params: FlowIdParams,
    body: F.FlowInput,
    bodyName: 'flow',
    response: F.Flow,
    errorCodes: ['NOT_FOUND', 'FLOW_SCREEN_NOT_IN_APP'],
  },
  async (req, res, { clients, params, body }) => {
    res.json(flowView(await clients.catalog.UpdateFlow(flowRequest(body, { flowId: params.flowId }), callOptions(req))));
  },
);

const deleteFlow = route(
  {
    method: 'delete',
    path: '/api/v2/flows/:flowId',
    operationId: 'deleteFlow',
    summary: 'Delete a flow (its screens stay)',
    access: 'admin',
    params: FlowIdParams,
    response: z.object({ deleted: z.number().int() }),
    errorCodes: ['NOT_FOUND'],
  },
  async (req, res, { clients, params }) => {
    res.json(await clients.catalog.DeleteFlow({ id: params.flowId }, callOptions(req)));
  },
);

/** This file's operations, in the order express matches them. */
export const ROUTES: Route[] = [listAppFlows, browseFlows, getFlow, createFlow, updateFlow, deleteFlow];

export function flowsRoutes(deps: RouterDeps): Router {
  const router = Router();
  // Step screens are files under /uploads: signed in every answer, like the library's.
  router.use(['/api/v2/flows', '/api/v2/apps/:appId/flows'], imageLinksFor(deps.config.INTERNAL_TOKEN_SECRET).signResponses());
  return mount(ROUTES, deps, router);
}
