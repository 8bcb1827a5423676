// One lint config for the whole workspace. Module boundaries are the point: see docs/architecture.md.
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

const serviceScopes = ['gateway', 'auth', 'stations', 'bookings', 'payments', 'charging', 'assistant', 'ocpp'];

const boundaryConstraints = [
  // Scopes: a service may use only its own scope and shared; web only web and shared.
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  ...serviceScopes.map((s) => ({
    sourceTag: `scope:${s}`,
    onlyDependOnLibsWithTags: [`scope:${s}`, 'scope:shared'],
  })),
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
  {
    sourceTag: 'scope:platform',
    onlyDependOnLibsWithTags: ['scope:shared', ...serviceScopes.map((s) => `scope:${s}`)],
  },
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
  // Types: apps sit on top; features never import each other.
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:service', 'type:feature', 'type:ui', 'type:data-access', 'type:util'],
  },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:testing'] },
  { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:util', 'type:testing'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:util', 'type:testing'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  // Platforms: browser code and Node code never import each other.
  { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:web', 'platform:any'] },
  { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node', 'platform:any'] },
  { sourceTag: 'platform:any', onlyDependOnLibsWithTags: ['platform:any'] },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.nx',
      '**/.data',
      '**/coverage',
      '**/vite.config.*.timestamp*',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: false,
          allow: [],
          depConstraints: boundaryConstraints,
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/testing/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Tests may use the test harness (type:testing); production code may not.
    files: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          depConstraints: boundaryConstraints.map((c) =>
            c.sourceTag.startsWith('type:')
              ? { ...c, onlyDependOnLibsWithTags: [...c.onlyDependOnLibsWithTags, 'type:testing'] }
              : c,
          ),
        },
      ],
    },
  },
  {
    // A service's integration tests may start the real services it talks to (a payment needs a real
    // booking): they may import other service libs. Production code of a service never may.
    files: ['**/*.int.spec.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          depConstraints: boundaryConstraints.map((c) => {
            if (serviceScopes.some((s) => c.sourceTag === `scope:${s}`)) {
              return {
                ...c,
                onlyDependOnLibsWithTags: [
                  ...c.onlyDependOnLibsWithTags,
                  ...serviceScopes.map((s) => `scope:${s}`),
                ],
              };
            }
            if (c.sourceTag === 'type:service') {
              return {
                ...c,
                onlyDependOnLibsWithTags: [...c.onlyDependOnLibsWithTags, 'type:testing', 'type:service'],
              };
            }
            return c.sourceTag.startsWith('type:')
              ? { ...c, onlyDependOnLibsWithTags: [...c.onlyDependOnLibsWithTags, 'type:testing'] }
              : c;
          }),
        },
      ],
    },
  },
];
