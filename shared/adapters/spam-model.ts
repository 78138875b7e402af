import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contentModel, ContentModelWeightsSchema, type ContentModel } from '@shared/domain/spam/content-model.js';

/**
 * The content model's weights (`npm run spam:train` writes them) live in a file beside this module in the source
 * tree and beside `index.mjs` in the function bundle (`files` in lib/bundling.ts copies it there), so the ~710 KB
 * stay out of the bundle's parse. Read once, on the first submission that is scored.
 */
export const WEIGHTS_FILE_NAME = 'spam-model.weights.json';

let loaded: ContentModel | null | undefined;

/** A missing or unreadable file is a packaging bug: it is logged once and scoring goes on without the model. */
function load(): ContentModel | null {
  const path = fileURLToPath(new URL(`./${WEIGHTS_FILE_NAME}`, import.meta.url));
  try {
    if (!existsSync(path)) throw new Error(`${WEIGHTS_FILE_NAME} is not beside the function code`);
    return contentModel(ContentModelWeightsSchema.parse(JSON.parse(readFileSync(path, 'utf8'))));
  } catch (error) {
    console.error(JSON.stringify({ level: 'ERROR', message: 'spam content model not loaded', error: String(error) }));
    return null;
  }
}

const model = (): ContentModel | null => (loaded === undefined ? (loaded = load()) : loaded);

/**
 * The packaged model; scores 0 (no signal) if its weights could not be loaded, and then the pitch cues of languages
 * beyond the bundled five are off too (they ship in the same file).
 */
export const packagedContentModel: ContentModel = {
  probability: (text) => model()?.probability(text) ?? 0,
  get pitchCues() {
    return model()?.pitchCues;
  },
};
