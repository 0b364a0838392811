import { z } from 'zod';
import { APP_TYPES, FLOW_LIMITS, plainText, UUID } from '@screenshelf/kit';
import { fromProto } from './from-proto.js';
import { Thumbnails } from './schemas.js';

/**
 * Flows (issue 30; proto/catalog.proto Flow): an app's journey as its screens in order. The answers
 * are the catalog's records passed through; the input is an admin's flow.
 */

/** One step: a screen of the flow's app (`image`, its thumbnails) and what the user does on it. */
export const FlowStep = fromProto('screenshelf.catalog.v1.FlowStep', 'FlowStep', { thumbnails: Thumbnails });

export const Flow = fromProto('screenshelf.catalog.v1.Flow', 'Flow', { appType: z.enum(APP_TYPES), steps: z.array(FlowStep) });

/** The free tier's wall on flows: how many more flows the filters match outside the caller's window. */
export const FlowsLocked = fromProto('screenshelf.catalog.v1.FlowsLocked', 'FlowsLocked', { count: z.number().int().min(0) });

export const FlowList = z.object({ data: z.array(Flow) });

/** A browse answer: `{data, locked?}` (`locked` only for a caller who does not see the whole library). */
export const FlowPage = z.object({ data: z.array(Flow), locked: FlowsLocked.optional() });

const { nameMax: FLOW_NAME_MAX, labelMax: FLOW_LABEL_MAX, stepsMin: FLOW_STEPS_MIN, stepsMax: FLOW_STEPS_MAX } = FLOW_LIMITS;

/** One line of text that may be empty: as plainText otherwise (trimmed, no control characters). */
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((t) => t === '' || plainText(max).safeParse(t).success, 'control characters are not allowed');

export const FlowStepInput = z.object({
  imageId: z.string().regex(UUID, 'not an id').describe('A screen of the flow’s app'),
  label: line(FLOW_LABEL_MAX).default('').describe('What the user does on this step, in Korean ("전화번호 입력")'),
  labelEn: line(FLOW_LABEL_MAX).default('').describe('The same in English ("Enter phone number")'),
});

/**
 * An admin's flow: 2–30 screens of the app, in order, none twice; the pattern is a PATTERN code.
 * Inline in the document as every request body is (a named input schema would be `FlowInputInput`);
 * the web reads it as `Body<'createFlow'>`.
 */
export const FlowInput = z
  .object({
    name: plainText(FLOW_NAME_MAX),
    nameEn: line(FLOW_NAME_MAX).default(''),
    patternCode: z
      .string()
      .regex(/^[0-9A-Za-z_-]{1,40}$/, 'not a code')
      .describe('A PATTERN code (GET /api/v2/codes?type=PATTERN)'),
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
