import { validationError } from '@screenshelf/kit';

/** The longest question (characters); the gateway refuses longer ones first. */
export const MAX_QUESTION_CHARS = 2000;
const CONTROL = /[^\P{Cc}\t\n\r]/u;

/** A question the assistant takes: not empty, under 2,000 characters, no control characters; trimmed. */
export function checkedQuestion(q: string): string {
  const question = q.trim();
  if (!question) throw validationError('The question is empty', [{ path: 'q', message: 'required' }]);
  if (question.length >= MAX_QUESTION_CHARS) throw validationError(`The question has ${MAX_QUESTION_CHARS} characters or more`, [{ path: 'q', message: 'too long' }]);
  if (CONTROL.test(question)) throw validationError('The question has control characters', [{ path: 'q', message: 'control characters are not allowed' }]);
  return question;
}
