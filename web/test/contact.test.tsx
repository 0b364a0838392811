/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import ContactPage from '../src/features/support/ContactPage';
import NewsletterLink from '../src/features/support/NewsletterLink';
import { fakeGateway, quietActWarnings, renderTree, signedInUser } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());

describe('contact page and newsletter links', () => {
  test('a visitor sends a new-app request with an e-mail, sees the support hours, and subscribes to the newsletter (double opt-in)', async () => {
    const gw = fakeGateway({
      'GET /api/auth/session': {},
      'POST /api/v2/support/requests': { status: 201, body: { data: { id: 'r1', status: 'NEW', createdAt: '2026-11-23T00:00:00.000Z' } } },
      'POST /api/v2/newsletter/subscription': { data: { email: 'v@example.com', status: 'PENDING', lang: 'ko' } },
    });
    render(renderTree(<ContactPage />, { path: '/contact' }).tree);
    expect((await screen.findByTestId('support-hours')).textContent).toContain('10:00–18:00');
    fireEvent.click(screen.getByTestId('kind-app'));
    fireEvent.change(await screen.findByTestId('contact-email'), { target: { value: 'v@example.com' } });
    fireEvent.change(screen.getByTestId('contact-app-name'), { target: { value: 'Toss' } });
    fireEvent.change(screen.getByTestId('contact-store-url'), { target: { value: 'https://apps.apple.com/kr/app/toss/id839333328' } });
    fireEvent.submit(screen.getByTestId('contact-form'));
    await screen.findByTestId('contact-sent');
    expect(gw.callsTo('POST', '/api/v2/support/requests')[0]!.body).toMatchObject({
      kind: 'APP_REQUEST',
      email: 'v@example.com',
      appName: 'Toss',
      storeUrl: 'https://apps.apple.com/kr/app/toss/id839333328',
    });

    fireEvent.change(screen.getByTestId('newsletter-email'), { target: { value: 'v@example.com' } });
    fireEvent.submit(screen.getByTestId('newsletter-form'));
    expect((await screen.findByTestId('newsletter-result')).textContent).toContain('confirmation mail');
  });

  test('the unsubscribe page asks before unsubscribing (a link opened by a scanner changes nothing)', async () => {
    const gw = fakeGateway({
      'GET /api/auth/session': {},
      'GET /api/v2/newsletter/unsubscribe': { data: { email: 'v@example.com', status: 'ACTIVE', lang: 'ko' } },
      'POST /api/v2/newsletter/unsubscribe': { data: { email: 'v@example.com', status: 'UNSUBSCRIBED', lang: 'ko' } },
    });
    render(renderTree(<NewsletterLink action="unsubscribe" />, { path: '/newsletter/unsubscribe?token=abc' }).tree);
    fireEvent.click(await screen.findByTestId('newsletter-unsubscribe'));
    expect((await screen.findByTestId('newsletter-state')).textContent).toContain('unsubscribed');
    expect(gw.callsTo('POST', '/api/v2/newsletter/unsubscribe')[0]!.url).toContain('token=abc');
  });

  test('a signed-in user sees that their address gets the newsletter and stops it in one click', async () => {
    const gw = fakeGateway({
      'GET /api/auth/session': { user: { ...signedInUser, email: 'me@example.com' }, expires: '2030-01-01T00:00:00.000Z' },
      'GET /api/v2/newsletter/subscription': { data: { email: 'me@example.com', status: 'ACTIVE', lang: 'en' } },
      'DELETE /api/v2/newsletter/subscription': { data: { email: 'me@example.com', status: 'UNSUBSCRIBED', lang: 'en' } },
      'POST /api/v2/newsletter/subscription': { data: { email: 'me@example.com', status: 'ACTIVE', lang: 'en' } },
    });
    render(renderTree(<ContactPage />, { path: '/contact' }).tree);
    // The subscribe button shown while the state loads is gone once it says "subscribed": a click
    // meant for it cannot land on the unsubscribe button in its place (React would reuse the node).
    const early = await screen.findByTestId('newsletter-submit');
    expect((await screen.findByTestId('newsletter-mine')).textContent).toContain('me@example.com');
    expect(early.isConnected).toBe(false);
    expect(screen.queryByTestId('newsletter-email')).toBeNull();
    fireEvent.click(screen.getByTestId('newsletter-stop'));
    expect((await screen.findByTestId('newsletter-result')).textContent).toContain('unsubscribed');
    expect(gw.callsTo('DELETE', '/api/v2/newsletter/subscription')).toHaveLength(1);
    // Subscribed again in one click, no e-mail asked.
    fireEvent.submit(await screen.findByTestId('newsletter-form'));
    expect(await screen.findByTestId('newsletter-mine')).toBeTruthy();
    expect(gw.callsTo('POST', '/api/v2/newsletter/subscription')[0]!.body).toEqual({ lang: 'en' });
  });

  test('the confirmation page confirms with a POST (the link itself changes nothing)', async () => {
    const gw = fakeGateway({
      'GET /api/auth/session': {},
      'POST /api/v2/newsletter/confirm': { data: { email: 'v@example.com', status: 'ACTIVE', lang: 'en' } },
    });
    render(renderTree(<NewsletterLink action="confirm" />, { path: '/newsletter/confirm?token=abc' }).tree);
    expect((await screen.findByTestId('newsletter-state')).textContent).toContain('confirmed');
    expect(gw.callsTo('POST', '/api/v2/newsletter/confirm')[0]!.url).toContain('token=abc');
  });
});
