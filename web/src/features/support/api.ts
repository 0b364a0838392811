import { api, dataOf, type Body, type DataOf, type Schema } from '../../shared/api';

/** Contact requests and the newsletter (`/api/v2/support`, `/api/v2/newsletter`); the shapes are the OpenAPI document's. */
export type NewSupportRequest = Body<'createSupportRequest'>;
export type NewsletterSubscription = Schema<'NewsletterSubscription'>;

export const sendSupportRequest = async (body: NewSupportRequest) =>
  dataOf<DataOf<'createSupportRequest'>>(await api('/api/v2/support/requests', { method: 'POST', body }));

export const subscribeNewsletter = async (body: Body<'subscribeNewsletter'>) =>
  dataOf<NewsletterSubscription>(await api('/api/v2/newsletter/subscription', { method: 'POST', body }));

/** The signed-in user's own subscription (status NONE when there is none). */
export const myNewsletter = async () => dataOf<NewsletterSubscription>(await api('/api/v2/newsletter/subscription'));

export const unsubscribeMyNewsletter = async () =>
  dataOf<NewsletterSubscription>(await api('/api/v2/newsletter/subscription', { method: 'DELETE' }));

export const confirmNewsletter = async (token: string) =>
  dataOf<NewsletterSubscription>(await api('/api/v2/newsletter/confirm', { method: 'POST', params: { token } }));

export const newsletterByToken = async (token: string) =>
  dataOf<NewsletterSubscription>(await api('/api/v2/newsletter/unsubscribe', { params: { token } }));

export const unsubscribeByToken = async (token: string) =>
  dataOf<NewsletterSubscription>(await api('/api/v2/newsletter/unsubscribe', { method: 'POST', params: { token } }));
