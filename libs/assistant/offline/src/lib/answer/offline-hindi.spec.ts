import { ASSISTANT_EXAMPLE_QUESTIONS } from '@chargesetu/shared/contracts';
import { aBooking, aVehicle, memoryData, smallCatalogue } from '../../testing';
import { hindiToKeywords } from '../understand/hindi-words';
import { understand, type Intent } from '../understand/understand';
import { answerOffline } from './offline-assistant';

const stations = smallCatalogue();
const NOW = new Date('2026-11-22T04:30:00.000Z');
const DEVANAGARI = /[\u0900-\u097F]/;

describe('understand: Hindi and Hinglish questions', () => {
  it.each<[string, Intent]>([
    ['मुंबई में चार्जिंग स्टेशन दिखाओ', 'find_stations'],
    ['दिल्ली में स्टेशन कहाँ है?', 'find_stations'],
    ['बेंगलुरु के पास फ़ास्ट चार्जर', 'fast_chargers'],
    ['मेरी बुकिंग दिखाओ', 'my_bookings'],
    ['मेरी आने वाली बुकिंग कौन-सी हैं?', 'my_bookings'],
    ['स्लॉट कैसे बुक करें?', 'how_to_book'],
    ['बुकिंग कैसे करें', 'how_to_book'],
    ['भुगतान कैसे करें?', 'how_to_pay'],
    ['बुकिंग रद्द कैसे करें?', 'how_to_cancel'],
    ['charging kaise shuru karein?', 'how_to_charge'],
    ['चार्जिंग कैसे शुरू करें?', 'how_to_charge'],
    ['60 kW पर 30 मिनट चार्ज करने में कितना खर्च आएगा?', 'cost_estimate'],
    ['पुणे में सबसे सस्ता चार्जर', 'cheapest'],
    ['मेरे पास का चार्जर', 'nearest_open'],
    ['नमस्ते', 'greeting'],
    ['धन्यवाद', 'thanks'],
    ['CCS2 क्या है?', 'connector_info'],
  ])('%s -> %s', (q, intent) => {
    expect(understand(q, { stations, now: NOW }).intent).toBe(intent);
  });

  it('reads Hindi city names as the places they are, and leaves English questions as they were', () => {
    expect(understand('मुंबई में स्टेशन', { stations, now: NOW }).place).toMatchObject({ city: 'Mumbai' });
    expect(understand('बेंगलुरु में स्टेशन', { stations, now: NOW }).place).toMatchObject({ city: 'Bengaluru' });
    for (const q of ASSISTANT_EXAMPLE_QUESTIONS) expect(hindiToKeywords(q)).toBe(q);
    // A Hindi word inside another is not a keyword: "कल" (tomorrow) is not read in "निकला".
    expect(hindiToKeywords('गाड़ी निकला')).toBe('car निकला');
    expect(hindiToKeywords('२० kWh')).toBe('20 kWh');
  });
});

describe('answerOffline in Hindi', () => {
  const hi = (q: string, data = memoryData({ stations })) => answerOffline(q, data, { now: NOW, lang: 'hi' });

  it('lists stations in Hindi with Hindi-formatted prices, names and technical terms as they are', async () => {
    const a = await hi('मुंबई में चार्जिंग स्टेशन दिखाओ');
    expect(a.intent).toBe('find_stations');
    const mumbai = stations.filter((s) => s.address.city === 'Mumbai');
    expect(a.message).toContain(`**${mumbai.length} स्टेशन**`);
    expect(a.message).toContain('(सबसे अच्छी रेटिंग पहले)');
    expect(a.message).toMatch(/kW \((AC|DC)\), ₹\d+\.\d{2}\/kWh/);
    for (const s of mumbai) expect(a.message).toContain(`(/station/${s.id})`);
    expect(a.message).not.toMatch(/best rated|Tap a station/);
  });

  it('answers the same question in English when English is asked for', async () => {
    const a = await answerOffline('stations in Mumbai', memoryData({ stations }), { now: NOW });
    expect(a.message).toContain('(best rated first)');
    expect(a.message).not.toMatch(DEVANAGARI);
  });

  it('explains booking, paying and charging in Hindi', async () => {
    const book = await hi('बुकिंग कैसे करें?');
    expect(book.message).toContain('**चार्जिंग स्लॉट कैसे बुक करें:**');
    expect(book.message).toContain('0.5 घंटा');
    const pay = await hi('भुगतान कैसे करें?');
    expect(pay.message).toContain('**बुकिंग का भुगतान कैसे करें:**');
    expect(pay.message).toContain('₹10.00 प्लेटफ़ॉर्म फ़ीस');
    expect((await hi('charging kaise shuru karein?')).message).toContain('**चार्जिंग कैसे शुरू (और बंद) करें:**');
  });

  it("lists the driver's bookings with Hindi dates and amounts", async () => {
    const station = stations[0];
    const booking = aBooking(station, { startTime: '2026-11-23T04:30:00.000Z' });
    const a = await hi('मेरी बुकिंग दिखाओ', memoryData({ stations, bookings: [booking] }));
    expect(a.intent).toBe('my_bookings');
    expect(a.message).toContain('**आने वाली बुकिंग (1):**');
    expect(a.message).toContain('23 नवंबर 2026, 10:00 AM – 10:30 AM');
    expect(a.message).toContain('अनुमान ₹600.00 (फ़ीस और GST के साथ ₹719.80)');
    expect(a.message).toContain('[My Bookings](/bookings)');
    expect((await hi('मेरी बुकिंग', memoryData({ stations, bookings: [] }))).message).toContain(
      'आपकी अभी कोई बुकिंग नहीं है',
    );
  });

  it('greets, thanks and admits not understanding in Hindi', async () => {
    expect((await hi('नमस्ते')).message).toMatch(/^नमस्ते! मैं ChargeSetu असिस्टेंट हूँ।/);
    expect((await hi('धन्यवाद')).message).toContain('मदद करके खुशी हुई!');
    expect((await hi('xyzzy')).message).toMatch(/^माफ़ कीजिए, मैं ठीक से समझ नहीं पाया।/);
  });

  it('estimates a charging cost in Hindi with the formula spelled out', async () => {
    const a = await hi('60 kW पर 30 मिनट चार्ज करने में कितना खर्च आएगा?');
    expect(a.intent).toBe('cost_estimate');
    expect(a.message).toMatch(/^\*\*भारत\*\* में 60 kW पर 30 मिनट चार्जिंग — \d+ स्टेशनों पर हो सकती है। सबसे सस्ता: /);
    expect(a.message).toMatch(
      /- चार्जिंग: ₹\d+\.\d{2}\/kWh × 60 kW × 30 मिनट \(30 kWh\) = \*\*₹[\d,]+\.\d{2}\*\*/,
    );
    expect(a.message).toContain('- प्लेटफ़ॉर्म फ़ीस: ₹10.00');
    expect(a.message).toMatch(/- \*\*कुल: ₹[\d,]+\.\d{2}\*\*/);
  });

  it('names the cheapest chargers and explains prices in Hindi', async () => {
    const cheap = await hi('पुणे में सबसे सस्ता चार्जर');
    expect(cheap.message).toMatch(
      /^\*\*Pune, Maharashtra\*\* में चार्जिंग की सबसे सस्ती जगहें|^\*\*Pune\*\* में चार्जिंग की सबसे सस्ती जगहें|चार्जर नहीं मिले/,
    );
    const prices = await hi('मुंबई में चार्जिंग की कीमत');
    expect(prices.intent).toBe('prices');
    expect(prices.message).toContain('सबसे कम कीमतें:');
    expect(prices.message).toContain('₹10 प्लेटफ़ॉर्म फ़ीस');
  });

  it('says which connector a car uses in Hindi', async () => {
    const a = await hi('Tata Nexon EV में कौन-सा कनेक्टर लगता है?');
    expect(a.intent).toBe('vehicle_connector');
    expect(a.message).toMatch(
      /^\*\*Tata Nexon EV[^*]*\*\* में DC फ़ास्ट चार्जिंग के लिए \*\*CCS2\*\* और AC चार्जिंग के लिए \*\*Type 2\*\* लगता है।/,
    );
    expect(a.message).toMatch(/\*\*\d+ स्टेशनों\*\* पर CCS2 है/);
  });

  it('finds fast chargers in Hindi', async () => {
    const a = await hi('बेंगलुरु के पास फ़ास्ट चार्जर');
    expect(a.intent).toBe('fast_chargers');
    expect(a.message).toMatch(/फ़ास्ट चार्जिंग \(100 kW या ज़्यादा\)/);
  });

  it('describes a station and its free slots in Hindi, with Hindi dates', async () => {
    const ub = stations.find((s) => s.name.endsWith('UB City'))!;
    const details = await hi('UB City');
    expect(details.intent).toBe('station_details');
    expect(details.message).toMatch(
      new RegExp(`^\\*\\*\\[${ub.name}\\]\\(/station/${ub.id}\\)\\*\\* — ऑपरेटर: `),
    );
    expect(details.message).toContain('- चार्जर: ');
    // The hours and power labels in Hindi too, as the station page shows them.
    const hours = details.message.split('\n').find((l) => l.startsWith('- समय: '));
    expect(hours).toMatch(DEVANAGARI);
    expect(hours).not.toMatch(/Daily|Open|Closed|Hours not available/);
    const data = memoryData({
      stations,
      slots: {
        [ub.id]: [
          { time: '18:00', available: false },
          { time: '18:30', available: true },
        ],
      },
    });
    const slots = await hi('UB City में कल खाली स्लॉट', data);
    expect(slots.intent).toBe('availability');
    expect(slots.message).toContain('कल (23 नवंबर 2026)');
    expect(slots.message).toContain('**2 में से 1** स्लॉट खाली हैं');
    expect(slots.message).toContain('- शाम: 6:30 PM');
  });

  it('says in Hindi that it needs the location for the nearest charger', async () => {
    const a = await hi('मेरे पास का चार्जर');
    expect(a.intent).toBe('nearest_open');
    expect(a.message).toMatch(/^मैं नहीं बता सकता कि सबसे पास कौन-सा चार्जर है/);
  });

  it('names the nearest open station in Hindi, with its distance and next free slot today', async () => {
    const ub = stations.find((s) => s.name.endsWith('UB City'))!;
    const data = memoryData({
      stations,
      slots: { [ub.id]: [{ time: '18:30', available: true }] },
      location: { latitude: ub.latitude, longitude: ub.longitude },
    });
    const a = await hi('मेरे पास का चार्जर', data);
    expect(a.message).toMatch(
      new RegExp(
        `^अभी \\(10:00 AM IST\\) खुला सबसे पास का स्टेशन \\*\\*\\[${ub.name}\\]\\(/station/${ub.id}\\)\\*\\* है, सीधी दूरी में \\*\\*0\\.0 km\\*\\*।`,
      ),
    );
    expect(a.message).toContain('- आज का अगला खाली 30 मिनट का स्लॉट: **6:30 PM**');
    expect(a.message).not.toMatch(/Daily|km away/);
    expect(a.message).toContain(`[${ub.name} पर 30 मिनट का स्लॉट बुक करें](/booking/${ub.id})`);
  });

  it('works out charging time and lists the driver’s vehicles in Hindi', async () => {
    const time = await hi('Nexon EV को 20% से 80% चार्ज करने में कितना समय लगेगा?');
    expect(time.intent).toBe('charging_time');
    expect(time.message).toMatch(/को 20% से 80% तक चार्ज करने के लिए लगभग \*\*[\d.]+ kWh\*\* चाहिए।/);
    expect(time.message).toMatch(/- 60 kW \(DC\) पर: लगभग \*\*\d+ मिनट\*\*/);
    const mine = await hi('मेरी गाड़ियाँ', memoryData({ stations, vehicles: [aVehicle()] }));
    expect(mine.intent).toBe('my_vehicles');
    expect(mine.message).toMatch(/^आपकी गाड़ियाँ:/);
    expect(mine.message).toMatch(new RegExp(`\\*\\*${stations.length} में से \\d+\\*\\* स्टेशनों के लायक`));
  });

  it('opens every answer in Hindi, whatever the intent', async () => {
    const data = memoryData({ stations, vehicles: [aVehicle()], bookings: [] });
    for (const q of [
      'नमस्ते',
      'मदद',
      'CCS2 क्या है?',
      'charging etiquette',
      'रेंज टिप्स',
      'पुणे में स्टेशन',
      'सबसे सस्ता चार्जर',
      'मुंबई में कीमत',
      'भुगतान कैसे करें',
      'बुकिंग रद्द कैसे करें',
      'मेरी बुकिंग',
      'Tata Nexon EV के लिए पुणे में स्टेशन',
      'which AI are you?',
    ]) {
      const firstLine = (await hi(q, data)).message.split('\n')[0];
      expect([q, firstLine.replace(/\[[^\]]*\]\([^)]*\)/g, '')]).toEqual([
        q,
        expect.stringMatching(DEVANAGARI),
      ]);
    }
  });
});
