import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { formsFileJsonSchema } from '../../packages/cli/src/forms-file/schema.js';
import { FORMS_SCHEMA_FILE } from '../../scripts/client-types.js';

it('the checked-in forms-file JSON Schema is what the zod schemas generate (else: npm run client:generate)', () => {
  expect(readFileSync(FORMS_SCHEMA_FILE, 'utf8') === formsFileJsonSchema(), 'run `npm run client:generate`').toBe(true);
});

it('tells editors what the API enforces: enums, limits, secrets as ${ENV_VAR}, no unknown keys', () => {
  const schema = JSON.parse(formsFileJsonSchema());
  const form = schema.$defs.FormsFileForm;
  expect(form.required).toEqual(['external_key', 'name']);
  expect(form.additionalProperties).toBe(false);
  expect(form.properties.name).toMatchObject({ minLength: 1, maxLength: 120 });
  expect(schema.$defs.FormsFileCaptcha.properties.secret.pattern).toBe('^\\$\\{([A-Za-z_][A-Za-z0-9_]*)\\}$');
  const settings = JSON.stringify(schema.$defs.FormSettingsUpdate);
  expect(settings).toContain('"enum":["low","medium","high"]');
});
