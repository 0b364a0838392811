import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { fromGrpcError, DomainError } from '@screenshelf/kit';
import type { AnswerChunk__Output } from '@screenshelf/kit/gen/screenshelf/chatbot/v1/AnswerChunk.js';
import { callOptions } from '../http/caller.js';
import { langOf } from '../http/lang.js';
import { perMinuteLimit } from '../http/rate-limit.js';
import { clean, reply } from '../http/reply.js';
import { mount, route, type Route } from '../http/route.js';
import { Text, Token } from '../http/validate.js';
import * as S from '../api/schemas.js';
import type { RouterDeps } from './index.js';
import { imageLinksFor } from './image-urls.js';

/** A model may write for a while; the stream and the whole answer get this long. */
export const CHATBOT_ASK_MS = 60_000;

/** A question: not empty once trimmed, under 2,000 characters, no control characters but line breaks and tabs. */
export const AskQuery = z.object({
  q: Text(1999).transform((v) => v.trim()).pipe(z.string().min(1, 'the question is empty')),
  conversationId: Token(64).optional(),
});

export const ChatHistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** A seller's view: questions whose answers cited this seller's products (the seller or an admin). */
  sellerUserId: Token(64).optional(),
});

const wantsEvents = (req: Request) => /\btext\/event-stream\b/.test(req.headers.accept ?? '');

/** One server-sent event. */
const sendEvent = (res: Response, event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

// `GET /api/v2/chatbot?q` is anyone's, within a per-minute limit: the chatbot is free (§6).
const askChatbot = route(
  {
    method: 'get',
    path: '/api/v2/chatbot',
    operationId: 'askChatbot',
    summary:
      'Ask the assistant: an answer grounded in the library, with citations the caller may open (JSON, or server-sent events with Accept: text/event-stream)',
    access: 'visitor',
    timeoutMs: CHATBOT_ASK_MS,
    query: AskQuery,
    response: S.Data(S.ChatAnswer),
    events: { delta: S.ChatDeltaEvent, answer: S.Data(S.ChatAnswer), error: S.ErrorBody },
    errorCodes: ['NOT_FOUND', 'CHAT_MODEL_UNAVAILABLE'],
    tags: ['chatbot'],
  },
  async (req, res, { clients, config, logger, query }) => {
    const request = { q: query.q, conversationId: query.conversationId ?? '', lang: langOf(req) };
    if (!wantsEvents(req)) {
      reply(res, await clients.chatbot.Ask(request, callOptions(req)));
      return;
    }
    const stream = clients.chatbot.AskStream(request, callOptions(req))[Symbol.asyncIterator]();
    // The first chunk decides: a refusal before it is an ordinary JSON error with its status.
    let next = await stream.next();
    res.status(200).set({ 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' });
    res.flushHeaders();
    // A reader who leaves cancels the call (the chatbot stops writing).
    res.on('close', () => void stream.return?.(undefined));
    const links = imageLinksFor(config.INTERNAL_TOKEN_SECRET);
    try {
      while (!next.done) {
        const chunk: AnswerChunk__Output = next.value;
        // The citations' screens are signed as in any JSON answer: events are written, not `res.json`ed.
        if (chunk.answer) sendEvent(res, 'answer', links.signLinks({ data: chunk.answer }));
        else if (chunk.delta) sendEvent(res, 'delta', { text: chunk.delta });
        next = await stream.next();
      }
    } catch (error) {
      const refused = error instanceof DomainError ? error : fromGrpcError(error);
      logger.warn({ errorCode: refused.errorCode }, 'the answer stream failed after it started');
      sendEvent(res, 'error', { errorCode: refused.errorCode, msg: refused.msgIn(langOf(req)) });
    }
    res.end();
  },
  ({ config, redis }) => [
    perMinuteLimit(redis, { prefix: `${config.RATE_LIMIT_PREFIX}chatbot:ip:`, limit: config.CHATBOT_ASK_PER_MINUTE_IP, by: 'visitors' }),
    perMinuteLimit(redis, { prefix: `${config.RATE_LIMIT_PREFIX}chatbot:user:`, limit: config.CHATBOT_ASK_PER_MINUTE_USER, by: 'user' }),
  ],
);

const listChatHistory = route(
  {
    method: 'get',
    path: '/api/v2/chatbot/history',
    operationId: 'listChatHistory',
    summary: "The caller's questions and answers, newest first; with sellerUserId, questions whose answers cited that seller's products",
    access: 'signedIn',
    query: ChatHistoryQuery,
    response: S.Page(S.ChatHistoryItem),
    errorCodes: ['FORBIDDEN'],
    tags: ['chatbot'],
  },
  async (req, res, { clients, query }) => {
    const { data, total } = await clients.chatbot.History(
      { limit: query.limit, offset: query.offset, sellerUserId: query.sellerUserId ?? '' },
      callOptions(req),
    );
    // A conversation the chatbot left unset (someone else's question) is null, as the schema says.
    const items = data.map((item) => {
      const shown = clean(item) as Record<string, unknown>;
      const conversationId = item.conversationId ?? null;
      return { ...shown, conversationId, answer: { ...(shown.answer as object), conversationId } };
    });
    res.json({ data: items, total });
  },
);

/** This file's operations, in the order express matches them. */
export const ROUTES: Route[] = [askChatbot, listChatHistory];

/**
 * The assistant's ask and its history (signed-in). With `Accept: text/event-stream` the answer comes
 * as server-sent events: `delta` ({text}) as it is written, then `answer` ({data}: the whole answer,
 * whose text is the one to keep), or `error` ({errorCode, msg}) if it fails after the first event.
 */
export function chatbotRoutes(deps: RouterDeps): Router {
  return mount(ROUTES, deps);
}
