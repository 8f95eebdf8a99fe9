"""Make every table usable on a phone: a labelled scroll region the keyboard can reach,
and wide tables as labelled rows.

Each ``<table>`` of a page is wrapped in ``<div class="table-scroll" role="region"
tabindex="0" aria-label="Table: <its column headings>">``.  On a narrow screen the
wrapper scrolls sideways (``docs/assets/stylesheets/site.css`` draws a shadow at an
edge with more columns behind it), and a keyboard user can focus it and scroll it
with the arrow keys.

A table of ``STACKED_FROM`` columns or more (600-700 px wide, in a phone's 358 px
column) is also marked ``table-stack``: each cell carries its column's heading in
``data-label``, and on a narrow screen site.css shows each row as a block of labelled
lines (the heading, then the value), the row's first cell on top.  The table keeps its
roles (``role="table"``, ``rowgroup``, ``row``, ``cell``; a ``th`` is a column
header already, and Material would draw sort icons on one marked so), which CSS
display changes can take away, so a screen reader still reads it as a table.  Desktop
tables stay as they are.  Done at build time, so it works without JavaScript.  The label's words
are the catalogs' (``guide.table.*``), in the page's language (hooks/words.py ``page_language``).
"""

import html
import re

import words

TABLE = re.compile(r"<table>.*?</table>", re.DOTALL)
HEADING_CELL = re.compile(r"<th\b[^>]*>(.*?)</th>", re.DOTALL)
HEAD = re.compile(r"<thead>.*?</thead>", re.DOTALL)
BODY_ROW = re.compile(r"<tr>(.*?)</tr>", re.DOTALL)
BODY_CELL = re.compile(r"<td\b([^>]*)>")
TAG = re.compile(r"<[^>]+>")
STACKED_FROM = 4
ROLES = (("<table>", '<table role="table">'), ("<thead>", '<thead role="rowgroup">'),
         ("<tbody>", '<tbody role="rowgroup">'), ("<tr>", '<tr role="row">'))


def on_page_content(content, *, page=None, config=None, **kwargs):
    """Wrap each table of the page in its labelled scroll region, labelled in the page's language."""
    from calculator.words import of  # importable once hooks/rule_package.py ran

    say = of(words.page_language(page, config))
    return TABLE.sub(lambda match: wrap(match.group(0), say), content)


def headings(table):
    """The column headings' words: ['Event', 'Event date', ...]."""
    return [" ".join(html.unescape(TAG.sub("", cell)).split()) for cell in HEADING_CELL.findall(table)]


def label(table, say=None):
    """'Table: Event, Event date, Last day to apply' from the column headings."""
    if say is None:
        from calculator.words import of

        say = of()
    found = [heading for heading in headings(table) if heading]
    return say("guide.table.label", headings=say("list.comma").join(found)) if found else say("guide.table.unlabelled")


def stacked(table):
    """The table with its roles and each body cell labelled with its column's heading."""
    names = headings(table)
    head_end = HEAD.search(table).end()

    def row(match):
        cells = iter(names)
        return "<tr>%s</tr>" % BODY_CELL.sub(
            lambda cell: '<td role="cell" data-label="%s"%s>' % (html.escape(next(cells, "")), cell.group(1)),
            match.group(1))

    table = table[:head_end] + BODY_ROW.sub(row, table[head_end:])
    for plain, with_role in ROLES:
        table = table.replace(plain, with_role)
    return table


def wrap(table, say=None):
    classes = "table-scroll"
    if len(headings(table)) >= STACKED_FROM and HEAD.search(table):
        classes, table = "table-scroll table-stack", stacked(table)
    return '<div class="%s" role="region" tabindex="0" aria-label="%s">%s</div>' % (
        classes, html.escape(label(table, say)), table)
