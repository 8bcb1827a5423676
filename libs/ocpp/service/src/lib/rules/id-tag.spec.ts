import { CROCKFORD_BASE32, crockfordBase32, idTagFromBytes, ISSUED_ID_TAG, newIdTag, normalizeIdTag } from './id-tag';

describe('drivers’ idTags', () => {
  it('are CS and 16 Crockford base32 characters: 18 in all, within the OCPP IdToken limit of 20', () => {
    for (let i = 0; i < 200; i += 1) {
      const tag = newIdTag();
      expect(tag).toMatch(ISSUED_ID_TAG);
      expect(tag).toHaveLength(18);
      expect(tag).toBe(tag.toUpperCase());
      expect(tag.slice(2)).not.toMatch(/[ILOU]/);
    }
  });

  it('encode the 80 random bits exactly (the first and last characters included)', () => {
    expect(idTagFromBytes(new Uint8Array(10))).toBe('CS0000000000000000');
    expect(idTagFromBytes(new Uint8Array(10).fill(0xff))).toBe('CSZZZZZZZZZZZZZZZZ');
    // 5 bits per character, most significant first: 00001 00010 00011 … 10000.
    const bits = Array.from({ length: 16 }, (_, i) => (i + 1).toString(2).padStart(5, '0')).join('');
    const bytes = Uint8Array.from({ length: 10 }, (_, i) => parseInt(bits.slice(i * 8, i * 8 + 8), 2));
    expect(idTagFromBytes(bytes)).toBe(`CS${CROCKFORD_BASE32.slice(1, 17)}`);
    expect(crockfordBase32(Uint8Array.from([0xf8, 0x3e, 0x0f, 0x83, 0xe0]))).toBe('Z0Z0Z0Z0');
  });

  it('take their bits from the random source, 10 bytes of it', () => {
    const sizes: number[] = [];
    const tag = newIdTag((size) => {
      sizes.push(size);
      return new Uint8Array(size).fill(0x21);
    });
    expect(sizes).toEqual([10]);
    expect(tag).toBe(idTagFromBytes(new Uint8Array(10).fill(0x21)));
    expect(() => idTagFromBytes(new Uint8Array(9))).toThrow();
  });

  it('do not repeat, and use every character of the alphabet about evenly', () => {
    const tags = Array.from({ length: 5000 }, () => newIdTag());
    expect(new Set(tags).size).toBe(tags.length);
    const counts = new Map<string, number>();
    for (const t of tags) for (const c of t.slice(2)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect([...counts.keys()].sort().join('')).toBe(CROCKFORD_BASE32);
    // 80 000 characters over 32 symbols: 2500 each expected; a fair source stays well within ±15%.
    for (const n of counts.values()) {
      expect(n).toBeGreaterThan(2500 * 0.85);
      expect(n).toBeLessThan(2500 * 1.15);
    }
  });

  it('are compared without regard to case (OCPP CiString20)', () => {
    expect(normalizeIdTag('cs0a1b2c3d4e5f6g7h')).toBe('CS0A1B2C3D4E5F6G7H');
    expect(normalizeIdTag('CS0A1B2C3D4E5F6G7H')).toBe('CS0A1B2C3D4E5F6G7H');
  });
});
