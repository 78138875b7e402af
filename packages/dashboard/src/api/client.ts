import { createFormbaseClient, isFormbaseError } from '@formbase/client';
import { nextTask } from '../nextTask';

/**
 * The browser's `fetch`, called in a task of its own: a commit that mounts several queries starts them all from one
 * task (its effects), and each call costs about a millisecond of CPU (four on a phone), which made that task the
 * longest script task of a start.
 */
const fetchInItsOwnTask: typeof fetch = (input, init) =>
  new Promise<void>((resolve) => nextTask(resolve)).then(() => fetch(input, init));

/**
 * The one client of the app: same origin as the page, so calls carry the `fb_session` cookie (HttpOnly, never read
 * here) and the browser's `Origin` header, which the server checks on every unsafe request.
 */
export const api = createFormbaseClient({
  baseUrl: window.location.origin,
  // A short wait the service asks for is taken quietly; a longer one is said (`errorSentence`), never waited out
  // behind a spinning button.
  retry: { maxRetries: 2, maxDelaySeconds: 5 },
  fetch: fetchInItsOwnTask,
});

export const errorField = (error: unknown): string | undefined => (isFormbaseError(error) ? error.field : undefined);
export const errorStatus = (error: unknown): number | undefined => (isFormbaseError(error) ? error.status : undefined);
