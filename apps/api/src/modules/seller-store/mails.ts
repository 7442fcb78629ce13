import { storeMailText as t } from '@souq/domain/locales/ar/store-mail';
import { type MailBlock, renderMail } from '../mail/layout';
import type { MailMessage } from '../mail/mailer';

/** A decision an administrator takes on a store, named as the owner hears of it. */
export type StoreDecision = keyof Omit<typeof t.decision, 'reason' | 'button'>;

interface StoreFacts {
  id: string;
  vendorName: string;
  city: string | null;
  phoneNumber: string | null;
  formattedAddress: string | null;
}

/** Labelled values, the empty ones left out. */
function fields(pairs: [string, string | null][]): MailBlock[] {
  return pairs.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}

/** The applicant: the application arrived, what happens next, and the console. */
export function applicationReceivedMail(
  to: string,
  store: StoreFacts,
  consoleUrl: string,
): MailMessage {
  return renderMail({
    to,
    subject: t.received.subject(store.vendorName),
    sections: [
      [{ text: t.received.intro(store.vendorName) }, { text: t.received.next }],
      [{ button: t.received.button, url: consoleUrl }],
    ],
  });
}

/** Each administrator: a store is waiting, who asked, and how to decide until the console. */
export function applicationWaitingMail(
  to: string,
  store: StoreFacts,
  applicant: string,
): MailMessage {
  const w = t.waiting;
  return renderMail({
    to,
    subject: w.subject(store.vendorName),
    sections: [
      [{ text: w.intro }],
      fields([
        [w.store, store.vendorName],
        [w.city, store.city],
        [w.phone, store.phoneNumber],
        [w.address, store.formattedAddress],
        [w.applicant, applicant],
        [w.id, store.id],
      ]),
      [{ note: w.howTo(store.id) }],
    ],
  });
}

/** The owner hears of every decision on their store, with the reason when one was given. */
export function storeDecisionMail(
  to: string,
  storeName: string,
  decision: StoreDecision,
  reason: string | null,
  consoleUrl: string,
): MailMessage {
  const d = t.decision[decision];
  return renderMail({
    to,
    subject: d.subject(storeName),
    sections: [
      [{ text: d.intro(storeName) }, ...fields([[t.decision.reason, reason]])],
      [{ button: t.decision.button, url: consoleUrl }],
    ],
  });
}
