// A venue's outgoing guest mail (issue 34 §4): never to an address on the venue's suppression
// list, and through the provider the venue chose — Mailgun's API with its own sender, or the
// platform's mail (SMTP, or the mailbox folder). Each message sent is kept as an `accepted`
// delivery event with the provider's message id, so the provider's later events sit beside it.
import { uuidv7 } from '../../src-shared/ids.js';
import { SUPPRESSED_REASON } from '../../src-shared/messaging/email-provider-entity.js';
import type { AppDatabase } from '../db/client.js';
import { getRestaurant } from '../restaurants/restaurant-store.js';
import { mailgunAccountOf, providerRow, recordMailEvent, suppressionOf } from './email-provider-service.js';
import { mailgunSend } from './mailgun.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';

export type VenueSend = { sent: true } | { sent: false; reason: string };

export interface VenueMail {
  /** Sends one guest mail of `restaurantId`, or says why it was not sent; a send failure throws. */
  send(restaurantId: number, message: MailMessage): Promise<VenueSend>;
  /** What the platform's own mail says when tested. */
  verifyPlatform(): Promise<{ ok: boolean; result: string }>;
}

export interface VenueMailDeps {
  db: AppDatabase;
  mailer: Mailer;
  /** The integration-secrets purpose key the provider's keys are sealed under. */
  key: Uint8Array;
  /** Mailgun's API origin instead of the region's (a stand-in; MAILGUN_API_BASE). */
  mailgunBase?: string | undefined;
  fetch?: typeof fetch;
}

/** The sender a Mailgun venue's guests see: its own, else the venue's name at its sending domain. */
const senderOf = (fromAddress: string | null, venue: string, domain: string) =>
  fromAddress ?? `${venue.replace(/[<>"]/g, '')} <no-reply@${domain}>`;

export function createVenueMail(deps: VenueMailDeps): VenueMail {
  return {
    async send(restaurantId, message) {
      if (await suppressionOf(deps.db, restaurantId, message.to))
        return { sent: false, reason: SUPPRESSED_REASON };
      const row = await providerRow(deps.db, restaurantId);
      const account = mailgunAccountOf(row, deps.key, deps.mailgunBase);
      let provider: 'platform' | 'mailgun' = 'platform';
      let messageId: string | null = null;
      if (account) {
        const venue = (await getRestaurant(deps.db, restaurantId)).name;
        messageId = await mailgunSend(
          account,
          senderOf(row?.fromAddress ?? null, venue, account.domain),
          message,
          deps.fetch,
        );
        provider = 'mailgun';
      } else if (row?.provider === 'mailgun') {
        // Chosen but unusable (a key sealed under another secret): never silently sent elsewhere.
        throw new Error('Mailgun is chosen but its API key cannot be read: save the key again');
      } else {
        await deps.mailer.send(message);
        messageId = message.id ?? null;
      }
      await recordMailEvent(deps.db, restaurantId, provider, {
        providerEventId: `sent:${message.id ?? uuidv7()}`,
        event: 'accepted',
        recipient: message.to.trim().toLowerCase(),
        messageId,
        detail: message.subject.slice(0, 300),
        occurredAt: new Date(),
      });
      return { sent: true };
    },
    verifyPlatform: () => deps.mailer.verify?.() ?? Promise.resolve({ ok: true, result: 'Mail is ready' }),
  };
}
