import type { Lang } from '@screenshelf/kit';
import { markerOf, textIn, titleIn, type SourceItem } from './items.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** An earlier turn of the conversation (its question and checked answer). */
export interface Turn {
  q: string;
  answer: string;
}

/**
 * The chat model's messages: the rules and the sources (each with the marker it must copy to cite
 * it), the conversation so far, then the question. The sources are the only items it may cite.
 */
export function modelMessages(question: string, items: SourceItem[], lang: Lang, earlier: Turn[]): ChatMessage[] {
  // Only words of the answer's language reach the model: a product's or flow's English half, never a Korean text in English.
  const textOf = (item: SourceItem) => {
    const text = textIn(item, lang);
    return text ? `: ${text.replace(/\s+/g, ' ').slice(0, 300)}` : '';
  };
  const sources = items.length ? items.map((item) => `${markerOf(item)} ${item.kind} “${titleIn(item, lang)}”${textOf(item)}`).join('\n') : '(none)';
  const system = [
    'You are the assistant of Screenshelf, a library of real app and website screens for designers.',
    `Answer in ${lang === 'ko' ? 'Korean' : 'English'}, briefly, using only the sources below.`,
    'After each sentence that relies on a source, cite it by copying its marker exactly, e.g. [[IMAGE:123]] or [[FLOW:456]].',
    'Never write a marker that is not in the list. If the sources do not answer the question, say so.',
    '',
    'Sources:',
    sources,
  ].join('\n');
  return [
    { role: 'system', content: system },
    ...earlier.flatMap((turn): ChatMessage[] => [
      { role: 'user', content: turn.q },
      { role: 'assistant', content: turn.answer },
    ]),
    { role: 'user', content: question },
  ];
}
