import { z } from 'zod';

/** Limits the gateway's schemas share (services/gateway/src/routes/support.ts). */
export const SUPPORT_LIMITS = { message: 5000, appName: 100, answer: 10_000, subject: 200, body: 50_000, email: 254 } as const;

export const REQUEST_STATUSES = ['NEW', 'IN_PROGRESS', 'DONE'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_KINDS = ['QUESTION', 'APP_REQUEST'] as const;

const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);
export const CreateRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('QUESTION'), message: z.string().trim().min(1).max(SUPPORT_LIMITS.message), appName: z.literal(''), storeUrl: z.literal('') }),
  z.object({
    kind: z.literal('APP_REQUEST'),
    message: z.string().trim().max(SUPPORT_LIMITS.message),
    appName: z.string().trim().min(1).max(SUPPORT_LIMITS.appName),
    storeUrl: httpUrl,
  }),
]);
export const Email = z.email().max(SUPPORT_LIMITS.email);
export const Issue = z.object({
  subjectKo: z.string().trim().min(1).max(SUPPORT_LIMITS.subject),
  subjectEn: z.string().trim().min(1).max(SUPPORT_LIMITS.subject),
  bodyKo: z.string().trim().min(1).max(SUPPORT_LIMITS.body),
  bodyEn: z.string().trim().min(1).max(SUPPORT_LIMITS.body),
});
export const page = (limit: number, offset: number) => ({ limit: Math.min(Math.max(limit || 20, 1), 100), offset: Math.max(offset || 0, 0) });
