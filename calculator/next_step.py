"""The answer's first panel and how to apply, in words: what the calculator page shows first.

The panel gives, at a glance: the headline (with a missed last day to apply in it), the
number of permits, the last day to apply with the days left, and the one thing to do
next.  ``how_to_apply`` lists the office's details from ``settings.py``; a detail that is
missing or empty is left out, and a placeholder such as "[phone number]" is shown as it
is, never as a link.  The words for statuses come from ``summary``.

Runs on CPython and MicroPython alike.
"""

from . import summary
from .dates import parse_iso
from .settings import SETTINGS
from .words import DEFAULT, of, setting

CONTACT = (
    # (settings key, how its link is written); its label is ``next_step.contact.<key>``
    ("office", ""),
    ("phone", "tel:"),
    ("email", "mailto:"),
    ("address", ""),
    ("apply_url", "url"),
    ("apply_form", "url"),
)


def apply_by(result):
    """The last day to apply (the deadline "apply_by"), or None."""
    for deadline in result["deadlines"]:
        if deadline["id"] == "apply_by":
            return deadline
    return None


def headline(result, language=DEFAULT):
    """summary.headline, and a missed last day to apply: it is the first thing to know."""
    words = summary.headline(result, language)
    deadline = apply_by(result)
    if deadline is not None and deadline["passed"]:
        return of(language)("next_step.headline_passed", headline=words, when=summary.when(
            deadline, result["today"], deadline["date"], language))
    return words


def sentence(words):
    """The words as a sentence: ending with one full stop, never two."""
    return words if words.endswith(".") else words + "."


def permits(result, language=DEFAULT):
    """'9 permits', '1 permit', or '' when no permit is needed or possible, or the number is not known:
    the rules do not say whether one is needed, or it depends on an answer the organizer was not sure of."""
    permit = result["permit"]
    count = permit["permits_needed"]
    unsure = permit["reasons"] and permit["reasons"][0]["kind"] == "unsure"
    if permit["status"] != "required" or count < 1 or unsure:
        return ""
    return of(language).count("next_step.permits", count)


def last_day(result, language=DEFAULT):
    """The day to apply by: 'Monday, June 15, 2026: 45 days left', or '' when there is none."""
    deadline = apply_by(result)
    if deadline is None:
        return ""
    return "%s: %s" % (summary.long(summary.day_to_act(deadline), language),
                       summary.when(deadline, result["today"], language=language))


def day_note(result, language=DEFAULT):
    """The words beside the panel's day to apply by: one line for why it is earlier than the rules'
    own day (``earlier``: the rules' day named once), then an unsure answer's note; '' for neither."""
    deadline = apply_by(result)
    if deadline is None:
        return ""
    return " ".join([part for part in (deadline.get("earlier", ""), deadline.get("note", "")) if part])


def jump_day(result, language=DEFAULT):
    """The phone bar's day: 'Apply by Friday, June 12, 2026: 42 days left.', or ''."""
    deadline = apply_by(result)
    if deadline is None:
        return ""
    return of(language)("next_step.day_left", day=summary.lead(deadline, language),
                        left=summary.when(deadline, result["today"], language=language))


def office(result, language=DEFAULT):
    return setting(SETTINGS[result["jurisdiction"]].get("office"), language).strip() or of(language)("next_step.office")


def next_step(result, language=DEFAULT):
    """The one thing to do next, in a sentence; the day to apply by is the panel's, so it is not said again."""
    say = of(language)
    status = result["permit"]["status"]
    deadline = apply_by(result)
    who = office(result, language)
    if status == "not_required":
        return say("next_step.not_required")
    if result["permit"].get("next_step"):
        return result["permit"]["next_step"]
    if status == "prohibited":
        return say("next_step.prohibited", office=who)
    if deadline is not None and deadline["passed"]:
        return say("next_step.passed", office=who, day=summary.long(deadline["date"], language))
    if deadline is not None and result["today"] > summary.day_to_act(deadline):
        return say("next_step.late", office=who, day=summary.long(deadline["date"], language))
    if status == "unclear":
        return say("next_step.unclear", office=who)
    return say("next_step.apply", office=who)


def placeholder(text):
    return text[:1] == "[" and text[-1:] == "]"


def how_to_apply(place, language=DEFAULT):
    """[{"label", "text", "href"}] from the place's settings; href is "" when not a link.

    An ``apply_url`` or ``apply_form`` href is as written in the settings: a full address,
    or a path from the site's root.
    """
    settings = SETTINGS.get(place) or {}
    say = of(language)
    rows = []
    for key, kind in CONTACT:
        text = setting(settings.get(key), language).strip()
        if not text:
            continue
        href = ""
        if not placeholder(text):
            if kind == "tel:":
                href = "tel:" + "".join([ch for ch in text if ch in "+0123456789"])
            elif kind == "mailto:":
                href = "mailto:" + text
            elif kind == "url":
                href = text
        rows.append({"label": say("next_step.contact." + key), "text": text, "href": href})
    return rows


def text_last_checked(place, language=DEFAULT):
    """'Text last checked against the official code on June 1, 2026.', a placeholder as it
    is, or '' when the setting is missing, empty or not a date."""
    day = (SETTINGS.get(place) or {}).get("text_last_checked") or ""
    if type(day) is not str or not day.strip():
        return ""
    day = day.strip()
    say = of(language)
    if placeholder(day):
        written = day
    else:
        try:
            written = say.date(parse_iso(day), "no_weekday")
        except ValueError:
            return ""
    return say("next_step.text_last_checked", day=written)
