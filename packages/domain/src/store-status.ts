import type { StoreStatus } from './schemas/seller-store';

/**
 * What each status lets the owner do with the store's settings, the delivery fee rule among
 * them (docs/decisions/016-seller-console.md): pending and rejected stores may fix their
 * application, active ones run the shop, a suspended store may only read until an administrator
 * reinstates it (its open orders stay workable).
 */
const editable: Record<StoreStatus, boolean> = {
  pending: true,
  active: true,
  rejected: true,
  suspended: false,
};

export const settingsEditable = (status: StoreStatus): boolean => editable[status];
