import { z } from 'zod';

export const NEWSLETTER_EMAIL_MAX = 254;

/** The newsletter form and POST /api/newsletter share this schema. */
export const newsletterSubscription = z.object({
  email: z.string().trim().toLowerCase().min(1).max(NEWSLETTER_EMAIL_MAX).email(),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscription>;
