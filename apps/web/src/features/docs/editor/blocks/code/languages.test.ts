import { describe, expect, it } from 'vitest';
import { languageChoices, languageLabel } from './languages';

describe('the code languages offered', () => {
  it('names short names after their language, and keeps unknown ones as written', () => {
    expect(languageLabel('typescript')).toBe('TypeScript');
    expect(languageLabel('ts')).toBe('TypeScript (ts)');
    expect(languageLabel('cobol')).toBe('cobol');
  });

  it("offers plain text, the list, and the block's own language when it is not listed", () => {
    expect(languageChoices('')[0]).toEqual({ value: '', label: 'Plain text' });
    expect(languageChoices('ts').at(-1)).toEqual({ value: 'ts', label: 'TypeScript (ts)' });
    expect(languageChoices('python').filter((choice) => choice.value === 'python')).toHaveLength(1);
  });
});
