"""Put the rule package's legal numbers, citations and quotes into guide pages.

Guide pages never type a legal number.  They write a marker, and this hook replaces it
with text taken from ``calculator/jurisdictions/<ID>/law.py`` (``ID`` is "village" or
"city"; ``NAME`` is any ``Provision`` defined in that ``law.py``):

``{{ ID.NAME }}``
    The provision's value, ready to read: ``2500`` with unit "US dollars" becomes
    "$2,500", other whole numbers get thousands commas ("1,250").
``{{ ID.NAME.cite }}``
    A Markdown link to the clause on ``docs/ID/ordinance.md``, relative to the page,
    with the citation label as its text: ``[Conditions C(11): bond](ordinance.md#conditions-11)``.
``{{ ID.NAME.quote }}``
    The provision's words in curly quotes, marked ``<span class="ordinance-quote">``
    (the readability test skips ordinance quotes).
``{{ ID#ANCHOR }}``
    A link to any clause of the outline by its anchor, like ``.cite``.  Mostly for
    ``guide_examples`` code that holds the ``cite`` dicts of ``evaluate()`` results.
``{{ says: TABLE.KEY }}``
    Words the calculator shows, from a word table of ``calculator/summary.py``:
    ``{{ says: CHECKLIST.if_applicable }}`` is "If it applies to you".  Guides that
    tell what the calculator answers use this, never retyped words.
``{{ example: ID.NAME }}``
    The worked example or table ``NAME`` of ``calculator/jurisdictions/ID/examples.yaml``,
    rendered by ``hooks/guide_examples.py`` from ``calculator.evaluate`` results and law
    values (the example must list the page in its ``pages``); its output may use the
    markers above (not ``example:``).  A marker indented on its own line (inside an
    admonition) has all its lines indented.

Spaces inside the braces are optional.  An unknown marker, jurisdiction, name,
anchor or function fails the build with a ``PluginError``, and so does any ``{{``
left over.  To link to the calculator with a jurisdiction chosen, write an ordinary
link such as ``[calculator](../calculator/index.md?jurisdiction=village)``: MkDocs keeps
the query and makes the link relative to the built page.

List this hook after ``hooks/rule_package.py``, which makes ``calculator`` importable.
"""

import html
import importlib
import posixpath
import re
import sys

from mkdocs.exceptions import PluginError

# `mkdocs serve` loads the hooks again for each rebuild: load the renderer afresh too.
sys.modules.pop("guide_examples", None)
import guide_examples  # noqa: E402  (hooks/ is on sys.path while MkDocs loads this file)

MARKER = re.compile(r"\{\{(.*?)\}\}")
NAME = r"[a-z][a-z0-9_]*"
FORMS = (
    ("example", re.compile(r"^example:\s*(%s)\.([a-z][a-z0-9_]*)$" % NAME)),
    ("says", re.compile(r"^says:\s*([A-Z][A-Z_]*)\.([a-z_]+)$")),
    ("anchor", re.compile(r"^(%s)#([a-z0-9][a-z0-9-]*)$" % NAME)),
    ("provision", re.compile(r"^(%s)\.([A-Z][A-Z0-9_]*)(?:\.(cite|quote))?$" % NAME)),
)
MARKDOWN_SPECIALS = re.compile(r"([\\`*_\[\]<>])")


def on_page_markdown(markdown, *, page, **kwargs):
    """Replace every marker on the page."""
    try:
        return render(markdown, page.file.src_uri)
    except ValueError as error:
        raise PluginError("%s: %s" % (page.file.src_uri, error)) from error


def render(markdown, src_uri, examples=True):
    """Return ``markdown`` with its markers replaced, for the page at ``src_uri``.

    Raises ValueError, naming the marker, for anything it cannot resolve.
    """
    def replace(match):
        text = resolve(match.group(1).strip(), src_uri, examples)
        # A marker alone on an indented line (say, in an admonition) keeps its output there.
        indent = markdown[markdown.rfind("\n", 0, match.start()) + 1:match.start()]
        if indent and not indent.strip():
            text = text.rstrip("\n").replace("\n", "\n" + indent)
        return text
    text = MARKER.sub(replace, markdown)
    if "{{" in text or "}}" in text:
        raise ValueError("unclosed marker braces near %r" % text[max(text.find("{{"), 0):][:60])
    return text


def parse(marker):
    """Return (form, groups) for the inside of a marker, or raise ValueError."""
    for form, pattern in FORMS:
        match = pattern.match(marker)
        if match:
            return form, match.groups()
    raise ValueError("unknown marker {{ %s }}; see hooks/law_values.py for the forms" % marker)


def resolve(marker, src_uri, examples=True):
    """Return the text for one marker (its inside, without the braces)."""
    form, groups = parse(marker)
    if form == "example":
        if not examples:
            raise ValueError("{{ %s }}: example output cannot hold another example" % marker)
        law_module(groups[0])
        try:
            markdown = guide_examples.render(groups[0], groups[1], src_uri)
        except (KeyError, TypeError, AttributeError, ZeroDivisionError) as error:  # bad data: name it
            raise ValueError("{{ %s }} failed: %s: %s" % (marker, type(error).__name__, error)) from error
        return render(markdown, src_uri, examples=False)
    if form == "anchor":
        return cite_link(groups[0], groups[1], src_uri)
    if form == "says":
        return calculator_words(*groups)
    jurisdiction_id, name, part = groups
    item = provision(jurisdiction_id, name)
    if part == "cite":
        return cite_link(jurisdiction_id, item.anchor, src_uri)
    if part == "quote":
        return quote(item)
    return value_text(item, "%s.%s" % (jurisdiction_id, name))


def law_module(jurisdiction_id):
    from calculator.jurisdictions import JURISDICTIONS  # importable once hooks/rule_package.py ran

    if jurisdiction_id not in JURISDICTIONS:
        raise ValueError("no jurisdiction %r (known: %s)" % (jurisdiction_id, ", ".join(sorted(JURISDICTIONS))))
    return importlib.import_module("calculator.jurisdictions.%s.law" % jurisdiction_id)


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
