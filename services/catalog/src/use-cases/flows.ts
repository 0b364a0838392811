import { changedFields, notFound, recordAudit, withTransaction, type Caller, type Tx } from '@screenshelf/kit';
import type { BrowseFlowsRequest__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/BrowseFlowsRequest.js';
import type { FlowInput__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/FlowInput.js';
import { admitFlow, admitFlowBrowse, assertScreensOfApp, type FlowInput } from '../domain/flows.js';
import { republishApp } from '../events.js';
import { findApp } from '../store.js';
import {
  appOfFlow,
  browseFlows,
  countFlowsOutside,
  deleteFlow as removeFlow,
  findFlow,
  flowsOfApp,
  insertFlow,
  screensOfApp,
  updateFlow as changeFlow,
  type FlowRow,
} from '../store-flows.js';
import { isId, type CatalogContext } from './context.js';

/** A flow's admin-editable fields, as the audit log keeps them. */
const flowFields = (
  f: Pick<FlowRow, 'name' | 'name_en' | 'pattern_code'> & { steps: { imageId: string; label: string; labelEn: string }[] },
) => ({
  name: f.name,
  nameEn: f.name_en,
  patternCode: f.pattern_code,
  steps: f.steps.map(({ imageId, label, labelEn }) => ({ imageId, label, labelEn })),
});

const inputFields = (flow: FlowInput) =>
  flowFields({ name: flow.name, name_en: flow.nameEn, pattern_code: flow.patternCode, steps: flow.steps });

/**
 * Flows (issue 30): an app's screens in the order of a journey. Anyone reads them under the app's
 * paywall (a free caller sees the flows of the free window's apps, 403 for the others); an admin
 * writes them, each write audited and the app republished, as its patterns' writes are.
 */
export function flows(ctx: CatalogContext) {
  const { pool, codes, access } = ctx;

  /** The flow, if the caller may see its app: a free caller gets 403 for a hidden flow and a missing one alike. */
  async function getFlow(caller: Caller, id: string) {
    const app = isId(id) ? await appOfFlow(pool, id) : undefined;
    await access.assertMayView(caller, app, 'Flow');
    const flow = await findFlow(pool, id);
    if (!flow) throw notFound('Flow');
    return flow;
  }

  async function listAppFlows(caller: Caller, appId: string) {
    const app = isId(appId) ? await findApp(pool, appId) : undefined;
    await access.assertMayView(caller, app && { appId: app.id, type: app.type });
    return flowsOfApp(pool, appId);
  }

  async function browseAppFlows(caller: Caller, request: BrowseFlowsRequest__Output) {
    const query = admitFlowBrowse({
      type: request.type || undefined,
      patternCodes: request.patternCodes,
      categoryCodes: request.categoryCodes,
      appId: request.appId || undefined,
      limit: request.limit || undefined,
      offset: request.offset,
    });
    const appIds = await access.visibleAppIds(caller, query.type);
    const [data, locked] = await Promise.all([
      browseFlows(pool, query, appIds),
      appIds ? countFlowsOutside(pool, query, appIds) : undefined,
    ]);
    return { data, locked: locked === undefined ? undefined : { count: locked } };
  }

  /** The flow as admitted: known pattern code, every step a screen of `appId`. */
  async function admitFor(appId: string, request: FlowInput__Output) {
    const flow = admitFlow(
      { name: request.name, nameEn: request.nameEn, patternCode: request.patternCode, steps: request.steps },
      (await codes.get()).known,
    );
    assertScreensOfApp(
      flow,
      await screensOfApp(
        pool,
        appId,
        flow.steps.map((s) => s.imageId),
      ),
    );
    return flow;
  }

  const saved = async (tx: Tx, id: string) => (await findFlow(tx, id))!;

  async function createFlow(caller: Caller, request: FlowInput__Output) {
    const app = await ctx.requireApp(request.appId);
    const flow = await admitFor(app.id, request);
    return withTransaction(pool, async (tx) => {
      const id = await insertFlow(tx, app.id, flow);
      await recordAudit(tx, {
        actor: caller,
        action: 'flow.created',
        targetType: 'flow',
        targetId: id,
        after: { appId: app.id, ...inputFields(flow) },
      });
      await republishApp(tx, app.id, true);
      return saved(tx, id);
    });
  }

  async function updateFlow(caller: Caller, request: FlowInput__Output) {
    const before = isId(request.flowId) ? await findFlow(pool, request.flowId) : undefined;
    if (!before) throw notFound('Flow');
    const flow = await admitFor(before.app_id, request);
    const updated = await withTransaction(pool, async (tx) => {
      const appId = await changeFlow(tx, before.id, flow);
      if (!appId) return undefined;
      const changed = changedFields(flowFields(before), inputFields(flow));
      if (changed)
        await recordAudit(tx, { actor: caller, action: 'flow.updated', targetType: 'flow', targetId: before.id, ...changed });
      await republishApp(tx, appId, true);
      return saved(tx, before.id);
    });
    if (!updated) throw notFound('Flow');
    return updated;
  }

  async function deleteFlow(caller: Caller, id: string) {
    if (!isId(id)) throw notFound('Flow');
    const deleted = await withTransaction(pool, async (tx) => {
      const flow = await removeFlow(tx, id);
      if (flow) {
        await recordAudit(tx, {
          actor: caller,
          action: 'flow.deleted',
          targetType: 'flow',
          targetId: id,
          before: { appId: flow.app_id, ...flowFields(flow) },
        });
        await republishApp(tx, flow.app_id, true);
      }
      return flow;
    });
    if (!deleted) throw notFound('Flow');
    return { deleted: 1 };
  }

  return { listAppFlows, getFlow, browseFlows: browseAppFlows, createFlow, updateFlow, deleteFlow };
}
