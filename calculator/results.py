"""Building the parts of a result, each tied to the sentence of the ordinance behind it.

Every helper takes a ``Provision`` (see ``ordinance.py``) so that no answer can be
given without its citation and quoted words.
"""

from datetime import timedelta

from .dates import FIRST_SHOWN_YEAR, LAST_SHOWN_YEAR, parse_iso
from .holidays import day_off, federal_holiday
from .readings import earlier, named, told


class Parts:
    """A place's ``evaluate`` given as its parts: each ``part(values, today, holidays)`` returns some
    of the result's keys (``"permit"``; ``"deadlines"``, ``"requirements"``, ``"warnings"``,
    ``"checklist"``, each list joined in the parts' order).  Called, it is the whole ``evaluate``.
    A part reads only the answers it needs, so an answer "not sure" is worked out for each part
    on its own, over the questions that part reads (unsure.py)."""

    def __init__(self, *parts):
        self.parts = parts

    def __call__(self, values, today, holidays):
        return whole([part(values, today, holidays) for part in self.parts])


def whole(parts):
    """One result from what each of ``Parts``' parts gave (its lists are new; the items are theirs)."""
    result = {"deadlines": [], "requirements": [], "warnings": [], "checklist": []}
    for part in parts:
        for key in part:
            result[key] = part[key] if key == "permit" else result[key] + part[key]
    return result


def ceil_div(count, per):
    """At least one for every ``per``: whole numbers only, rounded up (1,001 / 1,000 -> 2)."""
    return (count + per - 1) // per


def reason(text, kind, provision):
    """kind: rule, exemption, ambiguity, missing_text, discretion or assumption."""
    return {"text": text, "kind": kind, "cite": provision.cite(), "quote": provision.quote}


def deadline(ident, day, label, provision, today):
    return {"id": ident, "date": day.isoformat(), "label": label, "cite": provision.cite(),
            "quote": provision.quote, "passed": today > day}


def requirement(ident, quantity, unit, applies, label, formula, provision, needs=None):
    """applies: required, may_be_required, not_required or unclear.

    ``needs`` names the inputs that are missing: when ``quantity`` is None, to work it out; when it is
    there, to say whether the requirement applies (what the answers do not yet show is not in "You may
    need to provide").
    """
    item = {"id": ident, "quantity": quantity, "unit": unit, "applies": applies, "label": label,
            "formula": formula, "cite": provision.cite(), "quote": provision.quote}
    if needs:
        item["needs"] = needs
    return item


def warning(ident, message, provision):
    return {"id": ident, "message": message, "cite": provision.cite()}


def checklist_item(ident, label, status, provision):
    """status: required, if_applicable or missing (the ordinance's text for it is not there)."""
    return {"id": ident, "label": label, "status": status, "cite": provision.cite(), "quote": provision.quote}


def closed_why(day, holidays):
    """Why the office is likely closed on ``day``: "weekend", "office" (a holiday of the office), the
    federal holiday's key in the catalogs while the place's ``holidays`` list is empty, or None (likely
    open)."""
    if day.weekday() >= 5:
        return "weekend"
    if day.isoformat() in holidays:
        return "office"
    if not holidays and day_off(day):
        return "federal"
    return None


def day_to_act(day, holidays):
    """``day``, or the last day before it that the office is likely open (see ``closed_why``)."""
    while closed_why(day, holidays):
        day = day - timedelta(days=1)
    return day


def act_on(say, ident, day, label, provision, today, holidays, count=None, earliest=None):
    """A deadline the organizer acts on: the rules' ``day`` and ``act_by``, the day to plan on.

    ``count`` is the ambiguity (readings.py) whose readings count the days, if any: its
    ``counted`` reading gives ``day`` and its ``safe`` reading gives ``earliest``; the deadline's
    ``caution`` tells its readings.  ``act_by`` is the earliest of them, moved back past the days
    the office is likely closed; where it is earlier than ``day``, ``earlier`` says why in one line.
    """
    start = day if earliest is None or earliest > day else earliest
    act = day_to_act(start, holidays)
    item = deadline(ident, day, label, provision, today)
    item["act_by"] = act.isoformat()
    item["date_reading"] = named(count, count["counted"], say.language) if count and count["counted"] else None
    item["act_by_reading"] = named(count, count["safe"], say.language) if count and count["safe"] and \
        start != day else None
    if count:
        item["caution"] = told(count, say.language)
    if act != day:
        item["earlier"] = why_earlier(say, day, start, act, count if item["act_by_reading"] else None, holidays)
    return item


def why_earlier(say, day, start, act, count, holidays):
    """One plain line: the rules' ``day``, and why the day to act on (``act``) is earlier: the ``safe``
    reading of ``count`` gives ``start``, and the office may be closed on the days after ``act``."""
    why = [earlier(count, say.language)] if count else []
    holidays_named, weekdays, probe = [], [], act + timedelta(days=1)
    while probe <= start:
        kind = closed_why(probe, holidays)
        if kind == "federal":
            holidays_named.append(federal_holiday(probe, say.language))
        elif kind:
            weekdays.append(say.entry("date.weekdays")[probe.weekday()])
        probe = probe + timedelta(days=1)
    when = ([say("closed.for", names=say.every(holidays_named))] if holidays_named else []) + (
        [say("closed.on", days=say.every(weekdays))] if weekdays else [])
    if when:
        why.append(say("closed.maybe", when=say.every(when)))
    return say("closed.earlier", day=say.date(day), why=say.every(why))


def closed_day_warning(say, item, what, holidays, provision, earliest=None):
    """``<deadline id>_weekend`` when the office is likely closed on a day between the deadline's
    ``act_by`` and its ``date``: it names those days and the ``act_by`` day.  None otherwise.
    ``what`` is the catalog key of the deadline's words ("The last day to apply"); ``earliest`` is
    the day of the deadline's ``act_by_reading`` (as given to ``act_on``).

    The days skipped are weekends and the place's ``holidays``; while that list is empty, US
    federal holidays too (observed days), with a word to check with the office.
    """
    day, act = parse_iso(item["date"], FIRST_SHOWN_YEAR, LAST_SHOWN_YEAR), \
        parse_iso(item["act_by"], FIRST_SHOWN_YEAR, LAST_SHOWN_YEAR)
    closed, federal, probe = [], False, act + timedelta(days=1)
    while probe <= day:
        why = closed_why(probe, holidays)
        if why == "federal":
            closed.append(say("closed.federal", day=say.date(probe), name=federal_holiday(probe, say.language)))
            federal = True
        elif why:
            closed.append(say("closed." + why, day=say.date(probe)))
        probe = probe + timedelta(days=1)
    if not closed:
        return None
    reading = item.get("act_by_reading")
    if reading and earliest is not None:
        shown = say("closed.shown_or", what=say(what), day=say.date(day), earliest=say.date(earliest),
                    reading=reading["name"])
    else:
        shown = say("closed.shown", what=say(what), day=say.date(day))
    message = say("closed.warning", shown=shown, closed="; ".join(closed), act=say.date(act))
    if federal:
        message += " " + say("closed.federal_note")
    return warning(item["id"] + "_weekend", message, provision)
