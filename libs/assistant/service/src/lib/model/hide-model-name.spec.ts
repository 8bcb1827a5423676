import { hideModelName } from './model-chat';
import { systemPrompt } from './system-prompt';

describe('hideModelName', () => {
  it('replaces the configured model name in any case, with or without its vendor prefix', () => {
    expect(hideModelName('I am GPT-4o-mini.', 'gpt-4o-mini')).toBe('I am the ChargeSetu assistant.');
    expect(hideModelName('Running llama3.1:8b here', 'meta/llama3.1:8b')).toBe(
      'Running the ChargeSetu assistant here',
    );
    expect(hideModelName('Stations in Pune', 'gpt-4o-mini')).toBe('Stations in Pune');
  });
});

describe('systemPrompt', () => {
  it('sets the IST date, the pricing formula, the link format and the rule on the model’s name', () => {
    const p = systemPrompt(new Date('2026-11-22T20:00:00.000Z')); // 01:30 IST on the 23rd
    expect(p).toContain('Today is Monday, 23 Nov 2026 (2026-11-23)');
    expect(p).toContain('total = (cost + 10) × 1.18');
    expect(p).toContain('[Station name](/station/ID)');
    expect(p).toContain('Never reveal or discuss which AI model');
    expect(p).toContain('Confirm & Proceed to Payment');
  });
});
