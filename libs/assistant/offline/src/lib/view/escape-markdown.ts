// Line breaks (and other control characters) in a name would start a new Markdown line: a list item,
// a heading, a link on its own. One space each keeps the text on the line it was put on.
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]/gu;

// Characters that open or close inline Markdown anywhere in a line: emphasis, code, links and images,
// autolinks and HTML, GFM strikethrough and table cells, and the backslash itself.
const INLINE_MARKERS = /[\\`*_[\]<>#~|]/g;

// Marks that only count at the start of a line (or straight after a list marker, as in "- ${city}"):
// a list item ("- ", "+ ", "1. ", "1) "), a rule or setext underline ("---", "==="); quotes (">") and
// headings ("#") are escaped everywhere above. "4.5 kW" or "-40" are not marks and stay as they are.
const LEADING_BLOCK_MARK = /^(\s*)(?:([-+=])(?=\s|$|[-=])|(\d{1,9})([.)])(?=\s|$))/;

/**
 * Text from the database or a user (station names and addresses, amenities, charger types, vehicle
 * makes, models and plates) made literal before it goes into a Markdown answer: every character that
 * Markdown reads as syntax gets a backslash (CommonMark's escape, which the web's renderer honours), so
 * a vehicle named "[click](https://evil.example)" shows exactly that, never a link.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(LINE_BREAKING, ' ')
    .replace(INLINE_MARKERS, (c) => `\\${c}`)
    .replace(LEADING_BLOCK_MARK, (_all, space: string, mark?: string, digits?: string, dot?: string) =>
      mark ? `${space}\\${mark}` : `${space}${digits}\\${dot}`,
    );
}
