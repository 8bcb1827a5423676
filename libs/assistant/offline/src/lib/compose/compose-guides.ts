// Offline answers that need no live data beyond counts: the app's steps, connector standards, tips.
import { ASSISTANT_EXAMPLE_QUESTIONS, type Station } from '@chargesetu/shared/contracts';
import { canonicalConnector, type Language } from '@chargesetu/shared/domain';
import { BOOKING_STEPS, CANCEL_STEPS, CHARGING_STEPS, PAYMENT_STEPS } from '../knowledge/app-guide';
import { CONNECTOR_GUIDE } from '../knowledge/connectors';
import {
  BOOKING_STEPS_HI,
  CANCEL_STEPS_HI,
  CHARGING_STEPS_HI,
  CONNECTOR_GUIDE_HI,
  ETIQUETTE_TIPS_HI,
  EXAMPLE_QUESTIONS_HI,
  PAYMENT_STEPS_HI,
  RANGE_TIPS_HI,
} from '../knowledge/hindi';
import { ETIQUETTE_TIPS, RANGE_TIPS } from '../knowledge/tips';
import { stationLink } from '../view/station-view';

const STEPS = {
  en: { book: BOOKING_STEPS, pay: PAYMENT_STEPS, cancel: CANCEL_STEPS, charge: CHARGING_STEPS },
  hi: { book: BOOKING_STEPS_HI, pay: PAYMENT_STEPS_HI, cancel: CANCEL_STEPS_HI, charge: CHARGING_STEPS_HI },
} as const;

const HOW_TO_HEADS = {
  en: {
    book: '**How to book a charging slot:**',
    pay: '**How to pay for a booking:**',
    cancel: '**How to cancel a booking:**',
    charge: '**How to start (and stop) charging:**',
    thenPay: '**Then pay:**',
    fromPage: (link: string) => `For ${link} you can start straight from its page.`,
  },
  hi: {
    book: '**चार्जिंग स्लॉट कैसे बुक करें:**',
    pay: '**बुकिंग का भुगतान कैसे करें:**',
    cancel: '**बुकिंग कैसे रद्द करें:**',
    charge: '**चार्जिंग कैसे शुरू (और बंद) करें:**',
    thenPay: '**फिर भुगतान करें:**',
    fromPage: (link: string) => `${link} के लिए आप सीधे उसके पेज से शुरू कर सकते हैं।`,
  },
} as const;

const numbered = (steps: readonly string[]) => steps.map((s, i) => `${i + 1}. ${s}`);
const bullets = (items: readonly string[]) => items.map((s) => `- ${s}`);

export function composeHowTo(
  kind: 'book' | 'pay' | 'cancel' | 'charge',
  o: { station?: Station; alsoPay?: boolean; extra?: string[] } = {},
  lang: Language = 'en',
): string {
  const extra = o.extra ?? [];
  const head = HOW_TO_HEADS[lang];
  const steps = STEPS[lang];
  const lines = [head[kind], '', ...numbered(steps[kind])];
  if (kind === 'book') {
    if (o.station) lines.push('', head.fromPage(stationLink(o.station)));
    if (o.alsoPay) lines.push('', head.thenPay, '', ...numbered(steps.pay));
  }
  return [...lines, ...extra].join('\n');
}

/** What connectors are, with how many stations offer each right now. */
export function composeConnectorInfo(
  connectors: readonly string[],
  stations: readonly Station[],
  lang: Language = 'en',
): string {
  const guide = lang === 'hi' ? CONNECTOR_GUIDE_HI : CONNECTOR_GUIDE;
  const wanted = connectors.length ? connectors.map(canonicalConnector) : Object.keys(CONNECTOR_GUIDE);
  const count = (type: string) =>
    stations.filter((s) => s.chargers.some((c) => canonicalConnector(c.type) === type)).length;
  const lines: string[] = [];
  for (const type of wanted) {
    const g = guide[type];
    if (!g) continue;
    lines.push(
      lang === 'hi'
        ? `**${g.title}** — ${g.text} ChargeSetu पर: **${stations.length} में से ${count(type)} स्टेशनों** पर यह है।`
        : `**${g.title}** — ${g.text} On ChargeSetu: **${count(type)} of ${stations.length} stations** have it.`,
      '',
    );
  }
  if (wanted.length >= 2 && wanted.includes('CCS2') && wanted.includes('CHAdeMO')) {
    lines.push(
      lang === 'hi'
        ? 'संक्षेप में: वही चुनें जो आपकी कार का इनलेट लेता है — भारत में लगभग हर नई कार CCS2 इस्तेमाल करती है; CHAdeMO ज़्यादातर Nissan Leaf में है।'
        : 'In short: pick the one your car’s inlet takes — almost every new car in India uses CCS2; CHAdeMO is mostly the Nissan Leaf.',
    );
  } else {
    lines.push(
      lang === 'hi'
        ? 'यह आपकी कार के इनलेट पर निर्भर है: [My Vehicles](/vehicles) में अपनी गाड़ी उसके कनेक्टर टाइप के साथ जोड़ें, फिर बुकिंग स्क्रीन सिर्फ़ उसके लायक चार्जर दिखाएगी।'
        : 'Your car’s inlet decides: add your vehicle with its connector types under [My Vehicles](/vehicles) and the booking screen only offers compatible chargers.',
    );
  }
  return lines.join('\n').trim();
}

export const composeEtiquette = (lang: Language = 'en') =>
  lang === 'hi'
    ? ['**चार्जिंग के तौर-तरीके:**', '', ...bullets(ETIQUETTE_TIPS_HI)].join('\n')
    : ['**Charging etiquette:**', '', ...bullets(ETIQUETTE_TIPS)].join('\n');

export const composeRangeTips = (lang: Language = 'en') =>
  lang === 'hi'
    ? ['**अपनी EV से ज़्यादा रेंज कैसे पाएँ:**', '', ...bullets(RANGE_TIPS_HI)].join('\n')
    : ['**Getting more range from your EV:**', '', ...bullets(RANGE_TIPS)].join('\n');

export const composeGreeting = (lang: Language = 'en') =>
  lang === 'hi'
    ? [
        'नमस्ते! मैं ChargeSetu असिस्टेंट हूँ। मैं पूरे भारत में स्टेशन और कीमतें ढूँढ सकता हूँ, चार्जिंग का खर्च बता सकता हूँ, खाली स्लॉट देख सकता हूँ, और आपकी बुकिंग व गाड़ियों में मदद कर सकता हूँ। पूछकर देखें:',
        '',
        ...EXAMPLE_QUESTIONS_HI.map((q) => `- ${q}`),
      ].join('\n')
    : [
        'Namaste! I’m the ChargeSetu assistant. I can find stations and prices across India, estimate charging costs, check free slots, and help with your bookings and vehicles. Try:',
        '',
        ...ASSISTANT_EXAMPLE_QUESTIONS.map((q) => `- ${q}`),
      ].join('\n');

export const composeThanks = (lang: Language = 'en') =>
  lang === 'hi'
    ? 'मदद करके खुशी हुई! स्टेशन, कीमत, स्लॉट या अपनी बुकिंग के बारे में कभी भी पूछें। सुरक्षित चलाएँ! ⚡'
    : 'Happy to help! Ask me anytime about stations, prices, slots or your bookings. Safe driving! ⚡';

export const composeIdentity = (lang: Language = 'en') =>
  lang === 'hi'
    ? 'मैं ChargeSetu असिस्टेंट हूँ: ChargeSetu के लाइव स्टेशन, बुकिंग और गाड़ियों के डेटा से जवाब देता हूँ। मुझसे स्टेशन, कीमत, स्लॉट, खर्च या अपनी बुकिंग के बारे में पूछें।'
    : 'I’m the ChargeSetu assistant: I answer from ChargeSetu’s live station, booking and vehicle data. Ask me about stations, prices, slots, costs or your bookings.';

export function composeHelp(unknown: boolean, lang: Language = 'en'): string {
  if (lang === 'hi') {
    return [
      unknown ? 'माफ़ कीजिए, मैं ठीक से समझ नहीं पाया। मैं इनमें मदद कर सकता हूँ:' : 'मैं इनमें मदद कर सकता हूँ:',
      '',
      '- **स्टेशन**: "पुणे में स्टेशन", "गुरुग्राम के पास फ़ास्ट चार्जर", "हैदराबाद में CHAdeMO", "चेन्नई में 24/7 स्टेशन"',
      '- **कीमत और खर्च**: "मुंबई में सबसे सस्ती चार्जिंग", "60 kW पर 30 मिनट चार्ज करने में कितना खर्च आएगा?"',
      '- **स्लॉट**: "Lulu Mall Kochi में कल खाली स्लॉट"',
      '- **आपका अकाउंट**: "मेरी बुकिंग दिखाओ", "मेरी कार के लिए कौन-से स्टेशन ठीक हैं?"',
      '- **जानकारी**: "बुकिंग कैसे करें?", "CCS2 क्या है?", "Nexon EV में कौन-सा कनेक्टर लगता है?", "रेंज टिप्स", "चार्जिंग के तौर-तरीके"',
    ].join('\n');
  }
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
