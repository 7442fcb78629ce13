import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('waits for the load event and the delay before asking for idle time', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const work = vi.fn();
    whenIdle(work, { delayMs: 3000 });
    vi.advanceTimersByTime(5000);
    expect(idle).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(2999);
    expect(idle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledWith(work, { timeout: 3000 });
  });

  it('runs the work after the delay where requestIdleCallback is missing', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledOnce();
  });
});
