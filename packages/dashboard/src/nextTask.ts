/**
 * Runs `work` in a task of its own, after what is already queued: start-up as several short tasks, not one long one
 * (a browser task over 50 ms blocks input; at phone speed each millisecond here is about four).
 */
export const nextTask = (work: () => void): void => void setTimeout(work);
