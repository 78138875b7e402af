import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { LocalApp } from '@local/app.js';
import { startTestApp } from '@test/support/app.js';
import { addVirtualAuthenticator, startBrowserSite, type BrowserSite } from '@test/support/browser.js';
import { browserClient, cookieToken, signInByLink } from '@test/support/accounts.js';
import { uniqueAddress } from '@test/support/ses-store.js';

/**
 * Passkeys through a real browser: Chromium's virtual authenticator (CDP `WebAuthn`) answers the browser's WebAuthn
 * API on a tiny page served at the local service's origin (http://localhost is a secure context). The browser
 * makes the credentials; the test posts them to the API as the dashboard would.
 */
/** The browser's WebAuthn API, as the page scripts below use it (they run in Chromium, not in Node). */
interface BrowserCredential {
  toJSON(): unknown;
}
declare const PublicKeyCredential: {
  parseCreationOptionsFromJSON(json: unknown): unknown;
  parseRequestOptionsFromJSON(json: unknown): unknown;
};
declare const navigator: {
  credentials: {
    create(o: { publicKey: unknown }): Promise<BrowserCredential>;
    get(o: { publicKey: unknown }): Promise<BrowserCredential>;
  };
};

let app: LocalApp;
let site: BrowserSite;
let context: BrowserContext;
let call: ReturnType<typeof browserClient>;
const PAGE = '/__passkey-test';

beforeAll(async () => {
  app = await startTestApp({ config: { signUp: { mode: 'open' } } });
  call = browserClient(app);
  site = await startBrowserSite();
  context = await site.browser.newContext();
  await context.route(/__passkey-test$/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>passkeys</title>' }),
  );
}, 60_000);
afterAll(async () => {
  await site?.close();
  await app?.stop();
});

/** A page at `origin` with a virtual platform authenticator holding resident keys. */
async function pageAt(origin: string): Promise<Page> {
  return (await pageWithAuthenticator(origin)).page;
}

async function pageWithAuthenticator(origin: string) {
  const page = await context.newPage();
  const authenticator = await addVirtualAuthenticator(context, page);
  await page.goto(origin + PAGE);
  return { page, authenticator };
}

/** Options as a client that ignores the server's user verification requirement would pass them on. */
const withoutUserVerification = (options: Json) => ({
  ...options,
  userVerification: 'discouraged',
  ...(options.authenticatorSelection
    ? { authenticatorSelection: { ...options.authenticatorSelection, userVerification: 'discouraged' } }
    : {}),
});

/** WebAuthn JSON as the tests take it apart (the browser's shapes, loosely typed). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** The bytes of a base64url string. */
const bytes = (b64url: string) => Buffer.from(b64url, 'base64url');

const create = (page: Page, options: unknown) =>
  page.evaluate(async (json) => {
    const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(json);
    return (await navigator.credentials.create({ publicKey })).toJSON();
  }, options);

const assertion = (page: Page, options: unknown) =>
  page.evaluate(async (json) => {
    const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON(json);
    return (await navigator.credentials.get({ publicKey })).toJSON();
  }, options);

async function register(page: Page, session: string, name: string) {
  const options = await call('POST', '/v1/me/passkeys/options', session, { body: {} });
  expect(options.status).toBe(200);
  expect(options.body.options.rp).toEqual({ name: 'Formbase', id: 'localhost' });
  const response = await create(page, options.body.options);
  return call('POST', '/v1/me/passkeys', session, {
    body: { challenge_id: options.body.challenge_id, response, name },
  });
}

async function signInWith(page: Page) {
  const options = await call('POST', '/v1/auth/passkeys/options', undefined, { body: {} });
  expect(options.status).toBe(200);
  const response = await assertion(page, options.body.options);
  const body = { challenge_id: options.body.challenge_id, response };
  return { res: await call('POST', '/v1/auth/passkeys/verify', undefined, { body }), body };
}

describe('passkeys in Chromium', () => {
  it('registers a passkey, lists it, signs in with it (no e-mail), once per challenge; a removed one is refused', async () => {
    const email = uniqueAddress('pk');
    const { session, me } = await signInByLink(app, email);
    const page = await pageAt(app.baseUrl);

    const registered = await register(page, session!, 'Laptop');
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({
      id: expect.stringMatching(/^pk_/),
      name: 'Laptop',
      created_at: expect.any(String),
      last_used_at: null,
    });
    expect((await call('GET', '/v1/me/passkeys', session)).body.data).toEqual([registered.body]);

    const { res, body } = await signInWith(page);
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual(me.user);
    const passkeySession = cookieToken(res.headers)!;
    expect(passkeySession).not.toBe(session);
    expect((await call('GET', '/v1/me', passkeySession)).status).toBe(200);
    expect((await call('GET', '/v1/me/passkeys', session)).body.data[0].last_used_at).not.toBeNull();
    const replay = await call('POST', '/v1/auth/passkeys/verify', undefined, { body });
    expect(replay.status).toBe(400);
    expect(replay.body.error.code).toBe('invalid_passkey');

    expect((await call('DELETE', `/v1/me/passkeys/${registered.body.id}`, session)).status).toBe(204);
    const removed = (await signInWith(page)).res;
    expect(removed.status).toBe(400);
    expect(removed.body.error).toMatchObject({
      code: 'invalid_passkey',
      message: expect.stringMatching(/not registered/),
    });
    await page.close();
  });

  it('refuses a sign-in and a registration made on another origin', async () => {
    const { session } = await signInByLink(app, uniqueAddress('pk-origin'));
    const page = await pageAt(app.baseUrl);
    expect((await register(page, session!, 'Real')).status).toBe(201);
    // Another origin on the same host (another port), with the same authenticator: the browser lets it use rp id
    // `localhost` and the registered passkey; the server must refuse what it signs there.
    const port = Number(new URL(app.baseUrl).port);
    await page.goto(`http://localhost:${port === 65535 ? port - 1 : port + 1}${PAGE}`);
    const options = await call('POST', '/v1/auth/passkeys/options', undefined, { body: {} });
    const response = await assertion(page, options.body.options);
    const res = await call('POST', '/v1/auth/passkeys/verify', undefined, {
      body: { challenge_id: options.body.challenge_id, response },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_passkey', message: expect.stringMatching(/origin/i) });
    const elsewhere = await pageAt(new URL(page.url()).origin);
    const phished = await register(elsewhere, session!, 'Phished');
    expect(phished.status).toBe(400);
    expect(phished.body.error.code).toBe('invalid_passkey');
    expect((await call('GET', '/v1/me/passkeys', session)).body.data.map((p: { name: string }) => p.name)).toEqual([
      'Real',
    ]);
    await Promise.all([page.close(), elsewhere.close()]);
  });

  it('asks for user verification and refuses a registration or a sign-in without it', async () => {
    const { session } = await signInByLink(app, uniqueAddress('pk-uv'));
    const { page, authenticator } = await pageWithAuthenticator(app.baseUrl);
    const options = await call('POST', '/v1/me/passkeys/options', session, { body: {} });
    expect(options.body.options.authenticatorSelection.userVerification).toBe('required');

    // An attestation of format `none` signs nothing: a client can clear the user-verified flag (bit 2 of the
    // authenticator data's flags, byte 32 of it) and still send a well-formed response.
    const made = (await create(page, options.body.options)) as Json;
    const attestation = bytes(made.response.attestationObject);
    const authData = attestation.indexOf(bytes(made.response.authenticatorData));
    expect(attestation[authData + 32]! & 0x04).toBe(0x04);
    attestation[authData + 32]! &= ~0x04;
    const unverified = {
      ...made,
      response: {
        ...made.response,
        attestationObject: attestation.toString('base64url'),
        authenticatorData: Buffer.from(
          attestation.subarray(authData, authData + bytes(made.response.authenticatorData).length),
        ).toString('base64url'),
      },
    };
    const refused = await call('POST', '/v1/me/passkeys', session, {
      body: { challenge_id: options.body.challenge_id, response: unverified, name: 'No UV' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'invalid_passkey', message: expect.stringMatching(/verif/i) });

    expect((await register(page, session!, 'Verified')).status).toBe(201);
    const signInOptions = await call('POST', '/v1/auth/passkeys/options', undefined, { body: {} });
    expect(signInOptions.body.options.userVerification).toBe('required');
    await authenticator.setUserVerified(false);
    const response = (await assertion(page, withoutUserVerification(signInOptions.body.options))) as Json;
    expect(bytes(response.response.authenticatorData)[32]! & 0x04).toBe(0);
    const res = await call('POST', '/v1/auth/passkeys/verify', undefined, {
      body: { challenge_id: signInOptions.body.challenge_id, response },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_passkey', message: expect.stringMatching(/verif/i) });
    expect(cookieToken(res.headers)).toBeUndefined();
    await page.close();
  });

  it('answers 409 in the error envelope to a credential id another user registered', async () => {
    const first = await signInByLink(app, uniqueAddress('pk-first'));
    const page = await pageAt(app.baseUrl);
    const taken = await register(page, first.session!, 'First');
    expect(taken.status).toBe(201);
    const takenId = (await call('GET', '/v1/me/passkeys', first.session)).body.data[0].id as string;
    const stored = (await app.deps.stores.passkeys.listForUser(first.me.user.id)).find((p) => p.id === takenId)!;

    // A second user's authenticator answers with the first one's credential id (an attestation of format `none`
    // signs nothing, so a client can put any id in it).
    const second = await signInByLink(app, uniqueAddress('pk-second'));
    const options = await call('POST', '/v1/me/passkeys/options', second.session, { body: {} });
    const fresh = (await create(page, options.body.options)) as Json;
    const [from, to] = [bytes(fresh.rawId), bytes(stored.credentialId)];
    expect(from.length).toBe(to.length);
    const attestation = bytes(fresh.response.attestationObject);
    const at = attestation.indexOf(from);
    expect(at).toBeGreaterThan(0);
    to.copy(attestation, at);
    const forged = {
      ...fresh,
      id: stored.credentialId,
      rawId: stored.credentialId,
      response: { ...fresh.response, attestationObject: attestation.toString('base64url') },
    };
    const res = await call('POST', '/v1/me/passkeys', second.session, {
      body: { challenge_id: options.body.challenge_id, response: forged, name: 'Copy' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: 'conflict', message: expect.any(String), field: 'response' } });
    expect((await call('GET', '/v1/me/passkeys', second.session)).body.data).toEqual([]);
    await page.close();
  });
});
