import type { Lang } from '@screenshelf/kit';

/** The words of the mails Support sends, in the recipient's language. */
const SIGNATURE: Record<Lang, string> = {
  ko: '\n\n— Screenshelf 고객지원 (평일 10:00–18:00, 한국 시간)',
  en: '\n\n— Screenshelf support (weekdays 10:00–18:00 Korea time)',
};

export function answerMail(lang: Lang, request: { message: string; answer: string }) {
  const quoted = request.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return lang === 'en'
    ? { subject: '[Screenshelf] An answer to your request', text: `${request.answer}\n\nYour request:\n${quoted}${SIGNATURE.en}` }
    : { subject: '[Screenshelf] 문의하신 내용에 대한 답변입니다', text: `${request.answer}\n\n문의 내용:\n${quoted}${SIGNATURE.ko}` };
}

export function confirmationMail(lang: Lang, confirmUrl: string) {
  return lang === 'en'
    ? {
        subject: '[Screenshelf] Confirm your newsletter subscription',
        text: `Open this link to get the Screenshelf newsletter:\n${confirmUrl}\n\nIf you did not ask for it, ignore this mail: nothing will be sent.`,
      }
    : {
        subject: '[Screenshelf] 뉴스레터 구독을 확인해 주세요',
        text: `아래 링크를 열면 Screenshelf 뉴스레터 구독이 완료됩니다.\n${confirmUrl}\n\n신청하지 않으셨다면 이 메일을 무시해 주세요. 아무것도 발송되지 않습니다.`,
      };
}

/** One issue as one subscriber gets it: the visible unsubscribe link (a page) and the RFC 8058 one-click headers (the API). */
export function issueMail(lang: Lang, issue: { subject: string; body: string }, links: { page: string; oneClick: string }) {
  const footer =
    lang === 'en'
      ? `\n\n—\nYou get this because you subscribed to the Screenshelf newsletter. Unsubscribe: ${links.page}`
      : `\n\n—\nScreenshelf 뉴스레터를 구독하셔서 받으신 메일입니다. 수신 거부: ${links.page}`;
  return {
    subject: issue.subject,
    text: `${issue.body}${footer}`,
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
