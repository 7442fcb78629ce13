/**
 * Dark mode (decision: the mobile settings switch really switches the theme). The `dark`
 * class on <html> drives Tailwind's dark variant (index.css). The last value is cached in
 * localStorage so a reload paints dark before GET /api/me answers.
 */
export const DARK_MODE_KEY = 'souq:dark-mode';

export function applyDarkMode(on: boolean): void {
  document.documentElement.classList.toggle('dark', on);
  try {
    localStorage.setItem(DARK_MODE_KEY, on ? '1' : '0');
  } catch {
    // storage blocked (private mode): the theme still follows the session, only later
  }
}

/**
 * Called by main.tsx before the first render. (The CSP forbids inline scripts, and a
 * blocking script in <head> would cost a round trip, so the static splash stays light.)
 */
export function restoreDarkMode(): void {
  try {
    document.documentElement.classList.toggle('dark', localStorage.getItem(DARK_MODE_KEY) === '1');
  } catch {
    // storage blocked: start light
  }
}
