import { call, type Body, type Schema } from '../../shared/api';

/** Contact requests and the newsletter (`/api/v2/support`, `/api/v2/newsletter`); the shapes are the OpenAPI document's. */
export type NewSupportRequest = Body<'createSupportRequest'>;
export type NewsletterSubscription = Schema<'NewsletterSubscription'>;

export const sendSupportRequest = async (body: NewSupportRequest) => (await call('createSupportRequest', { body })).data;

export const subscribeNewsletter = async (body: Body<'subscribeNewsletter'>) => (await call('subscribeNewsletter', { body })).data;

/** The signed-in user's own subscription (status NONE when there is none). */
export const myNewsletter = async () => (await call('getNewsletterSubscription')).data;

export const unsubscribeMyNewsletter = async () => (await call('unsubscribeNewsletter')).data;

export const confirmNewsletter = async (token: string) => (await call('confirmNewsletter', { query: { token } })).data;

export const newsletterByToken = async (token: string) => (await call('newsletterByToken', { query: { token } })).data;

export const unsubscribeByToken = async (token: string) => (await call('unsubscribeNewsletterByToken', { query: { token } })).data;
