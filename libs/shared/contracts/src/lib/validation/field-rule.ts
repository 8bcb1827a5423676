/**
 * One input field's rule: the limits the API schema declares, the check the service runs and the web form
 * applies, and the words all of them use. Every rule of a form the API receives is written once, in this
 * folder; the services and the web app read it from here.
 *
 * Text is checked as the service stores it: trimmed, except passwords (spaces are part of a password).
 */
export interface FieldRule {
  /** Said when the field is missing or blank. */
  required: string;
  /** Said when the text is shorter than `min` (or a list has fewer items). */
  tooShort?: string;
  /** Said when the text is longer than `max` or `maxBytes` (or a list has more items). */
  tooLong?: string;
  /** Said when the text does not match `pattern` or is outside `greaterThan`..`atMost`. */
  invalid?: string;
  /** Fewest characters (for a list, items). */
  min?: number;
  /** Most characters (for a list, items). */
  max?: number;
  /** Most bytes in UTF-8 (bcrypt reads at most 72 bytes of a password). */
  maxBytes?: number;
  /** What the whole text must match. */
  pattern?: RegExp;
  /** For a number written as text: it must be more than this... */
  greaterThan?: number;
  /** ...and at most this. */
  atMost?: number;
}

/** The kinds of failure a rule words. */
export type FieldFailure = 'required' | 'tooShort' | 'tooLong' | 'invalid';

/** The length of `text` in UTF-8 bytes (what bcrypt counts), the same in the browser and in Node. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    // A lone surrogate is written as U+FFFD, 3 bytes, like Buffer.byteLength and TextEncoder do.
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * What is wrong with the non-empty `text` under `rule`, or null when nothing is. Checked in this order:
 * too short, too long (characters, then bytes), then the pattern and the number range. Presence is the
 * caller's concern: an empty text is never checked here.
 */
export function fieldFailure(rule: FieldRule, text: string): FieldFailure | null {
  if (rule.min !== undefined && text.length < rule.min) return 'tooShort';
  if (rule.max !== undefined && text.length > rule.max) return 'tooLong';
  if (rule.maxBytes !== undefined && utf8Length(text) > rule.maxBytes) return 'tooLong';
  if (rule.pattern && !rule.pattern.test(text)) return 'invalid';
  if (rule.greaterThan !== undefined || rule.atMost !== undefined) {
    const value = Number(text);
    if (!Number.isFinite(value)) return 'invalid';
    if (rule.greaterThan !== undefined && !(value > rule.greaterThan)) return 'invalid';
    if (rule.atMost !== undefined && !(value <= rule.atMost)) return 'invalid';
  }
  return null;
}

/** The message for a failure of `rule`; falls back to the closest message the rule has. */
export function fieldMessage(rule: FieldRule, failure: FieldFailure): string {
  return rule[failure] ?? rule.invalid ?? rule.tooShort ?? rule.required;
}
