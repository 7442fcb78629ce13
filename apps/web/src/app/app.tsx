import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AuthProvider } from '@/features/auth/auth-provider';
import { useSessionTheme } from '@/features/preferences/use-session-theme';
import { LazyToaster } from './lazy-toaster';

/** Keeps the colour theme on the signed-in user's preference. */
function SessionTheme() {
  useSessionTheme();
  return null;
}

/** Providers around the router: server-state cache, auth state, router, right-to-left toasts. */
export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <SessionTheme />
        <RouterProvider router={router} />
      </AuthProvider>
      <LazyToaster />
    </QueryClientProvider>
  );
}
