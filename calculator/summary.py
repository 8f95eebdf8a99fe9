"""A result in plain words: the calculator page's wording and the "Copy summary" text.

The page and the summary use the same words from here, so a printed page, a copied
summary and the screen never disagree.  ``text(result, ...)`` is plain text for an
email: no markup, one item a line, each with the clause it comes from.

Runs on CPython and MicroPython alike.
"""

from .dates import long_date, parse_shown
from .jurisdictions import JURISDICTIONS
from .settings import SETTINGS

HEADLINES = {
    "required": "You need a special event permit",
    "not_required": "You do not need a special event permit",
    "prohibited": "This event cannot get a permit as you describe it",
    "unclear": "The rules do not give a clear answer",
}
STATUS_WORDS = {
    "required": "required",
    "not_required": "not required",
    "prohibited": "prohibited",
    "unclear": "unclear",
}
REASON_KINDS = {
    "rule": "Rule",
    "exemption": "Exemption",
    "ambiguity": "Two ways to read it",
    "missing_text": "Missing text",
    "discretion": "An official decides",
    "assumption": "Our assumption",
    "unsure": "Depends on an answer you were not sure of",
}
APPLIES = {
    "required": "Required",
    "may_be_required": "May be required",
    "not_required": "Not required",
    "unclear": "Unclear: the rules can be read two ways",
}
# A unit for one of it: "1 ambulance", not "1 ambulances".
ONE = {
    "gates": "gate",
    "gallons a day": "gallon a day",
    "toilets": "toilet",
    "sinks": "sink",
    "trash pickups": "trash pickup",
    "physicians": "physician",
    "nurses": "nurse",
    "treatment rooms": "treatment room",
    "ambulances": "ambulance",
    "footcandles": "footcandle",
    "parking spaces": "parking space",
    "minutes": "minute",
    "security guards": "security guard",
    "officers": "officer",
    "hours": "hour",
    "users": "user",
}
CHECKLIST = {
    "required": "Required",
    "if_applicable": "If it applies to you",
    "missing": "Not in the text we have: ask",
}


# The words that lead a deadline the organizer acts on, before its ``act_by`` day.
ACT_BY = {
    "apply_by": "Apply by",
    "notify_neighbors_by": "Send the notice by",
    "appeal_by": "Appeal by",
}


def headline(result):
    """'You need 3 special event permits', 'The rules do not give a clear answer', or the rules' own
    headline for the case ('Plan on needing a special event permit')."""
    permit = result["permit"]
    status, count = permit["status"], permit["permits_needed"]
    if permit.get("headline"):
        return permit["headline"]
    if status == "required" and count > 1:
        return "You need {:,} special event permits".format(count)
    return HEADLINES.get(status, status)


def place_name(jurisdiction):
    """'The Village'."""
    name = SETTINGS[jurisdiction]["name"]
    return name[:1].upper() + name[1:]


def article_title(jurisdiction):
    return JURISDICTIONS[jurisdiction].ARTICLE.title


def days_left(day_iso, today_iso):
    """Days from today to the date: negative once it has passed."""
    return (parse_shown(day_iso) - parse_shown(today_iso)).days


def day_to_act(deadline):
    """The day to plan on: ``act_by`` for a deadline the organizer acts on, else the rules' ``date``."""
    return deadline.get("act_by") or deadline["date"]


def when(deadline, today_iso, day_iso=None):
    """'46 days left', '1 day left', 'today', 'passed 3 days ago', counted to ``day_iso`` (default: the
    day to plan on)."""
    days = days_left(day_iso or day_to_act(deadline), today_iso)
    if days > 1:
        return "{:,} days left".format(days)
    if days == 1:
        return "1 day left"
    if days == 0:
        return "today"
    if days == -1:
        return "passed yesterday"
    return "passed {:,} days ago".format(-days)


def long(day_iso):
    """'Tuesday, June 16, 2026'."""
    return long_date(parse_shown(day_iso))


def lead(deadline):
    """'Apply by Monday, May 10, 2027' for a deadline the organizer acts on; else the day itself."""
    words = ACT_BY.get(deadline["id"])
    if words and deadline.get("act_by"):
        return "%s %s" % (words, long(deadline["act_by"]))
    return long(deadline["date"])


def beside(deadline):
    """The rules' last day beside the day to plan on, with the reading that gives each; '' when the
    two are the same day by the only reading there is."""
    if not deadline.get("act_by"):
        return ""
    counted = deadline.get("date_reading")
    if deadline["act_by"] == deadline["date"] and not counted:
        return ""
    words = "The rules' last day%s: %s." % (", " + counted["name"] if counted else "", long(deadline["date"]))
    if deadline["act_by"] == deadline["date"]:
        return words
    safe = deadline.get("act_by_reading")
    return "%s We show the safe day: %s." % (words, (safe["name"] + ", on a day the office should be open")
                                               if safe else "a day the office should be open")


def quantity(requirement):
    """'251 gallons a day', '$2,500', or '' when the rules give no number (yet)."""
    amount = requirement["quantity"]
    if amount is None:
        return ""
    unit = requirement["unit"]
    if unit == "US dollars":
        return "${:,}".format(amount)
    if amount == 1:
        unit = ONE.get(unit, unit)
    return "{:,} {}".format(amount, unit)


def not_worked_out(requirement):
    """Why a requirement has no number: the answers it needs, or none in the rules."""
    if requirement["quantity"] is not None:
        return ""
    if requirement.get("needs"):
        return "Not worked out yet"
    return ""


def notes(item, indent="  "):
    """The note of an item that depends on an answer the organizer was not sure of, as lines."""
    return [indent + item["note"]] if item.get("note") else []


def cite_text(cite, site_url=""):
    """'Conditions C(5): medical care' and, given the site's address, the link to the clause."""
    if site_url:
        return "%s, %s%s" % (cite["label"], site_url, cite["href"])
    return cite["label"]


OUT_OF_DATE = "Possibly out of date"


def out_of_date(old_copy):
    """The warning for an answer worked out on an old saved copy of the site, published on the
    day ``old_copy`` (ISO); '' when ``old_copy`` is ''."""
    if not old_copy:
        return ""
    return ("%s: worked out on a copy of the site saved on %s. The rules may have changed since. "
            "Check online before you apply." % (OUT_OF_DATE, long(old_copy)))


def text(result, site_url="", page_url="", old_copy=""):
    """The whole result as plain text for an email.

    ``site_url`` is the address of the site root (ending in "/"), used to write each
    citation as a full link; ``page_url`` is the calculator link with the answers;
    ``old_copy``, the day (ISO) an old saved copy of the site the page came from was
    published, when it did (the text then says it may be out of date).
    """
    place = result["jurisdiction"]
    today = result["today"]
    lines = [
        "Special event permit: %s" % place_name(place),
        article_title(place),
        "Worked out on %s by the permit calculator. It explains the rules; the %s decides." % (
            long(today), SETTINGS[place]["office"]),
    ] + ([out_of_date(old_copy)] if old_copy else []) + [
        "",
        "%s (%s)." % (headline(result), STATUS_WORDS.get(result["permit"]["status"], "")),
    ]
    for reason in result["permit"]["reasons"]:
        lines.append("- %s: %s" % (REASON_KINDS.get(reason["kind"], reason["kind"]), reason["text"]))
        lines.append("  Source: %s" % cite_text(reason["cite"], site_url))
    if result["deadlines"]:
        lines += ["", "DEADLINES"]
        for item in result["deadlines"]:
            lines.append("- %s (%s): %s" % (lead(item), when(item, today), item["label"]))
            for words in (beside(item), item.get("caution")):
                if words:
                    lines.append("  " + words)
            lines += notes(item)
            lines.append("  Source: %s" % cite_text(item["cite"], site_url))
    if result["warnings"]:
        lines += ["", "WARNINGS"]
        for item in result["warnings"]:
            lines.append("- %s" % item["message"])
            lines += notes(item)
            lines.append("  Source: %s" % cite_text(item["cite"], site_url))
    if result["requirements"]:
        lines += ["", "WHAT MAY BE REQUIRED ON SITE"]
        for item in result["requirements"]:
            amount = quantity(item) or not_worked_out(item)
            lines.append("- %s%s (%s)" % (item["label"], ": " + amount if amount else "",
                                          APPLIES.get(item["applies"], item["applies"]).lower()))
            lines.append("  %s" % item["formula"])
            lines += notes(item)
            lines.append("  Source: %s" % cite_text(item["cite"], site_url))
    if result["checklist"]:
        lines += ["", "CHECKLIST FOR THE APPLICATION"]
        for item in result["checklist"]:
            lines.append("[ ] %s (%s)" % (item["label"], CHECKLIST.get(item["status"], item["status"]).lower()))
            lines += notes(item, "    ")
            lines.append("    Source: %s" % cite_text(item["cite"], site_url))
    if page_url:
        lines += ["", "See or change these answers: %s" % page_url]
    return "\n".join(lines) + "\n"
