"""Calendar arithmetic for deadlines, written for CPython and MicroPython alike.

Dates are parsed by hand (MicroPython's ``re`` has no ``{n}`` repetition and its
``date.fromisoformat`` error messages are empty), weekday and month names are
spelled out in the catalogs (MicroPython has no ``strftime``; calculator/words.py),
and business days are Monday to Friday less a municipality's holiday list.
"""

from datetime import date, timedelta

from .kept import Kept
from .words import DEFAULT, of

# The one date range.  An answer's date is in FIRST_YEAR to LAST_YEAR.  Every date a result
# shows is counted from an answer by at most the longest period a place's law sets (a few
# weeks), so it falls within a year either side: summary and calendar read result dates in that wider
# range (``parse_shown``), so every answer the rules give can be shown.
FIRST_YEAR = 2000
LAST_YEAR = 2099
FIRST_SHOWN_YEAR = FIRST_YEAR - 1
LAST_SHOWN_YEAR = LAST_YEAR + 1


def parse_shown(text):
    """A date a result shows (YYYY-MM-DD, FIRST_SHOWN_YEAR to LAST_SHOWN_YEAR)."""
    return parse_iso(text, FIRST_SHOWN_YEAR, LAST_SHOWN_YEAR)


def parse_iso(text, first=FIRST_YEAR, last=LAST_YEAR):
    """Return the date written as YYYY-MM-DD, or raise ValueError with a plain reason.

    The year must be ``first`` to ``last`` (by default the years an answer may be in).  The last dates
    read are kept (the calculator page reads the same ones again at each change of the answer).
    """
    return _read((text, first, last), _parse, text, first, last)


_read = Kept()


def _parse(text, first, last):
    parts = text.split("-")
    if len(text) != 10 or len(parts) != 3 or [len(p) for p in parts] != [4, 2, 2]:
        raise ValueError("format")
    for part in parts:
        for ch in part:
            if ch not in "0123456789":
                raise ValueError("format")
    year, month, day = int(parts[0]), int(parts[1]), int(parts[2])
    if year < first or year > last:
        raise ValueError("range")
    try:
        return date(year, month, day)
    except ValueError:
        raise ValueError("impossible")


def days_before(day, count):
    return day - timedelta(days=count)


def days_after(day, count):
    return day + timedelta(days=count)


def is_business_day(day, holidays):
    return day.weekday() < 5 and day.isoformat() not in holidays


def business_days_after(day, count, holidays):
    """The date ``count`` business days after ``day``, not counting ``day`` itself."""
    while count > 0:
        day = day + timedelta(days=1)
        if is_business_day(day, holidays):
            count -= 1
    return day


def long_date(day, language=DEFAULT):
    """'Tuesday, June 16, 2026'; in Spanish 'martes, 16 de junio de 2026'."""
    return of(language).date(day)
