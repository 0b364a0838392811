// @ts-expect-error -- a plain ES module of scripts/, without type declarations
import { stackUrls } from '../../scripts/stack-namespace.mjs';
import { DESKTOP, MOBILE, expect, signIn, test, uniqueEmail } from './support.js';

/** The stack's mail server's JSON API (services/dev-smtp): the e2e namespace's port (scripts/e2e.mjs sets E2E_SMTP_URL). */
const SMTP = (process.env.E2E_SMTP_URL ?? (stackUrls(process.env.E2E_NAMESPACE ?? 'e2e') as { smtpApi: string }).smtpApi).replace(/\/$/, '');
const mailsTo = async (to: string) =>
  (await (await fetch(`${SMTP}/messages?to=${encodeURIComponent(to)}`)).json()) as { subject: string; text: string; headers: Record<string, string> }[];

test('contact form: a visitor asks a question from the header link, with the support hours beside the form', async ({ baseUrl, newPage, shot }) => {
  const page = await newPage({ ...MOBILE, lang: 'en' });
  await page.goto(`${baseUrl}/contact`);
  await expect(page.getByTestId('support-hours')).toContainText('10:00–18:00');
  await page.getByTestId('contact-email').fill(uniqueEmail('contact'));
  await page.getByTestId('contact-message').fill('Where do I find my receipts?');
  await shot(page, 'contact-375');
  await page.getByTestId('contact-submit').click();
  await expect(page.getByTestId('contact-sent')).toBeVisible();
});

test('newsletter: a signed-in user subscribes at once; a visitor confirms through the mailed link and unsubscribes from the page', async ({
  baseUrl,
  newPage,
  shot,
}) => {
  const member = await newPage({ ...DESKTOP, lang: 'en' });
  await signIn(member, baseUrl, uniqueEmail('news-member'));
  await member.getByTestId('header-contact').click();
  await member.waitForURL(/\/contact$/);
  // The form is there (its chunk loaded): a signed-in member is not asked for an e-mail address.
  await member.getByTestId('contact-form').waitFor();
  await expect(member.getByTestId('contact-email')).toHaveCount(0);
  await member.getByTestId('newsletter-submit').click();
  await expect(member.getByTestId('newsletter-result')).toContainText('You are subscribed');
  await shot(member, 'contact-1440');
  // Back later, the page says where it goes and stops it in one click.
  await member.reload();
  await expect(member.getByTestId('newsletter-mine')).toContainText('news-member');
  await member.getByTestId('newsletter-stop').click();
  await expect(member.getByTestId('newsletter-result')).toContainText('unsubscribed');
  await expect(member.getByTestId('newsletter-submit')).toBeVisible();

  const visitorEmail = uniqueEmail('news-visitor');
  const visitor = await newPage({ ...MOBILE, lang: 'en' });
  await visitor.goto(`${baseUrl}/contact`);
  await visitor.getByTestId('newsletter-email').fill(visitorEmail);
  await visitor.getByTestId('newsletter-submit').click();
  await expect(visitor.getByTestId('newsletter-result')).toContainText('confirmation mail');
  await expect.poll(async () => (await mailsTo(visitorEmail)).length).toBe(1);
  const [confirmation] = await mailsTo(visitorEmail);
  const link = /(https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+)/.exec(confirmation!.text)![1]!;
  await visitor.goto(link);
  await expect(visitor.getByTestId('newsletter-state')).toContainText('confirmed');

  const token = new URL(link).searchParams.get('token')!;
  await visitor.goto(`${baseUrl}/newsletter/unsubscribe?token=${token}`);
  await visitor.getByTestId('newsletter-unsubscribe').click();
  await expect(visitor.getByTestId('newsletter-state')).toContainText('unsubscribed');
});
