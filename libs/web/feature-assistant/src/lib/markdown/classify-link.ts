/** Where an assistant link may go: a path of this app (router link) or an https page (new tab). */
export interface SafeLink {
  href: string;
  external: boolean;
}

// Characters a browser ignores or reads as a separator inside a URL (tab and newline are stripped, so
// "/\t/evil.example" becomes "//evil.example"): whitespace and controls; and invisible format characters
// (zero-width, bidirectional overrides) that make a link read differently from where it goes.
const UNSAFE_CHARS = /[\s\p{Cc}\p{Cf}]/u;

/** The text with its %XX escapes decoded until nothing changes, or null when an escape is malformed. */
function fullyDecoded(text: string): string | null {
  let current = text;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  // Still changing after five rounds: nothing legitimate is encoded that deeply.
  return null;
}

/**
 * A same-origin app path: one "/" then anything but "/" or "\" (a browser reads "//host" and "/\host"
 * as another site), no backslash anywhere, nothing a URL parser strips or hides, and the same holds
 * after percent-decoding (so "/%2F%2Fhost" and "/%5Chost" are refused too).
 */
function isAppPath(href: string): boolean {
  const decoded = fullyDecoded(href);
  return [href, decoded].every(
    (p) => p !== null && /^\/[^/\\]/.test(p) && !p.includes('\\') && !UNSAFE_CHARS.test(p),
  );
}

/** An absolute https URL with a host and no user name or password (no "https://bank.example@evil"). */
function httpsUrl(href: string): string | null {
  if (!/^https:\/\//i.test(href) || href.includes('\\') || UNSAFE_CHARS.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return null;
  return url.href;
}

/**
 * Decides what a Markdown link in an assistant answer may become: an app path (rendered with the
 * router), an https URL (opened in a new tab), or null when it must stay plain text (javascript:,
 * data:, http:, "//host", "/\host", "\\host", relative paths, encoded or whitespace tricks).
 */
export function classifyLink(href: string): SafeLink | null {
  if (isAppPath(href)) return { href, external: false };
  const url = httpsUrl(href);
  return url ? { href: url, external: true } : null;
}
