import { DomainError } from '@shared/domain/errors.js';
import type { Form } from '@shared/domain/form.js';
import { errorResult, STATUS_BY_CODE } from '@shared/http/errors.js';
import { html, json, redirect, type HttpResult } from '@shared/http/response.js';
import { asSentence, errorPage, PAGE_HEADERS, safeBackUrl, successPage } from '../pages.js';
import { formspreeFailure, formspreeSuccess } from './formspree.js';
import { normalizeOrigin } from './negotiate.js';
import { INGEST_LIMITS } from '@shared/domain/ingest-limits.js';

/**
 * Turns an outcome into the response the client negotiated: JSON for fetch/XHR, and for plain HTML form posts the
 * form's `settings.response` choice (redirect or hosted page; errors may also answer exactly like a success).
 * Formspree's JavaScript clients get their own JSON shapes (`formspree.ts`).
 */
export interface ResponseContext {
  json: boolean;
  /** The request carries `Formspree-Client`: answer in that client's shapes. */
  formspree: boolean;
  /** Public base URL of the deployment (the hosted thank-you page lives under it). */
  baseUrl: string;
  bodyBytes: number;
  /** CORS headers for an allowed Origin (empty until the form is known or without an Origin). */
  cors: Record<string, string>;
  form: Form | undefined;
  referer: string | undefined;
  origin: string | undefined;
}

/**
 * Where "← Back to the site" leads: the Referer (else the Origin) when it is an http(s) URL on one of the form's
 * listed allowed origins; never for a form that allows any origin (an empty list or `*`), so the hosted page never
 * links to a site the owner did not name.
 */
export function backToSite(ctx: Pick<ResponseContext, 'form' | 'referer' | 'origin'>): string | null {
  const listed = ctx.form?.allowedOrigins.filter((entry) => entry.trim() !== '*').map(normalizeOrigin) ?? [];
  const url = safeBackUrl(ctx.referer) ?? safeBackUrl(ctx.origin);
  return url && listed.includes(new URL(url).origin) ? url : null;
}

const withHeaders = (result: HttpResult, headers: Record<string, string>): HttpResult => ({
  ...result,
  headers: { ...result.headers, ...headers },
});

/** The hosted success page, also served at `GET /f/{slug}/thanks` for clients that navigate there themselves. */
export const hostedSuccess = (ctx: ResponseContext, form: Form): HttpResult =>
  html(200, successPage({ formName: form.name, backUrl: backToSite(ctx) }), {
    ...PAGE_HEADERS,
    ...ctx.cors,
  });

function htmlSuccess(ctx: ResponseContext, form: Form): HttpResult {
  const success = form.settings.response.success;
  if (success.type === 'redirect') return redirect(success.redirect_url, 303, ctx.cors);
  return hostedSuccess(ctx, form);
}

/** Where a visitor goes after a success: the form's redirect, else the hosted thank-you page. */
function successUrl(ctx: ResponseContext, form: Form): string {
  const success = form.settings.response.success;
  if (success.type === 'redirect') return success.redirect_url;
  return `${ctx.baseUrl}/f/${encodeURIComponent(form.publicSlug)}/thanks`;
}

/** 201 `{id, status}` or the form's success page/redirect. */
export function successResponse(ctx: ResponseContext, form: Form, result: { id: string; status: string }): HttpResult {
  if (ctx.formspree) return withHeaders(formspreeSuccess(result.id, successUrl(ctx, form)), ctx.cors);
  if (ctx.json) return json(201, { id: result.id, status: result.status }, ctx.cors);
  return htmlSuccess(ctx, form);
}

/** What a visitor can do about each refusal, in plain words (the technical message comes first). */
const HINTS: Record<string, string> = {
  not_found: 'This form does not exist. Check the address of the page you came from.',
  form_inactive: 'This form no longer accepts submissions.',
  origin_not_allowed: 'This form does not accept submissions from the website you came from.',
  form_key_required: 'The page you came from is not set up to send this form.',
  form_key_invalid: 'The page you came from is not set up to send this form.',
  rate_limited: 'You sent several submissions in a short time. Please wait a moment and try again.',
  captcha_failed: 'The CAPTCHA check did not pass. Go back, complete it and try again.',
  blocked: 'This submission was refused.',
  payload_too_large: 'The submission is too large. Go back, shorten what you entered and try again.',
  validation_error: 'Go back, check what you entered and try again.',
  unsupported_media_type: 'The page you came from sent the form in a way this service does not accept.',
  internal_error: 'Something went wrong on our side. Please try again in a moment.',
  dependency_unavailable: 'Nothing was saved. Please go back and send the form again in a moment.',
};

/** Appends `error=<code>` to an error redirect target, keeping its own query. */
function errorRedirectUrl(target: string, code: string): string {
  const url = new URL(target);
  url.searchParams.set('error', code);
  return url.href;
}

/** The negotiated error response: the JSON envelope, or the form's error page / redirect / success look-alike. */
export function errorResponse(ctx: ResponseContext, error: unknown): HttpResult {
  const envelope = errorResult(error);
  const extra: Record<string, string> = { ...ctx.cors };
  if (envelope.headers['retry-after']) extra['retry-after'] = envelope.headers['retry-after'];
  if (envelope.headers.allow) extra.allow = envelope.headers.allow;
  if (ctx.formspree) {
    return withHeaders(formspreeFailure(error, { bodyTooLarge: ctx.bodyBytes > INGEST_LIMITS.bodyBytes }), extra);
  }
  if (ctx.json) return withHeaders(envelope, extra);

  const code = error instanceof DomainError ? error.code : 'internal_error';
  const setting = ctx.form?.settings.response.error;
  // Only a form that exists and is live gets its own error handling; otherwise there is nothing to follow. When
  // nothing was stored (our side failed), never answer like a success: the visitor must know to try again.
  const ourFault = envelope.statusCode >= 500;
  if (ctx.form && setting && code !== 'not_found') {
    if (setting.type === 'same_as_success' && !ourFault) return withHeaders(htmlSuccess(ctx, ctx.form), extra);
    if (setting.type === 'redirect') return redirect(errorRedirectUrl(setting.redirect_url, code), 303, extra);
  }
  const message = error instanceof DomainError ? error.message : 'An unexpected error occurred.';
  const page = errorPage({
    formName: code === 'not_found' ? null : (ctx.form?.name ?? null),
    message: asSentence(message),
    hint: HINTS[code] ?? null,
    backUrl: backToSite(ctx),
  });
  return html(STATUS_BY_CODE[code] ?? 400, page, { ...PAGE_HEADERS, ...extra });
}
