// Every Hindi namespace, one file a feature (common, stations, bookings, ...), as one chunk.
const files = import.meta.glob<Record<string, unknown>>('./hi/*.json', { eager: true, import: 'default' });
export default files;
