import {
  type addressInput,
  MAX_SAVED_ADDRESSES,
  type SavedAddress,
} from '@souq/domain/schemas/addresses';
import { uuid } from '@souq/domain/schemas/common';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { Viewer } from '../auth';
import { toSavedAddress } from './mappers';
import type { AddressRepository, AddressRow, AddressTx, AddressValues } from './repository';

/** The body after the schema ran (trimmed, defaults applied). */
export type ValidAddress = z.output<typeof addressInput>;

function columnsOf(input: ValidAddress): AddressValues {
  return {
    title: input.title,
    formattedAddress: input.formatted_address,
    street: input.street,
    building: input.building,
    floor: input.floor,
    city: input.city,
    country: input.country,
    latitude: input.latitude,
    longitude: input.longitude,
    deliveryNotes: input.delivery_notes,
  };
}

/** The owner's address or 404, also for a malformed id or someone else's (never revealed). */
async function ownedOr404(tx: AddressTx, id: string): Promise<AddressRow> {
  const found = uuid.safeParse(id).success ? await tx.find(id) : null;
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/**
 * The rules of a shopper's address book: at most MAX_SAVED_ADDRESSES; whenever addresses exist
 * exactly one is the default (the first one becomes it, a new default replaces the old one in
 * the same transaction, deleting the default promotes the newest remaining). An address stops
 * being the default only when another one takes its place, so is_default=false on the default
 * address is ignored rather than leaving the book without one.
 */
export function addressService(repository: AddressRepository) {
  return {
    async list(viewer: Viewer): Promise<SavedAddress[]> {
      return (await repository.list(viewer.userId)).map(toSavedAddress);
    },

    create(viewer: Viewer, input: ValidAddress): Promise<SavedAddress> {
      return repository.writeAs(viewer.userId, async (tx) => {
        const existing = await tx.count();
        if (existing >= MAX_SAVED_ADDRESSES) {
          throw new AppError('ADDRESS_LIMIT_REACHED', undefined, { max: MAX_SAVED_ADDRESSES });
        }
        const isDefault = input.is_default || existing === 0;
        if (isDefault) await tx.clearDefault();
        return toSavedAddress(await tx.insert(columnsOf(input), isDefault));
      });
    },

    update(viewer: Viewer, id: string, input: ValidAddress): Promise<SavedAddress> {
      return repository.writeAs(viewer.userId, async (tx) => {
        const current = await ownedOr404(tx, id);
        const makeDefault = input.is_default && !current.isDefault;
        if (makeDefault) await tx.clearDefault();
        const values = makeDefault ? { ...columnsOf(input), isDefault: true } : columnsOf(input);
        return toSavedAddress(await tx.update(id, values));
      });
    },

    setDefault(viewer: Viewer, id: string): Promise<SavedAddress> {
      return repository.writeAs(viewer.userId, async (tx) => {
        const current = await ownedOr404(tx, id);
        if (current.isDefault) return toSavedAddress(current);
        await tx.clearDefault();
        return toSavedAddress(await tx.update(id, { isDefault: true }));
      });
    },

    remove(viewer: Viewer, id: string): Promise<void> {
      return repository.writeAs(viewer.userId, async (tx) => {
        const current = await ownedOr404(tx, id);
        await tx.remove(id);
        if (!current.isDefault) return;
        const next = await tx.newest();
        if (next) await tx.update(next.id, { isDefault: true });
      });
    },
  };
}
export type AddressService = ReturnType<typeof addressService>;
