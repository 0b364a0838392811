import type { Request } from 'express';
import { z } from 'zod';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { DomainError, domainError, MAX_MAU, PALETTE, SIMILAR_SCREENS_MAX, type Logger, type PaletteColour, type PaletteName, APP_TYPES } from '@screenshelf/kit';
import type { CodeNode__Output as CodeNode } from '@screenshelf/kit/gen/screenshelf/search/v1/CodeNode.js';
import type { ImageCard__Output as ImageCard } from '@screenshelf/kit/gen/screenshelf/search/v1/ImageCard.js';
import type { Clients } from '../clients.js';
import type { GatewayConfig } from '../config.js';
import { callOptions } from '../http/caller.js';
import { landingLangOf } from '../http/lang.js';
import { browseRequest } from '../routes/apps.js';
import { CHATBOT_ASK_MS } from '../routes/chatbot.js';
import { imageLinksFor } from '../routes/image-urls.js';

/** One line of text without control characters or lone surrogates (what the REST edge also refuses). */
const line = (max: number) => z.string().max(max).regex(/^[^\p{Cc}\p{Cs}]*$/u, 'control characters are not allowed');
const codes = (what: string, combine = 'any of them') => z.array(line(40)).max(20).optional().describe(`${what} codes (the list_codes tool); a screen matches ${combine}`);

const SearchScreensInput = {
  keyword: line(100)
    .optional()
    .describe('Words in the screens (their OCR text), app, pattern or component names, Korean or English, e.g. "결제 완료" or "payment complete"'),
  type: z.enum(APP_TYPES).default('MOBILE').describe('MOBILE apps (default) or WEBSITE'),
  categoryCodes: codes('Category'),
  patternCodes: codes('Pattern'),
  componentCodes: codes('Component', 'when it has every one'),
  color: z
    .enum(Object.values(PALETTE) as [PaletteName, ...PaletteName[]])
    .optional()
    .describe('A colour the screens use (paid plans / 유료 플랜)'),
  minMau: z.number().int().min(0).max(MAX_MAU).optional().describe('Smallest monthly active users of the app (paid plans / 유료 플랜)'),
  maxMau: z.number().int().min(0).max(MAX_MAU).optional().describe('Largest monthly active users of the app (paid plans / 유료 플랜)'),
  limit: z.number().int().min(1).max(50).default(10).describe('How many screens (1-50, default 10)'),
};

const HEX_OF = Object.fromEntries(Object.entries(PALETTE).map(([hex, name]) => [name, hex])) as Record<PaletteName, PaletteColour>;

const SearchFlowsInput = {
  query: line(200)
    .min(1)
    .describe('What the journey is, Korean or English, e.g. "the sign-up flow of a bank with phone verification" or "결제 플로우"'),
  type: z.enum(APP_TYPES).optional().describe('Only MOBILE apps or WEBSITEs'),
  patternCodes: codes('Pattern'),
  limit: z.number().int().min(1).max(20).default(5).describe('How many flows (1-20, default 5)'),
};

const GetAppInput = { appId: line(100).min(1).describe('The app id (appId of a search_screens result)') };

const SimilarScreensInput = {
  imageId: line(100).min(1).describe('The screen id (imageId of a search_screens or get_app result)'),
  limit: z.number().int().min(1).max(SIMILAR_SCREENS_MAX).optional().describe(`How many screens (1–${SIMILAR_SCREENS_MAX}, default 12)`),
};

const ListCodesInput = {
  type: z.enum(['CATEGORY', 'PATTERN', 'COMPONENT']).describe('Which codes: CATEGORY (apps), PATTERN (screens and flows) or COMPONENT (UI parts)'),
  appType: z.enum(APP_TYPES).optional().describe('Count only MOBILE apps or WEBSITEs'),
};

const AskInput = {
  // As GET /api/v2/chatbot takes it (routes/chatbot.ts AskQuery); the chatbot checks it again.
  question: z.string().min(1).max(1999).describe('The question, Korean or English, under 2,000 characters, e.g. "결제 완료 화면 예시 보여줘"'),
  conversationId: line(64).optional().describe('Continue a conversation: the conversationId of an earlier answer'),
};

export interface McpContext {
  req: Request;
  clients: Clients;
  config: GatewayConfig;
  logger: Logger;
}

/**
 * The tools an AI client gets at /mcp, for one request's caller (a personal access token's user and
 * plan): every call goes to the services with the caller token, so the library's entitlement rule
 * (the free window, paid MAU/colour filters) is the services' own, as on the REST paths.
 */
export function screenshelfMcpServer({ req, clients, config, logger }: McpContext): McpServer {
  const server = new McpServer({ name: 'screenshelf', version: '1.0.0' });
  const origin = config.PUBLIC_URL.replace(/\/+$/, '');
  const links = imageLinksFor(config.INTERNAL_TOKEN_SECRET);
  // An AI client rarely sets a cookie: its Accept-Language counts (after ?lang= and the lang cookie).
  const lang = landingLangOf(req);
  /** A link the client can open: screen files signed (short-lived), web paths on the public origin. */
  const absolute = (link: string) => (!link ? '' : link.startsWith('/uploads/') && !link.includes('?') ? origin + links.sign(link) : link.startsWith('/') ? origin + link : link);
  const appLink = (appId: string) => `${origin}/apps/${encodeURIComponent(appId)}`;

  const answer = (value: unknown): CallToolResult => ({ content: [{ type: 'text', text: JSON.stringify(value, null, 2) }] });
  /** A refusal as a tool error the model can read: the errorCode and the catalogue's words in the caller's language. */
  const refusal = (error: DomainError): CallToolResult => ({
    isError: true,
    content: [{ type: 'text', text: JSON.stringify({ errorCode: error.errorCode, msg: error.msgIn(lang) }) }],
  });
  const guarded =
    <A>(tool: string, run: (args: A) => Promise<CallToolResult>, onUnavailable?: () => DomainError) =>
    async (args: A): Promise<CallToolResult> => {
      try {
        return await run(args);
      } catch (error) {
        if (error instanceof DomainError) {
          if (onUnavailable && (error.kind === 'unavailable' || error.kind === 'timeout')) return refusal(onUnavailable());
          return refusal(error);
        }
        logger.error({ err: error, tool }, 'mcp tool failed');
        return refusal(domainError('SERVER_ERROR'));
      }
    };

  const screenJson = (card: ImageCard, text?: string) => ({
    imageId: card.imageId,
    // The words read in the screen (OCR, a cleaned snippet): enough to judge it without opening it.
    text: text ?? '',
    app: { appId: card.appId, appName: card.appName, appNameEn: card.appNameEn, type: card.type },
    pattern: { patternName: card.patternName, patternCode: card.patternCode, patternCodeName: card.patternCodeName },
    componentCodes: card.componentCodes,
    colors: card.colors,
    mau: Number(card.mau),
    image: absolute(card.image),
    link: appLink(card.appId),
  });

  /** Screens as a tool answers them, each with the words read in it (the caller's own ScreenTexts). */
  const screensJson = async (cards: ImageCard[]) => {
    const { texts } = cards.length ? await clients.search.ScreenTexts({ imageIds: cards.map((c) => c.imageId) }, callOptions(req)) : { texts: [] };
    const textOf = new Map(texts.map((t) => [t.imageId, t.text]));
    return cards.map((card) => screenJson(card, textOf.get(card.imageId)));
  };

  server.registerTool(
    'search_screens',
    {
      title: 'Search screens / 화면 검색',
      description:
        'Search real app and website screens in the Screenshelf library by the words in them (Korean or English), type, category, pattern and component codes, colour and MAU. ' +
        'The keyword is read as the search box reads it: pattern, component, category and app names (with typos, in either language) become filters, the other words are looked for in the screens and by meaning. ' +
        'Answers screens with their text (OCR snippet), app, pattern and component codes, a short-lived image link and a web link, and what the keyword was understood as. Free (Starter) tokens see the latest apps only; colour and MAU filters need a paid plan.\n' +
        'Screenshelf 라이브러리의 실제 앱·웹 화면을 화면 속 글자(한국어/영어), 유형, 카테고리·패턴·컴포넌트 코드, 색상, MAU로 검색합니다. 검색어의 패턴·컴포넌트·카테고리·앱 이름(오타 포함)은 필터가 되고, 나머지 단어는 화면 글자와 의미로 찾습니다. 화면마다 글자(OCR), 앱, 패턴·컴포넌트 코드, 이미지 링크와 웹 링크를 돌려줍니다. 무료(Starter) 토큰은 최신 앱만 보며, 색상·MAU 필터는 유료 플랜이 필요합니다.',
      inputSchema: SearchScreensInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded('search_screens', async (args) => {
      const keyword = args.keyword?.trim() ?? '';
      const { data, locked, understood, didYouMean } = await clients.search.BrowseImages(
        browseRequest({
          keyword,
          // The search box's path (issue 28): the keyword understood, then text and meaning search.
          meaning: Boolean(keyword),
          type: args.type,
          categoryCodes: args.categoryCodes,
          patternCodes: args.patternCodes,
          componentCodes: args.componentCodes,
          color: args.color && HEX_OF[args.color],
          minmau: args.minMau,
          maxmau: args.maxMau,
          limit: args.limit,
        }),
        callOptions(req),
      );
      return answer({
        screens: await screensJson(data),
        ...(keyword ? { understood: understood.map((u) => ({ type: u.type, code: u.code, name: lang === 'en' ? u.nameEn || u.name : u.name, text: u.text })) } : {}),
        ...(didYouMean ? { didYouMean } : {}),
        ...(locked && (locked.apps > 0 || locked.screens > 0)
          ? { locked: { apps: locked.apps, screens: locked.screens, note: domainError('MEMBERSHIP_REQUIRED', { variant: 'library' }).msgIn(lang) } }
          : {}),
      });
    }),
  );

  server.registerTool(
    'search_flows',
    {
      title: 'Search flows / 플로우 검색',
      description:
        "Search flows: an app's journeys (sign-up, checkout, cancelling a subscription) as its screens in order, by what the journey is, in Korean or English. " +
        'The query is read as the search box reads it (pattern, category, app names and platforms become filters; the other words are looked for in the flows’ names, step labels and screens, and by meaning). ' +
        'Answers each flow with its app, pattern code, steps in order (labels, a short-lived screen link and the words read in the screen) and a web link. Free (Starter) tokens see the flows of the latest apps only.\n' +
        '플로우(회원가입, 결제, 구독 해지처럼 앱의 화면을 순서대로 이은 여정)를 한국어나 영어로 검색합니다. 검색어의 패턴·카테고리·앱 이름과 플랫폼은 필터가 되고, 나머지 단어는 플로우 이름, 단계 설명, 화면 글자와 의미로 찾습니다. 플로우마다 앱, 패턴 코드, 단계(설명, 화면 링크, 화면 글자)와 웹 링크를 돌려줍니다. 무료(Starter) 토큰은 최신 앱의 플로우만 봅니다.',
      inputSchema: SearchFlowsInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded('search_flows', async (args) => {
      // The one reading of a query (search.Understand), as the assistant reads a flow question.
      const reading = await clients.search.Understand({ query: args.query }, callOptions(req));
      const filters = {
        kinds: ['FLOW'],
        mode: 'hybrid',
        limit: args.limit,
        type: args.type ?? reading.type,
        categoryCodes: reading.categoryCodes,
        patternCodes: [...new Set([...(args.patternCodes ?? []), ...reading.patternCodes])],
        componentCodes: reading.componentCodes,
        appIds: reading.appIds,
      };
      const named = filters.type || filters.categoryCodes.length + filters.patternCodes.length + filters.componentCodes.length + filters.appIds.length > 0;
      // The words left first; when none of the named flows holds them, the named flows alone.
      let found = await clients.search.Retrieve({ ...filters, query: reading.rest || (named ? '' : args.query) }, callOptions(req));
      if (!found.items.length && reading.rest && named) found = await clients.search.Retrieve({ ...filters, query: '' }, callOptions(req));
      const title = (item: { title: string; titleEn: string }) => (lang === 'en' ? item.titleEn || item.title : item.title || item.titleEn);
      return answer({
        flows: found.items.map((item) => ({
          flowId: item.id,
          title: title(item),
          appId: item.appId,
          patternCode: item.patternCode,
          steps: item.steps.map((step, i) => ({
            step: i + 1,
            label: lang === 'en' ? step.labelEn || step.label : step.label || step.labelEn,
            imageId: step.imageId,
            image: absolute(step.image),
            text: step.text,
          })),
          link: absolute(item.link),
        })),
        ...(reading.understood.length
          ? { understood: reading.understood.map((u) => ({ type: u.type, code: u.code, name: lang === 'en' ? u.nameEn || u.name : u.name, text: u.text })) }
          : {}),
        ...(found.locked > 0 ? { locked: { flows: found.locked, note: domainError('MEMBERSHIP_REQUIRED', { variant: 'library' }).msgIn(lang) } } : {}),
      });
    }),
  );

  server.registerTool(
    'similar_screens',
    {
      title: 'More like this / 비슷한 화면',
      description:
        "Screens of other apps like one screen: the same pattern first, then shared components and colours, and the nearest in meaning; each with its text (OCR snippet), app, codes, an image link and a web link. Free (Starter) tokens see the latest apps only.\n" +
        '화면 하나와 비슷한 다른 앱의 화면: 같은 패턴이 먼저, 그다음 컴포넌트·색상이 겹치고 의미가 가까운 화면을 글자(OCR), 앱, 코드, 이미지·웹 링크와 함께 돌려줍니다. 무료(Starter) 토큰은 최신 앱만 봅니다.',
      inputSchema: SimilarScreensInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded('similar_screens', async ({ imageId, limit }) => {
      const { data } = await clients.search.SimilarScreens({ imageId, limit: limit ?? 0 }, callOptions(req));
      return answer({ screens: await screensJson(data) });
    }),
  );

  server.registerTool(
    'get_app',
    {
      title: 'Open an app / 앱 열기',
      description:
        'One app of the library with its patterns (kinds of screens such as sign-up or checkout) and their screens, each with a short-lived image link; its journeys are search_flows\'s.\n' +
        '라이브러리의 앱 하나와 그 패턴(회원가입, 결제 같은 흐름), 패턴별 화면과 이미지 링크를 돌려줍니다.',
      inputSchema: GetAppInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded('get_app', async ({ appId }) => {
      const detail = await clients.search.GetApp({ id: appId, name: '', type: '' }, callOptions(req));
      const app = detail.app!;
      return answer({
        appId: app.appId,
        appName: app.appName,
        appNameEn: app.appNameEn,
        type: app.type,
        categoryCodes: app.categoryCodes,
        mau: Number(app.mau),
        icon: absolute(app.image),
        storeUrl: app.storeUrl,
        link: appLink(app.appId),
        patterns: detail.patterns.map((p) => ({
          patternName: p.patternName,
          patternCode: p.patternCode,
          patternCodeName: p.patternCodeName,
          screens: p.images.map((i) => ({ imageId: i.imageId, image: absolute(i.image), componentCodes: i.componentCodes, colors: i.colors })),
        })),
      });
    }),
  );

  const codeJson = (node: CodeNode): unknown => ({
    code: node.code,
    name: node.name,
    nameEn: node.nameEn,
    count: Number(node.count),
    ...(node.children.length ? { children: node.children.map(codeJson) } : {}),
  });

  server.registerTool(
    'list_codes',
    {
      title: 'List filter codes / 필터 코드 목록',
      description:
        'The category, pattern or component codes (a tree, Korean and English names, how many items carry each) that search_screens takes as filters.\n' +
        'search_screens 필터에 쓰는 카테고리·패턴·컴포넌트 코드 트리(한국어·영어 이름, 항목 수)를 돌려줍니다.',
      inputSchema: ListCodesInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded('list_codes', async ({ type, appType }) => {
      const { data } = await clients.search.ListCodes({ type, exact: false, appType: appType ?? '', appName: '', scrappedDate: '' }, callOptions(req));
      return answer({ codes: data.map(codeJson) });
    }),
  );

  server.registerTool(
    'ask',
    {
      title: 'Ask the assistant / 어시스턴트에게 묻기',
      description:
        'Ask the Screenshelf assistant a design question in Korean or English; it answers from the library and cites the screens, flows, apps, articles and products it used (links included). ' +
        'The answer says whether a model or the local composer wrote it.\n' +
        'Screenshelf 어시스턴트에게 한국어나 영어로 묻습니다. 라이브러리를 근거로 답하고, 쓴 화면·플로우·앱·아티클·상품을 링크와 함께 인용합니다.',
      inputSchema: AskInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(
      'ask',
      async ({ question, conversationId }) => {
        const reply = await clients.chatbot.Ask({ q: question, conversationId: conversationId ?? '', lang }, callOptions(req, CHATBOT_ASK_MS));
        return answer({
          answer: reply.answer,
          answeredBy: reply.answeredBy,
          ...(reply.model ? { model: reply.model } : {}),
          lang: reply.lang,
          conversationId: reply.conversationId,
          locked: reply.locked,
          citations: reply.citations.map((c) => ({ type: c.type, id: c.id, title: c.title, image: absolute(c.image), link: absolute(c.link), ...(c.appId ? { appId: c.appId } : {}) })),
        });
      },
      () => domainError('SERVICE_UNAVAILABLE', { variant: 'assistant' }),
    ),
  );

  return server;
}
