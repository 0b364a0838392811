import { randomUUID } from 'node:crypto';
import { domainError, FREE_APPS_PER_TYPE, isUuid, notFound, withTransaction, type Caller, type Lang } from '@screenshelf/kit';
import type { Answer } from '@screenshelf/kit/gen/screenshelf/chatbot/v1/Answer.js';
import type { AnswerChunk } from '@screenshelf/kit/gen/screenshelf/chatbot/v1/AnswerChunk.js';
import type { AskRequest__Output } from '@screenshelf/kit/gen/screenshelf/chatbot/v1/AskRequest.js';
import { ChatModelError } from '../chat-model.js';
import { CitationGate, type CheckedAnswer } from '../domain/citations.js';
import { composePlan, lockedNote, REFUSED, type AnswerPlan, type PriceFacts } from '../domain/composer.js';
import type { SourceItem } from '../domain/items.js';
import { answerLanguage } from '../domain/language.js';
import { modelMessages, type Turn } from '../domain/prompt.js';
import { checkedQuestion, isFollowUp, questionKind, type QuestionKind, type Reading } from '../domain/question.js';
import { conversationOwner, createConversation, insertQuestion, lastTurns } from '../store.js';
import type { ChatbotDeps } from './deps.js';

/** Screens read per app when two are compared (as many as Retrieve gives: "none in the library" must be true). */
const COMPARE_SCREENS = 50;
const PRODUCTS = 4;
/** Flows an answer lists (each is a whole journey: fewer than screens). */
const FLOWS = 5;
/** The kinds answered from retrieved items (a model may write them); the others are facts the composer states. */
const FROM_ITEMS: QuestionKind[] = ['SCREENS', 'FLOWS', 'COMPARE', 'PRODUCTS'];

/** Earlier turns a model reads before the new question. */
const EARLIER_TURNS = 4;

interface Writer {
  answeredBy: 'composer' | 'model';
  model: string;
  checked: CheckedAnswer;
}

export function asking(deps: ChatbotDeps) {
  /** The conversation a signed-in caller continues (theirs, or NOT_FOUND), with its last turns; visitors have none. */
  async function conversationOf(caller: Caller, conversationId: string): Promise<{ id: string; earlier: Turn[] }> {
    if (!conversationId) return { id: '', earlier: [] };
    if (!caller.userId) return { id: conversationId, earlier: [] };
    if (!isUuid(conversationId) || (await conversationOwner(deps.pool, conversationId)) !== caller.userId) throw notFound('Conversation');
    return { id: conversationId, earlier: await lastTurns(deps.pool, conversationId, EARLIER_TURNS) };
  }

  const callOf = (token: string) => ({ token, deadlineMs: deps.retrieveDeadlineMs });

  /** search.Understand: the one reading of a question the search box and /mcp share. */
  const understand = async (query: string, token: string): Promise<Reading> => deps.search.Understand({ query }, callOf(token));

  /**
   * Screens (or flows) under what the question was read as: its remaining words first, then the codes alone;
   * when none carries them all, without the components, then without the category (said so).
   */
  async function screensOf(reading: Reading, token: string, limit: number, appIds = reading.appIds, kind: 'IMAGE' | 'FLOW' = 'IMAGE') {
    const filters = {
      kinds: [kind],
      mode: 'hybrid',
      limit,
      type: reading.type,
      categoryCodes: reading.categoryCodes,
      patternCodes: reading.patternCodes,
      componentCodes: reading.componentCodes,
      appIds,
    };
    const filtered = filters.type || filters.categoryCodes.length + filters.patternCodes.length + filters.componentCodes.length + appIds.length > 0;
    if (!filtered) return { ...(await deps.search.Retrieve({ ...filters, query: reading.rest }, callOf(token))), relaxed: false };
    let found = reading.rest ? await deps.search.Retrieve({ ...filters, query: reading.rest }, callOf(token)) : undefined;
    if (!found?.items.length) found = await deps.search.Retrieve({ ...filters, query: '' }, callOf(token));
    if (found.items.length) return { ...found, relaxed: false };
    // Nothing carries every code (as the search box relaxes): without the components named, then without the category.
    const codes = reading.patternCodes.length + reading.categoryCodes.length + reading.componentCodes.length;
    for (const fewer of [{ componentCodes: [] }, { categoryCodes: [] }, { componentCodes: [], categoryCodes: [] }]) {
      const left = codes - Object.keys(fewer).reduce((n, k) => n + reading[k as 'componentCodes' | 'categoryCodes'].length, 0);
      if (left === 0 || left === codes) continue;
      const relaxed = await deps.search.Retrieve({ ...filters, ...fewer, query: '' }, callOf(token));
      if (relaxed.items.length) return { ...relaxed, relaxed: true };
    }
    return { ...found, relaxed: false };
  }

  async function pricesOf(token: string): Promise<PriceFacts | undefined> {
    try {
      const list = await deps.membership.ListPlans({ userId: '' }, { token, deadlineMs: 5000 });
      return {
        plans: list.plans.map((p) => ({ plan: p.plan, name: p.name, nameEn: p.nameEn, monthlyPrice: Number(p.monthlyPrice), annualPrice: Number(p.annualPrice), perSeat: p.perSeat })),
        annualDiscountPercent: list.annualDiscountPercent,
        groupDiscountPercent: list.groupDiscountPercent,
        groupDiscountMinSize: list.groupDiscountMinSize,
        freeAppsPerType: FREE_APPS_PER_TYPE,
      };
    } catch (error) {
      deps.logger.warn({ err: error }, 'membership.ListPlans failed: the answer says where the prices are');
      return undefined;
    }
  }

  /**
   * What the answer is made of (issue 28): the question is read by search, its kind decided, and a
   * follow-up that names nothing of its own ("and on the web?") read together with the turn before.
   */
  async function planOf(q: string, token: string, earlier: Turn[]): Promise<{ plan: AnswerPlan; locked: number }> {
    let asked = q;
    let reading = await understand(q, token);
    let kind = questionKind(q, reading);
    const previous = earlier.at(-1);
    if (previous && (kind === 'SCREENS' || kind === 'NOTHING') && isFollowUp(reading)) {
      const together = `${previous.q} ${q}`;
      const joined = await understand(together, token);
      const joinedKind = questionKind(together, joined);
      if (FROM_ITEMS.includes(joinedKind)) [asked, reading, kind] = [together, joined, joinedKind];
    }
    const plan: AnswerPlan = { kind, question: q, understood: reading.understood, screens: [], flows: [], products: [], apps: [] };
    let locked = 0;
    // Products asked for come with screens only when a pattern or component was named ("checkout templates"), not for a category alone.
    if (kind === 'SCREENS' || (kind === 'PRODUCTS' && reading.patternCodes.length + reading.componentCodes.length > 0)) {
      const found = await screensOf(reading, token, deps.retrieveLimit);
      [plan.screens, plan.relaxed, locked] = [found.items, found.relaxed, found.locked];
    }
    if (kind === 'FLOWS') {
      const found = await screensOf(reading, token, FLOWS, reading.appIds, 'FLOW');
      [plan.flows, plan.relaxed, locked] = [found.items, found.relaxed, found.locked];
      // No flow yet: the journey's screens answer instead (their own wall).
      if (!plan.flows.length) {
        const screens = await screensOf(reading, token, deps.retrieveLimit);
        [plan.screens, plan.relaxed, locked] = [screens.items, screens.relaxed, locked + screens.locked];
      }
    }
    if (kind === 'PRODUCTS') {
      const found = await deps.search.Retrieve({ query: asked, kinds: ['PRODUCT'], mode: 'hybrid', limit: PRODUCTS }, callOf(token));
      plan.products = found.items;
    }
    if (kind === 'COMPARE') {
      const apps = reading.understood.filter((u) => u.type === 'APP').slice(0, 2);
      plan.apps = apps.map((a) => ({ appId: a.code, name: a.name, nameEn: a.nameEn }));
      const each = await Promise.all(apps.map((a) => screensOf({ ...reading, rest: '', type: '' }, token, COMPARE_SCREENS, [a.code])));
      plan.screens = each.flatMap((e) => e.items);
      locked = each.reduce((n, e) => n + e.locked, 0);
    }
    if (kind === 'MEMBERSHIP') plan.prices = await pricesOf(token);
    return { plan, locked };
  }

  /** The model's answer, checked a sentence at a time; undefined when the model failed before a word was shown (the composer answers then). */
  async function* modelAnswer(q: string, items: SourceItem[], lang: Lang, earlier: Turn[], done: (w: Writer) => void) {
    const model = deps.model!;
    const gate = new CitationGate(items, lang);
    let shown = false;
    try {
      for await (const delta of model.stream(modelMessages(q, items, lang, earlier))) {
        const checked = gate.push(delta);
        if (checked) {
          shown = true;
          yield checked;
        }
      }
    } catch (error) {
      if (!(error instanceof ChatModelError)) throw error;
      deps.logger.warn({ err: error }, 'the chat model failed');
      if (shown) throw domainError('CHAT_MODEL_UNAVAILABLE');
      return false;
    }
    const rest = gate.flush();
    if (rest) yield rest;
    const checked = gate.result();
    if (checked.dropped.length) deps.logger.warn({ dropped: checked.dropped }, 'the chat model cited items the caller was not given; those claims were removed');
    // Nothing real cited while something unreal was: the answer is refused, not shown.
    const refused = !checked.text || (checked.dropped.length > 0 && checked.citations.length === 0);
    done({ answeredBy: 'model', model: model.name, checked: refused ? { text: REFUSED[lang], citations: [], dropped: checked.dropped } : checked });
    return true;
  }

  function* composedAnswer(plan: AnswerPlan, items: SourceItem[], lang: Lang, done: (w: Writer) => void) {
    const gate = new CitationGate(items, lang);
    for (const line of composePlan(plan, lang).split(/(?<=\n)/)) {
      const checked = gate.push(line);
      if (checked) yield checked;
    }
    const rest = gate.flush();
    if (rest) yield rest;
    done({ answeredBy: 'composer', model: '', checked: gate.result() });
  }

  /**
   * One answer as it is written: text deltas (already checked, whole sentences), then the final
   * answer with its citations. The final text is the one to keep (a refused model answer replaces what was streamed).
   */
  async function* askStream(caller: Caller, token: string, request: AskRequest__Output): AsyncGenerator<AnswerChunk> {
    const q = checkedQuestion(request.q);
    const lang = answerLanguage(q, request.lang);
    const conversation = await conversationOf(caller, request.conversationId);
    const { plan, locked } = await planOf(q, token, conversation.earlier);
    const items: SourceItem[] = [...plan.flows, ...plan.screens, ...plan.products];
    let writer: Writer | undefined;
    const done = (w: Writer) => (writer = w);

    // A model writes the kinds answered from items, from the same items (the same checked
    // citations); prices, how-to and "nothing found" are the composer's facts.
    if (deps.model && FROM_ITEMS.includes(plan.kind) && items.length) {
      const model = modelAnswer(q, items, lang, conversation.earlier, done);
      let next = await model.next();
      while (!next.done) {
        yield { delta: next.value };
        next = await model.next();
      }
    }
    if (!writer) for (const delta of composedAnswer(plan, items, lang, done)) yield { delta };
    const { answeredBy, model, checked } = writer!;

    const note = lockedNote(locked, lang);
    if (note) yield { delta: `\n\n${note}` };
    const text = note ? `${checked.text}\n\n${note}` : checked.text;

    const answer: Answer = {
      answer: text,
      citations: checked.citations,
      conversationId: conversation.id || (caller.userId ? '' : randomUUID()),
      questionId: '',
      answeredBy,
      model,
      lang,
      locked,
      createdAt: new Date().toISOString(),
    };
    if (caller.userId) {
      const userId = caller.userId;
      const row = await withTransaction(deps.pool, async (tx) => {
        const conversationId = conversation.id || (await createConversation(tx, userId));
        return insertQuestion(tx, {
          conversation_id: conversationId,
          user_id: userId,
          q,
          answer: text,
          citations: checked.citations,
          answered_by: answeredBy,
          model,
          lang,
          locked,
        });
      });
      answer.conversationId = row.conversation_id;
      answer.questionId = row.id;
      answer.createdAt = row.created_at.toISOString();
    }
    yield { answer };
  }

  /** The same answer in one piece. */
  async function ask(caller: Caller, token: string, request: AskRequest__Output): Promise<Answer> {
    for await (const chunk of askStream(caller, token, request)) if (chunk.answer) return chunk.answer;
    throw new Error('the answer stream ended without an answer');
  }

  return { askStream, ask };
}
