import { randomBytes } from 'node:crypto';
import {
  appendMail,
  appendMails,
  domainError,
  isLang,
  withTransaction,
  type Lang,
  type Pool,
  type Tx,
} from '@screenshelf/kit';
import { answerMail, confirmationMail, issueMail } from './domain/mails.js';
import { REQUEST_STATUSES, type RequestStatus } from './domain/support.js';

const langOf = (value: string): Lang => (isLang(value) ? value : 'ko');
const iso = (d: Date | null) => (d ? d.toISOString() : '');
const newToken = () => randomBytes(24).toString('base64url');

interface RequestRow {
  id: string;
  kind: string;
  email: string;
  user_id: string | null;
  message: string;
  app_name: string;
  store_url: string;
  lang: string;
  status: string;
  answer: string;
  answered_at: Date | null;
  answer_mail: string | null;
  created_at: Date;
  updated_at: Date;
}

const REQUEST_COLUMNS = `r.id, r.kind, r.email, r.user_id, r.message, r.app_name, r.store_url, r.lang, r.status, r.answer,
  r.answered_at, m.state AS answer_mail, r.created_at, r.updated_at`;
const REQUEST_FROM = `support_requests r LEFT JOIN mail_outbox m ON m.message_id = r.answer_mail_id`;

const requestJson = (r: RequestRow) => ({
  id: r.id,
  kind: r.kind,
  email: r.email,
  userId: r.user_id ?? '',
  message: r.message,
  appName: r.app_name,
  storeUrl: r.store_url,
  lang: r.lang,
  status: r.status,
  answer: r.answer,
  answeredAt: iso(r.answered_at),
  answerMail: r.answer_mail ?? '',
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});
export type SupportRequestJson = ReturnType<typeof requestJson>;

async function getRequest(db: Pool | Tx, id: string): Promise<SupportRequestJson> {
  const { rows } = await db.query<RequestRow>(`SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE r.id = $1`, [id]);
  if (!rows[0]) throw domainError('SUPPORT_REQUEST_NOT_FOUND');
  return requestJson(rows[0]);
}

export async function createRequest(
  pool: Pool,
  input: { kind: string; email: string; userId: string | null; message: string; appName: string; storeUrl: string; lang: Lang },
) {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO support_requests (kind, email, user_id, message, app_name, store_url, lang)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [input.kind, input.email, input.userId, input.message, input.appName, input.storeUrl, input.lang],
  );
  return getRequest(pool, rows[0]!.id);
}

export async function listRequests(pool: Pool, filter: { status: string; kind: string; limit: number; offset: number }) {
  const where = `($1 = '' OR r.status = $1) AND ($2 = '' OR r.kind = $2)`;
  const [{ rows }, total] = await Promise.all([
    pool.query<RequestRow>(`SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE ${where} ORDER BY r.created_at DESC, r.id LIMIT $3 OFFSET $4`, [
      filter.status,
      filter.kind,
      filter.limit,
      filter.offset,
    ]),
    pool.query<{ n: string }>(`SELECT count(*) AS n FROM support_requests r WHERE ${where}`, [filter.status, filter.kind]),
  ]);
  return { requests: rows.map(requestJson), total: Number(total.rows[0]!.n) };
}

/**
 * An admin moves a request forward (NEW → IN_PROGRESS → DONE, never back) and/or answers it: the
 * answer and its mail are written in one transaction, once (a second answer is refused; the mail's
 * dedupe key makes even a retried call write one mail).
 */
export async function updateRequest(pool: Pool, id: string, change: { status: string; answer: string }) {
  return withTransaction(pool, async (tx) => {
    const { rows } = await tx.query<RequestRow>('SELECT * FROM support_requests WHERE id = $1 FOR UPDATE', [id]);
    const current = rows[0];
    if (!current) throw domainError('SUPPORT_REQUEST_NOT_FOUND');
    let status = current.status as RequestStatus;
    if (change.status) {
      const next = change.status as RequestStatus;
      if (REQUEST_STATUSES.indexOf(next) < REQUEST_STATUSES.indexOf(status)) throw domainError('SUPPORT_STATUS_BACKWARDS');
      status = next;
    }
    let mailId: string | null = null;
    if (change.answer) {
      if (current.answered_at) throw domainError('SUPPORT_ALREADY_ANSWERED');
      const mail = answerMail(langOf(current.lang), { message: current.message, answer: change.answer });
      mailId = (await appendMail(tx, { to: current.email, ...mail, dedupeKey: `support-answer:${id}` })) ?? null;
      // Answering finishes the request unless the admin says otherwise.
      if (!change.status) status = 'DONE';
    }
    await tx.query(
      `UPDATE support_requests SET status = $2, updated_at = now(),
              answer = CASE WHEN $3 = '' THEN answer ELSE $3 END,
              answered_at = CASE WHEN $3 = '' THEN answered_at ELSE now() END,
              answer_mail_id = COALESCE($4, answer_mail_id)
        WHERE id = $1`,
      [id, status, change.answer, mailId],
    );
    return getRequest(tx, id);
  });
}

// ── Newsletter ─────────────────────────────────────────────────────────────────────────────────

interface SubscriberRow {
  id: string;
  email: string;
  user_id: string | null;
  lang: string;
  status: string;
  token: string;
}

const subscriptionJson = (row: SubscriberRow | undefined) =>
  row ? { email: row.email, status: row.status, lang: row.lang } : { email: '', status: 'NONE', lang: '' };

export interface Links {
  /** The site's public address (PUBLIC_URL). */
  publicUrl: string;
}

const unsubscribeLinks = (publicUrl: string, token: string) => ({
  page: `${publicUrl}/newsletter/unsubscribe?token=${token}`,
  oneClick: `${publicUrl}/api/v2/newsletter/unsubscribe?token=${token}`,
});

export async function getSubscription(pool: Pool, userId: string) {
  const { rows } = await pool.query<SubscriberRow>('SELECT * FROM newsletter_subscribers WHERE user_id = $1', [userId]);
  return subscriptionJson(rows[0]);
}

/**
 * A signed-in user subscribes with their account's address: active at once (the address is theirs).
 * An account's address can change at sign-in: its row under the old address goes, so the account
 * keeps one subscription (and the unique user_id is never broken).
 */
export async function subscribeUser(pool: Pool, userId: string, email: string, lang: Lang) {
  const rows = await withTransaction(pool, async (tx) => {
    await tx.query('DELETE FROM newsletter_subscribers WHERE user_id = $1 AND lower(email) <> lower($2)', [userId, email]);
    return (
      await tx.query<SubscriberRow>(
        `INSERT INTO newsletter_subscribers (email, user_id, lang, status, token, confirmed_at)
         VALUES ($1, $2, $3, 'ACTIVE', $4, now())
         ON CONFLICT ((lower(email))) DO UPDATE SET user_id = $2, lang = $3, status = 'ACTIVE', confirmed_at = now(), updated_at = now()
         RETURNING *`,
        [email, userId, lang, newToken()],
      )
    ).rows;
  });
  return subscriptionJson(rows[0]);
}

/**
 * A visitor subscribes an address: PENDING until the link in the confirmation mail is opened (double
 * opt-in). An address already active stays so and gets no mail; the answer is PENDING either way, so
 * it tells nobody whether an address is subscribed.
 */
export async function subscribeVisitor(pool: Pool, email: string, lang: Lang, links: Links) {
  await withTransaction(pool, async (tx) => {
    const { rows } = await tx.query<SubscriberRow>(
      `INSERT INTO newsletter_subscribers (email, lang, status, token) VALUES ($1, $2, 'PENDING', $3)
       ON CONFLICT ((lower(email))) DO UPDATE
         SET lang = CASE WHEN newsletter_subscribers.status = 'ACTIVE' THEN newsletter_subscribers.lang ELSE $2 END, updated_at = now(),
             status = CASE WHEN newsletter_subscribers.status = 'ACTIVE' THEN 'ACTIVE' ELSE 'PENDING' END
       RETURNING *`,
      [email, lang, newToken()],
    );
    const row = rows[0]!;
    if (row.status === 'ACTIVE') return;
    const mail = confirmationMail(lang, `${links.publicUrl}/newsletter/confirm?token=${row.token}`);
    // At most one confirmation mail per address and hour, however often a form names it (nobody can
    // use the form to flood someone's inbox; an active subscriber's language is not changed by it).
    const hour = Math.floor(Date.now() / 3_600_000);
    await appendMail(tx, { to: row.email, ...mail, dedupeKey: `newsletter-confirm:${row.id}:${hour}` });
  });
  return { email, status: 'PENDING', lang };
}

export async function unsubscribeUser(pool: Pool, userId: string) {
  const { rows } = await pool.query<SubscriberRow>(
    `UPDATE newsletter_subscribers SET status = 'UNSUBSCRIBED', updated_at = now() WHERE user_id = $1 RETURNING *`,
    [userId],
  );
  return subscriptionJson(rows[0]);
}

async function byToken(db: Pool | Tx, token: string, sql: string) {
  const { rows } = await db.query<SubscriberRow>(sql, [token]);
  if (!token || !rows[0]) throw domainError('NEWSLETTER_TOKEN_INVALID');
  return subscriptionJson(rows[0]);
}

export const confirmSubscription = (pool: Pool, token: string) =>
  byToken(
    pool,
    token,
    `UPDATE newsletter_subscribers SET status = 'ACTIVE', confirmed_at = COALESCE(confirmed_at, now()), updated_at = now()
      WHERE token = $1 AND status IN ('PENDING', 'ACTIVE') RETURNING *`,
  );

export const unsubscribeByToken = (pool: Pool, token: string) =>
  byToken(pool, token, `UPDATE newsletter_subscribers SET status = 'UNSUBSCRIBED', updated_at = now() WHERE token = $1 RETURNING *`);

export const subscriptionByToken = (pool: Pool, token: string) =>
  byToken(pool, token, 'SELECT * FROM newsletter_subscribers WHERE token = $1');

/**
 * A closed account (identity.user `user.deleted`): its subscription, its requests and every mail to its
 * address still kept (sent or waiting; a mail being sent right now is left to finish) are removed.
 */
export async function purgeSupportUser(tx: Tx, userId: string) {
  const { rows } = await tx.query<{ email: string }>(
    `SELECT email FROM newsletter_subscribers WHERE user_id = $1 UNION SELECT email FROM support_requests WHERE user_id = $1`,
    [userId],
  );
  await tx.query('DELETE FROM newsletter_subscribers WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM support_requests WHERE user_id = $1', [userId]);
  const emails = rows.map((r) => r.email.toLowerCase());
  if (emails.length) {
    await tx.query(`DELETE FROM newsletter_subscribers WHERE lower(email) = ANY($1::text[])`, [emails]);
    await tx.query(`DELETE FROM mail_outbox WHERE lower(to_address) = ANY($1::text[]) AND state <> 'SENDING'`, [emails]);
  }
}

interface IssueRow {
  id: string;
  subject_ko: string;
  subject_en: string;
  body_ko: string;
  body_en: string;
  status: string;
  recipients: number;
  delivered: string;
  sent_at: Date | null;
  created_at: Date;
}

const ISSUE_SELECT = `SELECT i.*, (SELECT count(*) FROM mail_outbox m WHERE m.dedupe_key LIKE 'newsletter:' || i.id || ':%' AND m.state = 'SENT') AS delivered
  FROM newsletter_issues i`;

const issueJson = (r: IssueRow) => ({
  id: r.id,
  subjectKo: r.subject_ko,
  subjectEn: r.subject_en,
  bodyKo: r.body_ko,
  bodyEn: r.body_en,
  status: r.status,
  recipients: r.recipients,
  delivered: Number(r.delivered),
  sentAt: iso(r.sent_at),
  createdAt: iso(r.created_at),
});

async function getIssue(db: Pool | Tx, id: string) {
  const { rows } = await db.query<IssueRow>(`${ISSUE_SELECT} WHERE i.id = $1`, [id]);
  if (!rows[0]) throw domainError('NEWSLETTER_ISSUE_NOT_FOUND');
  return rows[0];
}

export async function createIssue(pool: Pool, input: { subjectKo: string; subjectEn: string; bodyKo: string; bodyEn: string }, by: string) {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO newsletter_issues (subject_ko, subject_en, body_ko, body_en, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [input.subjectKo, input.subjectEn, input.bodyKo, input.bodyEn, by],
  );
  return issueJson(await getIssue(pool, rows[0]!.id));
}

export async function listIssues(pool: Pool, page: { limit: number; offset: number }) {
  const [{ rows }, total] = await Promise.all([
    pool.query<IssueRow>(`${ISSUE_SELECT} ORDER BY i.created_at DESC, i.id LIMIT $1 OFFSET $2`, [page.limit, page.offset]),
    pool.query<{ n: string }>('SELECT count(*) AS n FROM newsletter_issues'),
  ]);
  return { issues: rows.map(issueJson), total: Number(total.rows[0]!.n) };
}

const issueFor = (issue: IssueRow, lang: Lang) =>
  lang === 'en' ? { subject: issue.subject_en, body: issue.body_en } : { subject: issue.subject_ko, body: issue.body_ko };

export async function previewIssue(pool: Pool, id: string, links: Links) {
  const issue = await getIssue(pool, id);
  const sample = unsubscribeLinks(links.publicUrl, 'PREVIEW');
  const ko = issueMail('ko', issueFor(issue, 'ko'), sample);
  const en = issueMail('en', issueFor(issue, 'en'), sample);
  const { rows } = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM newsletter_subscribers WHERE status = 'ACTIVE'`);
  return { subjectKo: ko.subject, textKo: ko.text, subjectEn: en.subject, textEn: en.text, recipients: Number(rows[0]!.n) };
}

/**
 * Sends an issue: in one transaction the issue becomes SENT and one mail per active subscriber, in
 * their language with their own unsubscribe links, is written to the outbox with the dedupe key
 * `newsletter:<issue>:<subscriber>`. The mail relay sends them, each at most once, and a relay that
 * stops mid-send goes on from the next unsent mail when it starts again.
 */
/** Mails of an issue written per statement. */
export const ISSUE_CHUNK = 500;

export async function sendIssue(pool: Pool, id: string, links: Links) {
  return withTransaction(pool, async (tx) => {
    const { rows: locked } = await tx.query<{ status: string }>('SELECT status FROM newsletter_issues WHERE id = $1 FOR UPDATE', [id]);
    if (!locked[0]) throw domainError('NEWSLETTER_ISSUE_NOT_FOUND');
    if (locked[0].status !== 'DRAFT') throw domainError('NEWSLETTER_ISSUE_SENT');
    const issue = await getIssue(tx, id);
    const { rows: subscribers } = await tx.query<SubscriberRow>(`SELECT * FROM newsletter_subscribers WHERE status = 'ACTIVE' ORDER BY id`);
    // Written a chunk at a time (one statement's parameter stays small however many subscribe), all
    // in this transaction: the issue is SENT with every mail written, or with none.
    const written: string[] = [];
    for (let i = 0; i < subscribers.length; i += ISSUE_CHUNK) {
      const chunk = subscribers.slice(i, i + ISSUE_CHUNK).map((s) => ({
        to: s.email,
        ...issueMail(langOf(s.lang), issueFor(issue, langOf(s.lang)), unsubscribeLinks(links.publicUrl, s.token)),
        dedupeKey: `newsletter:${id}:${s.id}`,
      }));
      written.push(...(await appendMails(tx, chunk)));
    }
    await tx.query(`UPDATE newsletter_issues SET status = 'SENT', sent_at = now(), recipients = $2 WHERE id = $1`, [id, written.length]);
    return issueJson(await getIssue(tx, id));
  });
}
