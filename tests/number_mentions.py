"""Finding legal numbers typed in text: the test helper behind "a legal number is only a ``value``".

A legal number lives once, as the ``value`` of a ``Provision`` in a place's ``law.py``.
These functions find numbers written anywhere else, and tell them apart from the
ordinance's own *references*, which are not law values and stay legal everywhere:

- clause numbers: ``C(5)``, ``(14)``, ``B(1)-(17)``, ``Application item (14)``, ``(b)(1)``;
- section and ordinance numbers: ``§ 6-17``, ``§ 1040.06(b)(1)``, ``Sec. 12-3(a)``,
  ``Section 5.2.1``, ``section 6.03.003`` (``sección`` in Spanish), ``.006``,
  ``Ord. No. 05-91``, ``CO08-21-01-28-E2``, ``Article 6.03``;
- dates: ``5-9-2005``, ``1/28/21``, ``2026-08-15``;
- footnote marks: ``[1]``;
- and the shapes a place declares for the way its own text cites itself, beyond these:
  ``CITATION_SHAPES`` in its ``outline.py``, regular expressions (``r"\\bFee Schedule
  [A-Z]-\\d+\\b"``); ``place_shapes(place)`` reads them, and each check below takes them as
  ``shapes``.  Shared code and the guides' shared words are checked without them.

A clause number followed by a unit is not a reference: ``(14) calendar days`` is a
legal number.  Three checks, strict to loose:

``typed_numbers(text) + unit_numbers(text, units)``
    Every number but a reference: digits, and number words from "one" up.  For the
    outline (labels, headings, first words).
``typed_digits(text) + unit_numbers(text, units)``
    Every digit but a reference, and a number word from "two" up before a legal unit
    ("two hours", "fourteen (14) calendar days", "nine-day").  For the docstrings and
    comments of a place's modules, and (with the guide rules' own digit check) for guide
    text.  "One" and "once" are not checked there: "one person", "one day earlier" and
    "more than one day" are ordinary words, not law values.
``law_value_numbers(text, provisions)``
    A number that *is* a current law value, written with that provision's unit
    ("60 days", "$5,000", "50%").  For shared code and templates, which hold numbers
    of their own (years, hours in a day, ports) that are not law.  A value of one is
    left out: "1 day left" is not the ambulance rule.

The first two do not look at today's values, so they also catch a number left behind
when the law changes (a label still saying "14 days" after the value became 21).
"""

import re

# Number words from two up; "one" and "once" are added where every number word counts.
CARDINAL = (r"(?:zero|twice|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen"
            r"|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
            r"|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven"
            r"|eight|nine))?|hundred|thousand|million)")
NUMBER_WORD = re.compile(r"\b(?:one|once|%s)\b" % CARDINAL, re.IGNORECASE)
DIGITS = r"\$?\d[\d,]*(?:\.\d+)?%?"
WORD_VALUES = {"zero": 0, "one": 1, "once": 1, "twice": 2, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
               "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
               "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
               "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
               "ninety": 90, "hundred": 100, "thousand": 1000, "million": 1000000}

REFERENCE = re.compile(
    r"§§?\s?\d+(?:[.-]\d+)*(?:\([A-Za-z0-9]+\))*"         # § 6-17, § 1040.06(b)(1)
    r"|\b(?:[Ss]ections?|[Ss]ecs?\.|[Ss]ecci(?:ón|ones)|Article|Chapter)\s+\d+(?:[.-]\d+)*(?:\([A-Za-z0-9]+\))*"
    #                                                    section 6.03.003, Sec. 12-3(a), Section 5.2.1, Article 6.03
    r"|(?<![\w)])(?:\([a-z]{1,4}\))+(?:\(\d+\)(?:\([a-z]{1,4}\))*)+"   # (b)(1), (b)(1)(ii): a division's part
    r"|(?<![\w.])\d+(?:\.\d+){2,}(?![\w.])"              # 6.03.003
    r"|(?<![\w.])\.\d{3}\b"                              # ".006": the City text's short section numbers
    r"|\bNo\.\s?\d+(?:-\d+)*"                            # Ord. No. 05-91
    r"|\b[A-Z]+\d[A-Z\d]*(?:-[A-Z\d]+)*"                 # CO08-21-01-28-E2
    r"|\b\d{1,2}[-/]\d{1,2}[-/](?:\d{4}|\d{2})\b"        # 5-9-2005, 1/28/21
    r"|\b\d{4}-\d{2}-\d{2}\b"                            # 2026-08-15
    r"|\b[A-Z]?\(\d+\)(?:-[A-Z]?\(\d+\))?"               # C(5), (14), B(1)-(17)
    r"|(?<![\w)])\(\d+\)(?:-\(\d+\))?"                   # (14) after a space or at the start
    r"|\[\d+\]"                                          # [1], a footnote mark
)


def unit_words(provisions):
    """The nouns a legal quantity is counted in, from the provisions' units: days, feet, percent, ..."""
    words = set()
    for provision in provisions:
        if provision.unit:
            parts = provision.unit.split()
            head = "days" if parts[0] in ("calendar", "business") else "dollars" if parts[0] == "US" else parts[0]
            words.update((head, head[:-1] if head.endswith("s") else head + "s"))
    if "feet" in words:
        words.add("foot")
    return words


def _unit_pattern(units):
    names = "|".join(sorted((re.escape(word) for word in units), key=len, reverse=True))
    return re.compile(r"(?<![\w$,.(])(%s|\(\d[\d,]*\)|%s)(?:\s*\(\d[\d,]*\))?[\s-]+(?:(?:calendar|business|full)\s+)?"
                      r"(%s)\b" % (DIGITS, CARDINAL, names), re.IGNORECASE)


def unit_numbers(text, units):
    """Numbers, in digits or words, before one of ``units``: "two hours", "nine-day", "(14) calendar days"."""
    return [match.group(0) for match in _unit_pattern(units).finditer(text)]


def place_shapes(place):
    """The citation shapes place ``place`` declares (its outline's ``CITATION_SHAPES``), compiled."""
    from calculator.jurisdictions import JURISDICTIONS

    return [re.compile(shape) for shape in getattr(JURISDICTIONS.module(place, "outline"), "CITATION_SHAPES", ())]


def without_references(text, shapes=()):
    """``text`` with the ordinance's references blanked: the general ones and ``shapes`` (a place's own)."""
    for shape in shapes:
        text = shape.sub(" ", text)
    return REFERENCE.sub(" ", text)


def typed_digits(text, shapes=()):
    """Each run of digits that is not one of the ordinance's references."""
    return re.findall(r"\S*\d\S*", without_references(text, shapes))


def typed_numbers(text, shapes=()):
    """Each number, digits or words, that is not a reference: for text that holds no number at all."""
    rest = without_references(text, shapes)
    return re.findall(r"\S*\d\S*", rest) + [match.group(0) for match in NUMBER_WORD.finditer(rest)]


def _number_value(written):
    written = written.lower().strip("$%()")
    if written in WORD_VALUES:
        return WORD_VALUES[written]
    if "-" in written:
        tens, ones = written.split("-")
        return WORD_VALUES[tens] + WORD_VALUES[ones]
    try:
        return float(written.replace(",", ""))
    except ValueError:
        return None


def law_value_numbers(text, provisions):
    """Each current law value written with its unit: "60 days", "$5,000", "50%", "fourteen (14) calendar days"."""
    by_unit = {}
    for provision in provisions:
        if provision.value not in (None, 1) and provision.unit:
            for word in unit_words([provision]):
                by_unit.setdefault(word.lower(), set()).add(provision.value)
    found = []
    for match in _unit_pattern(by_unit).finditer(text):
        if _number_value(match.group(1)) in by_unit[match.group(2).lower()]:
            found.append(match.group(0))
    for match in re.finditer(r"(?<![\w$,.])(\$\d[\d,]*(?:\.\d\d)?|\d[\d,]*%)(?![\d,]*\d)", text):
        written = match.group(1)
        value = _number_value(written.split(".")[0] if written.startswith("$") else written)
        unit = "dollars" if written.startswith("$") else "percent"
        if value in by_unit.get(unit, ()):
            found.append(written)
    return found
