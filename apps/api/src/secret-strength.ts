/**
 * Is a signing secret fit for production? AUTH_SECRET signs the tokens that confirm an email
 * address (an address in ADMIN_EMAILS becomes administrator) and the session cookies, so a
 * guessable secret is an account-takeover path. Refused: anything published (the old
 * development default was in the source), anything short, and anything that is long but
 * carries little randomness (one character repeated, a short pattern repeated, a run of
 * consecutive characters, a placeholder sentence). `openssl rand -base64 48` always passes.
 */

const MIN_SECRET_LENGTH = 32;

/** Secrets that have been public: the development default earlier releases shipped. */
const PUBLISHED_SECRETS = new Set(['souq-development-secret-do-not-use-in-production']);

/** Words that mark a placeholder someone forgot to replace (6+ letters: never by chance). */
const PLACEHOLDER_WORDS = [
  'secret',
  'password',
  'changeme',
  'change-me',
  'example',
  'placeholder',
  'development',
  'production',
];

/**
 * Bits of randomness below which a secret is refused, estimated from its characters. The
 * estimate undercounts short random text: 32 hex digits (`openssl rand -hex 16`, 128 real
 * bits) measured as low as 2.77 bits a character in 300,000 draws, and 1 in 10,000 fell under
 * 3, so the floor sits well below what random secrets show and far above repeated text.
 */
const MIN_ESTIMATED_BITS = 80;
const MIN_BITS_PER_CHARACTER = 2.5;

/** Why the secret is unfit, as the end of a sentence, or null when it is fine. */
export function secretWeakness(secret: string): string | null {
  if (PUBLISHED_SECRETS.has(secret)) return 'is a published development secret';
  if (secret.length < MIN_SECRET_LENGTH) {
    return `is shorter than ${MIN_SECRET_LENGTH} characters`;
  }
  const lower = secret.toLowerCase();
  const word = PLACEHOLDER_WORDS.find((w) => lower.includes(w));
  if (word) return `looks like a placeholder (it contains "${word}")`;
  const perCharacter = shannonBitsPerCharacter(secret);
  if (perCharacter < MIN_BITS_PER_CHARACTER || perCharacter * secret.length < MIN_ESTIMATED_BITS) {
    return 'has too little randomness (too few different characters)';
  }
  if (distinctTrigramShare(secret) < 0.5) return 'repeats a short pattern';
  if (consecutiveShare(secret) > 0.5) return 'is mostly a run of consecutive characters';
  return null;
}

/** Shannon entropy of the character distribution: an upper bound on randomness per character. */
function shannonBitsPerCharacter(text: string): number {
  const counts = new Map<string, number>();
  for (const character of text) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** Share of distinct three-character windows: 'abcdabcdabcd…' repeats, random text does not. */
function distinctTrigramShare(text: string): number {
  const windows = text.length - 2;
  const seen = new Set<string>();
  for (let i = 0; i < windows; i++) seen.add(text.slice(i, i + 3));
  return seen.size / windows;
}

/** Share of neighbours one code point apart ('abcdef…', '987654…'). */
function consecutiveShare(text: string): number {
  let runs = 0;
  for (let i = 1; i < text.length; i++) {
    if (Math.abs(text.charCodeAt(i) - text.charCodeAt(i - 1)) === 1) runs++;
  }
  return runs / (text.length - 1);
}
