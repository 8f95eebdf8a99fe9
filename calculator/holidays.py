"""US federal holidays (5 U.S.C. 6103), for a caution only.

While a place's holiday list (settings.py) is empty, a "plan to act by" day that falls
on a federal holiday says that offices are often closed then.  The legal deadlines
never move because of these days: the ordinances do not name them.

A holiday on a Saturday is observed the Friday before, one on a Sunday the Monday after
(5 U.S.C. 6103(b)); so New Year's Day can be observed on December 31.  Runs on CPython
and MicroPython alike.
"""

from datetime import date, timedelta

from .words import DEFAULT, of

# (the name's key in the catalogs, where 5 U.S.C. 6103(a) names it as it writes it; month, day)
FIXED = (
    ("new_year", 1, 1),
    ("juneteenth", 6, 19),
    ("independence", 7, 4),
    ("veterans", 11, 11),
    ("christmas", 12, 25),
)
# (key, month, weekday (0 is Monday), which one: 1 to 4, or -1 for the last)
BY_WEEKDAY = (
    ("king", 1, 0, 3),
    ("washington", 2, 0, 3),
    ("memorial", 5, 0, -1),
    ("labor", 9, 0, 1),
    ("columbus", 10, 0, 2),
    ("thanksgiving", 11, 3, 4),
)
JUNETEENTH_FROM = 2021  # Public Law 117-17 added it in June 2021


def nth_weekday(year, month, weekday, which):
    """The ``which``-th ``weekday`` of the month (``-1``: the last)."""
    if which == -1:
        last = date(year + 1, 1, 1) if month == 12 else date(year, month + 1, 1)
        last = last - timedelta(days=1)
        return last - timedelta(days=(last.weekday() - weekday) % 7)
    first = date(year, month, 1)
    return first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (which - 1))


def observed(day):
    """Saturday -> the Friday before; Sunday -> the Monday after."""
    if day.weekday() == 5:
        return day - timedelta(days=1)
    if day.weekday() == 6:
        return day + timedelta(days=1)
    return day


def holidays_of(year, language=DEFAULT):
    """[(day off, name)] for the holidays of ``year``, each on the day it is observed."""
    return [(off, _name(key, observed_only, language)) for off, key, observed_only in _days_of(year)]


def _days_of(year):
    """[(day off, key, whether the day off is not the holiday's own date)] for ``year``."""
    days = []
    for key, month, day in FIXED:
        if month == 6 and year < JUNETEENTH_FROM:
            continue
        actual = date(year, month, day)
        off = observed(actual)
        days.append((off, key, off != actual))
    for key, month, weekday, which in BY_WEEKDAY:
        days.append((nth_weekday(year, month, weekday, which), key, False))
    return days


def _name(key, observed_only, language):
    say = of(language)
    name = say("holiday." + key)
    return say("holiday.observed", name=name) if observed_only else name


# {(year, month, day) of a day off: (key, observed)}, for each year _days_of() gave (filled on first use).
_DAYS_OFF = {}


def federal_holiday(day, language=DEFAULT):
    """The name of the federal holiday observed on ``day``, or None."""
    found = day_off(day)
    return _name(found[0], found[1], language) if found else None


def day_off(day):
    """(key, whether the day off is not the holiday's own date) of the federal holiday observed on ``day``,
    or None: whether it is one, without a word (no catalog read, in no language)."""
    for year in (day.year, day.year + 1):  # next New Year's Day may be observed on December 31
        if year not in _DAYS_OFF:
            days = {}
            for off, key, observed_only in _days_of(year):
                days.setdefault((off.year, off.month, off.day), (key, observed_only))
            _DAYS_OFF[year] = days
        found = _DAYS_OFF[year].get((day.year, day.month, day.day))
        if found:
            return found
    return None
