"""The law's numbers, citations and quotes, and the calculator's words, as a guide page shows them.

hooks/markers.py reads the markers and calls these renderers (``ID`` is a place of
``calculator.jurisdictions.ORDER``; ``NAME`` any ``Provision`` of its ``law.py``):

``{{ ID.NAME }}``: ``value_text``
    The provision's value, ready to read: ``2500`` with unit "US dollars" becomes
    "$2,500", other whole numbers get thousands commas ("1,250").
``{{ ID.NAME.cite }}``, ``{{ ID#ANCHOR }}``: ``cite_link``
    A Markdown link to the clause on ``docs/ID/ordinance.md``, relative to the page,
    with the citation label as its text: ``[Conditions C(11): bond](ordinance.md#conditions-11)``.
``{{ ID.NAME.quote }}``: ``quote``
    The provision's words in curly quotes, marked ``<span class="ordinance-quote">``
    (the readability test skips ordinance quotes).
``{{ says: TABLE.KEY }}``: ``calculator_words``
    Words the calculator shows, from a word table of ``calculator/summary.py``:
    ``{{ says: CHECKLIST.if_applicable }}`` is "If it applies to you".  Guides that
    tell what the calculator answers use this, never retyped words.

An unknown jurisdiction, name, anchor or table raises ValueError, naming it.  To link to
the calculator with a jurisdiction chosen, write an ordinary link such as
``[calculator](../calculator/index.md?jurisdiction=village)``: MkDocs keeps the query and
makes the link relative to the built page.
"""

import html
import posixpath
import re

MARKDOWN_SPECIALS = re.compile(r"([\\`*_\[\]<>])")


def law_module(jurisdiction_id):
    from calculator.jurisdictions import JURISDICTIONS  # importable once hooks/rule_package.py ran

    if jurisdiction_id not in JURISDICTIONS:
        raise ValueError("no jurisdiction %r (known: %s)" % (jurisdiction_id, ", ".join(sorted(JURISDICTIONS))))
    return JURISDICTIONS.module(jurisdiction_id, "law")


def provision(jurisdiction_id, name):
    """The ``Provision`` called ``name`` in the jurisdiction's ``law.py``."""
    from calculator.ordinance import Provision

    item = getattr(law_module(jurisdiction_id), name, None)
    if not isinstance(item, Provision):
        raise ValueError("no provision %s in calculator/jurisdictions/%s/law.py" % (name, jurisdiction_id))
    return item


def value_text(item, name="provision"):
    """A provision's value for reading: "$2,500", "1,250", "3"."""
    value = item.value
    if value is None or isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError("%s has no number to show; use .quote or .cite" % name)
    if isinstance(value, float) and value == int(value):
        value = int(value)
    text = "{:,}".format(value)
    return "$" + text if item.unit == "US dollars" else text


def cite_link(jurisdiction_id, anchor, src_uri):
    """A Markdown link from the page at ``src_uri`` to a clause of the full-text page."""
    labels = law_module(jurisdiction_id).ARTICLE.labels
    if anchor not in labels:
        raise ValueError("no clause #%s in the %s outline" % (anchor, jurisdiction_id))
    target = posixpath.relpath(jurisdiction_id + "/ordinance.md", posixpath.dirname(src_uri) or ".")
    return "[%s](%s#%s)" % (MARKDOWN_SPECIALS.sub(r"\\\1", labels[anchor]), target, anchor)


def quote(item):
    """The provision's words in curly quotes, marked as an ordinance quote."""
    words = MARKDOWN_SPECIALS.sub(r"\\\1", html.escape(item.quote, quote=False))
    return '<span class="ordinance-quote">\u201c%s\u201d</span>' % words


def calculator_words(table, key):
    """The words ``calculator/summary.py`` keeps under ``key`` in its table ``table``."""
    from calculator import summary

    words = getattr(summary, table, None)
    if not isinstance(words, dict) or key not in words:
        raise ValueError("no words %s[%r] in calculator/summary.py" % (table, key))
    return MARKDOWN_SPECIALS.sub(r"\\\1", html.escape(words[key], quote=False))
