"""The calculator page's address: reading answers from a link and writing them back.

A shared link carries the answers in its query, under the contract's input names:
``?jurisdiction=village&event_start=2026-08-15&peak_attendance=600&after_dark=true``.
``read`` turns such a query (a dict of strings, a list of (name, value) pairs, or the
raw ``?...`` text) into contract input with proper types, and says in plain words what
it could not use.  It never raises on what a link holds: an unknown name, a value it
cannot read, a repeated name, a very long link, each becomes a notice and is left out.
Notices are plain text; the page shows them as text, never as markup.

``value`` reads one answer typed into the form the same way (it allows "1,000").
``write`` turns answers back into query text, in the order of the questions.

Runs on CPython and MicroPython alike: no ``urllib``, no regular expressions.
"""

from .dates import parse_iso
from .jurisdictions import JURISDICTIONS, ORDER
from .settings import SETTINGS

MAX_QUERY = 4000   # characters of query text we look at
MAX_PAIRS = 60     # answers we look at
SHOWN = 40         # characters of a name or value quoted back in a notice
SAFE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
HEX = "0123456789abcdefABCDEF"
DIGITS = "0123456789"

# value() problems, in words that finish "... because ..." in a notice.
PROBLEMS = {
    "date": "it is not a date written like 2026-08-15",
    "range": "the year is outside the years this calculator covers",
    "impossible": "that day does not exist",
    "int": "it is not a whole number",
    "number": "it is not a number",
    "bool": "it is not true or false",
    "choice": "it is not one of the answers offered",
    "long": "it is too long",
}


def parse(text):
    """Split raw query text (``?a=1&b=x%20y``) into a list of decoded (name, value) pairs."""
    if type(text) is not str:
        return []
    text = text[:MAX_QUERY]
    if text.startswith("?"):
        text = text[1:]
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


def shown(text):
    """A name or value quoted back to the visitor: control characters out, cut short."""
    clean = "".join([ch if ord(ch) >= 32 and ord(ch) != 127 else " " for ch in str(text)[:SHOWN + 1]])
    return clean[:SHOWN] + "\u2026" if len(clean) > SHOWN else clean


def value(field, text):
    """Read one answer written as text for ``field``.

    Returns ``(value, None)``, or ``(None, problem)`` where problem is a key of PROBLEMS.
    Empty text is ``(None, None)``: no answer.  Dates come back as ISO text, as the
    contract takes them.  Whole numbers may be written with commas or spaces ("1,000").
    """
    text = text.strip()
    if not text:
        return None, None
    if len(text) > SHOWN:
        return None, "long"
    kind = field.kind
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
        return None, "bool"
    if kind == "choice":
        if text in field.choices:
            return text, None
        return None, "choice"
    number = text.replace(",", "").replace(" ", "")
    sign = 1
    if number.startswith("-"):
        sign, number = -1, number[1:]
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


def _all_in(text, allowed):
    for ch in text:
        if ch not in allowed:
            return False
    return True


def read(params):
    """Turn a link's query into ``{"answers": {...}, "notices": [...]}``.

    ``params`` is a dict of strings, a list of (name, value) pairs or the raw query
    text.  ``answers`` is contract input (only the answers that could be read);
    ``notices`` are plain sentences about everything that was left out.
    """
    if type(params) is str:
        pairs = parse(params)
    elif type(params) is dict:
        pairs = [(name, params[name]) for name in sorted([str(key) for key in params])]
    else:
        pairs = list(params)
    notices = []
    if len(pairs) > MAX_PAIRS:
        notices.append("The link has too many answers. We used the first %d." % MAX_PAIRS)
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
    answers = {}
    if not given:
        return {"answers": answers, "notices": notices}
    place = given.get("jurisdiction")
    if place is None or place not in JURISDICTIONS:
        if place is None:
            notices.append("The link does not say whether the event is in %s, so we could not use its answers. "
                           "Choose a place below." % _places())
        else:
            notices.append("The link names a place this calculator does not cover (\u201c%s\u201d), so we could "
                           "not use its answers. Choose %s below." % (shown(place), _places()))
        return {"answers": answers, "notices": notices}
    answers["jurisdiction"] = place
    fields = JURISDICTIONS[place].FIELDS
    known = {}
    for field in fields:
        known[field.name] = field
    if "jurisdiction" in repeated:
        notices.append("The link gave more than one place. We used the first one.")
    for field in fields:
        if field.name not in given:
            continue
        answer, problem = value(field, given[field.name])
        if problem:
            notices.append("We left out the link\u2019s answer for %s (\u201c%s\u201d) because %s." % (
                field.label, shown(given[field.name]), PROBLEMS[problem]))
        elif answer is not None:
            answers[field.name] = answer
        if field.name in repeated:
            notices.append("The link gave more than one answer for %s. We used the first one." % field.label)
    unknown = sorted([name for name in order if name != "jurisdiction" and name not in known])
    for name in unknown:
        notices.append("The link has an answer this calculator does not ask for (\u201c%s\u201d). We left it out."
                       % shown(name))
    return {"answers": answers, "notices": notices}


def _places():
    return " or ".join([SETTINGS[ident]["name"] for ident in ORDER])


def write(answers):
    """Query text (without ``?``) for contract input: the place first, then the questions in order.

    Booleans are written ``true``/``false``; answers that are None are left out.
    """
    place = answers.get("jurisdiction")
    if place not in JURISDICTIONS:
        return ""
    parts = ["jurisdiction=" + quote(place)]
    for field in JURISDICTIONS[place].FIELDS:
        answer = answers.get(field.name)
        if answer is None:
            continue
        if answer is True:
            text = "true"
        elif answer is False:
            text = "false"
        else:
            text = str(answer)
        parts.append(quote(field.name) + "=" + quote(text))
    return "&".join(parts)
