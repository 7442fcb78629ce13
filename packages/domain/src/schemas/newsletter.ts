import { z } from 'zod';
import { listResponse, pagingQuery, searchText, uuid } from './common';

export const NEWSLETTER_EMAIL_MAX = 254;

/** The newsletter form and POST /api/newsletter share this schema. */
export const newsletterSubscription = z.object({
  email: z.string().trim().toLowerCase().min(1).max(NEWSLETTER_EMAIL_MAX).email(),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscription>;

/** An unsubscribe link's token (base64url of an HMAC-SHA256, 43 characters). */
const unsubscribeToken = z.string().trim().min(1).max(128);

/**
 * The unsubscribe link's address and token: GET checks them (changes nothing: mail scanners
 * follow links), POST with the same two fields removes the subscription.
 */
export const newsletterUnsubscribe = z.object({
  email: z.string().trim().toLowerCase().min(1).max(NEWSLETTER_EMAIL_MAX),
  token: unsubscribeToken,
});
export type NewsletterUnsubscribe = z.infer<typeof newsletterUnsubscribe>;

/** What the unsubscribe endpoints answer: whether the address is (still) on the list. */
export const newsletterUnsubscribeState = z.object({
  email: z.string(),
  subscribed: z.boolean(),
});
export type NewsletterUnsubscribeState = z.infer<typeof newsletterUnsubscribeState>;

/** GET /api/admin/newsletter: newest first; q finds part of an address. */
export const adminSubscriberListQuery = pagingQuery.extend({
  q: searchText,
});
export type AdminSubscriberListQuery = z.infer<typeof adminSubscriberListQuery>;

export const adminSubscriber = z.object({
  id: uuid,
  email: z.string(),
  created_at: z.string(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriber>;

export const adminSubscriberList = listResponse(adminSubscriber);
export type AdminSubscriberList = z.infer<typeof adminSubscriberList>;
