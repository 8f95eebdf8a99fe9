"""Building the parts of a result, each tied to the sentence of the ordinance behind it.

Every helper takes a ``Provision`` (see ``ordinance.py``) so that no answer can be
given without its citation and quoted words.
"""

from .dates import is_business_day, last_business_day_on_or_before, long_date
from .holidays import federal_holiday


def ceil_div(count, per):
    """At least one for every ``per``: whole numbers only, rounded up (1,001 / 1,000 -> 2)."""
    return (count + per - 1) // per


def plural(count, one, many):
    return "{:,} {}".format(count, one if count == 1 else many)


def reason(text, kind, provision):
    """kind: rule, exemption, ambiguity, missing_text, discretion or assumption."""
    return {"text": text, "kind": kind, "cite": provision.cite(), "quote": provision.quote}


def deadline(ident, day, label, provision, today):
    return {"id": ident, "date": day.isoformat(), "label": label, "cite": provision.cite(),
            "quote": provision.quote, "passed": today > day}


def requirement(ident, quantity, unit, applies, label, formula, provision, needs=None):
    """applies: required, may_be_required, not_required or unclear.

    ``needs`` names the inputs that are missing when ``quantity`` is None.
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


def closed_day_warning(deadline_id, what, day, holidays, provision):
    """A deadline is never moved later; if the office is likely closed that day, say so.

    The day to plan to act by is the last one before it that is not a weekend or one of
    the place's ``holidays``.  While that list is empty, a day to act by that is a federal
    holiday says so (a caution only).  Returns a warning ``<deadline_id>_weekend`` or None.
    """
    if is_business_day(day, holidays):
        return None
    kind = "a weekend" if day.weekday() >= 5 else "a holiday"
    earlier = last_business_day_on_or_before(day, holidays)
    message = "%s is %s, which is %s. The office may be closed, so plan to act by %s." % (
        what, long_date(day), kind, long_date(earlier))
    holiday = None if holidays else federal_holiday(earlier)
    if holiday:
        message += " Offices are often closed on %s; check with the office." % holiday
    return warning(deadline_id + "_weekend", message, provision)
