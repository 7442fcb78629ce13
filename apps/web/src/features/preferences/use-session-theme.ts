import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryOptions } from '@/features/auth/me-query';
import { applyDarkMode } from './dark-mode';

/**
 * Keeps the theme on the signed-in user's stored preference; a guest (a successful answer
 * without a user) gets the light default. A failed session check changes nothing, so a
 * dropped connection does not flip the theme.
 */
export function useSessionTheme(): void {
  const { data } = useQuery(meQueryOptions);
  useEffect(() => {
    if (data) applyDarkMode(data.user?.preferences.darkMode ?? false);
  }, [data]);
}
