import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', 'cdk.out/**', '.local/**', 'local/stubs/**', 'test/generated/**'] },
  eslint.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['local/**', 'scripts/**', 'bench/**', 'test/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['shared/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@aws-sdk/*', 'aws-cdk-lib*', '@shared/adapters/*', '@shared/http/*'] },
      ],
    },
  },
  {
    files: ['services/**', 'shared/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['aws-cdk-lib*', '@local/*', '@lib/*'] }],
    },
  },
);
