/**
 * Where the generated OpenAPI document lives: `generated/` beside this module in the source tree, and `generated/`
 * beside the bundle's `index.mjs` (`files` in lib/bundling.ts), so the one URL finds it in both and no function
 * carries the JSON Schema generator nor the other functions' routes.
 */
export const OPENAPI_FILE_URL = new URL('./generated/openapi.json', import.meta.url);
