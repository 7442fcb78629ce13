import { paths } from '@souq/domain/paths';
import type { SellerStore, storeApplicationInput } from '@souq/domain/schemas/seller-store';
import type { z } from 'zod';
import { AppError } from '../../../http/app-error';
import type { Viewer } from '../../auth';
import type { MailQueue } from '../../mail';
import { applicationReceivedMail, applicationWaitingMail } from '../mails';
import { toSellerStore } from '../mappers';
import type { StoreRepository, StoreRow } from '../repository';

type ApplicationBody = z.output<typeof storeApplicationInput>;

interface ApplicationDeps {
  mail: MailQueue;
  publicUrl: string;
  adminEmails: readonly string[];
}

/**
 * Reading one's own store and applying for one. A new store is `pending` (not public, cannot
 * sell) until an administrator approves it; the applicant and every administrator hear of it.
 * One store per user for now (409 STORE_EXISTS), enforced under the owner's row lock rather
 * than by a unique constraint, so several stores per owner stay possible later.
 */
export function storeApplicationService(
  repository: StoreRepository,
  { mail, publicUrl, adminEmails }: ApplicationDeps,
) {
  const consoleUrl = new URL(paths.seller.home(), publicUrl).toString();

  /** The applicant hears the application arrived; every administrator, that it waits. */
  function announce(viewer: Viewer, store: StoreRow) {
    mail.enqueue(applicationReceivedMail(viewer.email, store, consoleUrl));
    for (const admin of adminEmails) {
      mail.enqueue(applicationWaitingMail(admin, store, viewer.email));
    }
  }

  return {
    async mine(viewer: Viewer): Promise<SellerStore | null> {
      const owned = await repository.owned(viewer.userId);
      return owned ? toSellerStore(owned) : null;
    },

    async apply(viewer: Viewer, body: ApplicationBody): Promise<SellerStore> {
      const owned = await repository.asOwner(viewer.userId, async (tx) => {
        if (await tx.store()) throw new AppError('STORE_EXISTS');
        const store = await tx.apply({
          vendorName: body.vendor_name,
          description: body.description ?? null,
          phoneNumber: body.phone_number,
          city: body.city,
          formattedAddress: body.formatted_address,
          latitude: body.latitude,
          longitude: body.longitude,
          deliveryRadiusKm: body.delivery_radius_km,
          offersPickup: body.offers_pickup,
          offersDelivery: body.offers_delivery,
          shamcashAccount: body.shamcash_account ?? null,
          goldmastersAccount: body.goldmasters_account ?? null,
        });
        return tx.owned(store);
      });
      announce(viewer, owned.store);
      return toSellerStore(owned);
    },

    /**
     * A rejected store whose owner fixed its settings asks again: pending, back in the
     * administrators' queue (oldest application first, so with today's date), mailed like a new
     * application. Only from rejected: 409 STORE_DECISION_NOT_ALLOWED otherwise.
     */
    async resubmit(viewer: Viewer): Promise<SellerStore> {
      const owned = await repository.asOwner(viewer.userId, async (tx) => {
        const store = await tx.store();
        if (!store) throw new AppError('STORE_NOT_FOUND');
        if (store.status !== 'rejected') {
          throw new AppError('STORE_DECISION_NOT_ALLOWED', undefined, { status: store.status });
        }
        return tx.owned(await tx.resubmit(store.id));
      });
      announce(viewer, owned.store);
      return toSellerStore(owned);
    },
  };
}
export type StoreApplicationService = ReturnType<typeof storeApplicationService>;
