import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One mail as received: the envelope, the headers tests look at, and both bodies. */
export interface ReceivedMail {
  id: number;
  receivedAt: string;
  /** SMTP envelope (who the relay really sent it to; Bcc included). */
  envelopeFrom: string;
  envelopeTo: string[];
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every header, lower-case names, the value as the sender wrote it (`list-unsubscribe` etc.). */
  headers: Record<string, string>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loadState(file: string): ReceivedMail[] {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ReceivedMail[];
  } catch {
    return []; // first start, or an unreadable file: begin empty
  }
}

/**
 * A development SMTP server that accepts every mail (no auth, no TLS, loopback only) and keeps it, in
 * memory and, with `stateFile`, in a JSON file read back on start. Its HTTP side lists the mails on a
 * page (`/`) and as JSON for tests (`GET /messages?to=`); `DELETE /messages` forgets them all.
 */
export async function startDevSmtp(options: { smtpPort?: number; httpPort?: number; host?: string; stateFile?: string } = {}) {
  const host = options.host ?? '127.0.0.1';
  const mails: ReceivedMail[] = options.stateFile ? loadState(options.stateFile) : [];
  let nextId = mails.reduce((max, m) => Math.max(max, m.id), 0) + 1;
  const save = () => {
    if (!options.stateFile) return;
    mkdirSync(path.dirname(options.stateFile), { recursive: true });
    const temporary = `${options.stateFile}.tmp`;
    writeFileSync(temporary, JSON.stringify(mails));
    renameSync(temporary, options.stateFile);
  };

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {};
          for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
          const address = (a: typeof parsed.to) => (Array.isArray(a) ? a.map((x) => x.text).join(', ') : (a?.text ?? ''));
          mails.push({
            id: nextId++,
            receivedAt: new Date().toISOString(),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            messageId: parsed.messageId ?? '',
            from: address(parsed.from),
            to: address(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers,
          });
          save();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.smtpPort ?? 0, host, () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  /** Mails whose envelope names `to` (any case), oldest first; all without `to`. */
  const messages = (to?: string) => (to ? mails.filter((m) => m.envelopeTo.includes(to.toLowerCase())) : [...mails]);

  const app = express();
  app.get('/messages', (req, res) => void res.json(messages(typeof req.query.to === 'string' ? req.query.to : undefined)));
  app.delete('/messages', (_req, res) => {
    mails.length = 0;
    save();
    res.status(204).end();
  });
  app.get('/', (_req, res) => {
    const rows = [...mails]
      .reverse()
      .map(
        (m) =>
          `<details><summary>${escapeHtml(m.receivedAt)} · ${escapeHtml(m.envelopeTo.join(', '))} · <b>${escapeHtml(m.subject)}</b></summary>` +
          `<pre>${escapeHtml(Object.entries(m.headers).map(([k, v]) => `${k}: ${v}`).join('\n'))}</pre><pre>${escapeHtml(m.text)}</pre></details>`,
      )
      .join('\n');
    res
      .type('html')
      .send(`<!doctype html><meta charset="utf-8"><title>dev-smtp</title><h1>dev-smtp: ${mails.length} mail(s)</h1>${rows || '<p>No mail yet.</p>'}`);
  });
  const http: Server = await new Promise((resolve, reject) => {
    const s = app.listen(options.httpPort ?? 0, host, (err?: Error) => (err ? reject(err) : resolve(s)));
  });
  const httpPort = (http.address() as AddressInfo).port;

  return {
    smtpPort,
    httpPort,
    /** For SMTP_URL. */
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    url: `http://127.0.0.1:${httpPort}`,
    messages,
    stop: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
    },
  };
}

export type DevSmtp = Awaited<ReturnType<typeof startDevSmtp>>;
