"""Schemathesis hooks for `npm run bench -- contract` (loaded through SCHEMATHESIS_HOOKS=contract_hooks).

Each hook answers one place where Schemathesis' reading of the OpenAPI document is wrong about this API; the API and
its document stay as they are. Why each one is right is also in docs/decisions/api-contract.md.
"""
from datetime import datetime, timezone
from urllib.parse import urlencode

import schemathesis

SESSION_COOKIE = '__Host-fb_session'  # as the document names it (a deployment's HTTPS name)


def _meta(case):
    """The case's generation metadata as made. Not `case.meta`: reading that property in a hook revalidates the
    case, which forgets that a negative case left its Authorization header out on purpose (Schemathesis 4.25.0 then
    adds the configured header back and expects the 401 of a request it did not send)."""
    return case._meta


def _mutated(case):
    """The parameter name and location a negative case was made by changing, or (None, None)."""
    data = getattr(getattr(_meta(case), 'phase', None), 'data', None)
    location = getattr(data, 'parameter_location', None)
    return getattr(data, 'parameter', None), getattr(location, 'value', location)


def _negative_but_valid(case):
    """Negative cases whose only change is not invalid for this API.

    - A request without the session cookie: the document's security requirements are alternatives (`bearerAuth` OR
      `sessionCookie`, as OpenAPI reads a list of requirements) and every run authenticates with the bearer key.
      Schemathesis lists the parameters of all alternatives as required, so it calls "cookie missing" invalid.
    - An unknown query parameter (or header, or cookie): the API ignores them, which OpenAPI allows (a parameter
      list does not close the query). Schemathesis means to let this pass too, but checks the rest of the query as
      sent (`limit=25` as the string "25") against the integer schema, so a list endpoint reads as accepting invalid
      data.
    """
    name, location = _mutated(case)
    if name == SESSION_COOKIE and location == 'cookie':
        return True
    scenario = getattr(getattr(_meta(case).phase, 'data', None), 'scenario', None)
    return getattr(scenario, 'value', scenario) == 'object_unexpected_properties' and location in (
        'query', 'header', 'cookie')


def _unsendable_multipart(case):
    """A schema-valid form body whose field names no multipart body can carry: a part's name sits in its
    Content-Disposition header, where control characters and quotes cannot be written (RFC 7578), so Schemathesis
    sends a malformed body and the API rightly answers 400. The same names are still sent as JSON."""
    if not str(case.media_type or '').startswith('multipart/form-data') or not isinstance(case.body, dict):
        return False
    return any(any(ord(c) < 0x20 or 0x7f <= ord(c) <= 0x9f or c == '"' for c in str(k)) for k in case.body)


def _instant(text):
    """A `created_from`/`created_to` value (a date or a date-time) as an aware datetime, or None."""
    try:
        value = datetime.fromisoformat(str(text).replace('Z', '+00:00'))
    except ValueError:
        return None
    return value if value.tzinfo else value.replace(tzinfo=timezone.utc)


def _search_rule_broken(case):
    """A submission search that breaks a rule between its parameters, which a parameter list cannot state and the
    document states in their descriptions (400 otherwise): `created_to` after `created_from`, `field` and
    `field_value` together. The list takes the filters in its query, an export's start request in its body. Any
    other combination of the filters is still fuzzed."""
    query = case.query if isinstance(case.query, dict) else {}
    if getattr(case.operation, 'path', '').endswith('/exports') and isinstance(case.body, dict):
        query = {**query, **case.body}
    start, end = _instant(query.get('created_from')), _instant(query.get('created_to'))
    empty_range = start is not None and end is not None and end <= start
    return empty_range or (('field' in query) != ('field_value' in query))


# Node's HTTP server refuses a request whose request line and headers exceed 16 KiB with 431 before any route sees
# it (API Gateway has its own, similar limit); the document describes what the API answers to requests that reach it.
MAX_QUERY_BYTES = 12 * 1024


def _oversized_request_line(case):
    """A query string that would push the request line past the HTTP server's limit (a string of thousands of
    four-byte characters, each sent as 12 bytes of percent-encoding)."""
    query = case.query if isinstance(case.query, dict) else {}
    return len(urlencode({k: v for k, v in query.items()}, doseq=True).encode()) > MAX_QUERY_BYTES


@schemathesis.hook
def filter_case(context, case):
    """Drops the cases above: each would report this API for what Schemathesis gets wrong about it."""
    if _meta(case) is None:
        return True
    if _oversized_request_line(case):
        return False
    if _meta(case).generation.mode.is_negative:
        return not _negative_but_valid(case)
    return not (_unsendable_multipart(case) or _search_rule_broken(case))


@schemathesis.hook
def map_case(context, case):
    """A pagination cursor is opaque: only a `next_cursor` the API answered is a valid one (a cursor is the encoded
    position in one list of one organization, and any other string is refused with 400 naming `cursor`). Schema-valid
    cases therefore start at the first page instead of sending a made-up cursor; invalid cursors are still sent by the
    negative cases."""
    meta = _meta(case)
    if meta is not None and not meta.generation.mode.is_negative and isinstance(case.query, dict):
        case.query.pop('cursor', None)
    return case
