"""A result in plain words: the calculator page's wording and the "Copy summary" text.

The page and the summary use the same words from here, so a printed page, a copied
summary and the screen never disagree.  ``text(result, ...)`` is plain text for an
email: first a short part a reader takes in at once (the verdict, the event's days and
places, each day to act by, what to provide, whom to ask and the link), then "Details":
every item a line, each with the clause it comes from, and the answers given.
``provide(result)`` is the short list of what may be required, with amounts (the page's
digest), and ``answers_given(answers, order)`` the answers as asked and given (GOV.UK's
"check your answers").

Runs on CPython and MicroPython alike.
"""

from .dates import long_date, parse_shown
from .inputs import PLACE, YES_NO
from .jurisdictions import JURISDICTIONS
from .settings import SETTINGS

# The summary's own words (the page's are in calculator/page).
WORDS = {
    "title": "Special event permit: %s",
    "event": "Event: %s",
    "days": "%s to %s",
    "places": ", at {:,} places",
    "provide": "You may need to provide",
    "ask": "Questions: %s",
    "see": "See the answer: %s",
    "worked_out": "Worked out on %s by the permit calculator, from %s. It explains the rules; the %s decides.",
    "details": "DETAILS",
    "deadlines": "DEADLINES",
    "warnings": "WARNINGS",
    "requirements": "WHAT MAY BE REQUIRED ON SITE",
    "checklist": "CHECKLIST FOR THE APPLICATION",
    "answers": "YOUR ANSWERS",
    "change": "See or change these answers: %s",
    "source": "Source: %s",
}

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


def short_amount(item):
    """The amount without its unit when the label names it ('Physicians licensed in the state': '3'),
    else ``quantity`` ('3,000 gallons a day'), or why there is none."""
    amount = quantity(item)
    unit = item.get("unit") or ""
    if amount and unit and unit != "US dollars":
        label = item["label"].lower()
        if unit.lower() in label or ONE.get(unit, unit).lower() in label:
            return "{:,}".format(item["quantity"])
    return amount or not_worked_out(item)


def provide(result):
    """What may be required, in short: ``[[id, label, amount]]`` in the rules' order (amount ''
    when there is none), for the requirements that apply or may; [] when no permit is needed."""
    if result["permit"]["status"] == "not_required":
        return []
    return [[item["id"], item["label"], short_amount(item)]
            for item in result["requirements"] if item["applies"] != "not_required"]


def provide_text(result):
    """'You may need to provide: Drinking water: 3,000 gallons a day; Fire protection.', or ''."""
    items = ["%s: %s" % (label, amount) if amount else label for _, label, amount in provide(result)]
    return "%s: %s." % (WORDS["provide"], "; ".join(items)) if items else ""


def answer_words(field, answer):
    """An answer as the form offered it: 'Yes', 'Not sure', the option's label, a long date, '1,200'."""
    if field.kind == "bool":
        for value, label in YES_NO:
            if answer == (value == "true" if value in ("true", "false") else value):
                return label
    if field.kind == "choice":
        if field is PLACE:
            return place_name(answer)
        for option in field.options or ():
            if option[0] == answer:
                return option[1]
    if field.kind == "date" and type(answer) is str:
        try:
            return long(answer)
        except ValueError:
            return answer
    if type(answer) is int:
        return "{:,}".format(answer)
    return str(answer)


def answers_given(answers, order=None):
    """``[[name, question, answer words, label]]``: each question the place asks (``order``: the
    form's names in its order, else the place's own order), as asked, with the answer given."""
    place = answers.get("jurisdiction")
    if place not in JURISDICTIONS:
        return []
    fields = {"jurisdiction": PLACE}
    names = []
    for field in JURISDICTIONS[place].FIELDS:
        fields[field.name] = field
        names.append(field.name)
    rows = []
    for name in order if order is not None else names:
        field = fields.get(name)
        if field is not None and field.question and answers.get(name) is not None:
            rows.append([name, field.question, answer_words(field, answers[name]), field.label])
    return rows


def event_days(answers):
    """'Friday, August 14, 2026 to Sunday, August 16, 2026, at 3 places', or '' without a start."""
    start, end = answers.get("event_start"), answers.get("event_end")
    if type(start) is not str:
        return ""
    try:
        words = long(start)
        if type(end) is str and end != start:
            year = ", " + start[:4]
            if end[:4] == start[:4] and words.endswith(year):   # "Friday, August 14 to Sunday, August 16, 2026"
                words = words[:-len(year)]
            words = WORDS["days"] % (words, long(end))
    except ValueError:
        return ""
    places = answers.get("locations")
    if type(places) is int and places > 1:
        words += WORDS["places"].format(places)
    return words


def contact(place):
    """'Village Clerk-Treasurer, (555) 010-0100, clerk@example.gov': the office, phone and email."""
    settings = SETTINGS[place]
    return ", ".join([settings[key].strip() for key in ("office", "phone", "email")
                      if type(settings.get(key)) is str and settings[key].strip()])


def short(result, page_url="", old_copy="", answers=None):
    """The short part's lines: what a reader must know, at most a few lines."""
    place = result["jurisdiction"]
    lines = [WORDS["title"] % place_name(place)] + ([out_of_date(old_copy)] if old_copy else [])
    lines.append("%s." % headline(result).rstrip("."))
    days = event_days(answers or {})
    if days:
        lines.append(WORDS["event"] % days + ".")
    for item in result["deadlines"]:
        if item.get("act_by"):
            lines.append("%s (%s)." % (lead(item), when(item, result["today"])))
    lines += [words for words in (provide_text(result),) if words]
    who = contact(place)
    if who:
        lines.append(WORDS["ask"] % who + ".")
    if page_url:
        lines.append(WORDS["see"] % page_url)
    return lines


def details(result, site_url="", page_url="", given=()):
    """The details' lines: the reasons, every deadline, warning, requirement and checklist item
    with its clause, and the answers given."""
    place = result["jurisdiction"]
    lines = [WORDS["details"], article_title(place),
             WORDS["worked_out"] % (long(result["today"]), place_name(place), SETTINGS[place]["office"]), "",
             "%s (%s)." % (headline(result), STATUS_WORDS.get(result["permit"]["status"], ""))]

    def source(item, indent="  "):
        lines.append(indent + WORDS["source"] % cite_text(item["cite"], site_url))

    for reason in result["permit"]["reasons"]:
        lines.append("- %s: %s" % (REASON_KINDS.get(reason["kind"], reason["kind"]), reason["text"]))
        source(reason)
    if result["deadlines"]:
        lines += ["", WORDS["deadlines"]]
        for item in result["deadlines"]:
            lines.append("- %s (%s): %s" % (lead(item), when(item, result["today"]), item["label"]))
            for words in (beside(item), item.get("caution")):
                if words:
                    lines.append("  " + words)
            lines += notes(item)
            source(item)
    if result["warnings"]:
        lines += ["", WORDS["warnings"]]
        for item in result["warnings"]:
            lines.append("- %s" % item["message"])
            lines += notes(item)
            source(item)
    if result["requirements"]:
        lines += ["", WORDS["requirements"]]
        for item in result["requirements"]:
            amount = quantity(item) or not_worked_out(item)
            lines.append("- %s%s (%s)" % (item["label"], ": " + amount if amount else "",
                                          APPLIES.get(item["applies"], item["applies"]).lower()))
            lines.append("  %s" % item["formula"])
            lines += notes(item)
            source(item)
    if result["checklist"]:
        lines += ["", WORDS["checklist"]]
        for item in result["checklist"]:
            lines.append("[ ] %s (%s)" % (item["label"], CHECKLIST.get(item["status"], item["status"]).lower()))
            lines += notes(item, "    ")
            source(item, "    ")
    if given:
        lines += ["", WORDS["answers"]] + ["- %s %s" % (row[1], row[2]) for row in given]
    if page_url:
        lines += ["", WORDS["change"] % page_url]
    return lines


def text(result, site_url="", page_url="", old_copy="", answers=None, order=None):
    """The result as plain text for an email: the short part, then the details.

    ``site_url`` is the address of the site root (ending in "/"), used to write each
    citation as a full link; ``page_url`` is the calculator link with the answers (it
    opens at the answer); ``old_copy``, the day (ISO) an old saved copy of the site the
    page came from was published, when it did (the text then says it may be out of
    date); ``answers``, the answers the result was worked out from (contract input: the
    event's days and places, and the answers given), in ``order`` (``answers_given``).
    """
    given = answers_given(answers, order) if answers else []
    return "\n".join(short(result, page_url, old_copy, answers) + [""] +
                      details(result, site_url, page_url, given)) + "\n"
