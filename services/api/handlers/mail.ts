import { autoresponderStore } from '@shared/adapters/dynamo/autoresponders.js';
import { formStore } from '@shared/adapters/dynamo/forms.js';
import { suppressionStore } from '@shared/adapters/dynamo/suppressions.js';
import type { FunctionRuntime } from '@shared/infra/runtime.js';
import { apiFunction } from '../app.js';
import { mailerPort } from '../deps.js';
import { autoresponderRoutes } from '../routes/autoresponder.js';

const build = (runtime: FunctionRuntime) => {
  const { table } = runtime;
  return {
    stores: {
      forms: formStore(table),
      autoresponders: autoresponderStore(table),
      suppressions: suppressionStore(table),
    },
    mailer: mailerPort(runtime),
  };
};

/** What the management API sends mail for (SES): a form's autoresponder and its test send. */
export const { create, handler, routes } = apiFunction(build, (deps) => autoresponderRoutes(deps));
