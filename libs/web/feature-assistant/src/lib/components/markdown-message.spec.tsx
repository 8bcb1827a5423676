import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MarkdownMessage } from './markdown-message';

// An answer a model could be talked into writing, or that echoes hostile station and vehicle names.
const HOSTILE = [
  'Try [Tata Power](/station/12) first.',
  '- [backslash](/\\evil.example)',
  '- [protocol-relative](//evil.example)',
  '- [double backslash](\\\\evil.example)',
  '- [tab](/\t/evil.example)',
  '- [encoded](/%2F%2Fevil.example)',
  '- [encoded backslash](/%5Cevil.example)',
  '- [plain http](http://evil.example)',
  '- [script](javascript:alert(1))',
  '- [data](data:text/html,hi)',
  '- [relative](evil.example/page)',
  '- ![image](//evil.example/x.png)',
  'Your car: **\\[click\\](https://evil.example)** \\*new\\* \\_fast\\_ \\`code\\`',
].join('\n');

function renderAnswer(text: string) {
  return render(
    <MemoryRouter>
      <MarkdownMessage text={text} />
    </MemoryRouter>,
  );
}

describe('MarkdownMessage', () => {
  it('when an answer holds off-site or script links, renders them as text and no anchor leaves the app', () => {
    const { container } = renderAnswer(HOSTILE);
    const anchors = [...container.querySelectorAll('a')];
    // The browser's own reading of each href: "/\evil.example" resolves to http://evil.example/.
    for (const a of anchors) expect(new URL(a.href).origin).toBe(window.location.origin);
    expect(anchors.map((a) => a.getAttribute('href'))).toEqual(['/station/12']);
    const items = [...container.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual([
      'backslash',
      'protocol-relative',
      'double backslash',
      '[tab](/\t/evil.example)', // whitespace ends a link target: never a link at all
      'encoded',
      'encoded backslash',
      'plain http',
      'script)',
      'data',
      'relative',
      '!image',
    ]);
    expect(container.textContent).toContain('Your car: [click](https://evil.example) *new* _fast_ `code`');
  });

  it('opens https links in a new tab without handing over the opener or referrer', () => {
    renderAnswer('See [BEE](https://beeindia.gov.in/ev) and [your bookings](/bookings).');
    const external = screen.getByRole('link', { name: 'BEE' });
    expect(external.getAttribute('href')).toBe('https://beeindia.gov.in/ev');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    const internal = screen.getByRole('link', { name: 'your bookings' });
    expect(internal.getAttribute('href')).toBe('/bookings');
    expect(internal.getAttribute('target')).toBeNull();
  });
});
