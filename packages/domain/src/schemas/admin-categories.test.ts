import { describe, expect, it } from 'vitest';
import { categoryValidation as m } from '../locales/ar/admin';
import { categoryCreateInput, categoryOrderInput, categoryUpdateInput } from './admin-categories';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('categoryCreateInput', () => {
  it('takes a complete category, lower-cases the colour and keeps it active by default', () => {
    const parsed = categoryCreateInput.parse({
      name: '  عطور  ',
      slug: 'perfumes-2',
      description: '',
      icon: '🌸',
      color: '#22C55E',
    });
    expect(parsed).toEqual({
      name: 'عطور',
      slug: 'perfumes-2',
      description: null,
      icon: '🌸',
      color: '#22c55e',
      is_active: true,
    });
  });

  it('refuses each bad field with its Arabic message', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ', slug: 'a' }, m.nameRequired],
      [{ name: 'x'.repeat(101), slug: 'a' }, m.nameTooLong],
      [{ name: 'a', slug: '' }, m.slugRequired],
      [{ name: 'a', slug: 'a'.repeat(61) }, m.slugTooLong],
      [{ name: 'a', slug: 'Home' }, m.slugInvalid],
      [{ name: 'a', slug: 'عطور' }, m.slugInvalid],
      [{ name: 'a', slug: 'a--b' }, m.slugInvalid],
      [{ name: 'a', slug: '-a' }, m.slugInvalid],
      [{ name: 'a', slug: 'a', color: 'red' }, m.colorInvalid],
      [{ name: 'a', slug: 'a', color: '#12345' }, m.colorInvalid],
      [{ name: 'a', slug: 'a', icon: 'x'.repeat(21) }, m.iconTooLong],
      [{ name: 'a', slug: 'a', description: 'x'.repeat(501) }, m.descriptionTooLong],
    ];
    for (const [input, message] of cases) {
      expect(messages(categoryCreateInput.safeParse(input)), JSON.stringify(input)).toContain(
        message,
      );
    }
    expect(categoryCreateInput.safeParse({ name: 'a', slug: 'a'.repeat(60) }).success).toBe(true);
  });
});

describe('categoryUpdateInput', () => {
  it('changes only what is sent, and clears a field sent empty', () => {
    expect(categoryUpdateInput.parse({ is_active: false })).toEqual({ is_active: false });
    expect(categoryUpdateInput.parse({ icon: '', color: '' })).toEqual({ icon: null, color: null });
  });

  it('refuses an empty change and unknown fields', () => {
    expect(messages(categoryUpdateInput.safeParse({}))).toContain(m.nothingToChange);
    expect(categoryUpdateInput.safeParse({ sort_order: 3 }).success).toBe(false);
  });
});

describe('categoryOrderInput', () => {
  const a = '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f';
  const b = '8f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f';
  it('takes distinct ids and refuses repeats, an empty list or a non-id', () => {
    expect(categoryOrderInput.parse({ ids: [b, a] })).toEqual({ ids: [b, a] });
    for (const ids of [[a, a], [], ['books']]) {
      expect(categoryOrderInput.safeParse({ ids }).success, JSON.stringify(ids)).toBe(false);
    }
  });
});
