"""The answer's first panel and how to apply, in words: what the calculator page shows first.

The panel gives, at a glance: the headline (with a missed last day to apply in it), the
number of permits, the last day to apply with the days left, and the one thing to do
next.  ``how_to_apply`` lists the office's details from ``settings.py``; a detail that is
missing or empty is left out, and a placeholder such as "[phone number]" is shown as it
is, never as a link.  The words for statuses come from ``summary``.

Runs on CPython and MicroPython alike.
"""

from . import summary
from .dates import MONTHS, parse_iso
from .settings import SETTINGS

CONTACT = (
    # (settings key, label, how its link is written)
    ("office", "Office", ""),
    ("phone", "Phone", "tel:"),
    ("email", "Email", "mailto:"),
    ("address", "Address", ""),
    ("apply_url", "Apply online", "url"),
    ("apply_form", "Application form", "url"),
)


def apply_by(result):
    """The last day to apply (the deadline "apply_by"), or None."""
    for deadline in result["deadlines"]:
        if deadline["id"] == "apply_by":
            return deadline
    return None


def headline(result):
    """summary.headline, and a missed last day to apply: it is the first thing to know."""
    words = summary.headline(result)
    deadline = apply_by(result)
    if deadline is not None and deadline["passed"]:
        return "%s. The last day to apply %s." % (words, summary.when(deadline, result["today"],
                                                                      deadline["date"]))
    return words


def sentence(words):
    """The words as a sentence: ending with one full stop, never two."""
    return words if words.endswith(".") else words + "."


def permits(result):
    """'9 permits', '1 permit', or '' when no permit is needed or possible."""
    count = result["permit"]["permits_needed"]
    if result["permit"]["status"] in ("not_required", "prohibited") or count < 1:
        return ""
    return "{:,} {}".format(count, "permit" if count == 1 else "permits")


def last_day(result):
    """The day to apply by: 'Monday, June 15, 2026: 45 days left', or '' when there is none."""
    deadline = apply_by(result)
    if deadline is None:
        return ""
    return "%s: %s" % (summary.long(summary.day_to_act(deadline)), summary.when(deadline, result["today"]))


def rules_day(result):
    """The rules' last day to apply beside the day to apply by, with the readings named, or ''."""
    deadline = apply_by(result)
    return summary.beside(deadline) if deadline is not None else ""


def day_note(result):
    """The words beside the panel's day to apply by: the closed-day warning, which names the rules'
    day, the reading and the day to act by, or else the rules' day; then an unsure answer's note."""
    deadline = apply_by(result)
    if deadline is None:
        return ""
    words = [closed_day(result) or rules_day(result), deadline.get("note", "")]
    return " ".join([part for part in words if part])


def jump_day(result):
    """The phone bar's day: 'Apply by Friday, June 12, 2026: 42 days left. The rules' last day: Monday,
    June 15, 2026.', or ''."""
    deadline = apply_by(result)
    if deadline is None:
        return ""
    words = "%s: %s." % (summary.lead(deadline), summary.when(deadline, result["today"]))
    if summary.day_to_act(deadline) != deadline["date"]:
        words += " The rules' last day: %s." % summary.long(deadline["date"])
    return words


def closed_day(result):
    """The warning that the office may be closed on the last day to apply, or ''."""
    for warning in result["warnings"]:
        if warning["id"] == "apply_by_weekend":
            return warning["message"]
    return ""


def office(result):
    return SETTINGS[result["jurisdiction"]].get("office") or "office"


def next_step(result):
    """The one thing to do next, in a sentence."""
    status = result["permit"]["status"]
    deadline = apply_by(result)
    who = office(result)
    if status == "not_required":
        return "Nothing to apply for. If your plans change, answer the questions again."
    if status == "prohibited":
        return result["permit"].get("next_step") or (
            "Change the plans the reasons below point to, or ask the %s." % who)
    if deadline is not None and deadline["passed"]:
        return "Ask the %s what you can do now: the last day to apply was %s." % (
            who, summary.long(deadline["date"]))
    day = summary.day_to_act(deadline) if deadline is not None else None
    if day is not None and result["today"] > day:
        counted = deadline.get("date_reading")
        return "Apply to the %s as soon as you can: the safe day was %s, and the rules' last day%s is %s." % (
            who, summary.long(day), ", %s," % counted["name"] if counted else "", summary.long(deadline["date"]))
    if status == "unclear":
        if day is not None:
            return "Ask the %s whether you need a permit. If you do, apply by %s." % (who, summary.long(day))
        return "Ask the %s whether you need a permit." % who
    if day is not None:
        return "Apply to the %s by %s." % (who, summary.long(day))
    return "Apply to the %s." % who


def placeholder(text):
    return text[:1] == "[" and text[-1:] == "]"


def how_to_apply(place):
    """[{"label", "text", "href"}] from the place's settings; href is "" when not a link.

    An ``apply_url`` or ``apply_form`` href is as written in the settings: a full address,
    or a path from the site's root.
    """
    settings = SETTINGS.get(place) or {}
    rows = []
    for key, label, kind in CONTACT:
        text = settings.get(key) or ""
        if type(text) is not str or not text.strip():
            continue
        text = text.strip()
        href = ""
        if not placeholder(text):
            if kind == "tel:":
                href = "tel:" + "".join([ch for ch in text if ch in "+0123456789"])
            elif kind == "mailto:":
                href = "mailto:" + text
            elif kind == "url":
                href = text
        rows.append({"label": label, "text": text, "href": href})
    return rows


def text_last_checked(place):
    """'Text last checked against the official code on June 1, 2026.', a placeholder as it
    is, or '' when the setting is missing, empty or not a date."""
    day = (SETTINGS.get(place) or {}).get("text_last_checked") or ""
    if type(day) is not str or not day.strip():
        return ""
    day = day.strip()
    if placeholder(day):
        written = day
    else:
        try:
            when = parse_iso(day)
        except ValueError:
            return ""
        written = "%s %d, %d" % (MONTHS[when.month - 1], when.day, when.year)
    return "Text last checked against the official code on %s." % written
