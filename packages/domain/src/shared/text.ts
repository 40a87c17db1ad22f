// What text may hold: the one check of control characters and broken UTF-16 that every input boundary uses.

/** Line breaks and tabs: the only control characters multi-line text (a message, a bio) may hold. */
export const MULTILINE_WHITESPACE = '\t\n\r';

const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f);
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * The first character that has no place in text a user sends, or null: a control character (C0, DEL, C1) other than
 * those in `allowed`, or half of a UTF-16 surrogate pair (PostgreSQL rejects NUL and cannot store a lone surrogate).
 */
export function forbiddenCharacterIn(text: string, allowed = ''): string | null {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(i + 1))) {
      i += 1;
      continue;
    }
    if (isHighSurrogate(code) || isLowSurrogate(code)) return text.charAt(i);
    if (isControl(code) && !allowed.includes(text.charAt(i))) return text.charAt(i);
  }
  return null;
}

/** A readable name for a forbidden character in an error message, e.g. 'U+0000'. */
export const describeCharacter = (char: string) =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
