import { forbidden, requireSignedIn, type Caller } from '@screenshelf/kit';
import type { HistoryRequest__Output } from '@screenshelf/kit/gen/screenshelf/chatbot/v1/HistoryRequest.js';
import type { HistoryResponse } from '@screenshelf/kit/gen/screenshelf/chatbot/v1/HistoryResponse.js';
import { seesConversation } from '../domain/history.js';
import { questionsCitingSeller, questionsOf, type QuestionRow } from '../store.js';
import type { ChatbotDeps } from './deps.js';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

/** A kept question as `readerId` sees it: the conversation only when it is theirs (seesConversation). */
const itemOf = (readerId: string | null) => (row: QuestionRow) => {
  const conversation = seesConversation(readerId, row.user_id) ? { conversationId: row.conversation_id } : {};
  return {
    questionId: row.id,
    ...conversation,
    q: row.q,
    createdAt: row.created_at.toISOString(),
    answer: {
      answer: row.answer,
      citations: row.citations,
      ...conversation,
      questionId: row.id,
      answeredBy: row.answered_by,
      model: row.model,
      lang: row.lang,
      locked: row.locked,
      createdAt: row.created_at.toISOString(),
    },
  };
};

export function history(deps: ChatbotDeps) {
  /**
   * The caller's own questions and answers, newest first; with `sellerUserId`, the questions anyone
   * asked whose answers cited one of that seller's products (only that seller or an admin), without
   * the conversation of a question someone else asked.
   */
  async function listHistory(caller: Caller, request: HistoryRequest__Output): Promise<HistoryResponse> {
    requireSignedIn(caller);
    const limit = Math.min(request.limit > 0 ? request.limit : DEFAULT_LIMIT, MAX_LIMIT);
    const offset = Math.max(request.offset, 0);
    const seller = request.sellerUserId;
    if (seller && seller !== caller.userId && caller.role !== 'ADMIN') throw forbidden('Only the seller or an admin sees the questions about their products');
    const { rows, total } = seller
      ? await questionsCitingSeller(deps.pool, seller, limit, offset)
      : await questionsOf(deps.pool, caller.userId, limit, offset);
    return { data: rows.map(itemOf(caller.userId)), total };
  }
  return { listHistory };
}
