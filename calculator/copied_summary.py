"""The "Copy summary" text: a result as plain text for an email (``text``).

First a short part a reader takes in at once (the verdict, the event's days and places, each day
to act by with why it is earlier than the rules' day, whom to ask and the link), then what to
provide, one item a line in the place's groups, then "Details": every item a line, each with the
link to the clause it comes from, and the answers given.  Its words are the page's
(calculator/summary.py), so a copied summary and the screen never disagree.

Only a click needs it: on the calculator page it comes in the archive asked for with the first
answer (hooks/calculator_runtime.py's ON_DEMAND), not before.  Runs on CPython and MicroPython alike.
"""

from . import place_name as named
from .dates import parse_shown
from .settings import SETTINGS
from .summary import (acted_on, answers_given, article_title, contact, duties, duty, headline, lead, long,
                      not_worked_out, out_of_date, place_name, provide_groups, quantity, status_words, warnings,
                      when, why)
from .words import DEFAULT, of, setting


def notes(item, indent="  "):
    """The note of an item that depends on an answer the organizer was not sure of, as lines."""
    return [indent + item["note"]] if item.get("note") else []


def cite_text(cite, site_url=""):
    """The link to the clause, given the site's address; else its label ('Conditions C(5): medical care')."""
    if site_url:
        return site_url + cite["href"]
    return cite["label"]


def provide_lines(result, language=DEFAULT):
    """What to provide as lines: the title, then each group's title and its items, one a line."""
    groups = provide_groups(result, language)
    if not groups:
        return []
    lines = [of(language)("summary.provide").upper()]
    for ident, title, items in groups:
        if title:
            lines.append(title)
        lines += ["- %s: %s" % (label, amount) if amount else "- " + label for _, label, amount in items]
    return lines


def event_days(answers, language=DEFAULT):
    """'Friday, August 14, 2026 to Sunday, August 16, 2026, at 3 places', or '' without a start."""
    start, end = answers.get("event_start"), answers.get("event_end")
    if type(start) is not str:
        return ""
    say = of(language)
    try:
        first = parse_shown(start)
        words = say.date(first)
        if type(end) is str and end != start:
            last = parse_shown(end)
            if last.year == first.year:   # "Friday, August 14 to Sunday, August 16, 2026"
                words = say.date(first, "no_year")
            words = say("summary.days", start=words, end=say.date(last))
    except ValueError:
        return ""
    places = answers.get("locations")
    if type(places) is int and places > 1:
        words = say("summary.days_at_places", days=words, count=places)
    return words


def short(result, page_url="", old_copy="", answers=None, language=DEFAULT):
    """The short part's lines: what a reader must know, in a few lines: the verdict, the event's days,
    each day to act by with why it is earlier than the rules' day, whom to ask and the link."""
    say, place = of(language), result["jurisdiction"]
    lines = [say("summary.title", place=place_name(place, language))] + (
        [out_of_date(old_copy, language)] if old_copy else [])
    lines.append("%s." % headline(result, language).rstrip("."))
    days = event_days(answers or {}, language)
    if days:
        lines.append(say("summary.event", days=days))
    for item in acted_on(result):
        lines.append(" ".join(["%s (%s)." % (lead(item, language), when(item, result["today"], language=language))]
                              + ([item["earlier"]] if item.get("earlier") else [])))
    who = contact(place, language)
    if who:
        lines.append(say("summary.ask", contact=who))
    if page_url:
        lines.append(say("summary.see", link=page_url))
    return lines


def details(result, site_url="", page_url="", given=(), language=DEFAULT):
    """The details' lines: why (the reasons and each day's detail), the deadlines the organizer acts
    on, what the office must do, the warnings, every requirement and checklist item, each with the
    link to its clause, the answers given, and what would change the answer (when worked out)."""
    say, place = of(language), result["jurisdiction"]
    lines = [say("summary.details"), article_title(place),
             say("summary.worked_out", today=long(result["today"], language), place=named(place, language),
                 office=setting(SETTINGS[place]["office"], language)), "",
             "%s (%s)." % (headline(result, language), status_words(result, language))]

    def source(item, indent="  "):
        lines.append(indent + say("summary.source", cite=cite_text(item["cite"], site_url)))

    for reason in why(result):
        lines.append("- %s: %s" % (say("summary.reason." + reason["kind"]), reason["text"]))
        lines += notes(reason)
        source(reason)
    if acted_on(result):
        lines += ["", say("summary.deadlines")]
        for item in acted_on(result):
            lines.append("- %s (%s): %s" % (lead(item, language), when(item, result["today"], language=language),
                                            item["label"]))
            lines += notes(item)
            source(item)
    if duties(result):
        lines += ["", say("summary.duties", place=named(place, language)).upper()]
        for item in duties(result):
            lines.append("- %s: %s" % (duty(item, language), item["label"]))
            lines += notes(item)
            source(item)
    if warnings(result):
        lines += ["", say("summary.warnings")]
        for item in warnings(result):
            lines.append("- %s" % item["message"])
            lines += notes(item)
            source(item)
    if result["requirements"]:
        lines += ["", say("summary.requirements")]
        for item in result["requirements"]:
            amount = quantity(item, language) or not_worked_out(item, language, place)
            lines.append("- %s%s (%s)" % (item["label"], ": " + amount if amount else "",
                                          say("summary.applies." + item["applies"]).lower()))
            lines.append("  %s" % item["formula"])
            lines += notes(item)
            source(item)
    if result["checklist"]:
        lines += ["", say("summary.checklist")]
        for item in result["checklist"]:
            lines.append("[ ] %s (%s)" % (item["label"], say("summary.checklist." + item["status"]).lower()))
            lines += notes(item, "    ")
            source(item, "    ")
    if given:
        lines += ["", say("summary.answers")] + ["- %s %s" % (row[1], row[2]) for row in given]
    if result.get("what_would_change"):   # when worked out (``evaluate(answers, what_if=True)``, the page)
        lines += ["", say("summary.what_if")]
        for item in result["what_would_change"]:
            lines.append("- " + item["text"])
            source(item)
    if page_url:
        lines += ["", say("summary.change", link=page_url)]
    return lines


def text(result, site_url="", page_url="", old_copy="", answers=None, order=None, language=DEFAULT):
    """The result as plain text for an email: the short part, then the details.

    ``site_url`` is the address of the site root (ending in "/"), used to write each
    citation as a full link; ``page_url`` is the calculator link with the answers (it
    opens at the answer); ``old_copy``, the day (ISO) an old saved copy of the site the
    page came from was published, when it did (the text then says it may be out of
    date); ``answers``, the answers the result was worked out from (contract input: the
    event's days and places, and the answers given), in ``order`` (``answers_given``);
    ``language``: the words around the result's own (the result's are in its language).
    """
    given = answers_given(answers, order, language) if answers else []
    provided = provide_lines(result, language)
    return "\n".join(short(result, page_url, old_copy, answers, language) + [""] +
                     (provided + [""] if provided else []) + details(result, site_url, page_url, given, language)) + "\n"
