import { describe, expect, it } from 'vitest';
import { chatMessages, messageToSend } from './chat-messages';

const GREETING =
  "Namaste! I'm the ChargeSetu assistant. Ask me about charging stations in your city, prices and cost estimates, connectors for your EV, or how to book, pay and start charging.";
const ERROR_REPLY = "I'm sorry, I couldn't process your request. Please try again later.";

const item = (id: number, query: string, response: string) => ({
  id,
  query,
  response,
  createdAt: '2026-11-22T05:00:00.000Z',
});

describe('chatMessages (docs/product.md §2.11 and §4)', () => {
  it('starts with the greeting, then each exchange as user then assistant', () => {
    const messages = chatMessages([item(1, 'Hi', 'Hello'), item(2, 'Price?', '₹18/kWh')], [], null);
    expect(messages.map((m) => [m.role, m.text])).toEqual([
      ['assistant', GREETING],
      ['user', 'Hi'],
      ['assistant', 'Hello'],
      ['user', 'Price?'],
      ['assistant', '₹18/kWh'],
    ]);
  });

  it('ends with the pending question and Thinking...', () => {
    const messages = chatMessages([], [], 'Stations in Pune');
    expect(messages.slice(-2)).toEqual([
      { key: 'pending-q', role: 'user', text: 'Stations in Pune' },
      { key: 'pending-a', role: 'assistant', text: 'Thinking...', thinking: true },
    ]);
  });

  it('shows a failed question with the error bubble', () => {
    const messages = chatMessages([], [{ key: 'f1', query: 'Hello?' }], null);
    expect(messages.slice(-2).map((m) => m.text)).toEqual(['Hello?', ERROR_REPLY]);
  });
});

describe('messageToSend (docs/product.md §5)', () => {
  it('trims the input', () => expect(messageToSend('  stations in Goa \n', false)).toBe('stations in Goa'));
  it('ignores blank input', () => expect(messageToSend(' \n\t', false)).toBeNull());
  it('ignores a send while a reply is pending', () => expect(messageToSend('again', true)).toBeNull());
});
