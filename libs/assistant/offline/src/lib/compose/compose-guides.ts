// Offline answers that need no live data beyond counts: the app's steps, connector standards, tips.
import { ASSISTANT_EXAMPLE_QUESTIONS, type Station } from '@chargesetu/shared/contracts';
import { canonicalConnector } from '@chargesetu/shared/domain';
import { BOOKING_STEPS, CANCEL_STEPS, CHARGING_STEPS, PAYMENT_STEPS } from '../knowledge/app-guide';
import { CONNECTOR_GUIDE } from '../knowledge/connectors';
import { ETIQUETTE_TIPS, RANGE_TIPS } from '../knowledge/tips';
import { stationLink } from '../view/station-view';

const numbered = (steps: readonly string[]) => steps.map((s, i) => `${i + 1}. ${s}`);
const bullets = (items: readonly string[]) => items.map((s) => `- ${s}`);

export function composeHowTo(
  kind: 'book' | 'pay' | 'cancel' | 'charge',
  o: { station?: Station; alsoPay?: boolean; extra?: string[] } = {},
): string {
  const extra = o.extra ?? [];
  switch (kind) {
    case 'book': {
      const lines = ['**How to book a charging slot:**', '', ...numbered(BOOKING_STEPS)];
      if (o.station) lines.push('', `For ${stationLink(o.station)} you can start straight from its page.`);
      if (o.alsoPay) lines.push('', '**Then pay:**', '', ...numbered(PAYMENT_STEPS));
      return [...lines, ...extra].join('\n');
    }
    case 'pay':
      return ['**How to pay for a booking:**', '', ...numbered(PAYMENT_STEPS), ...extra].join('\n');
    case 'cancel':
      return ['**How to cancel a booking:**', '', ...numbered(CANCEL_STEPS), ...extra].join('\n');
    case 'charge':
      return ['**How to start (and stop) charging:**', '', ...numbered(CHARGING_STEPS), ...extra].join('\n');
  }
}

/** What connectors are, with how many stations offer each right now. */
export function composeConnectorInfo(connectors: readonly string[], stations: readonly Station[]): string {
  const wanted = connectors.length ? connectors.map(canonicalConnector) : Object.keys(CONNECTOR_GUIDE);
  const count = (type: string) =>
    stations.filter((s) => s.chargers.some((c) => canonicalConnector(c.type) === type)).length;
  const lines: string[] = [];
  for (const type of wanted) {
    const g = CONNECTOR_GUIDE[type];
    if (!g) continue;
    lines.push(
      `**${g.title}** — ${g.text} On ChargeSetu: **${count(type)} of ${stations.length} stations** have it.`,
      '',
    );
  }
  if (wanted.length >= 2 && wanted.includes('CCS2') && wanted.includes('CHAdeMO')) {
    lines.push(
      'In short: pick the one your car’s inlet takes — almost every new car in India uses CCS2; CHAdeMO is mostly the Nissan Leaf.',
    );
  } else {
    lines.push(
      'Your car’s inlet decides: add your vehicle with its connector types under [My Vehicles](/vehicles) and the booking screen only offers compatible chargers.',
    );
  }
  return lines.join('\n').trim();
}

export const composeEtiquette = () => ['**Charging etiquette:**', '', ...bullets(ETIQUETTE_TIPS)].join('\n');

export const composeRangeTips = () =>
  ['**Getting more range from your EV:**', '', ...bullets(RANGE_TIPS)].join('\n');

export const composeGreeting = () =>
  [
    'Namaste! I’m the ChargeSetu assistant. I can find stations and prices across India, estimate charging costs, check free slots, and help with your bookings and vehicles. Try:',
    '',
    ...ASSISTANT_EXAMPLE_QUESTIONS.map((q) => `- ${q}`),
  ].join('\n');

export const composeThanks = () =>
  'Happy to help! Ask me anytime about stations, prices, slots or your bookings. Safe driving! ⚡';

export const composeIdentity = () =>
  'I’m the ChargeSetu assistant: I answer from ChargeSetu’s live station, booking and vehicle data. Ask me about stations, prices, slots, costs or your bookings.';

export function composeHelp(unknown: boolean): string {
  return [
    unknown
      ? "I'm not sure I understood that. Here is what I can help with:"
      : 'Here is what I can help with:',
    '',
    '- **Stations**: "stations in Pune", "fast chargers near Gurgaon", "CHAdeMO in Hyderabad", "24/7 stations in Chennai"',
    '- **Prices and costs**: "cheapest charging in Mumbai", "cost to charge 30 kW for 1 hour at Zeon Charging – UB City"',
    '- **Slots**: "free slots at Lulu Mall Kochi tomorrow"',
    '- **Your account**: "show my bookings", "which stations fit my car?"',
    '- **Know-how**: "how do I book?", "what is CCS2?", "which connector does a Nexon EV use?", "range tips", "charging etiquette"',
  ].join('\n');
}
