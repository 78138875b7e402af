import { handler as h } from './services/ingest/handlers/submit.js';
export const handler = h;
