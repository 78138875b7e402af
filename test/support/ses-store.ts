import { testEndpoints } from './app.js';

/** A message as the SES stand-in (`aws-ses-v2-local`) stores it, read back with `GET /store`. */
export interface StoredEmail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  at: number;
}

/**
 * Every message the SES stand-in holds whose recipients include `address` (to, cc or bcc). The stand-in is
 * shared by all test files of a run, so tests filter by unique addresses instead of clearing the store.
 */
export async function mailTo(address: string): Promise<StoredEmail[]> {
  const res = await fetch(`${testEndpoints().ses}/store`);
  const { emails } = (await res.json()) as { emails: StoredEmail[] };
  const wanted = address.toLowerCase();
  return emails.filter((e) =>
    [...e.destination.to, ...e.destination.cc, ...e.destination.bcc].some((a) => a.toLowerCase() === wanted),
  );
}

/** Waits until at least `count` messages to `address` arrived (the delivery pipeline is asynchronous). */
export async function waitForMail(address: string, count = 1, timeoutMs = 15_000): Promise<StoredEmail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await mailTo(address);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A unique address at example.com for one test. */
export const uniqueAddress = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;
