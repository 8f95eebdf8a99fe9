"""Worked examples and tables for the guide pages, one module per jurisdiction.

A page writes ``{{ example: village.crowd_table }}`` and ``hooks/law_values.py`` puts
there the Markdown that ``crowd_table()`` in ``village.py`` returns.  Each function
takes no arguments and computes every number it shows with the rule package
(``calculator.evaluate``, the jurisdiction's ``rules`` functions and ``law`` values):
none is typed in.  Its Markdown may use the value, ``.cite`` and ``.quote`` markers and
``{{ ID#ANCHOR }}`` clause links; ``cite()`` below writes the last kind.

These helpers import nothing from ``calculator``: this package is imported when MkDocs
loads the hook, before ``hooks/rule_package.py`` puts the rule package on ``sys.path``.
"""


def cite(source):
    """A clause-link marker for a ``Provision`` or a ``cite`` dict from ``evaluate()``."""
    if isinstance(source, dict):
        jurisdiction_id = source["href"].split("/")[0]
        return "{{ %s#%s }}" % (jurisdiction_id, source["anchor"])
    return "{{ %s#%s }}" % (source.ordinance.jurisdiction, source.anchor)


def number(value):
    """A whole number with thousands commas: 1,500."""
    return "{:,}".format(value)


def money(value):
    """US dollars: $2,500."""
    return "${:,}".format(value)


def cell(text):
    """Text made safe for one Markdown table cell."""
    return str(text).replace("|", "\\|").replace("\n", " ")


def table(headers, rows):
    """A Markdown table from a header row and rows of cells."""
    lines = ["| " + " | ".join(cell(h) for h in headers) + " |",
             "|" + "|".join("---" for _ in headers) + "|"]
    lines.extend("| " + " | ".join(cell(c) for c in row) + " |" for row in rows)
    return "\n".join(lines) + "\n"


def bullets(items):
    """A Markdown bullet list."""
    return "\n".join("- " + item for item in items) + "\n"


def by_id(items, ident):
    """The entry with ``id`` ``ident`` in a list from an ``evaluate()`` result."""
    for item in items:
        if item["id"] == ident:
            return item
    raise KeyError(ident)
