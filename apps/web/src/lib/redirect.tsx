import { createContext, useContext } from 'react';
import { Navigate, type NavigateProps } from 'react-router';

/**
 * Set while the server draws a page's first screen (entry-server.tsx). A screen that redirects
 * is not that page: the browser would go elsewhere at once, so the drawing is dropped and the
 * page is served as the app draws it.
 */
export const ServerDrawing = createContext<{ redirected: boolean } | null>(null);

/**
 * <Navigate> for every screen: in the browser the same redirect, while the server draws a page
 * only a mark that it redirects (React Router's <Navigate> does nothing there but warn).
 */
export function Redirect(props: NavigateProps) {
  const drawing = useContext(ServerDrawing);
  if (drawing) {
    drawing.redirected = true;
    return null;
  }
  return <Navigate {...props} />;
}
