"""A result's deadlines as an iCalendar file (RFC 5545) for "Add deadlines to my calendar".

One all-day event per deadline: ``DTSTART;VALUE=DATE`` on the day and ``DTEND`` the
next day, a ``UID`` that stays the same when the same deadline is downloaded again
(so calendars update it instead of adding a copy), ``DTSTAMP``, a ``SUMMARY`` and a
``DESCRIPTION`` with the clause it comes from and its quoted words.  Lines end in
CRLF and are folded at 75 octets; text values are escaped.

Runs on CPython and MicroPython alike.  ``stamp`` (the download time, UTC) is passed
in, so the output depends only on the arguments.
"""

from datetime import timedelta

from .dates import parse_shown
from .jurisdictions import JURISDICTIONS
from .summary import long, place_name

PRODID = "-//Special event permits//Permit calculator//EN"
LIMIT = 75  # octets per line, CRLF not counted

# An event's title by deadline id; a place adds its own in its package's CALENDAR_TITLES.
TITLES = {"apply_by": "Last day to apply for the special event permit"}


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


def calendar(result, stamp, event_start="", site_url="", page_url=""):
    """The iCalendar text (CRLF line endings) for ``result``'s deadlines.

    ``stamp`` is the UTC time of the download as ``YYYYMMDDTHHMMSSZ``; ``event_start``
    (ISO) goes into each UID; ``site_url`` (the site root, ending in "/") makes each
    citation a full link; ``page_url`` is the calculator link with the answers.
    """
    place = result["jurisdiction"]
    titles = getattr(JURISDICTIONS[place], "CALENDAR_TITLES", {})
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + PRODID, "CALSCALE:GREGORIAN", "METHOD:PUBLISH"]
    for item in result["deadlines"]:
        day = parse_shown(item["date"])
        cite = item["cite"]
        title = "%s (%s)" % (titles.get(item["id"]) or TITLES.get(item["id"], item["label"]), place_name(place))
        description = [item["label"], "", "Source: " + cite["label"]]
        if site_url:
            description.append(site_url + cite["href"])
        description.append("\u201c%s\u201d" % item["quote"])
        description.append("")
        description.append("Worked out on %s by the permit calculator. It explains the rules; the office "
                           "decides." % long(result["today"]))
        if page_url:
            description.append(page_url)
        uid = "%s-%s-%s-%s@permit-calculator" % (place, item["id"], _date(day),
                                                 event_start.replace("-", "") or "event")
        lines += [
            "BEGIN:VEVENT",
            "UID:" + uid,
            "DTSTAMP:" + stamp,
            "DTSTART;VALUE=DATE:" + _date(day),
            "DTEND;VALUE=DATE:" + _date(day + timedelta(days=1)),
            "SUMMARY:" + escape(title),
            "DESCRIPTION:" + escape("\n".join(description)),
            "TRANSP:TRANSPARENT",
            "END:VEVENT",
        ]
    lines.append("END:VCALENDAR")
    out = []
    for line in lines:
        out += fold(line)
    return "\r\n".join(out) + "\r\n"
