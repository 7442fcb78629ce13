/**
 * CSS escapes decoded (\75 rl -> url, \u -> u) and comments removed, so a check reads what
 * the browser would read. Used for the sanitiser's final assertion.
 */
export function decodeCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/\\\r?\n/g, '')
    .replace(/\\([0-9a-f]{1,6})[ \t\r\n\f]?/gi, (_, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : '\ufffd';
    })
    .replace(/\\([\s\S])/g, '$1');
}

/** Text that must never appear in served CSS, whatever happened before. */
const forbidden = [
  '<',
  'url(',
  '@import',
  'expression(',
  'javascript:',
  'behavior',
  '-moz-binding',
];

export function containsForbidden(css: string): boolean {
  const plain = decodeCss(css).toLowerCase().replace(/\s+/g, '');
  return forbidden.some((needle) => plain.includes(needle.replace(/\s+/g, '')));
}
