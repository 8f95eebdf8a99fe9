"""The law's numbers, citations and quotes, and the calculator's words, as a guide page shows them.

hooks/markers.py reads the markers and calls these renderers (``ID`` is a place of
``calculator.jurisdictions.ORDER``; ``NAME`` any ``Provision`` of its ``law.py``):

``{{ ID.NAME }}``: ``value_text``
    The provision's value, ready to read: ``2500`` with unit "US dollars" becomes
    "$2,500", other whole numbers get thousands commas ("1,250"), as the calculator writes them in
    the page's language (``summary.money``, ``Words.number``).
``{{ ID.NAME|THINGS }}``: ``counted``
    The provision's value counted, in the page's language: the place's (or the shared) catalog's
    ``count.THINGS`` for it, one or many ("1 ambulance", "1 ambulancia").
``{{ ID.NAME.cite }}``, ``{{ ID#ANCHOR }}``: ``cite_link``
    A Markdown link to the clause on ``docs/ID/ordinance.md``, relative to the page,
    with the citation label as its text: ``[Conditions C(11): bond](ordinance.md#conditions-11)``
    (in another language than English, the place's catalog's ``clause.<anchor>`` label, as the
    calculator cites: the same anchor and link).
``{{ ID.NAME.quote }}``: ``quote``
    The provision's words in curly quotes, marked ``<span class="ordinance-quote">``
    (the readability test skips ordinance quotes).  They stay the ordinance's English: on a page
    in another language the span carries ``lang="en"`` and the catalog's ``guide.quote`` labels
    it as the official English text ("(texto oficial en inglés)").
``{{ says: TABLE.KEY }}``: ``calculator_words``
    Words the calculator shows, from a word table of ``calculator/summary.py``:
    ``{{ says: CHECKLIST.if_applicable }}`` is "If it applies to you", in the page's language.  Guides that
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


def value_text(item, name="provision", language=None):
    """A provision's value for reading: "$2,500", "1,250", "3" (as the calculator writes it in ``language``)."""
    from calculator.words import DEFAULT, of

    value = item.value
    if value is None or isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError("%s has no number to show; use .quote or .cite" % name)
    if isinstance(value, float) and value == int(value):
        value = int(value)
    say = of(language or DEFAULT)
    return say("summary.money", count=value) if item.unit == "US dollars" else say.number(value)


def counted(item, name, things, place, language=None):
    """A provision's whole-number value counted as ``things`` ("1 ambulance"), in ``language``."""
    from calculator.words import DEFAULT, of

    value = item.value
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError("%s has no whole number to count" % name)
    say = of(language or DEFAULT, place)
    try:
        return say.count("count." + things, value)
    except KeyError:
        raise ValueError("%s|%s: no count.%s in the catalogs" % (name, things, things)) from None


def cite_link(jurisdiction_id, anchor, src_uri, language=None):
    """A Markdown link from the page at ``src_uri`` to a clause of the full-text page, labelled in
    ``language`` (the calculator's citation label: ``ARTICLE.cite``)."""
    from calculator.words import DEFAULT

    article = law_module(jurisdiction_id).ARTICLE
    if anchor not in article.labels:
        raise ValueError("no clause #%s in the %s outline" % (anchor, jurisdiction_id))
    label = article.cite(anchor, language or DEFAULT)["label"]
    target = posixpath.relpath(jurisdiction_id + "/ordinance.md", posixpath.dirname(src_uri) or ".")
    return "[%s](%s#%s)" % (MARKDOWN_SPECIALS.sub(r"\\\1", label), target, anchor)


def quote(item, language=None):
    """The provision's words in curly quotes, marked as an ordinance quote; on a page in another language,
    marked English and labelled as the official English text (``guide.quote``)."""
    from calculator.words import DEFAULT, of

    language = language or DEFAULT
    words = MARKDOWN_SPECIALS.sub(r"\\\1", html.escape(item.quote, quote=False))
    marked = "" if language == DEFAULT else ' lang="%s"' % DEFAULT
    return of(language)("guide.quote", quote='<span class="ordinance-quote"%s>\u201c%s\u201d</span>'
                        % (marked, words))


def calculator_words(table, key, language=None):
    """The words ``calculator/summary.py`` keeps under ``key`` in its table ``table``, in ``language``."""
    from calculator import summary
    from calculator.words import DEFAULT

    tables = getattr(summary, "_TABLES", {})
    if table not in tables or key not in tables[table][1]:
        raise ValueError("no words %s[%r] in calculator/summary.py" % (table, key))
    words = summary.table(tables[table][0], [key], language or DEFAULT)
    return MARKDOWN_SPECIALS.sub(r"\\\1", html.escape(words[key], quote=False))
