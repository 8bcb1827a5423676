// Hindi (Devanagari) and Hinglish questions, read as the English keywords the intent rules know:
// "मुंबई में स्टेशन" -> "mumbai in station", "मेरी बुकिंग" -> "my bookings", "charging kaise" -> "how to start
// charging". Place names, connectors and figures then read as they do in English.

const DEVANAGARI = '\\u0900-\\u097F';

/** [Hindi or Hinglish words, English keywords], longest phrases first. */
const WORDS: ReadonlyArray<[string, string]> = [
  // Phrases
  ['चार्जिंग कैसे (शुरू|चालू) (करें|करूँ|करूं|करे)', 'how to start charging'],
  ['चार्जिंग कैसे (बंद|रोकें)', 'how to stop charging'],
  ['चार्जिंग कैसे', 'how to start charging'],
  ['charging kaise', 'how to start charging'],
  ['charge kaise', 'how to start charging'],
  ['(मेरी|मेरे) (आने वाली |आगे की |अगली )?(बुकिंग|बुकिंग्स)', 'my upcoming bookings'],
  ['आने वाली बुकिंग', 'upcoming bookings'],
  ['(मेरी|मेरा|मेरे) (गाड़ी|गाड़ियाँ|गाड़ियां|गाडी|कार|कारें|वाहन|स्कूटर)', 'my car'],
  ['(मेरे|हमारे) (पास|नज़दीक|नजदीक|करीब|क़रीब)', 'near me'],
  ['(सबसे )?(नज़दीकी|नजदीकी|करीबी|पास वाला|पास वाले|पास का|पास के)', 'nearest'],
  ['कितना (समय|टाइम|वक़्त|वक्त)', 'how long'],
  ['कितनी देर', 'how long'],
  ['(कितना|कितने|कितनी) (खर्च|खर्चा|पैसे|रुपये|रुपए)', 'how much cost'],
  ['(कितना|कितने|कितनी)', 'how much'],
  ['कैसे', 'how do'],
  ['क्या है', 'what is'],
  ['कौन(-| )?सा', 'which'],
  ['कौन(-| )?से', 'which'],
  ['कौन(-| )?सी', 'which'],
  ['(सबसे )?(सस्ता|सस्ती|सस्ते)', 'cheapest'],
  ['(फ़ास्ट|फास्ट|तेज़|तेज)', 'fast'],
  // Single words
  ['(स्टेशन|स्टेशनों|स्टेशनों)', 'stations'],
  ['(चार्जर|चार्जरों)', 'chargers'],
  ['चार्जिंग', 'charging'],
  ['(बुकिंग|बुकिंग्स)', 'booking'],
  ['बुक', 'book'],
  ['स्लॉट', 'slot'],
  ['(भुगतान|पेमेंट)', 'payment'],
  ['(वॉलेट|वालेट)', 'wallet'],
  ['(रद्द|कैंसल|कैंसिल)', 'cancel'],
  ['(रिफ़ंड|रिफंड)', 'refund'],
  ['(कीमत|कीमतें|दाम|रेट)', 'price'],
  ['(खर्च|खर्चा|लागत)', 'cost'],
  ['(खाली|उपलब्ध)', 'available'],
  ['कनेक्टर', 'connector'],
  ['(प्लग)', 'plug'],
  ['(गाड़ी|गाड़ियाँ|गाड़ियां|गाडी|कार|वाहन)', 'car'],
  ['(कहाँ|कहां|किधर)', 'where'],
  ['(दिखाओ|दिखाएँ|दिखाएं|दिखाइए|बताओ|बताइए|बताएँ|बताएं|खोजें|खोजो|ढूँढो|ढूंढो|ढूँढें|ढूंढें)', 'show'],
  ['(नमस्ते|नमस्कार)', 'namaste'],
  ['(धन्यवाद|शुक्रिया)', 'thanks'],
  ['मदद', 'help'],
  ['रेंज', 'range'],
  ['आज', 'today'],
  ['कल', 'tomorrow'],
  ['परसों', 'day after tomorrow'],
  ['(घंटे|घंटा|घंटों)', 'hours'],
  ['मिनट', 'minutes'],
  ['(सुबह)', 'morning'],
  ['(शाम)', 'evening'],
  // Cities and states as they are usually written in Hindi
  ['(मुंबई|मुम्बई)', 'mumbai'],
  ['(दिल्ली)', 'delhi'],
  ['(बेंगलुरु|बेंगलूरु|बैंगलोर|बंगलौर|बेंगलुरू)', 'bengaluru'],
  ['(पुणे|पूना)', 'pune'],
  ['(चेन्नई|मद्रास)', 'chennai'],
  ['(हैदराबाद)', 'hyderabad'],
  ['(कोलकाता|कलकत्ता)', 'kolkata'],
  ['(अहमदाबाद)', 'ahmedabad'],
  ['(जयपुर)', 'jaipur'],
  ['(लखनऊ)', 'lucknow'],
  ['(गुरुग्राम|गुड़गांव|गुड़गाँव)', 'gurugram'],
  ['(नोएडा)', 'noida'],
  ['(कोच्चि|कोचीन)', 'kochi'],
  ['(चंडीगढ़)', 'chandigarh'],
  ['(इंदौर)', 'indore'],
  ['(भोपाल)', 'bhopal'],
  ['(नागपुर)', 'nagpur'],
  ['(सूरत)', 'surat'],
  ['(महाराष्ट्र)', 'maharashtra'],
  ['(कर्नाटक)', 'karnataka'],
  ['(तमिलनाडु)', 'tamil nadu'],
  ['(केरल)', 'kerala'],
  ['(गुजरात)', 'gujarat'],
  ['(राजस्थान)', 'rajasthan'],
  ['(उत्तर प्रदेश)', 'uttar pradesh'],
  ['(तेलंगाना)', 'telangana'],
  ['(हरियाणा)', 'haryana'],
  ['(में|मे)', 'in'],
  ['(के लिए)', 'for'],
];

const RULES = WORDS.map(
  ([hindi, english]) =>
    [
      new RegExp(`(?<![${DEVANAGARI}a-z])${hindi.normalize('NFC')}(?![${DEVANAGARI}a-z])`, 'giu'),
      ` ${english} `,
    ] as const,
);

/** Devanagari digits (०-९) as Latin digits. */
const latinDigits = (text: string) => text.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966));

/**
 * The question with its Hindi and Hinglish words replaced by the English keywords the offline assistant
 * matches (an English question comes back unchanged but for spacing). Used before reading the intent.
 */
export function hindiToKeywords(question: string): string {
  let t = latinDigits(question.normalize('NFC'));
  if (!/[\u0900-\u097F]|kaise/i.test(t)) return t;
  for (const [re, english] of RULES) t = t.replace(re, english);
  return t.replace(/\s+/g, ' ').trim();
}
