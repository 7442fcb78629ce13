import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearResponseCache } from '@/lib/response-cache';
import { stubFetch } from './render';

// findBy/waitFor wait up to 3 s, not 1: two workers share CI's two cores, and a lazy chunk's
// first import in a cold worker (the address form with Leaflet) took longer than a second there.
// A test that should fail still fails, only later; the test itself has 5 s.
configure({ asyncUtilTimeout: 3000 });

// Tests never reach the network: unless a test stubs its own answers, every call is a 404
// (the session check then reads as signed out).
beforeEach(() => {
  // Answers cached by one test must not leak into the next one's stubbed network.
  clearResponseCache();
  stubFetch({});
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  // Sonner replays active toasts to the next test's toaster: dismiss them.
  (await import('sonner')).toast.dismiss();
  // Files share a worker (vitest.config.ts), so storage must not carry into the next file either.
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  document.documentElement.classList.remove('dark');
});
