import { describe, expect, it } from 'vitest';
import { parseInline, parseLightMarkdown } from './light-markdown';

describe('parseInline', () => {
  it('reads bold and app links, nested', () => {
    expect(parseInline('Try **[Tata Power](/station/12)** at ₹18/kWh')).toEqual([
      { kind: 'text', text: 'Try ' },
      {
        kind: 'bold',
        children: [
          {
            kind: 'link',
            href: '/station/12',
            external: false,
            children: [{ kind: 'text', text: 'Tata Power' }],
          },
        ],
      },
      { kind: 'text', text: ' at ₹18/kWh' },
    ]);
  });

  it('keeps unsafe link targets as plain text', () => {
    expect(parseInline('[click](javascript:alert%281%29)')).toEqual([{ kind: 'text', text: 'click' }]);
    expect(parseInline('[x](//evil.example)')).toEqual([{ kind: 'text', text: 'x' }]);
  });

  it('marks http(s) links as external', () => {
    expect(parseInline('[BEE](https://beeindia.gov.in)')[0]).toMatchObject({ kind: 'link', external: true });
  });

  it('reads inline code without parsing inside it', () => {
    expect(parseInline('Open `/payment/**id**` now')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'code', text: '/payment/**id**' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('leaves an unclosed marker as text', () => {
    expect(parseInline('2 ** 3')).toEqual([{ kind: 'text', text: '2 ** 3' }]);
  });
});

describe('parseLightMarkdown', () => {
  it('splits paragraphs on blank lines and groups list lines', () => {
    const blocks = parseLightMarkdown('Stations in **Pune**:\n\n- One\n- Two\n\n1. Book\n2. Pay\nDone');
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'list', 'list', 'paragraph']);
    expect(blocks[1]).toMatchObject({ ordered: false, items: [[{ text: 'One' }], [{ text: 'Two' }]] });
    expect(blocks[2]).toMatchObject({ ordered: true, items: [[{ text: 'Book' }], [{ text: 'Pay' }]] });
  });

  it('keeps consecutive lines in one paragraph and drops heading marks', () => {
    expect(parseLightMarkdown('### Tips\nline one\nline two')).toEqual([
      {
        kind: 'paragraph',
        lines: [
          [{ kind: 'text', text: 'Tips' }],
          [{ kind: 'text', text: 'line one' }],
          [{ kind: 'text', text: 'line two' }],
        ],
      },
    ]);
  });

  it('returns nothing for blank input', () => {
    expect(parseLightMarkdown('\n \n')).toEqual([]);
  });
});
