import { AUDIT_MAX_WINDOW, plainText } from '@screenshelf/kit';
import type { AuditEntry__Output as AuditEntry } from '@screenshelf/kit/gen/screenshelf/audit/v1/AuditEntry.js';
import { Router } from 'express';
import { z } from 'zod';
import { AUDITED_SERVICES } from '../clients.js';
import { callOptions } from '../http/caller.js';
import { q } from '../http/validate.js';
import { mount, route, type Route } from '../http/route.js';
import * as S from '../api/schemas.js';
import type { RouterDeps } from './index.js';

export const AuditLogsQuery = z
  .object({
    service: z.enum(AUDITED_SERVICES).optional(),
    actorId: plainText(64).optional(),
    action: z
      .string()
      .max(80)
      .regex(/^[a-z_]+(\.[a-z_]+)*$/, 'an action such as user.role_changed')
      .optional(),
    targetId: plainText(64).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    limit: q.int.min(1).max(100).default(20),
    offset: q.int.min(0).max(AUDIT_MAX_WINDOW).default(0),
  })
  .refine((p) => p.offset + p.limit <= AUDIT_MAX_WINDOW, {
    message: `offset + limit must be at most ${AUDIT_MAX_WINDOW}`,
    path: ['offset'],
  });

const parsed = (json: string) => (json ? (JSON.parse(json) as Record<string, unknown>) : null);
const newestFirst = (a: AuditEntry, b: AuditEntry) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id);

/**
 * The audit logs of the services that own data, merged. Each service is asked for its first offset +
 * limit matching entries (newest first); the merge is sorted by time and paged. A service that cannot
 * answer makes the whole answer 503: an audit page that silently leaves out one service's writes
 * would read as "nothing happened there". Admins only (http/access.ts, before the query is read).
 */
const listAuditLogs = route(
  {
    method: 'get',
    path: '/api/v2/admin/audit-logs',
    operationId: 'listAuditLogs',
    summary: 'The audit log of every admin write, newest first, filtered, one page (503 when a service cannot answer)',
    access: 'admin',
    query: AuditLogsQuery,
    response: S.Page(S.AuditEntry),
    tags: ['audit'],
  },
  async (req, res, { clients, query }) => {
    const services = query.service ? [query.service] : AUDITED_SERVICES;
    const filter = {
      actorId: query.actorId ?? '',
      action: query.action ?? '',
      targetId: query.targetId ?? '',
      from: query.from ?? '',
      to: query.to ?? '',
      limit: query.offset + query.limit,
      offset: 0,
    };
    const answers = await Promise.all(services.map((s) => clients.audit[s].ListAuditEntries(filter, callOptions(req))));
    const entries = answers
      .flatMap((a) => a.entries)
      .sort(newestFirst)
      .slice(query.offset, query.offset + query.limit);
    res.json({
      data: entries.map(({ beforeJson, afterJson, ...entry }) => ({ ...entry, before: parsed(beforeJson), after: parsed(afterJson) })),
      total: answers.reduce((sum, a) => sum + a.total, 0),
    });
  },
);

/** This file's operations, in the order express matches them. */
export const ROUTES: Route[] = [listAuditLogs];

export function auditRoutes(deps: RouterDeps): Router {
  return mount(ROUTES, deps);
}
