import { escapeMarkdown } from './escape-markdown';

describe('escapeMarkdown', () => {
  it('leaves ordinary names and addresses as they are', () => {
    for (const text of [
      'Zeon Charging – UB City',
      'GT Road (NH 44), Karnal',
      'MH 12 AB-1234',
      'Type 2 (Mennekes)',
      'Café & Lounge, 24/7',
      '4.5 stars!',
    ]) {
      expect(escapeMarkdown(text)).toBe(text);
    }
  });

  it('escapes links and images, so they read as text', () => {
    expect(escapeMarkdown('[click](https://evil.example)')).toBe('\\[click\\](https://evil.example)');
    expect(escapeMarkdown('![x](//evil)')).toBe('!\\[x\\](//evil)');
    expect(escapeMarkdown('<https://evil.example>')).toBe('\\<https://evil.example\\>');
  });

  it('escapes emphasis, code, strikethrough, table cells, headings and the backslash itself', () => {
    expect(escapeMarkdown('*b* **s** _i_ `c` ~~x~~ a|b #1 \\')).toBe(
      '\\*b\\* \\*\\*s\\*\\* \\_i\\_ \\`c\\` \\~\\~x\\~\\~ a\\|b \\#1 \\\\',
    );
  });

  it('keeps the text on its line: line breaks and other control characters become spaces', () => {
    expect(escapeMarkdown('Tata\n- [x](/evil)\r\n# big\u2028\tEV\u0000')).toBe(
      'Tata - \\[x\\](/evil)  \\# big  EV ',
    );
  });

  it('escapes a list, quote or underline mark that would start a line', () => {
    expect(escapeMarkdown('- item')).toBe('\\- item');
    expect(escapeMarkdown('  + item')).toBe('  \\+ item');
    expect(escapeMarkdown('=== ')).toBe('\\=== ');
    expect(escapeMarkdown('1. first')).toBe('1\\. first');
    expect(escapeMarkdown('12) twelfth')).toBe('12\\) twelfth');
    expect(escapeMarkdown('> quoted')).toBe('\\> quoted');
    // Only at the start: inside a name these are plain text.
    expect(escapeMarkdown('Sector 1. Noida - East')).toBe('Sector 1. Noida - East');
    expect(escapeMarkdown('-40 °C, 4.5 kW, 2)x')).toBe('-40 °C, 4.5 kW, 2)x');
    expect(escapeMarkdown('---')).toBe('\\---');
  });

  it('turns every special character into a literal one: unescaping gives back the text', () => {
    const text = '[a](b) ![c](//d) *e* _f_ `g` <h> ~i~ |j| #k \\l';
    const unescaped = escapeMarkdown(text).replace(/\\([!-/:-@[-`{-~])/g, '$1');
    expect(unescaped).toBe(text);
  });
});
