"""One marker grammar for every guide page, read by one step: the site's only ``on_page_markdown``.

A guide page never types a legal number, a citation, a quote, the calculator's words or a
setting: it writes a marker, and the build puts the text in.  Every marker is ``{{ ... }}``
(spaces inside are optional):

``{{ village.FILING }}``                  a law value of the place's law.py, ready to read ("$2,500", "1,250")
``{{ village.AMBULANCES|ambulances }}``   a law value counted in the catalogs' ``count.ambulances`` ("1 ambulance")
``{{ village.FILING.cite }}``             a link to its clause on the full-text page
``{{ village.FILING.quote }}``            its words, quoted
``{{ village#conditions-5 }}``            a link to any clause, by its anchor
``{{ village.name }}``                    the place's words: ``name`` ("the Village", its settings name),
                                          ``Name`` ("The Village"), ``section`` ("Village"), ``description``,
                                          ``named`` and ``where`` (its catalog's about.*)
``{{ place.name }}``, ``{{ place }}``     ``place`` is the page's own place (a page of docs/<id>/), or each place
                                          in turn inside ``{{ each place }}``; ``{{ place }}`` alone is its id
``{{ published places }}``                the published places: "the Village or the City"
``{{ says: CHECKLIST.if_applicable }}``   the calculator's own words (hooks/law_values.py)
``{{ example: village.filing_table }}``   a worked example or table of the place's examples.yaml
``{{ readings: village.filing_count }}``  where a sentence reads two ways: the question and its readings
``{{ glossary: village }}``               the place's "Words used in the rules" entries
``{{ contact: village }}``                the contact box
``{{ how-to-apply: village }}``           how to apply
``{{ ordinance-text: village }}``         the full text, an anchor on every clause
``{{ each place }}`` ... ``{{ end each place }}``  the lines between, once for each published place

The last seven are blocks: each goes on a line of its own, and indented (inside an
admonition) every line it shows keeps the indent.  Inside examples.yaml the same braces
show a value of the example's row (``{{ deadlines.apply_by|long_date }}``, ``{{ =FILING }}``:
hooks/guide_examples.py); its page markers are left for the page.  An unknown marker,
place, name, anchor or function, a block marker inside a sentence and any ``{{`` left over
fail the build, naming the page and the marker.

Every marker speaks the page's language: ``page_language`` of hooks/words.py (its ``language``
front matter, else the theme's, "es" in the Spanish build, else English) decides it once, and each
renderer gets it (``Page.language``), so a Spanish page (``*.es.md``) writes the same markers as its
English page and shows the same numbers, dates and clause links, worded from the Spanish catalogs; the
ordinance's own words stay English, marked ``lang="en"``.

A page goes through these steps, in this order (the order is this module's):

1. each ``{{ each place }}`` block becomes one copy per published place, ``place`` standing
   for that place in its copy;
2. a page of a place that shows neither its contact box nor how to apply gets one at its
   end (hooks/contact.py: how to apply on its application page);
3. every marker is replaced by its renderer (KINDS below; the place forms by
   hooks/law_values.py and hooks/places.py); a glossary's and an example's text hold
   markers in turn, and are rendered again (an example never holds an example);
4. the page's first heading, title and description name its place (hooks/place_titles.py).
"""

import re
import sys

from mkdocs.exceptions import PluginError

# `mkdocs serve` loads the hooks again for each rebuild: load the renderers afresh too.
RENDERERS = ("places", "place_titles", "law_values", "guide_examples", "readings", "glossary", "contact",
             "ordinance_text", "words")
for _name in RENDERERS:
    sys.modules.pop(_name, None)
import contact  # noqa: E402  (hooks/ is on sys.path while MkDocs loads this file)
import glossary  # noqa: E402
import guide_examples  # noqa: E402
import languages  # noqa: E402
import law_values  # noqa: E402
import ordinance_text  # noqa: E402
import place_titles  # noqa: E402
import places  # noqa: E402
import readings  # noqa: E402
import settings_check  # noqa: E402
import words  # noqa: E402

MARKER = re.compile(r"\{\{(.*?)\}\}")
EACH = re.compile(r"^[ \t]*\{\{\s*each place\s*\}\}[ \t]*\n(.*?)^[ \t]*\{\{\s*end each place\s*\}\}[ \t]*$",
                  re.M | re.S)
NAME = r"[a-z][a-z0-9_]*"
NAMED = re.compile(r"^([a-z][a-z-]*):\s*(\S.*)$")
PLACE_FORMS = (
    ("anchor", re.compile(r"^(%s)#([a-z0-9][a-z0-9-]*)$" % NAME)),
    ("provision", re.compile(r"^(%s)\.([A-Z][A-Z0-9_]*)(?:\.(cite|quote)|\|([a-z_]+))?$" % NAME)),
    ("word", re.compile(r"^(%s)(?:\.([A-Za-z]+))?$" % NAME)),
)
HERE = "place"   # the page's own place, or the place of an {{ each place }} copy
PHRASES = ("each place", "end each place", "published places")


class Page:
    """What a marker may depend on: the page (its source and address), its place, the published places and
    the page's language (hooks/words.py ``page_language``: every renderer words its marker in it)."""

    def __init__(self, src_uri, url, places_shown, names, here=None, language="en"):
        self.src_uri = src_uri
        self.url = url
        self.places = list(places_shown)
        self.names = names
        self.here = here
        self.language = language

    def at(self, here):
        return Page(self.src_uri, self.url, self.places, self.names, here, self.language)


def on_page_markdown(markdown, *, page, config, **kwargs):
    published = config.extra["places"]
    src_uri = languages.source_uri(page.file.src_uri)
    context = Page(src_uri, page.url, published, config.extra["place_names"],
                   place_titles.page_place(src_uri, published), words.page_language(page, config))
    try:
        markdown = render(markdown, context)
    except ValueError as error:
        raise PluginError("%s: %s" % (page.file.src_uri, error)) from error
    return place_titles.titled(markdown, page, config, context.language)


def render(markdown, page):
    """Steps 1 to 3 for one page: its Markdown with every marker replaced; ValueError names a bad one."""
    parts, start = [], 0
    for match in EACH.finditer(markdown):
        parts.append((markdown[start:match.start()], page.here))
        parts += [(match.group(1), ident) for ident in page.places]
        start = match.end()
    parts.append((markdown[start:], page.here))
    text, here = parts[-1]
    parts[-1] = (contact.with_contact_box(text, page.here, page.src_uri, shown_boxes(markdown, page)), here)
    return "".join(resolve_all(text, page.at(here)) for text, here in parts)


def page_of(src_uri, places_shown=None, names=None, language="en"):
    """A Page for ``src_uri`` outside MkDocs (the tests): the settings' published places and names, the
    address MkDocs gives the page (village/costs.md -> village/costs/), in ``language``."""
    from calculator.settings import SETTINGS, SITE  # importable once hooks/rule_package.py ran

    shown = list(places_shown or settings_check.published(SITE))
    names = names or dict((ident, SETTINGS[ident]["name"]) for ident in SETTINGS)
    src_uri = languages.source_uri(src_uri)   # a translation (costs.es.md) is its English page's
    stem = src_uri[:-len(".md")]
    url = "" if stem == "index" else (stem[:-len("index")] if stem.endswith("/index") else stem + "/")
    return Page(src_uri, url, shown, names, place_titles.page_place(src_uri, list(SETTINGS)), language)


def shown_boxes(markdown, page):
    """The places whose contact box or how-to-apply section the page shows."""
    found = []
    for match in MARKER.finditer(markdown):
        named = NAMED.match(match.group(1).strip())
        if named and named.group(1) in ("contact", "how-to-apply"):
            argument = named.group(2).strip()
            found.append(page.here if argument == HERE else argument)
    return found


def resolve_all(markdown, page, examples=True):
    """``markdown`` with each marker replaced (step 3)."""
    left = MARKER.sub("", markdown)
    if "{{" in left or "}}" in left:
        raise ValueError("unclosed marker braces near %r" % left[max(left.find("{{"), left.find("}}"), 0):][:60])

    def replace(match):
        inside = match.group(1).strip()
        line_start = markdown.rfind("\n", 0, match.start()) + 1
        line_end = markdown.find("\n", match.end())
        indent = markdown[line_start:match.start()]
        alone = not indent.strip() and not markdown[match.end():len(markdown) if line_end < 0 else line_end].strip()
        text = resolve(inside, page, alone, examples)
        if alone and indent:   # an indented block: every line it shows keeps the indent
            lines = text.rstrip("\n").split("\n")
            text = lines[0] + "".join("\n" + (indent + line if line else line) for line in lines[1:])
        return text
    return MARKER.sub(replace, markdown)


def resolve(inside, page, alone=False, examples=True):
    """The text of one marker (its inside, without the braces)."""
    if inside == "published places":
        return places.published(page.places, page.names, page.language)
    if inside in PHRASES:
        raise ValueError("{{ %s }} must start or end a block on a line of its own: "
                         "{{ each place }} ... {{ end each place }}" % inside)
    named = NAMED.match(inside)
    if named:
        kind, argument = named.group(1), named.group(2).strip()
        if kind not in KINDS:
            raise ValueError("unknown marker {{ %s }}: no kind %r (known: %s)" % (inside, kind, ", ".join(KINDS)))
        renderer, block, nested = KINDS[kind]
        if block and not alone:
            raise ValueError("{{ %s }} shows a block: put it on a line of its own" % inside)
        if kind == "example" and not examples:
            raise ValueError("{{ %s }}: example output cannot hold another example" % inside)
        text = renderer(argument, page)
        return resolve_all(text, page, examples=kind != "example") if nested else text
    for form, pattern in PLACE_FORMS:
        match = pattern.match(inside)
        if match:
            return PLACE_RENDERERS[form](inside, place_of(match.group(1), page, form == "word"), *match.groups()[1:],
                                         page=page)
    raise ValueError("unknown marker {{ %s }}; see hooks/markers.py for the forms" % inside)


def place_of(written, page, word=False):
    """The place a marker names: an id of calculator.jurisdictions.ORDER, or ``place`` (the page's own)."""
    from calculator.jurisdictions import JURISDICTIONS  # importable once hooks/rule_package.py ran

    if written == HERE:
        if page.here is None:
            raise ValueError("{{ place... }} is only known on a page of a place or inside {{ each place }}")
        return page.here
    if written not in JURISDICTIONS:
        raise ValueError("no place %r (known: %s)" % (written, ", ".join(JURISDICTIONS)))
    if word and written not in page.names:
        raise ValueError("the place %r is not published, so it has no words on this site" % written)
    return written


def _arguments(argument, page, count):
    """A block marker's ``PLACE`` or ``PLACE.NAME``, its place checked."""
    parts = argument.split(".")
    if len(parts) != count or not all(re.match(r"^[a-zA-Z_][\w-]*$", part) for part in parts):
        raise ValueError("{{ ...: %s }}: expected %s" % (argument, "PLACE.NAME" if count == 2 else "PLACE"))
    parts[0] = place_of(parts[0], page)
    return parts


def _provision(inside, place, name, part, counted, page):
    if counted:
        return law_values.counted(law_values.provision(place, name), "%s.%s" % (place, name), counted, place,
                                  page.language)
    if part == "cite":
        return law_values.cite_link(place, law_values.provision(place, name).anchor, page.src_uri, page.language)
    if part == "quote":
        return law_values.quote(law_values.provision(place, name), page.language)
    return law_values.value_text(law_values.provision(place, name), "%s.%s" % (place, name), page.language)


def _anchor(inside, place, anchor, page):
    return law_values.cite_link(place, anchor, page.src_uri, page.language)


def _word(inside, place, word, page):
    if word is None and inside != HERE:
        raise ValueError("unknown marker {{ %s }}: write the id itself, or a place's word (%s.name)"
                         % (inside, inside))
    shown = places.place_words(place, page.names[place], page.language)
    if word not in shown:
        raise ValueError("no place word %r (known: %s)" % (inside, ", ".join(
            "{{ place.%s }}" % key if key else "{{ place }}" for key in shown)))
    return shown[word]


PLACE_RENDERERS = {"provision": _provision, "anchor": _anchor, "word": _word}


def _says(argument, page):
    table, _, key = argument.partition(".")
    if not re.match(r"^[A-Z][A-Z_]*$", table) or not re.match(r"^[a-z_]+$", key):
        raise ValueError("{{ says: %s }}: expected TABLE.key" % argument)
    return law_values.calculator_words(table, key, page.language)


def is_page_marker(inside):
    """Whether a marker's inside is one of a page's (in examples.yaml, the others show a row's values:
    ``{{ deadlines.apply_by|long_date }}`` is no place's)."""
    from calculator.jurisdictions import JURISDICTIONS

    inside = inside.strip()
    named = NAMED.match(inside)
    if named:
        return named.group(1) in KINDS
    for _, pattern in PLACE_FORMS:
        match = pattern.match(inside)
        if match:
            return match.group(1) == HERE or match.group(1) in JURISDICTIONS
    return inside in PHRASES


def _example(argument, page):
    place, name = _arguments(argument, page, 2)
    try:
        return guide_examples.render(place, name, page.src_uri, is_page_marker, page.language)
    except (KeyError, TypeError, AttributeError, ZeroDivisionError) as error:  # bad data: name it
        raise ValueError("{{ example: %s }} failed: %s: %s" % (argument, type(error).__name__, error)) from error


def _readings(argument, page):
    return readings.block(*_arguments(argument, page, 2), language=page.language)


def _glossary(argument, page):
    try:
        return glossary.render(*_arguments(argument, page, 1), language=page.language)
    except (ImportError, OSError, KeyError) as error:
        raise ValueError("glossary: %s" % error) from error


def _contact(argument, page):
    try:
        return contact.render(*_arguments(argument, page, 1), language=page.language)
    except KeyError as error:
        raise ValueError("no settings for the place %s" % error) from error


def _how_to_apply(argument, page):
    try:
        return contact.render_how_to_apply(_arguments(argument, page, 1)[0], page.url, page.language)
    except KeyError as error:
        raise ValueError("no settings for the place %s" % error) from error


def _ordinance_text(argument, page):
    try:
        return ordinance_text.render(*_arguments(argument, page, 1), language=page.language)
    except (ImportError, OSError) as error:
        raise ValueError(str(error)) from error


# kind -> (its renderer, a block on a line of its own, its text holds markers)
KINDS = {
    "says": (_says, False, False),
    "example": (_example, True, True),
    "readings": (_readings, True, False),
    "glossary": (_glossary, True, True),
    "contact": (_contact, True, False),
    "how-to-apply": (_how_to_apply, True, False),
    "ordinance-text": (_ordinance_text, True, False),
}
