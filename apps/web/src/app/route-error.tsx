import { routeError } from '@souq/domain/locales/ar/routes';
import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';

/**
 * Last line of defence: a screen's code failed to download (dropped connection) or threw.
 * Reloading is the one action that reliably helps.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <WifiOff aria-hidden="true" className="size-12 text-primary-700" />
      <h1 className="text-2xl font-bold">{routeError.title}</h1>
      <p className="text-neutral-700">{routeError.text}</p>
      <button type="button" onClick={() => window.location.reload()} className={buttonStyles()}>
        {routeError.reload}
      </button>
    </main>
  );
}
