import { describe, expect, it } from 'vitest';
import { applyDarkMode, DARK_MODE_KEY, restoreDarkMode } from './dark-mode';

const html = document.documentElement;

describe('dark mode', () => {
  it('puts the dark class on <html> and caches the choice', () => {
    applyDarkMode(true);
    expect(html.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(DARK_MODE_KEY)).toBe('1');
    applyDarkMode(false);
    expect(html.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem(DARK_MODE_KEY)).toBe('0');
  });

  it('restores the cached choice before the session is known', () => {
    localStorage.setItem(DARK_MODE_KEY, '1');
    restoreDarkMode();
    expect(html.classList.contains('dark')).toBe(true);
    localStorage.setItem(DARK_MODE_KEY, '0');
    restoreDarkMode();
    expect(html.classList.contains('dark')).toBe(false);
  });
});
