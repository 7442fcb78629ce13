const urlInText = /https?:\/\/[^\s"'<>]+/g;
const hrefInHtml = /href\s*=\s*"(https?:\/\/[^"]+)"/gi;

/** HTML attribute values arrive entity-encoded; links are stored as a browser would follow them. */
function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The absolute URLs of a message, in order of appearance, each once. */
export function extractLinks(text: string, html: string): string[] {
  const found = [
    ...Array.from(text.matchAll(urlInText), (match) => match[0]),
    ...Array.from(html.matchAll(hrefInHtml), (match) => decodeEntities(match[1] ?? '')),
  ];
  return [...new Set(found.map((link) => link.replace(/[).,;]+$/, '')))].filter((link) =>
    URL.canParse(link),
  );
}
