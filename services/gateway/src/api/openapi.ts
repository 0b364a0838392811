import { z } from 'zod';
import { ERROR_CATALOGUE } from '@screenshelf/kit';
import { SESSION_COOKIE } from '../http/caller.js';
import { COMMON_ERROR_CODES, HEALTH_OPERATIONS, OPERATIONS, WRITE_ERROR_CODES, type Operation } from './operations.js';
import { ErrorBody } from './schemas.js';

type JsonSchema = Record<string, unknown>;

/** The OpenAPI path of an express path: `:id` and `*key` become `{id}` and `{key}`. */
export const openApiPath = (path: string) => path.replace(/[:*](\w+)/g, '{$1}');

/**
 * JSON Schema (2020-12, OpenAPI 3.1's dialect) of a zod schema with zod's own converter. Schemas
 * named with `.meta({id})` go to components.schemas (shared by every operation); `io` picks what a
 * client sends (input: defaults optional, strings before coercion) or what it receives (output).
 */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
  delete json.$defs;
  delete json.$schema;
  const suffix = io === 'input' ? 'Input' : '';
  const relink = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(relink);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')
          ? `#/components/schemas/${v.slice(8)}${suffix}`
          : relink(v),
      ]),
    );
  };
  for (const [name, def] of Object.entries(defs)) {
    delete def.id;
    components[`${name}${suffix}`] = relink(def) as JsonSchema;
  }
  delete json.id;
  return relink(json) as JsonSchema;
}

const SECURITY: Record<Operation['access'], Record<string, string[]>[]> = {
  visitor: [{}, { sessionCookie: [] }, { callerToken: [] }],
  signedIn: [{ sessionCookie: [] }, { callerToken: [] }],
  admin: [{ sessionCookie: [] }, { callerToken: [] }],
};
const ACCESS_TEXT: Record<Operation['access'], string> = {
  visitor: 'Anyone (a visitor; a session adds what the signed-in user may see).',
  signedIn: 'A signed-in user.',
  admin: 'An admin.',
};

/** What the document says of a read the design-tool plugin makes (Operation.plugin). */
const PLUGIN_TEXT = (path: string) =>
  path.startsWith('/api/')
    ? 'The design-tool plugin reads it: a personal access token (`Authorization: Bearer ssp_…`) makes its user the caller (their plan decides what is locked), and CORS is answered for the plugin\'s iframe (origin `null`, no credentials).'
    : "The design-tool plugin reads it: CORS is answered for the plugin's iframe (origin `null`, no credentials).";

/** Query or path parameters of an operation from its zod object schema. */
function parametersOf(
  where: 'query' | 'path',
  schema: z.ZodType | undefined,
  path: string,
  components: Record<string, JsonSchema>,
) {
  const json = schema ? jsonSchemaOf(schema, 'input', components) : { properties: {}, required: [] };
  const props = (json.properties ?? (json.anyOf as JsonSchema[] | undefined)?.[0]?.properties ?? {}) as Record<
    string,
    JsonSchema
  >;
  const required = new Set((json.required ?? []) as string[]);
  const names = where === 'path' ? [...path.matchAll(/[:*](\w+)/g)].map((m) => m[1]!) : Object.keys(props);
  return names.map((name) => {
    const schemaOfName = props[name] ?? { type: 'string' };
    const isList = where === 'query' && JSON.stringify(schemaOfName).includes('"array"');
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema:
        where === 'path'
          ? {
              ...schemaOfName,
              ...(schemaOfName.type ? {} : { type: 'string' }),
              minLength: Math.max(1, Number(schemaOfName.minLength ?? 1)),
            }
          : isList
            ? { type: 'array', items: { type: 'string' } }
            : schemaOfName,
      ...(isList ? { style: 'form', explode: false } : {}),
    };
  });
}

function responsesOf(o: Operation, components: Record<string, JsonSchema>) {
  const status = String(o.status ?? 200);
  const error = {
    description: 'Refused: `{errorCode, msg}` in the request language',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  const responses: Record<string, unknown> = {};
  if (o.response === 'html')
    responses[status] = { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } };
  else if (o.response === 'text')
    responses[status] = { description: o.summary, content: { 'text/plain': { schema: { type: 'string' } } } };
  else if (o.response === 'xml')
    responses[status] = { description: o.summary, content: { 'application/xml': { schema: { type: 'string' } } } };
  else if (o.response === 'file')
    responses[status] = {
      description: o.fileType ? o.summary : 'The stored file',
      content: { [o.fileType ?? 'application/octet-stream']: { schema: { type: 'string', format: 'binary' } } },
    };
  else if (o.response === 'redirect') {
    responses['302'] = { description: 'Redirects (Location header)', headers: { Location: { schema: { type: 'string' } } } };
    responses['200'] = {
      description: 'Where to go, when json=true or X-Auth-Return-Redirect: 1',
      content: { 'application/json': { schema: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] } } },
    };
  } else
    responses[status] = {
      description: o.summary,
      content: {
        'application/json': { schema: jsonSchemaOf(o.response, 'output', components) },
        ...(o.events
          ? {
              'text/event-stream': {
                schema: {
                  type: 'string',
                  description: `Server-sent events named ${Object.keys(o.events)
                    .map((e) => `\`${e}\``)
                    .join(', ')}; each \`data:\` is JSON of the schema x-events gives.`,
                },
                'x-events': Object.fromEntries(
                  Object.entries(o.events).map(([name, schema]) => [name, jsonSchemaOf(schema, 'output', components)]),
                ),
              },
            }
          : {}),
      },
    };
  if (HEALTH_OPERATIONS.has(o.operationId))
    responses['503'] = {
      description: 'Something is down',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Health' } } },
    };
  responses.default = error;
  return responses;
}

const bodyMediaType = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  binary: 'application/octet-stream',
} as const;

/** The OpenAPI 3.1 document of every operation the gateway serves, generated from the zod schemas. */
export function openApiDocument(): JsonSchema {
  const components: Record<string, JsonSchema> = {};
  jsonSchemaOf(ErrorBody, 'output', components);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const o of OPERATIONS) {
    const common = o.method === 'get' ? COMMON_ERROR_CODES : [...COMMON_ERROR_CODES, ...WRITE_ERROR_CODES];
    const codes = [...new Set([...o.errorCodes, ...common])];
    const unknown = codes.filter((c) => !(c in ERROR_CATALOGUE));
    if (unknown.length) throw new Error(`${o.operationId}: errorCodes not in the catalogue: ${unknown.join(', ')}`);
    const timeoutMs = o.timeoutMs ?? null;
    const bodyType = o.bodyType ?? 'json';
    (paths[openApiPath(o.path)] ??= {})[o.method] = {
      operationId: o.operationId,
      summary: o.summary,
      description: [
        `Access: ${ACCESS_TEXT[o.access]}`,
        o.errorCodes.length
          ? `errorCodes: ${o.errorCodes.join(', ')} (and ${common.join(', ')}).`
          : `errorCodes: ${common.join(', ')}.`,
        timeoutMs ? `Time-out: ${timeoutMs} ms (product-spec §9).` : 'Time-out: the default deadline.',
        ...(o.aliasOf ? [`Legacy path of \`${o.aliasOf}\`.`] : []),
        ...(o.plugin ? [PLUGIN_TEXT(o.path)] : []),
      ].join('\n\n'),
      tags: o.tags,
      security: o.plugin && o.path.startsWith('/api/') ? [...SECURITY[o.access], { personalAccessToken: [] }] : SECURITY[o.access],
      ...(o.plugin ? { 'x-plugin': true } : {}),
      'x-access': o.access,
      'x-error-codes': o.errorCodes,
      ...(timeoutMs ? { 'x-timeout-ms': timeoutMs } : {}),
      ...(o.aliasOf ? { 'x-alias-of': o.aliasOf } : {}),
      parameters: [...parametersOf('path', o.params, o.path, components), ...parametersOf('query', o.query, o.path, components)],
      ...(o.body
        ? {
            requestBody: {
              required: true,
              content: {
                [bodyMediaType[bodyType]]: {
                  schema:
                    bodyType === 'binary' ? { type: 'string', format: 'binary' } : jsonSchemaOf(o.body, 'input', components),
                },
              },
            },
          }
        : bodyType === 'binary'
          ? {
              requestBody: {
                required: true,
                content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
              },
            }
          : {}),
      responses: responsesOf(o, components),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Screenshelf API',
      version: '2.0.0',
      description:
        'The REST API of the Screenshelf gateway (product-spec §7). Every refusal is `{errorCode, msg}` with the message in the request language (`lang` query, then `lang` cookie, then Korean). Operations marked admin need an ADMIN caller; a signed-in caller comes from the session cookie or, outside production, a bearer caller token.',
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'library', description: 'V2 browse, admin apps, codes, contents, bookmarks, likes' },
      { name: 'legacy', description: 'Legacy apps (product-spec §7), kept for older clients' },
      { name: 'users', description: 'Users, roles, account closing' },
      { name: 'memberships', description: 'Plans, subscriptions, groups, payments and their admin' },
      { name: 'marketplace', description: 'Products, files, orders, reviews and seller revenues' },
      { name: 'boards', description: 'Flows (an app\'s screens in journey order), collections and Group Pro team boards, shared links' },
      { name: 'community', description: 'Posts with library screens, comments, votes, reports and moderation' },
      { name: 'auth', description: 'Auth.js REST shape: sessions, sign-in, sign-out' },
      { name: 'uploads', description: 'Local storage of uploaded screens' },
      { name: 'health', description: 'Health check' },
      { name: 'chatbot', description: 'The assistant: answers with citations (JSON or server-sent events) and their history' },
      { name: 'support', description: 'Contact requests, their admin answers, and the newsletter' },
      { name: 'site', description: 'What crawlers read (robots.txt, the sitemap) and the site details the SPA shows' },
    ],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: `The session cookie set by sign-in (\`__Secure-${SESSION_COOKIE}\` over https).`,
        },
        callerToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A caller token minted with INTERNAL_TOKEN_SECRET (operators, tests; off in production unless ALLOW_BEARER_CALLER).',
        },
        personalAccessToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A personal access token (`ssp_…`, created at /tokens): accepted by /mcp and by the reads the design-tool plugin makes (x-plugin), as its user with their plan.',
        },
      },
    },
  };
}
