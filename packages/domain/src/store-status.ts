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

/** An administrator's decisions on a store (API, CLI and the admin console). */
export const storeVerbs = ['approve', 'reject', 'suspend', 'reinstate'] as const;
export type StoreVerb = (typeof storeVerbs)[number];

/**
 * The store lifecycle (decision 016): pending -> active (approve) or rejected (reject); a
 * rejected store may still be approved later; active <-> suspended (suspend, reinstate).
 */
export const storeTransitions: Record<StoreVerb, { from: StoreStatus[]; to: StoreStatus }> = {
  approve: { from: ['pending', 'rejected'], to: 'active' },
  reject: { from: ['pending'], to: 'rejected' },
  suspend: { from: ['active'], to: 'suspended' },
  reinstate: { from: ['suspended'], to: 'active' },
};

/** The decisions a store in this status can take, in the order the console offers them. */
export const verbsFor = (status: StoreStatus): StoreVerb[] =>
  storeVerbs.filter((verb) => storeTransitions[verb].from.includes(status));

/**
 * Saying no needs a reason the owner reads (mail and console): rejecting an application,
 * suspending a store. Approving and reinstating may carry a note.
 */
export const decisionNeedsReason = (verb: StoreVerb): boolean =>
  verb === 'reject' || verb === 'suspend';
