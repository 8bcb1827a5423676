// Shared Jest preset: SWC transform (with legacy decorators for TypeORM) and path aliases from tsconfig.base.json.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = {};
for (const [alias, [target]] of Object.entries(compilerOptions.paths)) {
  moduleNameMapper[`^${alias.replace(/[/@]/g, (c) => `\\${c}`)}$`] = path.join(__dirname, target);
}

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // typed-ocpp (OCPP message types and checks) ships only as ES modules: SWC turns it into CommonJS like
  // the sources. Every other package is loaded as it is.
  transformIgnorePatterns: ['/node_modules/(?!typed-ocpp/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper,
};
