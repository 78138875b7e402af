import type { ContentModel } from '@shared/domain/spam/content-model.js';

/** Stand-in for shared/adapters/spam-model.ts in the bench's "without the model" bundle (spam-model-cost.ts). */
export const packagedContentModel: ContentModel = { probability: () => 0 };
