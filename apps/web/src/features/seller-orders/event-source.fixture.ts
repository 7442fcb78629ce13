import { vi } from 'vitest';

/**
 * A stand-in for the browser's EventSource (jsdom has none): tests open it through the code
 * under test, then play the server's part with `emit` and `fail`.
 */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  private readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }

  addEventListener(name: string, listener: (event: MessageEvent) => void): void {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener);
    this.listeners.set(name, set);
  }

  removeEventListener(name: string, listener: (event: MessageEvent) => void): void {
    this.listeners.get(name)?.delete(listener);
  }

  close(): void {
    this.closed = true;
  }

  /** The server sends `event: <name>` with this data. */
  emit(name: string, data: unknown = {}): void {
    if (this.closed) return;
    const event = new MessageEvent(name, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(name) ?? []) listener(event);
  }

  /** The stream drops or is refused (429, 503): the browser reports only `error`. */
  fail(): void {
    for (const listener of this.listeners.get('error') ?? []) listener(new MessageEvent('error'));
  }

  /** The stream the code under test opened last. */
  static latest(): FakeEventSource {
    const last = FakeEventSource.opened.at(-1);
    if (!last) throw new Error('no EventSource was opened');
    return last;
  }

  /** Puts the fake in place of EventSource for this test (setup.ts unstubs globals after). */
  static install(): void {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  }
}
