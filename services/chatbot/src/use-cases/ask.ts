import { randomUUID } from 'node:crypto';
import { domainError, notFound, withTransaction, type Caller, type Lang } from '@screenshelf/kit';
import type { Answer } from '@screenshelf/kit/gen/screenshelf/chatbot/v1/Answer.js';
import type { AnswerChunk } from '@screenshelf/kit/gen/screenshelf/chatbot/v1/AnswerChunk.js';
import type { AskRequest__Output } from '@screenshelf/kit/gen/screenshelf/chatbot/v1/AskRequest.js';
import { ChatModelError } from '../chat-model.js';
import { CitationGate, type CheckedAnswer } from '../domain/citations.js';
import { composeAnswer, lockedNote, REFUSED } from '../domain/composer.js';
import type { SourceItem } from '../domain/items.js';
import { answerLanguage } from '../domain/language.js';
import { modelMessages, type Turn } from '../domain/prompt.js';
import { checkedQuestion } from '../domain/question.js';
import { conversationOwner, createConversation, insertQuestion, lastTurns } from '../store.js';
import type { ChatbotDeps } from './deps.js';

/** Earlier turns a model reads before the new question. */
const EARLIER_TURNS = 4;
const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

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

  function* composedAnswer(q: string, items: SourceItem[], lang: Lang, done: (w: Writer) => void) {
    const gate = new CitationGate(items, lang);
    for (const line of composeAnswer(q, items, lang).split(/(?<=\n)/)) {
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
    const retrieved = await deps.search.Retrieve(
      { query: q, kinds: [], mode: 'hybrid', limit: deps.retrieveLimit },
      { token, deadlineMs: deps.retrieveDeadlineMs },
    );
    const items: SourceItem[] = retrieved.items;
    let writer: Writer | undefined;
    const done = (w: Writer) => (writer = w);

    if (deps.model) {
      const model = modelAnswer(q, items, lang, conversation.earlier, done);
      let next = await model.next();
      while (!next.done) {
        yield { delta: next.value };
        next = await model.next();
      }
    }
    if (!writer) for (const delta of composedAnswer(q, items, lang, done)) yield { delta };
    const { answeredBy, model, checked } = writer!;

    const note = lockedNote(retrieved.locked, lang);
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
      locked: retrieved.locked,
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
          locked: retrieved.locked,
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
