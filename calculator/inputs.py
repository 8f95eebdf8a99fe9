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
    """One question: how the rules read its answer and how the form asks it, in one place.

    ``label`` is how the question reads inside a sentence ("the date the event starts");
    the error messages use it.  The rest is the form's (overrides/partials/calculator-form.html,
    generated from these declarations):

    - ``question``: the question as the form asks it; a field without one is not asked;
    - ``hint``: one or two plain sentences under the question ("" for none);
    - ``options``: for a choice, ``((value, label), ...)`` or ``((value, label, hint), ...)``
      in the order shown; its values are the field's ``choices``;
    - ``unsure``: a yes/no question offers "Not sure" (``"unsure"``) besides Yes and No;
    - ``show_when``: ``"name=v1|v2 other=v"``: asked only while every earlier answer named
      there is one of its values (and that question is shown);
    - ``group``: the id of one of the place's ``GROUPS`` (a question for rare cases, behind
      a disclosure link), else None;
    - ``width``: a number box's width: "short" (three characters, for a small count), else
      five characters.
    """

    def __init__(self, name, kind, label, required=False, default=None, minimum=None, above=None,
                 choices=None, question=None, hint="", options=None, unsure=True, show_when="", group=None,
                 width=None):
        self.name = name
        self.kind = kind  # "date", "int", "number", "bool" or "choice"
        self.label = label
        self.required = required
        self.default = default
        self.minimum = minimum  # lowest allowed value
        self.above = above  # the value must be greater than this
        self.choices = tuple(option[0] for option in options) if options else choices
        self.question = question
        self.hint = hint
        self.options = options
        self.unsure = unsure
        self.show_when = show_when
        self.group = group
        self.width = width


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
        if type(value) is not bool and not (field.unsure and value == UNSURE):
            return None, ("Choose yes, no or not sure for %s." if field.unsure else "Choose yes or no for %s.") % (
                field.label)
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


def either(words):
    """['a', 'b', 'c'] -> 'a, b or c'."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


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


# The form's first question on a site with more than one place: one option per place, its
# name from calculator/settings.py, its hint the place's DESCRIPTION (its pages.py).
PLACE = Field("jurisdiction", "choice", "the place", question="Where will the event be?",
              hint="The places have different rules. Pick the one whose permit you need.")
# A yes/no question's answers in the form; "Not sure" only where its Field's ``unsure`` is set.
YES_NO = (("true", "Yes"), ("false", "No"), (UNSURE, "Not sure"))

# Where the form asks the questions every place shares, around each place's own: "*" is the
# place's questions (in its FIELDS order), "groups" its disclosure groups (its GROUPS).
FORM_ORDER = ("event_start", "event_end", "peak_attendance", "*", "locations", "groups", "today")


def event_fields(attendance):
    """The questions every jurisdiction has.  ``attendance``: whether the place asks the crowd
    size: "required", "optional", or "not asked" (its rules never read it; it is still accepted)."""
    return [
        Field("today", "date", "today's date", question="Today\u2019s date",
              hint="We count the days left from this date. It starts as today\u2019s date on your device; "
              "change it to plan from another day."),
        Field("event_start", "date", "the date the event starts", required=True,
              question="When does the event start?", hint="The first day of the event."),
        Field("event_end", "date", "the date the event ends", question="When does the event end?",
              hint="The last day. Leave it empty if the event lasts one day."),
        Field("peak_attendance", "int", "the most people at the event at one time",
              required=attendance == "required", minimum=1,
              question=None if attendance == "not asked" else "How many people will be there at the busiest time?",
              hint="The most people at the event at one time. Where the rules do not say whether staff and "
                   "performers count, counting them is the safe choice. For example, 600."),
        Field("locations", "int", "the number of places the event uses", default=1, minimum=1,
              question="How many separate places will the event use?",
              hint="Leave it empty if it is all in one place.", width="short"),
    ]
