"""Reading the organizer's answers: types, limits and plain-language error messages.

Each jurisdiction lists its questions as ``Field`` objects.  ``read`` checks a raw
input dict against them and either returns clean values (with defaults filled in)
or raises ``InvalidInput`` carrying one message per bad field, worded for a member
of the public.  Values are never coerced: "300" is not a number and 250.5 people is
not a whole number.
"""

from .dates import FIRST_YEAR, LAST_YEAR, parse_iso

MAX_COUNT = 10000000
UNSURE = "unsure"  # a yes/no answer the organizer cannot give yet (see unsure.py)
MAX_UNKNOWN = 10  # unknown names reported one by one; the rest are counted


class InvalidInput(Exception):
    """The input could not be used; ``errors`` is a list of {"field", "message"}.

    An error may also carry ``allowed`` (the values a choice accepts) or, for a name
    the calculator does not ask about, ``questions`` (the names it does ask about).
    """

    def __init__(self, errors):
        super().__init__("invalid input")
        self.errors = errors


class Field:
    """One question.  ``label`` is how the question reads in a sentence."""

    def __init__(self, name, kind, label, required=False, default=None, minimum=None, above=None,
                 choices=None):
        self.name = name
        self.kind = kind  # "date", "int", "number", "bool" or "choice"
        self.label = label
        self.required = required
        self.default = default
        self.minimum = minimum  # lowest allowed value
        self.above = above  # the value must be greater than this
        self.choices = choices


def _is_int(value):
    return type(value) is int


def _is_number(value):
    return type(value) is int or (type(value) is float and value == value and value - value == 0)


def _check(field, value):
    """Return (clean value, None) or (None, message)."""
    kind = field.kind
    if kind == "date":
        if type(value) is not str:
            return None, "Enter %s as a date, like 2026-08-15." % field.label
        try:
            return parse_iso(value), None
        except ValueError as reason:
            why = str(reason)
            if why == "range":
                return None, "Enter %s between %d and %d." % (field.label, FIRST_YEAR, LAST_YEAR)
            if why == "impossible":
                return None, "Check %s: that day does not exist in that month." % field.label
            return None, "Enter %s as a date, like 2026-08-15." % field.label
    if kind == "bool":
        if type(value) is not bool and value != UNSURE:
            return None, "Choose yes, no or not sure for %s." % field.label
        return value, None
    if kind == "choice":
        if type(value) is not str or value not in field.choices:
            return None, "Choose one of the answers offered for %s." % field.label
        return value, None
    if kind == "int":
        if not _is_int(value):
            return None, "Enter %s as a whole number, like 300." % field.label
    elif not _is_number(value):
        return None, "Enter %s as a number, like 3 or 2.5." % field.label
    if field.minimum is not None and value < field.minimum:
        return None, "Enter %s as %d or more." % (field.label, field.minimum)
    if field.above is not None and value <= field.above:
        return None, "Enter %s as more than %d." % (field.label, field.above)
    if value > MAX_COUNT:
        return None, "Enter %s as %s or less." % (field.label, "{:,}".format(MAX_COUNT))
    return value, None


def _short(name):
    """An unknown name, cut short so a hostile link cannot flood the page."""
    text = str(name)
    return text[:40] + "..." if len(text) > 40 else text


def read(data, fields):
    """Check ``data`` against ``fields``; return (clean values, errors).

    A bad answer's value is None, so checks across answers can run on the good ones
    and every mistake is reported at once.
    """
    if type(data) is not dict:
        raise InvalidInput([{"field": "input", "message": "The answers must be a set of named values."}])
    known = {}
    for field in fields:
        known[field.name] = field
    errors = []
    values = {}
    for field in fields:
        if field.name not in data or data[field.name] is None:
            if field.required:
                errors.append({"field": field.name, "message": "Enter %s." % field.label})
            values[field.name] = field.default
            continue
        value, message = _check(field, data[field.name])
        if message:
            error = {"field": field.name, "message": message}
            if field.kind == "choice":
                error["allowed"] = list(field.choices)
            errors.append(error)
        values[field.name] = value
    unknown = sorted([_short(name) for name in data if name not in known])
    for name in unknown[:MAX_UNKNOWN]:
        errors.append({"field": name, "message": "This calculator has no question called \u201c%s\u201d. "
                       "Check the link you followed." % name, "questions": sorted(known)})
    if len(unknown) > MAX_UNKNOWN:
        errors.append({"field": "input", "message": "There are %d more names this calculator does not ask "
                       "about." % (len(unknown) - MAX_UNKNOWN)})
    return values, errors


def check_event_dates(values, errors):
    """Shared check: the event ends on or after it starts (any length within the date range; a place's
    own limit, such as the City's limit on consecutive days, is a rule of that place)."""
    start, end = values["event_start"], values["event_end"]
    if start is None:
        return
    if end is None:
        values["event_end"] = start
    elif end < start:
        errors.append({"field": "event_end", "message": "The end date must be on or after the start date."})


def event_fields(attendance_required):
    """The questions every jurisdiction asks."""
    return [
        Field("today", "date", "today's date"),
        Field("event_start", "date", "the date the event starts", required=True),
        Field("event_end", "date", "the date the event ends"),
        Field("peak_attendance", "int", "the most people at the event at one time", required=attendance_required,
              minimum=1),
        Field("locations", "int", "the number of places the event uses", default=1, minimum=1),
    ]
