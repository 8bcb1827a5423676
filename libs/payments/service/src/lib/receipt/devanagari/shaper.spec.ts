import { readFileSync } from 'node:fs';
import { glyphTexts } from './shaped-font';
import { createShaper, devanagariShaper, HARFBUZZ_WASM_PATH, NOTO_SANS_DEVANAGARI_PATH } from './shaper';

const cp = (s: string) => s.codePointAt(0)!;

describe('devanagariShaper (HarfBuzz over Noto Sans Devanagari)', () => {
  const shaper = devanagariShaper();

  it('is loaded once per process, from the font and wasm in node_modules', () => {
    expect(devanagariShaper()).toBe(shaper);
    expect(NOTO_SANS_DEVANAGARI_PATH()).toMatch(/NotoSansDevanagari_400Regular\.ttf$/);
    expect(HARFBUZZ_WASM_PATH()).toMatch(/harfbuzz\.wasm$/);
    expect(shaper.unitsPerEm).toBe(1000);
    expect(shaper.fontBytes.length).toBe(readFileSync(NOTO_SANS_DEVANAGARI_PATH()).length);
  });

  it('draws a conjunct as the one ligature glyph the font designs, not its three code points', () => {
    const glyphs = shaper.shape('क्ष');
    expect(glyphs).toHaveLength(1);
    const naive = ['क', '्', 'ष'].map((c) => shaper.nominalGlyph(cp(c)));
    expect(naive.every((g) => g > 0)).toBe(true);
    expect(naive).not.toContain(glyphs[0].glyph);
  });

  it('puts the i-matra before its consonant (visual order), both in the first cluster', () => {
    const glyphs = shaper.shape('कि');
    expect(glyphs.map((g) => g.cluster)).toEqual([0, 0]);
    expect(glyphs[1].glyph).toBe(shaper.nominalGlyph(cp('क')));
    expect(glyphs[0].glyph).not.toBe(shaper.nominalGlyph(cp('क')));
    // The naive per-code-point order would draw क first.
    expect(glyphs.map((g) => g.glyph)).not.toEqual([cp('क'), cp('ि')].map((c) => shaper.nominalGlyph(c)));
    expect(glyphTexts('कि', glyphs)).toEqual(['क', 'ि']);
  });

  it('shapes Latin, digits and the rupee sign one glyph per character', () => {
    const text = 'CCS2 ₹1,234.50';
    const glyphs = shaper.shape(text);
    expect(glyphs.map((g) => g.glyph)).toEqual(Array.from(text).map((c) => shaper.nominalGlyph(cp(c))));
    expect(glyphs.every((g) => g.glyph > 0 && shaper.advance(g.glyph) > 0)).toBe(true);
    expect(glyphs.map((g) => g.cluster)).toEqual(Array.from(text, (_, i) => i));
  });

  it('shares a word out over its glyphs so the text reads back in order', () => {
    for (const word of ['रसीद', 'भुगतान', 'स्थिति', 'ट्रांज़ैक्शन', 'प्लेटफ़ॉर्म फ़ीस']) {
      const glyphs = shaper.shape(word);
      expect(glyphTexts(word, glyphs).join('')).toBe(word);
    }
    expect(shaper.shape('')).toEqual([]);
  });

  it('keeps separate shapers apart (a second instance over the same files shapes the same)', () => {
    const other = createShaper(readFileSync(NOTO_SANS_DEVANAGARI_PATH()), readFileSync(HARFBUZZ_WASM_PATH()));
    expect(other.shape('चार्जिंग')).toEqual(shaper.shape('चार्जिंग'));
  });
});
