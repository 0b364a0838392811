import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, type Answer, type Body, type Query, type Schema } from '../../shared/api';
import { nextOffset, PAGE_SIZE, type AppType, type Filters } from './api';

/**
 * The flows' calls (issue 30; catalog owns flows, the paywall is the app's rule) and their shapes,
 * all from the gateway's document: a flow is an app's ordered screens, each step with its label.
 */
export type Flow = Schema<'Flow'>;
export type FlowStep = Schema<'FlowStep'>;
export type FlowInput = Body<'createFlow'>;
/** What the flows' filters match beyond the free window (the server's count; absent for whole-library callers). */
export type FlowsLocked = NonNullable<Answer<'browseFlows'>['locked']>;
export type FlowsQuery = Query<'browseFlows'>;

/** GET /api/v2/apps/{appId}/flows (`listAppFlows`): the app's flows; asked once `enabled` (the app is open to the caller). */
export function useAppFlows(appId: string, enabled = true) {
  return useQuery({
    queryKey: ['flows', 'app', appId],
    enabled,
    queryFn: async ({ signal }) => (await call('listAppFlows', { path: { appId }, signal })).data ?? [],
  });
}

/** GET /api/v2/flows/{flowId} (`getFlow`): one flow, for a link to it (`?flow=`); asked only with an id. */
export function useFlow(flowId: string | undefined) {
  return useQuery({
    queryKey: ['flows', 'one', flowId],
    enabled: !!flowId,
    queryFn: async ({ signal }) => call('getFlow', { path: { flowId: flowId! }, signal }),
  });
}

/** The library's filters that flows take: category and pattern (MAU, colour and components filter screens). */
export type FlowFilters = Pick<Filters, 'categoryCodes' | 'patternCodes'> & { appId?: string };

export const flowsBrowseParams = (type: AppType, filters: FlowFilters): FlowsQuery => ({
  type,
  categoryCodes: filters.categoryCodes.length ? filters.categoryCodes : undefined,
  patternCodes: filters.patternCodes.length ? filters.patternCodes : undefined,
  appId: filters.appId || undefined,
});

type FlowsPage = { data: Flow[]; locked?: FlowsLocked };

/**
 * GET /api/v2/flows (`browseFlows`), endless like the library's `useBrowseList`: newest apps first,
 * and `locked` (the first page's) says how many more flows a membership would open.
 */
export function useFlowsBrowse(type: AppType, filters: FlowFilters, options: { enabled?: boolean } = {}) {
  const params = flowsBrowseParams(type, filters);
  const query = useInfiniteQuery({
    queryKey: ['flows', 'browse', params, PAGE_SIZE],
    enabled: options.enabled ?? true,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<FlowsPage> => {
      const answer = await call('browseFlows', { query: { ...params, limit: PAGE_SIZE, offset: pageParam }, signal });
      return { data: answer.data ?? [], locked: answer.locked };
    },
    getNextPageParam: (lastPage, pages) =>
      nextOffset(
        lastPage.data.length,
        pages.reduce((n, page) => n + page.data.length, 0),
        PAGE_SIZE,
      ),
    select: (answer) => ({
      pages: answer.pages.map((page) => page.data),
      pageParams: answer.pageParams,
      locked: answer.pages[0]?.locked,
    }),
  });
  return { locked: query.data?.locked, ...query };
}

// ── Admin (role ADMIN; the server checks the steps: each a screen of this app, none twice) ──

/** POST /api/v2/apps/{appId}/flows (`createFlow`). */
export const createFlow = (appId: string, flow: FlowInput) => call('createFlow', { path: { appId }, body: flow });

/** PUT /api/v2/flows/{flowId} (`updateFlow`): the whole flow, steps in their new order. */
export const updateFlow = (flowId: string, flow: FlowInput) => call('updateFlow', { path: { flowId }, body: flow });

/** DELETE /api/v2/flows/{flowId} (`deleteFlow`). */
export const deleteFlow = (flowId: string) => call('deleteFlow', { path: { flowId } });
