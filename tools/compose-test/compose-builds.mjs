// Prints the builds docker-compose.yml asks for, one a line, for build-images.sh:
//   <image> <dockerfile> <context> <ARG=value>...
// read from the compose file itself (YAML merge keys and ${VAR:-default} resolved), so the script and
// the file can never disagree about an app, its port or its Dockerfile.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { interpolate } from './interpolate.cjs';

const root = path.resolve(import.meta.dirname, '../..');
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
for (const service of Object.values(compose.services)) {
  if (!service.build) continue;
  const args = Object.entries(service.build.args ?? {}).map(([k, v]) => `${k}=${interpolate(String(v), process.env)}`);
  console.log([service.image, service.build.dockerfile, service.build.context, ...args].join(' '));
}
