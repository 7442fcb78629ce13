import { documentTitle } from '@souq/domain/locales/ar/routes';
import { useEffect } from 'react';
import { useMatches } from 'react-router';

/** Every screen route carries its Arabic title; the browser tab and placeholders read it. */
export interface RouteHandle {
  title: string;
  /** The whole tab title, when "{title} | سوق" does not fit (the landing page). */
  tabTitle?: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof (handle as RouteHandle | undefined)?.title === 'string';
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  return useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
}

export function useDocumentTitle(): void {
  const handle = useRouteHandle();
  useEffect(() => {
    if (handle) document.title = handle.tabTitle ?? documentTitle(handle.title);
  }, [handle]);
}
