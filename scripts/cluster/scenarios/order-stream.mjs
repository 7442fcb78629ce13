// @ts-check
/**
 * A store owner's live order stream (GET /api/seller/orders/stream, server-sent events) read
 * as EventSource would: resolves once the stream says `ready`, then keeps every `order` event
 * with the time it arrived.
 */

/**
 * @param {string} base nginx or one API process
 * @param {string} origin the cluster's PUBLIC_URL
 * @param {string} cookie the owner's session
 */
export async function openOrderStream(base, origin, cookie) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/seller/orders/stream`, {
    headers: { cookie, origin, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`order stream: ${res.status}`);
  /** @type {{ order_id: string, kind: string, at: number, receivedAt: number }[]} */
  const events = [];
  /** @type {() => void} */
  let ready = () => {};
  const isReady = new Promise((resolve) => {
    ready = () => resolve(undefined);
  });
  const body = res.body;
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of body) {
        const receivedAt = Date.now();
        buffered += decoder.decode(chunk, { stream: true });
        for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
          const frame = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (frame.includes('event: ready')) ready();
          const data = frame.split('\n').find((line) => line.startsWith('data: '));
          if (frame.includes('event: order') && data) {
            events.push({ ...JSON.parse(data.slice(6)), receivedAt });
          }
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  await isReady;
  return {
    events,
    /** The event of `orderId`, waiting up to `ms` for it; undefined if it never came. */
    async eventOf(/** @type {string} */ orderId, ms = 5_000) {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        const found = events.find((event) => event.order_id === orderId);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return undefined;
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}
