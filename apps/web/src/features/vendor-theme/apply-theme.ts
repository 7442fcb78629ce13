import type { StoreTheme } from './store-theme';

/** The one <style> element that carries a store's custom CSS. */
export const CUSTOM_CSS_ID = 'vendor-custom-css';
const LAYOUT_CLASS_PREFIX = 'layout-';
/** Our variables and the app's primary shades that the theme overrides (store-theme.ts). */
const VARIABLE_PREFIXES = ['--vendor-', '--color-primary-'];

export const layoutClass = (layout: string) => `${LAYOUT_CLASS_PREFIX}${layout}`;

/** Puts a store's theme on the document: colours on <html>, layout on <body>, CSS in <head>. */
export function applyTheme(theme: StoreTheme): void {
  resetTheme();
  const html = document.documentElement;
  for (const [name, value] of Object.entries(theme.variables)) html.style.setProperty(name, value);
  html.dataset.vendorTheme = theme.colorPattern;
  document.body.classList.add(layoutClass(theme.layout));
  if (theme.customCss) {
    const style = document.createElement('style');
    style.id = CUSTOM_CSS_ID;
    // textContent, never innerHTML: the text can only ever be CSS, whatever it contains.
    style.textContent = theme.customCss;
    document.head.append(style);
  }
}

/**
 * Back to the marketplace's default theme: no store variables (themed components fall back to
 * the default palette), no layout class, no custom CSS.
 */
export function resetTheme(): void {
  const html = document.documentElement;
  for (const name of Array.from(html.style)) {
    if (VARIABLE_PREFIXES.some((prefix) => name.startsWith(prefix))) {
      html.style.removeProperty(name);
    }
  }
  delete html.dataset.vendorTheme;
  for (const name of Array.from(document.body.classList)) {
    if (name.startsWith(LAYOUT_CLASS_PREFIX)) document.body.classList.remove(name);
  }
  document.getElementById(CUSTOM_CSS_ID)?.remove();
}
