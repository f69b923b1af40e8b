import { describe, expect, it } from 'vitest';
import { shortName } from './lineup-results';

// Nine slots share a lineup row: a player shows as "A. Wood", a defense by its one name.
describe('lineup cell names', () => {
  it('shortens the first name to its initial and keeps the rest', () => {
    expect(shortName('Andrew Wood')).toBe('A. Wood');
    expect(shortName('Amon-Ra St. Brown')).toBe('A. St. Brown');
    expect(shortName('  Kenneth Walker III ')).toBe('K. Walker III');
  });
  it('keeps a one-word name whole', () => {
    expect(shortName('Seahawks')).toBe('Seahawks');
  });
});
