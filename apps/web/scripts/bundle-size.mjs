// Measures the production bundle: the JS the browser downloads for the first route (/) and for any
// other route, gzipped, and the largest chunk. Fails when a budget of the web issue is exceeded:
// first route <= 250 kB gzip, no chunk > 500 kB (minified, the size Vite warns about).
// Usage (after `nx run web:build`): node apps/web/scripts/bundle-size.mjs [route-module ...]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '../../../dist/apps/web');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const FIRST_ROUTE_BUDGET = 250 * 1024;
const CHUNK_BUDGET = 500 * 1024;
const kB = (n) => `${(n / 1024).toFixed(1)} kB`;

const sizes = new Map();
function size(file) {
  if (!sizes.has(file)) {
    const content = readFileSync(join(dist, file));
    sizes.set(file, { raw: content.length, gzip: gzipSync(content).length });
  }
  return sizes.get(file);
}

// The chunk of a manifest key and every chunk it imports statically (what loads before it runs).
function closure(key, files = new Set()) {
  const entry = manifest[key];
  if (!entry || files.has(entry.file)) return files;
  files.add(entry.file);
  for (const imported of entry.imports ?? []) closure(imported, files);
  return files;
}

function routeReport(label, pageModule) {
  const files = closure('index.html');
  pageModule = pageModule && Object.keys(manifest).find((k) => k.endsWith(pageModule));
  if (pageModule) closure(pageModule, files);
  const total = [...files].reduce((sum, f) => sum + size(f).gzip, 0);
  console.log(`${label}: ${kB(total)} gzip in ${files.size} JS files`);
  return total;
}

const routes = process.argv.slice(2);
const first = routeReport('first route (/)', 'libs/web/feature-public/src/lib/pages/landing-page.tsx');
// The English strings: a chunk of their own, preloaded by index.html and loaded before the first screen.
const english = Object.entries(manifest).find(([key]) =>
  key.endsWith('libs/web/i18n/src/locales/en.ts'),
)?.[1];
if (english)
  console.log(`  + English strings: ${kB(size(english.file).gzip)} gzip (${english.file}, preloaded)`);
for (const page of routes) routeReport(page, page);

const chunks = Object.values(manifest)
  .map((c) => c.file)
  .filter((f) => f.endsWith('.js'));
const largest = [...new Set(chunks)].map((f) => ({ f, ...size(f) })).sort((a, b) => b.raw - a.raw);
console.log('largest chunks:');
for (const c of largest.slice(0, 5)) console.log(`  ${c.f}: ${kB(c.raw)} (${kB(c.gzip)} gzip)`);

const failures = [];
if (first > FIRST_ROUTE_BUDGET) failures.push(`first route ${kB(first)} gzip > 250 kB`);
if (largest[0].raw > CHUNK_BUDGET) failures.push(`${largest[0].f} is ${kB(largest[0].raw)} > 500 kB`);
if (failures.length) {
  console.error(`Budget exceeded: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('Within budget: first route <= 250 kB gzip, every chunk <= 500 kB.');
