import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryIcon } from './category-icon';

const iconOf = (slug: string, emoji: string | null) => {
  const { container } = render(<CategoryIcon slug={slug} emoji={emoji} />);
  const svg = container.querySelector('svg');
  return { name: svg?.getAttribute('data-icon'), text: container.textContent };
};

describe('category icons', () => {
  it('draws an SVG for a known category instead of its emoji', () => {
    expect(iconOf('electronics', '📱')).toEqual({ name: 'Smartphone', text: '' });
    expect(iconOf('food', '🍯').name).toBe('CookingPot');
  });

  it("follows a new category's stored emoji, else shows a plain tag", () => {
    expect(iconOf('games', '🎮').name).toBe('Gamepad2');
    expect(iconOf('misc', '🦄')).toEqual({ name: 'Tag', text: '' });
    expect(iconOf('misc', null).name).toBe('Tag');
  });
});
