/**
 * The two-letter sequences of a text, by code point (none for a single letter): a text holding
 * another holds each of its pairs, so a list of what holds each pair narrows a search for it.
 */
export function pairsOf(text: string): string[] {
  const letters = [...text];
  const pairs: string[] = [];
  for (let i = 0; i + 1 < letters.length; i++) pairs.push(letters[i]! + letters[i + 1]!);
  return pairs;
}
