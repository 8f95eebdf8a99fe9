"""Reading the organizer's answers: types, limits and plain-language error messages.

Each jurisdiction lists its questions as ``Field`` objects.  ``read`` checks a raw
input dict against them and either returns clean values (with defaults filled in)
or raises ``InvalidInput`` carrying one message per bad field, worded for a member
of the public.  Values are never coerced: "300" is not a number and 250.5 people is
not a whole number.
"""

from .dates import FIRST_YEAR, LAST_YEAR, parse_iso
from .words import DEFAULT, of

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

    Its words are catalog entries (calculator/words.py) of its place (``place``; None for
    the shared questions), keyed by its name: ``<name>.label``, how the question reads inside
    a sentence ("the date the event starts", for the error messages); ``<name>.question``,
    the question as the form asks it; ``<name>.hint`` (optional), one or two plain sentences
    under it; for a choice, ``<name>.<value>`` for each option and ``<name>.<value>.hint``
    (optional).  ``text(part, language)`` and ``choices_words(language)`` give them; the
    properties ``label``, ``question``, ``hint`` and ``options`` give them in English.  The
    rest is the form's (overrides/partials/calculator-form.html, generated from these
    declarations):

    - ``asked``: whether the form asks it (``question`` is None when it does not);
    - ``options``: for a choice, its values in the order shown (the field's ``choices``);
    - ``unsure``: a yes/no question offers "Not sure" (``"unsure"``) besides Yes and No;
    - ``show_when``: ``"name=v1|v2 other=v"``: asked only while every earlier answer named
      there is one of its values (and that question is shown);
    - ``group``: the id of one of the place's ``GROUPS`` (a question for rare cases, behind
      a disclosure link), else None;
    - ``width``: a number box's width: "short" (three characters, for a small count), else
      five characters;
    - ``example``: for a number, a sensible answer (or a tuple of them: ``(6, 2.5)``) that
      the hint's ``{example}`` gives.
    """

    def __init__(self, name, kind, required=False, default=None, minimum=None, above=None, options=None,
                 asked=True, unsure=True, show_when="", group=None, width=None, example=None, place=None):
        self.name = name
        self.kind = kind  # "date", "int", "number", "bool" or "choice"
        self.required = required
        self.default = default
        self.minimum = minimum  # lowest allowed value
        self.above = above  # the value must be greater than this
        self.choices = tuple(options) if options else None
        self.asked = asked
        self.unsure = unsure
        self.show_when = show_when
        self.group = group
        self.width = width
        self.example = example
        self.place = place

    def text(self, part, language=DEFAULT):
        """The question's ``part`` ("label", "question" or "hint") in ``language``; "" for no hint."""
        say = of(language, self.place)
        key = self.name + "." + part
        if part == "hint" and not say.has(key):
            return ""
        return say(key, example=self.example_words(say)) if self.example is not None else say(key)

    def example_words(self, say):
        """The example answer in words: "800", "6 or 2.5"."""
        examples = self.example if type(self.example) is tuple else (self.example,)
        return say.either([say.number(value) for value in examples])

    def choices_words(self, language=DEFAULT):
        """For a choice, ``((value, label), ...)`` or ``((value, label, hint), ...)`` in the order shown."""
        if not self.choices:
            return None
        say, found = of(language, self.place), []
        for value in self.choices:
            key = self.name + "." + value
            found.append((value, say(key), say(key + ".hint")) if say.has(key + ".hint") else (value, say(key)))
        return tuple(found)

    @property
    def label(self):
        return self.text("label")

    @property
    def question(self):
        return self.text("question") if self.asked else None

    @property
    def hint(self):
        return self.text("hint")

    @property
    def options(self):
        return self.choices_words()


def place_fields(place, fields):
    """``fields`` (a place's own questions) with their words in ``place``'s catalogs."""
    for field in fields:
        field.place = place
    return fields


def _is_int(value):
    return type(value) is int


def _is_number(value):
    return type(value) is int or (type(value) is float and value == value and value - value == 0)


def problem(field, value):
    """What is wrong with ``value`` as an answer to ``field``: None, or (the error's catalog key, the values
    it names beside the question's label).  ``check`` gives the clean value too."""
    return check(field, value)[1]


def check(field, value):
    """Return (clean value, None) or (None, (key, values)): see ``problem``."""
    kind = field.kind
    if kind == "date":
        if type(value) is not str:
            return None, ("error.date", {})
        try:
            return parse_iso(value), None
        except ValueError as reason:
            why = str(reason)
            if why == "range":
                return None, ("error.date_range", {"first": FIRST_YEAR, "last": LAST_YEAR})
            if why == "impossible":
                return None, ("error.date_impossible", {})
            return None, ("error.date", {})
    if kind == "bool":
        if type(value) is not bool and not (field.unsure and value == UNSURE):
            return None, ("error.yes_no_unsure" if field.unsure else "error.yes_no", {})
        return value, None
    if kind == "choice":
        if type(value) is not str or value not in field.choices:
            return None, ("error.choice", {})
        return value, None
    if kind == "int":
        if not _is_int(value):
            return None, ("error.whole_number", {})
    elif not _is_number(value):
        return None, ("error.number", {})
    if field.minimum is not None and value < field.minimum:
        return None, ("error.minimum", {"minimum": field.minimum})
    if field.above is not None and value <= field.above:
        return None, ("error.above", {"above": field.above})
    if value > MAX_COUNT:
        return None, ("error.maximum", {"maximum": MAX_COUNT})
    return value, None


def message(say, field, found):
    """The error message for ``found`` (as ``problem`` gives it), in ``say``'s language."""
    key, values = found
    return say(key, **dict(values, label=field.text("label", say.language)))


def either(words, language=DEFAULT):
    """['a', 'b', 'c'] -> 'a, b or c'."""
    return of(language).either(words)


def _short(name):
    """An unknown name, cut short so a hostile link cannot flood the page."""
    text = str(name)
    return text[:40] + "..." if len(text) > 40 else text


def read(data, fields, say=None):
    """Check ``data`` against ``fields``; return (clean values, errors), the messages in the language of
    ``say`` (calculator/words.py: the place's Words; default English).

    A bad answer's value is None, so checks across answers can run on the good ones
    and every mistake is reported at once.
    """
    say = say or of(DEFAULT)
    if type(data) is not dict:
        raise InvalidInput([{"field": "input", "message": say("error.not_answers")}])
    known = {}
    for field in fields:
        known[field.name] = field
    errors = []
    values = {}
    for field in fields:
        if field.name not in data or data[field.name] is None:
            if field.required:
                errors.append({"field": field.name, "message": say("error.required",
                                                                   label=field.text("label", say.language))})
            values[field.name] = field.default
            continue
        value, found = check(field, data[field.name])
        if found:
            error = {"field": field.name, "message": message(say, field, found)}
            if field.kind == "choice":
                error["allowed"] = list(field.choices)
            errors.append(error)
        values[field.name] = value
    unknown = sorted([_short(name) for name in data if name not in known])
    for name in unknown[:MAX_UNKNOWN]:
        errors.append({"field": name, "message": say("error.unknown", name=name), "questions": sorted(known)})
    if len(unknown) > MAX_UNKNOWN:
        errors.append({"field": "input", "message": say("error.more_unknown", count=len(unknown) - MAX_UNKNOWN)})
    return values, errors


def unsure_questions(fields, values):
    """The yes/no fields answered ``"unsure"``, in the order they are asked (unsure.py works the
    answer out every way)."""
    return [field for field in fields if field.kind == "bool" and values[field.name] == UNSURE]


def check_event_dates(values, errors, say=None):
    """Shared check: the event ends on or after it starts (any length within the date range; a place's
    own limit, such as the City's limit on consecutive days, is a rule of that place)."""
    start, end = values["event_start"], values["event_end"]
    if start is None:
        return
    if end is None:
        values["event_end"] = start
    elif end < start:
        errors.append({"field": "event_end", "message": (say or of(DEFAULT))("error.end_before_start")})


# The form's first question on a site with more than one place: one option per place, its
# name from calculator/settings.py, its hint the place's ``about.description`` (its catalog).
PLACE = Field("jurisdiction", "choice")
# A yes/no question's answers in the form (their words: ``answer.<value>`` in the catalogs, read by
# hooks/calculator_form.py); "Not sure" only where its Field's ``unsure`` is set.  Nothing here reads a
# catalog when imported: the Spanish page ships no English words (hooks/calculator_runtime.py).
ANSWERS = ("true", "false", UNSURE)

# Where the form asks the questions every place shares, around each place's own: "*" is the
# place's questions (in its FIELDS order), "groups" its disclosure groups (its GROUPS).
FORM_ORDER = ("event_start", "event_end", "peak_attendance", "*", "locations", "groups", "today")


def event_fields(attendance):
    """The questions every jurisdiction has.  ``attendance``: whether the place asks the crowd
    size: "required", "optional", or "not asked" (its rules never read it; it is still accepted)."""
    return [
        Field("today", "date"),
        Field("event_start", "date", required=True),
        Field("event_end", "date"),
        Field("peak_attendance", "int", required=attendance == "required", minimum=1,
              asked=attendance != "not asked", example=600),
        Field("locations", "int", default=1, minimum=1, width="short", example=3),
    ]
