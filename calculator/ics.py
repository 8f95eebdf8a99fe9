"""A result's deadlines as an iCalendar file (RFC 5545) for "Add deadlines to my calendar".

One all-day event per deadline: ``DTSTART;VALUE=DATE`` on the day to act by (``act_by``,
else the deadline's date) and ``DTEND`` the next day, why the day is earlier than the rules'
own in the description (its ``earlier`` line), a ``UID`` (from the rules' date) that stays the
same when the same deadline is downloaded again
(so calendars update it instead of adding a copy), ``DTSTAMP``, a ``SUMMARY`` and a
``DESCRIPTION`` with the clause it comes from and its quoted words, and, for a deadline the
organizer acts on (not the office's duties), two reminders (``VALARM``): at 9 in the morning a
week before the day and the day before, each only while it is still to come on the answer's
``today``.  Lines end in CRLF and are folded at
75 octets; text values are escaped.

Runs on CPython and MicroPython alike.  ``stamp`` (the download time, UTC) is passed
in, so the output depends only on the arguments.
"""

from datetime import timedelta

from .dates import parse_shown
from .summary import day_to_act, lead, long, out_of_date, place_name
from .words import DEFAULT, of

PRODID = "-//Special event permits//Permit calculator//EN"
LIMIT = 75  # octets per line, CRLF not counted

# An event's title is ``ics.title.<deadline id>`` of the catalogs (a place's own, or the shared one),
# else the deadline's label.
# The reminders: (days before the day, the trigger before its start at midnight, their words' key).
# -P6DT15H is 9:00 seven days before; -PT15H is 9:00 the day before.
REMINDERS = ((7, "-P6DT15H", "ics.in_a_week"), (1, "-PT15H", "ics.tomorrow"))


def escape(text):
    """RFC 5545 TEXT: backslash, semicolon, comma and newline escaped."""
    text = str(text).replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
    return text.replace("\r\n", "\n").replace("\r", "\n").replace("\n", "\\n")


def fold(line):
    """Split a content line into pieces of at most 75 octets (UTF-8), never inside a character.

    Continuation pieces start with one space, which counts toward their 75 octets.
    """
    pieces, current, size = [], [], 0
    for ch in line:
        width = len(ch.encode("utf-8"))
        if size + width > LIMIT:
            pieces.append("".join(current))
            current, size = [" "], 1
        current.append(ch)
        size += width
    pieces.append("".join(current))
    return pieces


def stamp_from_iso(text):
    """'2026-05-01T12:34:56.789Z' (JavaScript's toISOString) -> '20260501T123456Z'."""
    day, _, clock = text.partition("T")
    digits = "".join([ch for ch in clock[:8] if ch != ":"])
    return day.replace("-", "") + "T" + digits + "Z"


def _date(day):
    return day.isoformat().replace("-", "")


def calendar(result, stamp, event_start="", site_url="", page_url="", old_copy="", language=DEFAULT):
    """The iCalendar text (CRLF line endings) for ``result``'s deadlines.

    ``stamp`` is the UTC time of the download as ``YYYYMMDDTHHMMSSZ``; ``event_start``
    (ISO) goes into each UID; ``site_url`` (the site root, ending in "/") makes each
    citation a full link; ``page_url`` is the calculator link with the answers;
    ``old_copy`` (ISO), the day an old saved copy of the site was published, when the
    answer was worked out on one: each title and description then says it may be out of date;
    ``language``: the words around the result's own.
    """
    place = result["jurisdiction"]
    say = of(language, place)
    today = parse_shown(result["today"])
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + PRODID, "CALSCALE:GREGORIAN", "METHOD:PUBLISH"]
    for item in result["deadlines"]:
        day = parse_shown(item["date"])
        on = parse_shown(day_to_act(item))
        cite = item["cite"]
        key = "ics.title." + item["id"]
        title = say("ics.event", title=say(key) if say.has(key) else item["label"], place=place_name(place, language))
        description = [lead(item, language) + "."] if item.get("act_by") else []
        description += [words for words in (item.get("earlier"), item["label"], item.get("caution"),
                                            item.get("note")) if words]
        description += ["", say("summary.source", cite=cite["label"])]
        if old_copy:
            title = say("ics.out_of_date", title=title)
            description = [out_of_date(old_copy, language), ""] + description
        if site_url:
            description.append(site_url + cite["href"])
        description.append(say("ics.quote", quote=item["quote"]))
        description.append("")
        description.append(say("ics.worked_out", today=long(result["today"], language)))
        if page_url:
            description.append(page_url)
        uid = "%s-%s-%s-%s@permit-calculator" % (place, item["id"], _date(day),
                                                 event_start.replace("-", "") or "event")
        lines += [
            "BEGIN:VEVENT",
            "UID:" + uid,
            "DTSTAMP:" + stamp,
            "DTSTART;VALUE=DATE:" + _date(on),
            "DTEND;VALUE=DATE:" + _date(on + timedelta(days=1)),
            "SUMMARY:" + escape(title),
            "DESCRIPTION:" + escape("\n".join(description)),
            "TRANSP:TRANSPARENT",
        ]
        for before, trigger, words in REMINDERS if item.get("act_by") else ():
            if on - timedelta(days=before) >= today:
                lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:" + trigger,
                          "DESCRIPTION:" + escape(say(words, title=title)), "END:VALARM"]
        lines.append("END:VEVENT")
    lines.append("END:VCALENDAR")
    out = []
    for line in lines:
        out += fold(line)
    return "\r\n".join(out) + "\r\n"
