import { describe, expect, it } from 'vitest';
import { decisionNeedsReason, settingsEditable, storeVerbs, verbsFor } from './store-status';

describe('settingsEditable', () => {
  it('lets every store but a suspended one change its settings', () => {
    expect(['pending', 'active', 'rejected'].every((s) => settingsEditable(s as never))).toBe(true);
    expect(settingsEditable('suspended')).toBe(false);
  });
});

describe('store decisions', () => {
  it('offers each status exactly the moves of the lifecycle', () => {
    expect(verbsFor('pending')).toEqual(['approve', 'reject']);
    expect(verbsFor('rejected')).toEqual(['approve']);
    expect(verbsFor('active')).toEqual(['suspend']);
    expect(verbsFor('suspended')).toEqual(['reinstate']);
  });

  it('asks a reason for saying no only', () => {
    expect(storeVerbs.filter(decisionNeedsReason)).toEqual(['reject', 'suspend']);
  });
});
