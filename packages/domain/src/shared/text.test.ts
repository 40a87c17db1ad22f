// Tests of the text check every input boundary uses: control characters and lone surrogates are found, pairs are not.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countText } from './count-text.js';
import { describeCharacter, forbiddenCharacterIn, MULTILINE_WHITESPACE } from './text.js';

describe('forbiddenCharacterIn', () => {
  it('finds NUL, other C0, DEL and C1 control characters, and names them', () => {
    for (const char of ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(forbiddenCharacterIn(`ab${char}cd`)).toBe(char);
    }
    expect(describeCharacter('\u0000')).toBe('U+0000');
  });
  it('allows tabs and line breaks only where the caller allows them', () => {
    expect(forbiddenCharacterIn('a\nb', MULTILINE_WHITESPACE)).toBeNull();
    expect(forbiddenCharacterIn('a\nb')).toBe('\n');
    expect(forbiddenCharacterIn('a\u0000b', MULTILINE_WHITESPACE)).toBe('\u0000');
  });
  it('refuses half a surrogate pair and accepts a whole one', () => {
    expect(forbiddenCharacterIn('x\ud83dy')).toBe('\ud83d');
    expect(forbiddenCharacterIn('x\ude00')).toBe('\ude00');
    expect(forbiddenCharacterIn('trip 😀 ünïcode ✓')).toBeNull();
  });
  it('accepts exactly the well-formed strings without control characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const hasControl = [...text].some((c) => {
          const code = c.charCodeAt(0);
          return c.length === 1 && (code <= 0x1f || (code >= 0x7f && code <= 0x9f));
        });
        expect(forbiddenCharacterIn(text) === null).toBe(text.isWellFormed() && !hasControl);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('forbidden characters: the edges of the control ranges', () => {
  it('the last C0 control (U+001F) is refused and named in upper-case hex', () => {
    expect(forbiddenCharacterIn('a\u001fb')).toBe('\u001f');
    expect(describeCharacter('\u001f')).toBe('U+001F');
    expect(describeCharacter('\u009f')).toBe('U+009F');
    expect(describeCharacter(' ')).toBe('U+0020');
  });
});

describe('a count with its noun', () => {
  it('is singular for one only', () => {
    expect(countText(1, 'night')).toBe('1 night');
    expect(countText(2, 'night')).toBe('2 nights');
    expect(countText(0, 'traveler')).toBe('0 travelers');
  });
});
