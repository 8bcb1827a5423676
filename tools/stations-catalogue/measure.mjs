#!/usr/bin/env node
// Median latency and payload size (identity, gzip, brotli) of GET /api/stations for the full list.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tools/stations-catalogue/measure.mjs
//        (without DATABASE_URL: embedded PGlite in a temporary folder). RUNS=500 for more samples.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../..');
// Inside the repo (tmp/ is git-ignored) so the bundle's external packages resolve from node_modules.
const outfile = path.join(root, 'tmp/stations-measure/measure.cjs');
await build({
  entryPoints: [path.join(import.meta.dirname, 'measure-entry.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node26',
  packages: 'external',
  keepNames: true,
  tsconfig: path.join(root, 'tsconfig.base.json'),
  logLevel: 'warning',
});
const run = spawnSync(
  process.execPath,
  ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning', outfile],
  {
    stdio: 'inherit',
    env: process.env,
  },
);
process.exit(run.status ?? 1);
