// Bundles a Node app (apps/<name>/src/main.ts) into dist/apps/<name>/main.js, with a package.json next to
// it that lists the npm packages the bundle loads at run time, pinned to the workspace's versions: a
// container (docker/service.Dockerfile) installs exactly those, not the whole workspace.
// Workspace libs are bundled (esbuild resolves tsconfig paths); npm packages stay external and load from
// node_modules. esbuild emits no decorator metadata, so every TypeORM column names its type explicitly.
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const name = process.argv[2];
if (!name) {
  console.error('usage: node tools/build/node-app.mjs <app-name>');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '../..');
const outdir = path.join(root, 'dist/apps', name);
const result = await build({
  entryPoints: [path.join(root, 'apps', name, 'src/main.ts')],
  outfile: path.join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node26',
  packages: 'external',
  sourcemap: true,
  keepNames: true,
  metafile: true,
  tsconfig: path.join(root, 'tsconfig.base.json'),
  logLevel: 'warning',
});

/** 'fastify/types', '@fastify/static/x' -> the package name; null for Node built-ins. */
function packageOf(specifier) {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0])) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const workspace = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
// Files a bundle reads from a package at run time (require.resolve('pkg/file'), e.g. the Hindi receipt's
// font and HarfBuzz wasm) are no import in the metafile: the package must be installed all the same.
const resolvedFiles = [
  ...readFileSync(path.join(outdir, 'main.js'), 'utf8').matchAll(
    /\brequire\.resolve\(\s*["']([^"'.][^"']*)["']\s*\)/g,
  ),
].map((m) => m[1]);
const external = new Set(
  [
    ...Object.values(result.metafile.outputs)
      .flatMap((o) => o.imports)
      .filter((i) => i.external)
      .map((i) => i.path),
    ...resolvedFiles,
  ]
    .map((specifier) => packageOf(specifier))
    .filter(Boolean),
);
// Packages a dependency loads by name at run time, out of esbuild's sight: TypeORM's PostgreSQL driver
// require()s `pg` when the first DataSource starts (without it, every service but the gateway crash-looped
// in its container with "Postgres package has not been found installed").
const LOADED_BY = { typeorm: ['pg'] };
for (const [pkg, loads] of Object.entries(LOADED_BY)) {
  if (external.has(pkg)) for (const l of loads) external.add(l);
}
const dependencies = {};
for (const pkg of [...external].sort()) {
  const version = workspace.dependencies?.[pkg];
  if (!version)
    throw new Error(`${name} loads '${pkg}', which is not a production dependency of the workspace`);
  dependencies[pkg] = version;
}
writeFileSync(
  path.join(outdir, 'package.json'),
  `${JSON.stringify(
    {
      name: `chargesetu-${name}`,
      version: workspace.version,
      private: true,
      main: 'main.js',
      engines: workspace.engines,
      overrides: workspace.overrides,
      dependencies,
    },
    null,
    2,
  )}\n`,
);
console.log(`built dist/apps/${name}/main.js (${external.size} runtime packages)`);
