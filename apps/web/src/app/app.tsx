import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/features/auth/auth-provider';
import { useSessionTheme } from '@/features/preferences/use-session-theme';
import { LazyToaster } from './lazy-toaster';

/** Keeps the colour theme on the signed-in user's preference. */
function SessionTheme() {
  useSessionTheme();
  return null;
}

/**
 * Providers around the router (the browser's, or the server's static one for a first screen):
 * server-state cache, auth state, right-to-left toasts.
 */
export function App({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <SessionTheme />
        {children}
      </AuthProvider>
      <LazyToaster />
    </QueryClientProvider>
  );
}
