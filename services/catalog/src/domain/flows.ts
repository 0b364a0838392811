import { z } from 'zod';
import { APP_TYPES, BROWSE_PAGE_MAX, DomainError, FLOW_LIMITS, MAX_WINDOW, parseOrThrow } from '@screenshelf/kit';
import { assertKnownCodes, type KnownCodes } from './codes.js';
import { uuid } from './library.js';

/** A flow's bounds (issue 30; kit limits.ts, which the gateway's FlowInput schema declares too). */
export const { nameMax: FLOW_NAME_MAX, labelMax: FLOW_LABEL_MAX, stepsMin: FLOW_STEPS_MIN, stepsMax: FLOW_STEPS_MAX } = FLOW_LIMITS;

const code = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z_-]{1,40}$/);
const label = z.string().trim().max(FLOW_LABEL_MAX);

export const FlowStepInput = z.object({ imageId: uuid, label: label.default(''), labelEn: label.default('') });

/** An admin's flow: a name, the pattern it is, and 2–30 screens in order, none twice. */
export const FlowInput = z
  .object({
    name: z.string().trim().min(1).max(FLOW_NAME_MAX),
    nameEn: z.string().trim().max(FLOW_NAME_MAX).default(''),
    patternCode: code,
    steps: z.array(FlowStepInput).min(FLOW_STEPS_MIN).max(FLOW_STEPS_MAX),
  })
  .superRefine((flow, ctx) => {
    const seen = new Set<string>();
    flow.steps.forEach((step, i) => {
      if (seen.has(step.imageId))
        ctx.addIssue({ code: 'custom', path: ['steps', i, 'imageId'], message: 'a screen appears twice in the flow' });
      seen.add(step.imageId);
    });
  });
export type FlowInput = z.infer<typeof FlowInput>;

/** A flow as an admin wrote it, checked against the codes the library has. */
export function admitFlow(input: unknown, known: KnownCodes): FlowInput {
  const flow = parseOrThrow(FlowInput, input, 'flow');
  assertKnownCodes(known, 'PATTERN', [flow.patternCode], 'patternCode');
  return flow;
}

/**
 * Every step must be a screen of the flow's own app: a journey happens inside one app. Ids that are
 * not this app's screens (another app's, or none at all) are named in the details.
 */
export function assertScreensOfApp(flow: FlowInput, screensOfApp: Set<string>): void {
  const foreign = flow.steps.map((s) => s.imageId).filter((id) => !screensOfApp.has(id));
  if (foreign.length) {
    throw new DomainError('FLOW_SCREEN_NOT_IN_APP', `Screens that are not the app's own: ${foreign.join(', ')}`, 'invalid', {
      imageIds: foreign,
    });
  }
}

export const FlowBrowseQuery = z.object({
  type: z.enum(APP_TYPES).optional(),
  patternCodes: z.array(code).max(50).default([]),
  categoryCodes: z.array(code).max(50).default([]),
  appId: uuid.optional(),
  limit: z.number().int().min(1).max(BROWSE_PAGE_MAX).default(20),
  offset: z.number().int().min(0).max(MAX_WINDOW).default(0),
});
export type FlowBrowseQuery = z.infer<typeof FlowBrowseQuery>;

/** Bad browse input is refused like any other (unknown codes are simply not matched). */
export const admitFlowBrowse = (input: unknown): FlowBrowseQuery => parseOrThrow(FlowBrowseQuery, input, 'flow query');
