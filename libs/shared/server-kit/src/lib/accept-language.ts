import type { Language } from '@chargesetu/shared/domain';

/**
 * The language to answer in, from an Accept-Language header: Hindi when the first language named is
 * Hindi (`hi`, `hi-IN`, `hi-IN,hi;q=0.9`), else English. The web sends one language, its current one, so
 * only the first is read.
 */
export function acceptedLanguage(header: string | readonly string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string') return 'en';
  const first = value.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return first === 'hi' || first.startsWith('hi-') ? 'hi' : 'en';
}
