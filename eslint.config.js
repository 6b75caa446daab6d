import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'test-output/**'] },
  ...tseslint.configs.recommended,
  {
    files: [
      'packages/engine/**/*.ts',
      'packages/cardgame/**/*.ts',
      'packages/battle-spirits/**/*.ts',
      'packages/dbscg/**/*.ts',
      'packages/games/**/*.ts',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
