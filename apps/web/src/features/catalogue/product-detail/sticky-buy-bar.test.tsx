import { productDetailText as t } from '@souq/domain/locales/ar/product-detail';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TreePathsProvider, treePaths } from '@/lib/tree-paths';
import { StickyBuyBar } from './sticky-buy-bar';

let report: (visible: boolean) => void = () => undefined;
class FakeObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    report = (visible) => callback([{ isIntersecting: visible }]);
  }
  observe() {}
  disconnect() {}
}

function setup(tree: 'web' | 'mobile') {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  Element.prototype.scrollIntoView = vi.fn();
  const add = vi.fn();
  render(
    <TreePathsProvider paths={treePaths[tree]}>
      <StickyBuyBar name="فستان سهرة" price={150000} currency="SYP" label={t.addToCart} />
      <button type="button" onClick={add}>
        {t.addToCart}
      </button>
    </TreePathsProvider>,
  );
  return add;
}

describe('sticky add-to-cart bar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('appears only while the page add button is off screen, and presses it', () => {
    const add = setup('web');
    const bar = () =>
      screen.queryByRole('button', { name: t.stickyAdd(t.addToCart, 'فستان سهرة') });
    act(() => report(true));
    expect(bar()).toBeNull();
    act(() => report(false));
    expect(screen.getByText('150,000 ل.س')).toBeTruthy();
    fireEvent.click(bar() as HTMLElement);
    expect(add).toHaveBeenCalledTimes(1);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    act(() => report(true));
    expect(bar()).toBeNull();
  });

  it('sits above the tab bar in the /mobile tree', () => {
    setup('mobile');
    act(() => report(false));
    const button = screen.getByRole('button', { name: t.stickyAdd(t.addToCart, 'فستان سهرة') });
    expect(button.closest('.fixed')?.className).toContain('bottom-[calc(4rem');
  });
});
