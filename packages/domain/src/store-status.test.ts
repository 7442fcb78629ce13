import { describe, expect, it } from 'vitest';
import { settingsEditable } from './store-status';

describe('settingsEditable', () => {
  it('lets every store but a suspended one change its settings', () => {
    expect(['pending', 'active', 'rejected'].every((s) => settingsEditable(s as never))).toBe(true);
    expect(settingsEditable('suspended')).toBe(false);
  });
});
