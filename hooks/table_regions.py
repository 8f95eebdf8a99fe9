"""Make every table usable on a phone: a labelled scroll region the keyboard can reach.

Each ``<table>`` of a page is wrapped in ``<div class="table-scroll" role="region"
tabindex="0" aria-label="Table: <its column headings>">``.  On a narrow screen the
wrapper scrolls sideways (``docs/assets/stylesheets/site.css`` draws a shadow at an
edge with more columns behind it), and a keyboard user can focus it and scroll it
with the arrow keys.  Done at build time, so it works without JavaScript.
"""

import html
import re

TABLE = re.compile(r"<table>.*?</table>", re.DOTALL)
HEADING_CELL = re.compile(r"<th\b[^>]*>(.*?)</th>", re.DOTALL)
TAG = re.compile(r"<[^>]+>")


def on_page_content(content, **kwargs):
    """Wrap each table of the page in its labelled scroll region."""
    return TABLE.sub(lambda match: wrap(match.group(0)), content)


def label(table):
    """'Table: Event, Event date, Last day to apply' from the column headings."""
    headings = [" ".join(html.unescape(TAG.sub("", cell)).split()) for cell in HEADING_CELL.findall(table)]
    headings = [heading for heading in headings if heading]
    return "Table: " + ", ".join(headings) if headings else "Table"


def wrap(table):
    return '<div class="table-scroll" role="region" tabindex="0" aria-label="%s">%s</div>' % (
        html.escape(label(table)), table)
