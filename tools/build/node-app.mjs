// Bundles a Node app (apps/<name>/src/main.ts) into dist/apps/<name>/main.js.
// Workspace libs are bundled (esbuild resolves tsconfig paths); npm packages stay external and load from
// node_modules. esbuild emits no decorator metadata, so every TypeORM column names its type explicitly.
import { build } from 'esbuild';
import path from 'node:path';

const name = process.argv[2];
if (!name) {
  console.error('usage: node tools/build/node-app.mjs <app-name>');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '../..');
await build({
  entryPoints: [path.join(root, 'apps', name, 'src/main.ts')],
  outfile: path.join(root, 'dist/apps', name, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  keepNames: true,
  tsconfig: path.join(root, 'tsconfig.base.json'),
  logLevel: 'warning',
});
console.log(`built dist/apps/${name}/main.js`);
