import { paths } from '@souq/domain/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { sellerOrdersKey } from './api';

/** How often the board asks again while the stream is down (decision 017 "Live board"). */
export const POLL_MS = 15_000;
/** The first wait before opening the stream again; it doubles on each failure, up to the most. */
export const FIRST_RETRY_MS = 3_000;
export const MAX_RETRY_MS = 60_000;

/** 'live' while the stream is open, 'polling' while the board asks every POLL_MS instead. */
export type StreamState = 'connecting' | 'live' | 'polling';

/**
 * The store's live order events (GET /api/seller/orders/stream, decision 017 "Live board"),
 * used as a hint and never as the data: `ready`, `order` and `resync` each refetch every
 * seller-orders query (the board, the badge, an open order). The stream's failures cannot be
 * told apart in a browser (429, 503, a drop and a 403 all end in `error`), so any error closes
 * it, starts polling and opens it again later, waiting twice as long each time; the next
 * `ready` stops the polling. `stream: false` (a store that is not active, whose stream the
 * server refuses) only polls.
 */
export function useOrderStream({ stream }: { stream: boolean }): StreamState {
  const queryClient = useQueryClient();
  // The API base is set in the native app, whose API is another origin that takes a bearer
  // token and no cookies (features/native/native-auth.ts). EventSource can send neither a header
  // nor, there, a cookie: the native board polls.
  const nativeApi = Boolean(import.meta.env.VITE_API_BASE_URL);
  const canStream = stream && !nativeApi && typeof EventSource !== 'undefined';
  const [state, setState] = useState<StreamState>(canStream ? 'connecting' : 'polling');

  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: sellerOrdersKey });
    let source: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | undefined;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let wait = FIRST_RETRY_MS;

    const startPolling = () => {
      poll ??= setInterval(refetch, POLL_MS);
      setState('polling');
    };
    const stopPolling = () => {
      clearInterval(poll);
      poll = undefined;
    };

    const connect = () => {
      const opened = new EventSource(paths.api.seller.ordersStream());
      source = opened;
      opened.addEventListener('ready', () => {
        wait = FIRST_RETRY_MS;
        stopPolling();
        setState('live');
        // What changed between the board's last read and this subscription.
        refetch();
      });
      opened.addEventListener('order', refetch);
      opened.addEventListener('resync', refetch);
      opened.addEventListener('error', () => {
        opened.close();
        if (source !== opened) return;
        source = null;
        startPolling();
        // Half to all of the wait: boards dropped together by a restart do not return together.
        reconnect = setTimeout(connect, wait / 2 + Math.random() * (wait / 2));
        wait = Math.min(wait * 2, MAX_RETRY_MS);
      });
    };

    if (canStream) connect();
    else startPolling();
    return () => {
      source?.close();
      source = null;
      stopPolling();
      clearTimeout(reconnect);
    };
  }, [canStream, queryClient]);

  return state;
}
