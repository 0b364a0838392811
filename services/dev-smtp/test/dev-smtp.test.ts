import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { startDevSmtp } from '../src/server.js';

describe('dev-smtp', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dev-smtp-'));
  const stateFile = path.join(dir, 'mails.json');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps what it receives, lists it by recipient as JSON and on a page, and remembers it after a restart', async () => {
    let smtp = await startDevSmtp({ smtpPort: 0, httpPort: 0, stateFile });
    const transport = nodemailer.createTransport(smtp.smtpUrl);
    await transport.sendMail({
      from: 'Screenshelf <no-reply@screenshelf.local>',
      to: 'Ada@Example.com',
      subject: '안녕하세요 <hello>',
      text: 'body text',
      headers: { 'List-Unsubscribe': '<https://x.test/u?token=abc>' },
      messageId: '<m1@screenshelf.local>',
    });
    await transport.sendMail({ from: 'no-reply@screenshelf.local', to: 'bob@example.com', subject: 'other', text: 'b' });
    transport.close();

    const forAda = (await (await fetch(`${smtp.url}/messages?to=ada@example.com`)).json()) as any[];
    expect(forAda).toHaveLength(1);
    expect(forAda[0]).toMatchObject({
      messageId: '<m1@screenshelf.local>',
      subject: '안녕하세요 <hello>',
      text: 'body text\n',
      envelopeTo: ['ada@example.com'],
      headers: { 'list-unsubscribe': '<https://x.test/u?token=abc>' },
    });
    expect(((await (await fetch(`${smtp.url}/messages`)).json()) as any[]).length).toBe(2);
    const page = await (await fetch(smtp.url)).text();
    expect(page).toContain('안녕하세요 &#60;hello&#62;');

    await smtp.stop();
    smtp = await startDevSmtp({ smtpPort: 0, httpPort: 0, stateFile });
    expect(smtp.messages('bob@example.com')).toHaveLength(1);
    expect((await fetch(`${smtp.url}/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(smtp.messages()).toHaveLength(0);
    await smtp.stop();
  });
});
