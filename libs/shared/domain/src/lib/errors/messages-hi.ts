/**
 * The Hindi of the messages the services send in `{ statusCode, error, message }`, gettext-style: the
 * English message is the key. Fixed messages are looked up as they are; messages with values in them
 * (ids, dates, times, amounts, names) are matched by a pattern and keep their values. A message with no
 * entry stays English: a new message is never an error, only untranslated.
 */
import type { Language } from '../language/language';

/** A message with values: the English shape and its Hindi, built from the captured values. */
type Pattern = readonly [RegExp, (m: RegExpExecArray) => string];

/** "5 minutes", "1 minute", "30 seconds" as Hindi; anything else is kept as it is. */
function duration(text: string): string {
  const m = /^(\d+) (second|minute|hour)s?$/.exec(text.trim());
  if (!m) return text;
  const unit = { second: 'सेकंड', minute: 'मिनट', hour: 'घंटे' }[m[2] as 'second' | 'minute' | 'hour'];
  return `${m[1]} ${unit}`;
}

/** "Connector 2 (CCS2 60 kW)" → "कनेक्टर 2 (CCS2 60 kW)". */
const connector = (label: string) => label.replace(/^Connector (\d+)/, 'कनेक्टर $1');

const days = (n: string) => `${n} दिन`;

/** What a booking's status is called in "it is cancelled". */
const BOOKING_STATUS: Readonly<Record<string, string>> = {
  confirmed: 'इसका भुगतान हो चुका है',
  cancelled: 'यह रद्द हो चुकी है',
  completed: 'यह पूरी हो चुकी है',
  active: 'इस पर चार्जिंग चल रही है',
  expired: 'इसका समय निकल चुका है',
};

/** Why a charging session ended (charging's ENDED_BECAUSE). */
const ENDED_BECAUSE: Readonly<Record<string, string>> = {
  stopped: 'रोक दिया गया',
  'battery full': 'बैटरी फ़ुल',
  'booked time over': 'बुक किया समय खत्म',
  'booking cancelled': 'बुकिंग रद्द',
  'the energy you paid for was delivered': 'जितनी बिजली का भुगतान किया था, वह मिल गई',
};

/** Live connector statuses (OCPP) as the walk-up refusal names them. */
const CONNECTOR_STATUS: Readonly<Record<string, string>> = {
  Charging: 'चार्ज कर रहा है',
  Preparing: 'तैयार हो रहा है',
  Finishing: 'चार्जिंग खत्म कर रहा है',
  Reserved: 'रिज़र्व है',
  Faulted: 'खराब है',
  Unavailable: 'उपलब्ध नहीं है',
  SuspendedEV: 'रुका हुआ है',
  SuspendedEVSE: 'रुका हुआ है',
};

const EXACT = new Map<string, string>([
  // The error handler's own answers.
  ['Something went wrong on our side. Please try again.', 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।'],
  ['Server error', 'सर्वर में गड़बड़ी हुई। कृपया फिर से कोशिश करें।'],
  ['Text must not contain NUL (\\u0000) characters', 'टेक्स्ट में NUL (\\u0000) अक्षर नहीं हो सकते'],
  ['Numbers must be finite', 'संख्याएँ सीमित (finite) होनी चाहिए'],
  ['The request URL is not valid', 'अनुरोध का URL सही नहीं है'],
  ['Authentication required', 'कृपया साइन इन करें'],
  ['You do not have permission to do that', 'आपको यह करने की अनुमति नहीं है'],
  // Sign-in, account and session.
  ['Invalid username or password', 'यूज़रनेम या पासवर्ड गलत है'],
  ['This area is restricted to administrators only', 'यह हिस्सा सिर्फ़ एडमिन के लिए है'],
  ['This action requires administrator rights', 'इसके लिए एडमिन अधिकार चाहिए'],
  [
    'Your account no longer exists. Please sign in again.',
    'आपका अकाउंट अब मौजूद नहीं है। कृपया फिर से साइन इन करें।',
  ],
  [
    'Your session is invalid or has expired. Please sign in again.',
    'आपका सेशन अमान्य है या उसका समय खत्म हो गया है। कृपया फिर से साइन इन करें।',
  ],
  [
    'The username "admin" is reserved. Please choose another username.',
    'यूज़रनेम "admin" आरक्षित है। कृपया कोई दूसरा यूज़रनेम चुनें।',
  ],
  ['That username is already taken', 'यह यूज़रनेम पहले से किसी और का है'],
  ['An account with that email already exists', 'इस ईमेल से पहले से एक अकाउंट बना हुआ है'],
  [
    'This password is too common. Please choose a less predictable one.',
    'यह पासवर्ड बहुत आम है। कृपया ऐसा पासवर्ड चुनें जिसका अंदाज़ा लगाना मुश्किल हो।',
  ],
  ['Current password is incorrect', 'मौजूदा पासवर्ड गलत है'],
  ['New password must be different from the current password', 'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए'],
  ['Use Change Password to change your own password', 'अपना पासवर्ड बदलने के लिए "पासवर्ड बदलें" का इस्तेमाल करें'],
  ['Please send the fields as a JSON object', 'कृपया फ़ील्ड JSON ऑब्जेक्ट के रूप में भेजें'],
  // The form rules (shared with the web forms; same words as the web's validation namespace).
  ['Name is required', 'नाम डालना ज़रूरी है'],
  ['Name must be at least 2 characters', 'नाम कम से कम 2 अक्षरों का होना चाहिए'],
  ['Name must be at most 100 characters', 'नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है'],
  ['Email is required', 'ईमेल डालना ज़रूरी है'],
  ['Please enter a valid email address', 'कृपया सही ईमेल पता डालें'],
  ['Email must be at most 254 characters', 'ईमेल ज़्यादा से ज़्यादा 254 अक्षरों का हो सकता है'],
  ['Phone number is required', 'फ़ोन नंबर डालना ज़रूरी है'],
  ['Phone number must be at least 10 characters', 'फ़ोन नंबर कम से कम 10 अंकों का होना चाहिए'],
  ['Phone number must be at most 20 characters', 'फ़ोन नंबर ज़्यादा से ज़्यादा 20 अक्षरों का हो सकता है'],
  [
    'Phone number may contain only digits, spaces, +, - and brackets',
    'फ़ोन नंबर में सिर्फ़ अंक, स्पेस, +, - और ब्रैकेट हो सकते हैं',
  ],
  ['Username is required', 'यूज़रनेम डालना ज़रूरी है'],
  ['Username must be at least 4 characters', 'यूज़रनेम कम से कम 4 अक्षरों का होना चाहिए'],
  ['Username must be at most 50 characters', 'यूज़रनेम ज़्यादा से ज़्यादा 50 अक्षरों का हो सकता है'],
  [
    'Username may contain only letters, numbers, dots, hyphens and underscores',
    'यूज़रनेम में सिर्फ़ अक्षर, अंक, डॉट, हाइफ़न और अंडरस्कोर हो सकते हैं',
  ],
  ['Password is required', 'पासवर्ड डालना ज़रूरी है'],
  ['Password must be at least 6 characters', 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए'],
  ['Password must be at most 72 characters', 'पासवर्ड ज़्यादा से ज़्यादा 72 अक्षरों का हो सकता है'],
  ['Current password is required', 'मौजूदा पासवर्ड डालना ज़रूरी है'],
  ['Current password must be at least 6 characters', 'मौजूदा पासवर्ड कम से कम 6 अक्षरों का होना चाहिए'],
  ['New password is required', 'नया पासवर्ड डालना ज़रूरी है'],
  ['New password must be at least 6 characters', 'नया पासवर्ड कम से कम 6 अक्षरों का होना चाहिए'],
  ['New password must be at most 72 characters', 'नया पासवर्ड ज़्यादा से ज़्यादा 72 अक्षरों का हो सकता है'],
  ['User ID is required', 'यूज़र ID डालना ज़रूरी है'],
  ['User ID must be a whole number of at least 1', 'यूज़र ID 1 या उससे बड़ी पूरी संख्या होनी चाहिए'],
  ['Please enter your username or email', 'कृपया अपना यूज़रनेम या ईमेल डालें'],
  ['Please enter your password', 'कृपया अपना पासवर्ड डालें'],
  ['Make is required', 'कंपनी का नाम डालना ज़रूरी है'],
  ['Make must be at most 100 characters', 'कंपनी का नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है'],
  ['Model is required', 'मॉडल डालना ज़रूरी है'],
  ['Model must be at most 100 characters', 'मॉडल ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है'],
  ['Registration number is required', 'रजिस्ट्रेशन नंबर डालना ज़रूरी है'],
  ['Registration number must be at most 20 characters', 'रजिस्ट्रेशन नंबर ज़्यादा से ज़्यादा 20 अक्षरों का हो सकता है'],
  ['Please select at least one connector type', 'कृपया कम से कम एक कनेक्टर टाइप चुनें'],
  ['Please select at most 10 connector types', 'कृपया ज़्यादा से ज़्यादा 10 कनेक्टर टाइप चुनें'],
  ['Connector types must be a list of connector names', 'कनेक्टर टाइप, कनेक्टर के नामों की सूची होनी चाहिए'],
  ['Year is required', 'साल डालना ज़रूरी है'],
  ['Year must be a year such as 2023', 'साल 2023 जैसा होना चाहिए'],
  ['Color is required', 'रंग डालना ज़रूरी है'],
  ['Color must be at most 50 characters', 'रंग ज़्यादा से ज़्यादा 50 अक्षरों का हो सकता है'],
  ['Battery capacity is required', 'बैटरी क्षमता डालना ज़रूरी है'],
  ['Battery capacity must be a number of kWh, such as 40.5', 'बैटरी क्षमता kWh में एक संख्या होनी चाहिए, जैसे 40.5'],
  ['Please enter your UPI ID.', 'कृपया अपनी UPI ID डालें।'],
  ['Enter a valid UPI ID, e.g. name@okaxis.', 'सही UPI ID डालें, जैसे name@okaxis।'],
  // Stations and bookings.
  ['The selected charger is not available.', 'चुना गया चार्जर उपलब्ध नहीं है।'],
  [
    "startTime must be a 30-minute slot start (HH:00 or HH:30 IST) inside the station's opening hours",
    'बुकिंग स्टेशन के खुलने के समय में किसी 30 मिनट के स्लॉट की शुरुआत (HH:00 या HH:30 IST) पर ही हो सकती है',
  ],
  [
    'This slot is over or ends in less than 15 minutes: a slot can be booked while at least 15 minutes of it remain. Please choose a later slot.',
    'यह स्लॉट खत्म हो चुका है या 15 मिनट से कम में खत्म हो रहा है: स्लॉट तभी बुक हो सकता है जब उसके कम से कम 15 मिनट बाकी हों। कृपया बाद का स्लॉट चुनें।',
  ],
  ['Bookings are 30 minutes long', 'हर बुकिंग 30 मिनट की होती है'],
  [
    'All slots are booked for this time. Please choose another slot.',
    'इस समय के सभी स्लॉट बुक हो चुके हैं। कृपया कोई दूसरा स्लॉट चुनें।',
  ],
  [
    'This vehicle already has a booking at that time. Choose another time or vehicle.',
    'इस गाड़ी की उस समय पहले से एक बुकिंग है। कोई दूसरा समय या दूसरी गाड़ी चुनें।',
  ],
  ['This booking is already cancelled.', 'यह बुकिंग पहले ही रद्द हो चुकी है।'],
  [
    'Charging has already started for this booking. Stop charging to end it; you pay only for the energy delivered.',
    'इस बुकिंग की चार्जिंग शुरू हो चुकी है। इसे खत्म करने के लिए चार्जिंग रोकें; आप सिर्फ़ मिली बिजली का भुगतान करेंगे।',
  ],
  [
    'This booking is completed and can no longer be cancelled.',
    'यह बुकिंग पूरी हो चुकी है और अब रद्द नहीं की जा सकती।',
  ],
  [
    'This booking has already started and can no longer be cancelled.',
    'यह बुकिंग शुरू हो चुकी है और अब रद्द नहीं की जा सकती।',
  ],
  [
    'This booking can be moved only while its charger is out of service within an hour of its slot. Its charger can serve it.',
    'बुकिंग तभी दूसरे कनेक्टर पर ले जाई जा सकती है जब स्लॉट से एक घंटे के अंदर उसका चार्जर बंद हो। इसका चार्जर इसे चार्ज कर सकता है।',
  ],
  [
    'This booking changed meanwhile (cancelled, charging or moved). Refresh and try again.',
    'इस बीच यह बुकिंग बदल गई (रद्द हुई, चार्जिंग शुरू हुई या दूसरे कनेक्टर पर गई)। पेज रीफ़्रेश करके फिर से कोशिश करें।',
  ],
  ['date must be a calendar date in the form YYYY-MM-DD', 'तारीख YYYY-MM-DD रूप में एक सही तारीख होनी चाहिए'],
  ['Please choose real dates (YYYY-MM-DD).', 'कृपया सही तारीखें चुनें (YYYY-MM-DD)।'],
  [
    'The start date must be on or before the end date.',
    'शुरू की तारीख आखिरी तारीख से पहले या उसी दिन होनी चाहिए।',
  ],
  // Payments.
  [
    'Payment declined by the bank (simulated). Please try another method.',
    'बैंक ने भुगतान अस्वीकार कर दिया (सिम्युलेटेड)। कृपया भुगतान का कोई दूसरा तरीका आज़माएँ।',
  ],
  [
    'This booking is being paid right now. Please try again in a moment.',
    'इस बुकिंग का भुगतान अभी हो रहा है। कृपया थोड़ी देर में फिर से कोशिश करें।',
  ],
  // Charging.
  [
    'This booking has not been paid yet. Pay for it before you start charging.',
    'इस बुकिंग का भुगतान अभी नहीं हुआ है। चार्जिंग शुरू करने से पहले भुगतान करें।',
  ],
  [
    'This booking was cancelled, so charging cannot start.',
    'यह बुकिंग रद्द हो चुकी है, इसलिए चार्जिंग शुरू नहीं हो सकती।',
  ],
  ['This booking was cancelled, so charging did not start.', 'यह बुकिंग रद्द हो गई, इसलिए चार्जिंग शुरू नहीं हुई।'],
  [
    'This booking is completed. Charging cannot start again.',
    'यह बुकिंग पूरी हो चुकी है। चार्जिंग फिर से शुरू नहीं हो सकती।',
  ],
  ['Charging is already in progress for this booking.', 'इस बुकिंग की चार्जिंग पहले से चल रही है।'],
  [
    'The charger is still in use by the previous session. Please wait until it ends and try again.',
    'चार्जर पर अभी पिछला सेशन चल रहा है। कृपया उसके खत्म होने तक रुकें और फिर से कोशिश करें।',
  ],
  [
    'Charging has not started for this booking, so there is nothing to stop.',
    'इस बुकिंग की चार्जिंग शुरू ही नहीं हुई है, इसलिए रोकने को कुछ नहीं है।',
  ],
  ["body.action must be 'start' or 'stop'", "body.action 'start' या 'stop' होना चाहिए"],
  [
    'The charger is offline right now, so charging cannot start. Please try again in a few minutes or ask the station staff.',
    'चार्जर अभी ऑफ़लाइन है, इसलिए चार्जिंग शुरू नहीं हो सकती। कृपया कुछ मिनट में फिर से कोशिश करें या स्टेशन के स्टाफ़ से पूछें।',
  ],
  [
    'The charger is still starting. You can stop charging once it has started.',
    'चार्जर अभी चालू हो रहा है। चार्जिंग शुरू होने के बाद आप उसे रोक सकते हैं।',
  ],
  [
    'The charger is finishing the session. The final figures follow in a moment.',
    'चार्जर सेशन खत्म कर रहा है। आखिरी आँकड़े थोड़ी देर में दिखेंगे।',
  ],
  // RFID cards.
  [
    'That is a ChargeSetu charging ID, not a card number. Enter the number of your card.',
    'यह ChargeSetu की चार्जिंग ID है, कार्ड नंबर नहीं। अपने कार्ड का नंबर डालें।',
  ],
  // Assistant.
  ['Please type a question for the assistant.', 'कृपया असिस्टेंट के लिए अपना सवाल लिखें।'],
]);

const PATTERNS: readonly Pattern[] = [
  // Not found.
  [/^Route (\S+) (\S+) not found$/, (m) => `रास्ता ${m[1]} ${m[2]} नहीं मिला`],
  [/^Booking (\d+) was not found$/, (m) => `बुकिंग ${m[1]} नहीं मिली`],
  [/^Station (\d+) was not found$/, (m) => `स्टेशन ${m[1]} नहीं मिला`],
  [/^Station (\d+) not found$/, (m) => `स्टेशन ${m[1]} नहीं मिला`],
  [/^Vehicle (\d+) was not found$/, (m) => `गाड़ी ${m[1]} नहीं मिली`],
  [/^User (\d+) was not found$/, (m) => `यूज़र ${m[1]} नहीं मिला`],
  [/^Payment (\d+) was not found$/, (m) => `भुगतान ${m[1]} नहीं मिला`],
  [/^No payment was found for booking (\d+)$/, (m) => `बुकिंग ${m[1]} का कोई भुगतान नहीं मिला`],
  [/^No connector has the code (.+)$/, (m) => `कोड ${m[1]} वाला कोई कनेक्टर नहीं है`],
  [/^Charge point (.+) not found$/, (m) => `चार्ज पॉइंट ${m[1]} नहीं मिला`],
  // Sign-in limits and the gateway's rate limit.
  [
    /^Too many failed sign-in attempts for this account\. Please wait (.+) and try again\.$/,
    (m) => `इस अकाउंट पर साइन इन की बहुत सारी कोशिशें नाकाम रहीं। कृपया ${duration(m[1])} रुककर फिर से कोशिश करें।`,
  ],
  [
    /^Too many failed sign-in attempts from your network\. Please wait (.+) and try again\.$/,
    (m) => `आपके नेटवर्क से साइन इन की बहुत सारी कोशिशें नाकाम रहीं। कृपया ${duration(m[1])} रुककर फिर से कोशिश करें।`,
  ],
  [
    /^Too many sign-in attempts\. Please wait (.+) and try again\.$/,
    (m) => `साइन इन की बहुत सारी कोशिशें हुईं। कृपया ${duration(m[1])} रुककर फिर से कोशिश करें।`,
  ],
  [
    /^Too many requests\. Please slow down and try again in (.+)\.$/,
    (m) => `बहुत सारे अनुरोध आए। कृपया थोड़ा धीरे चलें और ${duration(m[1])} बाद फिर से कोशिश करें।`,
  ],
  [
    /^You're asking faster than I can answer: up to (\d+) questions? a minute\. Please wait (\d+) seconds? and try again\.$/,
    (m) =>
      `आप मेरे जवाब देने से ज़्यादा तेज़ी से पूछ रहे हैं: एक मिनट में ज़्यादा से ज़्यादा ${m[1]} सवाल। कृपया ${m[2]} सेकंड रुककर फिर से पूछें।`,
  ],
  [
    /^The (\S+) service cannot be read right now\. Please try again in a moment\.$/,
    (m) => `${m[1]} सेवा से अभी जानकारी नहीं मिल पा रही है। कृपया थोड़ी देर में फिर से कोशिश करें।`,
  ],
  [
    /^The (\S+) service took too long to answer\. Please try again\.$/,
    (m) => `${m[1]} सेवा ने जवाब देने में बहुत देर लगाई। कृपया फिर से कोशिश करें।`,
  ],
  [
    /^The (\S+) service is unavailable right now\. Please try again shortly\.$/,
    (m) => `${m[1]} सेवा अभी उपलब्ध नहीं है। कृपया थोड़ी देर में फिर से कोशिश करें।`,
  ],
  // Vehicles and settings.
  [
    /^Unknown connector type "(.*)"\. Choose from (.+)\.$/,
    (m) => `अनजान कनेक्टर टाइप "${m[1]}"। इनमें से चुनें: ${m[2]}।`,
  ],
  [
    /^Unknown notification setting "(.*)"\. Choose from (.+)\.$/,
    (m) => `अनजान सूचना सेटिंग "${m[1]}"। इनमें से चुनें: ${m[2]}।`,
  ],
  // Booking window and bookings.
  [
    /^Date must be between today and (\d+) days? ahead \(YYYY-MM-DD\)\.$/,
    (m) => `तारीख आज से ${days(m[1])} आगे तक की होनी चाहिए (YYYY-MM-DD)।`,
  ],
  [
    /^Bookings can be made up to (\d+) days? ahead\.$/,
    (m) => `बुकिंग ज़्यादा से ज़्यादा ${days(m[1])} आगे तक की जा सकती है।`,
  ],
  [/^Please choose a range of at most (\d+) days\.$/, (m) => `कृपया ज़्यादा से ज़्यादा ${days(m[1])} की अवधि चुनें।`],
  [
    /^You already have (\d+) unpaid bookings?\. Pay for or cancel one first\.$/,
    (m) => `आपकी ${m[1]} बुकिंग का भुगतान बाकी है। पहले किसी एक का भुगतान करें या उसे रद्द करें।`,
  ],
  [
    /^Incompatible with (.+): this vehicle supports (.+)$/,
    (m) =>
      m[2] === 'no connector'
        ? `${m[1]} के साथ काम नहीं करती: यह गाड़ी किसी कनेक्टर को सपोर्ट नहीं करती`
        : `${m[1]} के साथ काम नहीं करती: यह गाड़ी ${m[2]} सपोर्ट करती है`,
  ],
  [/^Booking (\d+) can no longer be cancelled\.$/, (m) => `बुकिंग ${m[1]} अब रद्द नहीं की जा सकती।`],
  [/^This station has no connector (\d+)\.$/, (m) => `इस स्टेशन पर कनेक्टर ${m[1]} नहीं है।`],
  [/^Your booking is already on (.+)\.$/, (m) => `आपकी बुकिंग पहले से ${connector(m[1])} पर है।`],
  [
    /^(Connector .+) is not a (.+) (\S+) kW charger like the one you booked\.$/,
    (m) => `${connector(m[1])} आपके बुक किए चार्जर जैसा ${m[2]} ${m[3]} kW चार्जर नहीं है।`,
  ],
  [/^(Connector .+) is out of service too\.$/, (m) => `${connector(m[1])} भी बंद है।`],
  [
    /^(Connector .+) is not free for your slot\. Choose another connector or cancel for a full refund\.$/,
    (m) => `${connector(m[1])} आपके स्लॉट के लिए खाली नहीं है। कोई दूसरा कनेक्टर चुनें या पूरे रिफ़ंड के साथ रद्द करें।`,
  ],
  // Walk-up charging (scan a connector code, charge now).
  [
    /^(Connector .+) is offline right now\. Try another connector\.$/,
    (m) => `${connector(m[1])} अभी ऑफ़लाइन है। कोई दूसरा कनेक्टर आज़माएँ।`,
  ],
  [
    /^(Connector .+) is (\w+) right now\. Try another connector\.$/,
    (m) => `${connector(m[1])} अभी ${CONNECTOR_STATUS[m[2]] ?? m[2]}। कोई दूसरा कनेक्टर आज़माएँ।`,
  ],
  [
    /^(Connector .+) was just taken\. Try another connector\.$/,
    (m) => `${connector(m[1])} अभी-अभी किसी और ने ले लिया। कोई दूसरा कनेक्टर आज़माएँ।`,
  ],
  [
    /^The station closes at (.+) IST, too soon to start charging now\.$/,
    (m) => `स्टेशन ${m[1]} IST पर बंद हो जाता है, अभी चार्जिंग शुरू करने के लिए समय बहुत कम है।`,
  ],
  [
    /^(Connector .+) is reserved for a booking at (.*) IST and must be free (\d+) minutes before it\. Try another connector\.$/,
    (m) =>
      `${connector(m[1])} ${m[2]} IST की एक बुकिंग के लिए रिज़र्व है और उससे ${m[3]} मिनट पहले खाली होना चाहिए। कोई दूसरा कनेक्टर आज़माएँ।`,
  ],
  // Payments.
  [
    /^Insufficient wallet balance: (.+) needed, (.+) available$/,
    (m) => `वॉलेट में पैसे कम हैं: ${m[1]} चाहिए, ${m[2]} उपलब्ध हैं`,
  ],
  [
    /^This booking can no longer be paid: it is (\w+)\.$/,
    (m) => `इस बुकिंग का अब भुगतान नहीं हो सकता: ${BOOKING_STATUS[m[1]] ?? m[1]}।`,
  ],
  [
    /^This booking can no longer be paid: the time to pay for it has run out\.$/,
    () => 'इस बुकिंग का अब भुगतान नहीं हो सकता: भुगतान का समय खत्म हो चुका है।',
  ],
  [
    /^This booking can no longer be paid: it was cancelled and refunded\.$/,
    () => 'इस बुकिंग का अब भुगतान नहीं हो सकता: यह रद्द हो चुकी है और पैसे रिफ़ंड हो गए हैं।',
  ],
  [
    /^Payment (\d+) did not go through, so it has no receipt$/,
    (m) => `भुगतान ${m[1]} पूरा नहीं हुआ, इसलिए इसकी कोई रसीद नहीं है`,
  ],
  [
    /^querystring\.limit must be a whole number from 1 to (\d+)$/,
    (m) => `querystring.limit 1 से ${m[1]} तक की पूरी संख्या होनी चाहिए`,
  ],
  // Charging.
  [
    /^The slot of this booking ended at (.+) IST\. Charging can no longer start\.$/,
    (m) => `इस बुकिंग का स्लॉट ${m[1]} IST पर खत्म हो गया। अब चार्जिंग शुरू नहीं हो सकती।`,
  ],
  [
    /^Your slot starts at (.+) IST\. You can start charging from (\d+) minutes? before it\.$/,
    (m) => `आपका स्लॉट ${m[1]} IST पर शुरू होता है। आप उससे ${m[2]} मिनट पहले से चार्जिंग शुरू कर सकते हैं।`,
  ],
  [
    /^The charging session for this booking has already ended(?: \((.+)\))?\.$/,
    (m) => `इस बुकिंग का चार्जिंग सेशन पहले ही खत्म हो चुका है${m[1] ? ` (${ENDED_BECAUSE[m[1]] ?? m[1]})` : ''}।`,
  ],
  [
    /^The charger did not accept the start \((.+)\)\. Nothing was charged\. Check that the connector is free and plugged in, then press Start Charging again\.$/,
    (m) =>
      `चार्जर ने चार्जिंग शुरू नहीं की (${m[1]})। कोई पैसा नहीं कटा। देखें कि कनेक्टर खाली है और लगा हुआ है, फिर "चार्जिंग शुरू करें" दोबारा दबाएँ।`,
  ],
  [
    /^The charger did not start charging within (\d+) seconds\. Nothing was charged\. Check that the cable is plugged in, then press Start Charging again\.$/,
    (m) =>
      `चार्जर ने ${m[1]} सेकंड में चार्जिंग शुरू नहीं की। कोई पैसा नहीं कटा। देखें कि केबल लगी हुई है, फिर "चार्जिंग शुरू करें" दोबारा दबाएँ।`,
  ],
  [
    /^Charger (.+) is not connected right now\. Please try again later\.$/,
    (m) => `चार्जर ${m[1]} अभी जुड़ा हुआ नहीं है। कृपया कुछ देर बाद फिर से कोशिश करें।`,
  ],
  // RFID cards.
  [
    /^You have (\d+) cards already\. Remove one to add another\.$/,
    (m) => `आपके पास पहले से ${m[1]} कार्ड हैं। नया जोड़ने के लिए कोई एक हटाएँ।`,
  ],
  [/^Card (.+) is registered already\.$/, (m) => `कार्ड ${m[1]} पहले से रजिस्टर है।`],
  [/^You have no card (.+)\.$/, (m) => `आपके पास ${m[1]} नंबर का कोई कार्ड नहीं है।`],
  // Assistant.
  [
    /^Your question is too long: please keep it to (\d+) characters or fewer\.$/,
    (m) => `आपका सवाल बहुत लंबा है: कृपया इसे ${m[1]} अक्षरों या उससे कम में लिखें।`,
  ],
];

/**
 * The message as a driver reading `lang` should see it: the Hindi entry for an English message when
 * `lang` is 'hi', else the message as it is (English, and anything without an entry).
 */
export function localizeMessage(message: string, lang: Language): string {
  if (lang !== 'hi') return message;
  const exact = EXACT.get(message);
  if (exact !== undefined) return exact;
  for (const [pattern, hindi] of PATTERNS) {
    const m = pattern.exec(message);
    if (m) return hindi(m);
  }
  return message;
}
