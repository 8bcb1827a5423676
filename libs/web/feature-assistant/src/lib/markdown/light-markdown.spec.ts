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

  it('marks https links as external', () => {
    expect(parseInline('[BEE](https://beeindia.gov.in)')[0]).toMatchObject({ kind: 'link', external: true });
  });

  it('keeps off-site and non-https targets as plain text, with the words of the link', () => {
    for (const href of ['/\\evil.example', '\\\\evil.example', 'http://evil.example', '/%2F%2Fevil']) {
      expect(parseInline(`see [offer](${href}) now`)).toEqual([{ kind: 'text', text: 'see offer now' }]);
    }
    expect(parseInline('[**x**](data:text/html,hi)')).toEqual([
      { kind: 'bold', children: [{ kind: 'text', text: 'x' }] },
    ]);
  });

  it('reads a backslash before punctuation as that character, never as a marker', () => {
    expect(parseInline('**\\[click\\](https://evil.example) \\*a\\* \\_b\\_ \\`c\\`**')).toEqual([
      { kind: 'bold', children: [{ kind: 'text', text: '[click](https://evil.example) *a* _b_ `c`' }] },
    ]);
    expect(parseInline('!\\[x\\](//evil) \\\\ and C:\\path')).toEqual([
      { kind: 'text', text: '![x](//evil) \\ and C:\\path' },
    ]);
    expect(parseInline('[Lulu \\[Kochi\\]](/station/3)')).toEqual([
      {
        kind: 'link',
        href: '/station/3',
        external: false,
        children: [{ kind: 'text', text: 'Lulu [Kochi]' }],
      },
    ]);
  });

  it('keeps backslashes inside code as written', () => {
    expect(parseInline('`a\\*b`')).toEqual([{ kind: 'code', text: 'a\\*b' }]);
  });

  it('does not let a private-use character pose as an escaped one', () => {
    // U+E05C is the stand-in for an escaped backslash; typed as such it must not turn into one.
    expect(parseInline('[x](/\ue05cevil.example)')).toMatchObject([{ href: '/\ufffdevil.example' }]);
    expect(parseInline('a\ue02ab')).toEqual([{ kind: 'text', text: 'a\ufffdb' }]);
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

  it('reads an escaped list or heading mark at the start of a line as text', () => {
    expect(parseLightMarkdown('\\- not a list\n1\\. not a number\n\\# not a heading')).toEqual([
      {
        kind: 'paragraph',
        lines: [
          [{ kind: 'text', text: '- not a list' }],
          [{ kind: 'text', text: '1. not a number' }],
          [{ kind: 'text', text: '# not a heading' }],
        ],
      },
    ]);
  });

  it('returns nothing for blank input', () => {
    expect(parseLightMarkdown('\n \n')).toEqual([]);
  });
});
