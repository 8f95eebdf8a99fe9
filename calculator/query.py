"""The calculator page's address: reading answers from a link and writing them back.

A shared link carries the answers in its query, under the contract's input names:
``?jurisdiction=village&event_start=2026-08-15&peak_attendance=600&after_dark=true``.
``read`` turns such a query (a dict of strings, a list of (name, value) pairs, or the
raw ``?...`` text) into contract input with proper types, and says in plain words what
it could not use.  It never raises on what a link holds.  One rule for a bad value in a
link, whatever the question: it is not used, and it is an error at its question
(``errors``), as the rules' own errors are and as a value typed there would be: a date or
a choice the form cannot even hold (February 30, an option not offered) is said at its
question just as "-5 people" is, never left out in a note away from it.  What concerns one
question but is no bad value (the place not given, an answer given twice) is said at that
question (``at``); the rest (an unknown name, a very long link, an old ``today``) with the
answer (``notices``).  All are plain text; the page shows them as text, never as markup.

``value`` reads one answer typed into the form the same way: it allows "1,000" (commas, or
spaces, only between groups of three digits, so "1,5" is never read as 15).
``write`` turns answers back into query text, in the order of the questions, and
``number_text`` writes a number the way ``value`` reads it back exactly (never with an
exponent).  Notices never repeat what the link says: a value that could not be read
is named by its question only, and an unknown question's name is shown once, cut short,
with control and direction characters taken out.  ``read(params, today)`` works an old
link out for the visitor's date and says when the link was made; a link's ``today``
later than the visitor's is kept (a day to plan from) and said.  A link longer than
``MAX_QUERY`` is read up to its last whole answer, never a cut one, with a notice.

Runs on CPython and MicroPython alike: no ``urllib``, no regular expressions.
"""

from . import place_name
from .dates import long_date, parse_iso
from .inputs import UNSURE
from .jurisdictions import JURISDICTIONS, ORDER
from .words import DEFAULT, LANGUAGES, of

MAX_QUERY = 4000   # characters of query text we look at
MAX_PAIRS = 60     # answers we look at
SHOWN = 40         # characters of an answer (and of a name quoted back in a notice)
LONGEST_NUMBER = 400  # characters of a number written out in full (number_text of the smallest float)
SAFE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
HEX = "0123456789abcdefABCDEF"
DIGITS = "0123456789"

# value() problems: ``query.problem.<problem>`` of the catalogs words each, to finish "... because ..." in a notice.
PROBLEMS = ("date", "range", "impossible", "int", "number", "bool", "yes_no", "choice", "long", "separator")


def parse(text):
    """Split raw query text (``?a=1&b=x%20y``) into a list of decoded (name, value) pairs."""
    if type(text) is not str:
        return []
    text = text[:MAX_QUERY]
    if text.startswith("?"):
        text = text[1:]
    text = text.replace("&amp;", "&")  # a link copied out of HTML
    pairs = []
    for part in text.split("&"):
        if not part:
            continue
        if "=" in part:
            name, raw = part.split("=", 1)
        else:
            name, raw = part, ""
        pairs.append((unquote(name), unquote(raw)))
    return pairs


def unquote(text):
    """Decode ``+`` and ``%XX`` escapes (UTF-8).  Escapes that do not decode are kept as written."""
    text = text.replace("+", " ")
    if "%" not in text:
        return text
    out = bytearray()
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "%" and i + 2 < n and text[i + 1] in HEX and text[i + 2] in HEX:
            out.append(int(text[i + 1:i + 3], 16))
            i += 3
        else:
            out.extend(ch.encode("utf-8"))
            i += 1
    try:
        return bytes(out).decode("utf-8")
    except UnicodeError:
        return text


def quote(text):
    """Percent-encode everything but letters, digits and ``-._~`` (UTF-8)."""
    out = []
    for ch in text:
        if ch in SAFE:
            out.append(ch)
        else:
            for byte in ch.encode("utf-8"):
                out.append("%%%02X" % byte)
    return "".join(out)


def hidden(ch):
    """Control characters (C0, DEL, C1) and the marks that change the direction of text."""
    code = ord(ch)
    return (code < 32 or 127 <= code < 160 or code in (0x200E, 0x200F, 0x061C)
            or 0x202A <= code <= 0x202E or 0x2066 <= code <= 0x2069)


def shown(text):
    """A name quoted back to the visitor: control and direction characters out, cut short."""
    clean = "".join([ch for ch in str(text)[:SHOWN * 4] if not hidden(ch)])
    return clean[:SHOWN] + "\u2026" if len(clean) > SHOWN else clean


def number_text(number):
    """A number as the link and the form write it: ``0.00001``, never ``1e-05``.

    ``value`` reads the text back as the same number (a float keeps a point: ``6.0``).
    """
    if type(number) is int:
        return str(number)
    text = repr(number)
    if float(text) != number:
        text = "%.17g" % number
    if "e" not in text and "E" not in text:
        return text if "." in text or "n" in text else text + ".0"
    mantissa, _, exponent = text.lower().partition("e")
    sign = ""
    if mantissa.startswith("-"):
        sign, mantissa = "-", mantissa[1:]
    whole, _, part = mantissa.partition(".")
    digits = whole + part
    point = len(whole) + int(exponent)
    if point <= 0:
        text = "0." + "0" * -point + digits
    elif point >= len(digits):
        text = digits + "0" * (point - len(digits)) + ".0"
    else:
        text = digits[:point] + "." + digits[point:]
    whole, _, part = text.partition(".")
    whole = whole.lstrip("0") or "0"
    part = part.rstrip("0") or "0"
    return sign + whole + "." + part


def value(field, text):
    """Read one answer written as text for ``field``.

    Returns ``(value, None)``, or ``(None, problem)`` where problem is one of PROBLEMS.
    Empty text is ``(None, None)``: no answer.  Dates come back as ISO text, as the
    contract takes them.  Numbers may be written with commas or spaces between groups of
    three digits ("1,000", "12 500.5"); any other comma or space is the problem "separator".
    """
    text = text.strip()
    if not text:
        return None, None
    kind = field.kind
    if len(text) > (LONGEST_NUMBER if kind == "number" else SHOWN):
        return None, "long"
    if kind == "date":
        try:
            parse_iso(text)
        except ValueError as why:
            reason = str(why)
            return None, reason if reason in ("range", "impossible") else "date"
        return text, None
    if kind == "bool":
        word = text.lower()
        if word == "true":
            return True, None
        if word == "false":
            return False, None
        if word == UNSURE and field.unsure:
            return UNSURE, None
        return None, "bool" if field.unsure else "yes_no"
    if kind == "choice":
        if text in field.choices:
            return text, None
        return None, "choice"
    sign, number = 1, text
    if number.startswith("-"):
        sign, number = -1, number[1:]
    if _all_in(number, DIGITS + ", ."):   # only digits and separators: are they in their places?
        number = ungrouped(number)
        if number is None:
            return None, "separator"
    if kind == "int":
        if not number or not _all_in(number, DIGITS):
            return None, "int"
        return sign * int(number), None
    whole, dot, part = number.partition(".")
    if not (whole or part) or not _all_in(whole + part, DIGITS):
        return None, "number"
    if dot:
        return sign * float((whole or "0") + "." + (part or "0")), None
    return sign * int(whole), None


def ungrouped(number):
    """'1,200' -> '1200', '12 500.5' -> '12500.5': the number without its thousands separators
    (commas or spaces, each before a group of three digits, none after the point), or None
    when a separator stands anywhere else ('1,5', '1,20', ',5', '1.5,0')."""
    whole, dot, part = number.partition(".")
    if "," in part or " " in part:
        return None
    groups = whole.replace(" ", ",").split(",")
    if len(groups) > 1:
        if not 1 <= len(groups[0]) <= 3:
            return None
        for group in groups[1:]:
            if len(group) != 3:
                return None
    return "".join(groups) + dot + part


def _all_in(text, allowed):
    for ch in text:
        if ch not in allowed:
            return False
    return True


def read(params, today=None, places=ORDER, language=DEFAULT):
    """Turn a link's query into ``{"answers": {...}, "notices": [...], "at": {...}, "errors": [...],
    "made_on": ...}``.

    ``params`` is a dict of strings, a list of (name, value) pairs or the raw query
    text.  ``answers`` is contract input (only the answers that could be read);
    ``errors`` are ``[{"field", "message"}]``, one for each value that could not be read
    (shown as an error at its question: see the module docstring); ``at`` is ``{name:
    [sentences]}``, what the page says at one question (the place not given or not
    covered, an answer given twice); ``notices`` are plain sentences about the rest that
    was left out or changed; all in ``language``.  ``today`` is the visitor's date (ISO text): when the link's own ``today`` is
    earlier, the answers are worked out for the visitor's date, ``made_on`` is the
    link's date (ISO text, else None) and a notice says so.  ``places`` are the ids of the
    places this site publishes (a one-place site: only that one); a link to another is
    not used, and on a one-place site a link that names no place is read as that place.
    ``language`` is the notices' language; the link's own ``language`` (one of ``LANGUAGES``), the
    language its answer was shown in, is ``link["language"]`` when it names one.
    """
    say = of(language)
    cut = None
    if type(params) is str:
        params, cut = within_limit(params)
        pairs = parse(params)
    elif type(params) is dict:
        pairs = [(name, params[name]) for name in sorted([str(key) for key in params])]
    else:
        pairs = list(params)
    notices, at, errors = [], {}, []
    link = {"answers": {}, "notices": notices, "at": at, "errors": errors, "made_on": None}
    if len(pairs) > MAX_PAIRS:
        notices.append(say("query.too_many", count=MAX_PAIRS))
        pairs = pairs[:MAX_PAIRS]
    given, order, repeated = {}, [], []
    for name, text in pairs:
        name, text = str(name), str(text)
        if name in given:
            if name not in repeated:
                repeated.append(name)
            continue
        given[name] = text
        order.append(name)
    answers = link["answers"]
    asked = given.get("language")
    if asked in LANGUAGES:
        link["language"] = asked
    elif asked is not None:
        notices.append(say("query.unknown_language", language=say("language." + language)))
    if not given:
        return link
    place = given.get("jurisdiction")
    if place is None and len(places) == 1:
        place = places[0]   # a one-place site: a link without a place is about that place
    if place is None or place not in JURISDICTIONS or place not in places:
        named = say.either([place_name(ident, language) for ident in ORDER if ident in places])
        if place is None:
            at["jurisdiction"] = [say("query.no_place", places=named)]
        else:
            errors.append({"field": "jurisdiction", "message": say("query.unknown_place", places=named)})
        return link
    answers["jurisdiction"] = place
    fields = JURISDICTIONS[place].FIELDS
    known = {}
    for field in fields:
        known[field.name] = field
    if "jurisdiction" in repeated:
        at["jurisdiction"] = [say("query.place_twice")]
    for field in fields:
        if field.name not in given:
            continue
        answer, problem = value(field, given[field.name])
        label = field.text("label", language)
        if problem:
            errors.append({"field": field.name, "message": say("query.left_out", label=label,
                                                                problem=say("query.problem." + problem))})
        elif answer is not None:
            answers[field.name] = answer
        if field.name in repeated:
            at.setdefault(field.name, []).append(say("query.answer_twice"))
    if cut is not None:
        labels = [known[name].text("label", language) for name in cut if name in known]
        notices.append(say("query.too_long_from", limit=MAX_QUERY, label=labels[0]) if labels else
                       say("query.too_long", limit=MAX_QUERY))
    unknown = sorted([name for name in order if name not in ("jurisdiction", "language") and name not in known])
    if unknown:
        more = len(unknown) - 1
        notices.append(say("query.unknown_more", name=shown(unknown[0]), count=more) if more else
                       say("query.unknown", name=shown(unknown[0])))
    _bring_up_to_date(link, today, language)
    return link


def within_limit(text):
    """(the query text up to its last whole answer within ``MAX_QUERY`` characters, and None
    or, when answers are left out, the names of those left out in the next ``MAX_QUERY``
    characters): an answer cut short is never read."""
    if text.startswith("?"):
        text = text[1:]
    if len(text) <= MAX_QUERY:
        return text, None
    head = text[:MAX_QUERY]
    if text[MAX_QUERY] != "&":
        head = head[:max(head.rfind("&"), 0)]
    rest = text[len(head):len(head) + MAX_QUERY].replace("&amp;", "&")
    return head, [unquote(part.split("=", 1)[0]) for part in rest.split("&") if part]


def _bring_up_to_date(link, today, language):
    """An old link is worked out for the visitor's ``today`` (ISO text), with a notice; a later
    ``today`` is the day the link plans from: kept, with a notice."""
    answers = link["answers"]
    if type(today) is not str or "today" not in answers:
        return
    try:
        visitor, made = parse_iso(today), parse_iso(answers["today"])
    except ValueError:
        return
    if made < visitor:
        answers["today"] = today
        link["made_on"] = made.isoformat()
        link["notices"].append(of(language)("query.made_on", made=long_date(made, language),
                                            today=long_date(visitor, language)))
    elif made > visitor:
        link["notices"].append(of(language)("query.later", made=long_date(made, language),
                                            today=long_date(visitor, language)))


def write(answers):
    """Query text (without ``?``) for contract input: the place first, then the questions in order.

    Yes/no answers are written ``true``, ``false`` or ``unsure``; numbers by
    ``number_text``; answers that are None are left out.  The answers' ``language`` follows the
    place, unless it is the default.
    """
    place = answers.get("jurisdiction")
    if place not in JURISDICTIONS:
        return ""
    parts = ["jurisdiction=" + quote(place)]
    if answers.get("language") not in (None, DEFAULT):
        parts.append("language=" + quote(answers["language"]))
    for field in JURISDICTIONS[place].FIELDS:
        answer = answers.get(field.name)
        if answer is None:
            continue
        if answer is True:
            text = "true"
        elif answer is False:
            text = "false"
        elif type(answer) is int or type(answer) is float:
            text = number_text(answer)
        else:
            text = str(answer)
        parts.append(quote(field.name) + "=" + quote(text))
    return "&".join(parts)
