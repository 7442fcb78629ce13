import { Outlet, ScrollRestoration } from 'react-router';
import { useNativeRedirect } from '@/features/native/use-native-redirect';
import { useDocumentTitle } from '@/lib/route-handle';
import { scrollKey } from '@/lib/scroll-key';

/** Wraps both route trees: native redirect, tab title, scroll position per page. */
export function RootRoute() {
  useNativeRedirect();
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
