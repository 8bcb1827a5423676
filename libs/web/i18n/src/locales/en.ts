// Every English namespace, one file a feature (common, stations, bookings, ...), as one chunk.
const files = import.meta.glob<Record<string, unknown>>('./en/*.json', { eager: true, import: 'default' });
export default files;
