"""Schemathesis hooks for `npm run bench -- contract` (loaded through SCHEMATHESIS_HOOKS=contract_hooks).

Each hook answers one place where Schemathesis' reading of the OpenAPI document is wrong about this API; the API and
its document stay as they are. Why each one is right is also in docs/decisions/api-contract.md.
"""
import schemathesis

SESSION_COOKIE = 'fb_session'


def _mutated(case):
    """The parameter name and location a negative case was made by changing, or (None, None)."""
    data = getattr(getattr(case.meta, 'phase', None), 'data', None)
    location = getattr(data, 'parameter_location', None)
    return getattr(data, 'parameter', None), getattr(location, 'value', location)


@schemathesis.hook
def filter_case(context, case):
    """A request without the session cookie is not invalid: the document's security requirements are alternatives
    (`bearerAuth` OR `sessionCookie`, as OpenAPI reads a list of requirements) and every run authenticates with the
    bearer key. Schemathesis lists the parameters of all alternatives as required, so it would call "cookie missing"
    negative data and expect a refusal the API must not give."""
    if case.meta is None or not case.meta.generation.mode.is_negative:
        return True
    name, location = _mutated(case)
    return not (name == SESSION_COOKIE and location == 'cookie')


@schemathesis.hook
def map_case(context, case):
    """A pagination cursor is opaque: only a `next_cursor` the API answered is a valid one (a cursor is the encoded
    position in one list of one organization, and any other string is refused with 400 naming `cursor`). Schema-valid
    cases therefore start at the first page instead of sending a made-up cursor; invalid cursors are still sent by the
    negative cases."""
    if case.meta is not None and not case.meta.generation.mode.is_negative and isinstance(case.query, dict):
        case.query.pop('cursor', None)
    return case
