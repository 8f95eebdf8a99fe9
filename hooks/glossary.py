"""The glossary: each place's "Words used in the rules" page, and links to it from the guides.

- ``{{ glossary: ID }}`` in a page (hooks/markers.py reads it) becomes the entries of
  ``calculator/glossary.py`` whose words are in place ``ID``'s ordinance, in the glossary's
  order: the term as a heading (its anchor is the entry's key), the plain definition, and
  links to every clause that uses the word (``{{ ID#anchor }}`` markers, which
  hooks/markers.py resolves in turn).
- On the other guide pages of a place that has a glossary page, the first use of each
  of those words becomes a link to its entry.  Never inside a heading, a link, a button,
  code, a table, an ordinance quote, a quotation, a summary or the contact box; never on
  the full-text page.

Every word a person reads here is in the catalogs, in the page's language: the term and its meaning
(``term.<key>``, ``term.<key>.meaning``) and this hook's own words (``guide.glossary.*``).  On an
English page the first uses are found by calculator/glossary.py's English forms; on a page in another
language, by the one term list's patterns of that language (calculator/build/terms.py: the term's
``term.<key>`` and its plural where the list gives none); the links go to the same anchors.
"""

import html
import re

import languages
import place_titles
import words

PAGE = "glossary.md"
FULL_TEXT = "ordinance.md"
WORDS = "guide.glossary."   # the catalogs' prefix of this hook's words: used_in, none

TOKEN = re.compile(r"(<[^>]*>)")
START = re.compile(r"<([a-zA-Z][a-zA-Z0-9]*)([^>]*)>")
END = re.compile(r"</([a-zA-Z][a-zA-Z0-9]*)\s*>")
CLASS = re.compile(r"""\bclass=["']([^"']*)["']""")
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
SKIP_TAGS = {"a", "h1", "h2", "h3", "h4", "h5", "h6", "button", "code", "pre", "kbd", "samp", "script", "style",
             "table", "blockquote", "summary", "label", "svg", "textarea", "select", "title", "nav"}
SKIP_CLASSES = {"ordinance-quote", "contact-box", "visually-hidden", "admonition-title", "clause"}


def place_terms(place):
    """[(key, [anchor, ...])]: the glossary entries the place's ordinance uses, with the clauses using each."""
    from calculator import glossary  # importable once hooks/rule_package.py ran
    from calculator.build import clauses

    texts = [(anchor, " ".join(" ".join(lines).split()))
             for _, parts in clauses.clause_texts(place) for anchor, _, lines in parts if lines]
    found = []
    for key in glossary.found_in(" ".join(text for _, text in texts)):
        found.append((key, [anchor for anchor, text in texts if key in glossary.found_in(text)]))
    return found


def render(place, language=None):
    """The glossary page's entries, as Markdown with clause markers, in ``language``."""
    from calculator import glossary
    from calculator.words import DEFAULT, of

    language = language or DEFAULT
    say = of(language)
    blocks = []
    for key, anchors in place_terms(place):
        item = glossary.entry(key, language)
        blocks.append("## %s {#%s}\n\n%s\n\n%s %s" % (
            item["term"], key, item["definition"], say(WORDS + "used_in"),
            ", ".join("{{ %s#%s }}" % (place, anchor) for anchor in anchors) + "."))
    return "\n\n".join(blocks or [say(WORDS + "none")]) + "\n"


def on_page_content(content, *, page, config, files, **kwargs):
    """Link the first use of each of the place's glossary words on a guide page."""
    src_uri = languages.source_uri(page.file.src_uri)
    place = place_titles.page_place(src_uri, config.extra.get("places"))
    if place is None or src_uri.split("/", 1)[1] in (PAGE, FULL_TEXT):
        return content
    from calculator.words import DEFAULT

    language = words.page_language(page, config)
    target = files.get_file_from_path(place + "/" + PAGE)
    if target is None:
        return content
    from mkdocs.utils import get_relative_url
    from calculator import glossary

    base = get_relative_url(target.url, page.url)
    keys = [key for key, _ in _terms(place)]
    if language == DEFAULT:
        forms = dict((key, glossary.entry(key)["forms"]) for key in keys)
        return link_first_uses(content, forms, lambda key: "%s#%s" % (base, key))
    return link_first_uses(content, term_patterns(keys, language), lambda key: "%s#%s" % (base, key), True)


def term_patterns(keys, language):
    """{key: [pattern]}: how a text in ``language`` writes each glossary term of ``keys``, as the one term list
    matches it (its pattern, or the catalog's term and its plural); a language the list has no forms of: none."""
    from calculator import words as catalogs
    from calculator.build import terms

    if language not in terms.FORMS:
        return {}
    column = terms.FORMS.index(language)
    found = {}
    for ident, place, *forms in terms.every():
        if ident in keys:
            pattern = forms[column]
            found[ident] = [pattern or re.escape(catalogs.text(language, "term." + ident, place)) + "(?:e?s)?"]
    return found


_cache = {}


def _terms(place):
    if place not in _cache:
        _cache[place] = place_terms(place)
    return _cache[place]


def on_config(config):
    _cache.clear()
    return config


def link_first_uses(content, forms, href, patterns=False):
    """``content`` with the first use of each entry's forms (``{key: [form, ...]}``; regular expressions when
    ``patterns``) in running text linked."""
    left = dict(forms)
    out = []
    stack = []          # (tag, skipping)
    for token in TOKEN.split(content):
        if not token:
            continue
        if token.startswith("<"):
            out.append(token)
            _follow(token, stack)
            continue
        if left and not (stack and stack[-1][1]):
            token = _link_text(token, left, href, patterns)
        out.append(token)
    return "".join(out)


def _follow(token, stack):
    """Keep track of the open elements, and whether text inside them is left alone."""
    end = END.match(token)
    if end:
        name = end.group(1).lower()
        for depth in range(len(stack) - 1, -1, -1):
            if stack[depth][0] == name:
                del stack[depth:]
                break
        return
    start = START.match(token)
    if not start or token.endswith("/>"):
        return
    name = start.group(1).lower()
    if name in VOID:
        return
    classes = CLASS.search(start.group(2))
    skipping = ((stack and stack[-1][1]) or name in SKIP_TAGS
                or bool(classes and set(classes.group(1).split()) & SKIP_CLASSES))
    stack.append((name, bool(skipping)))


def _link_text(text, left, href, patterns=False):
    """Link the first use, in this text, of each entry still to link; those linked leave ``left``."""
    best = None
    for key in sorted(left):
        forms = "|".join(form if patterns else re.escape(form) for form in sorted(left[key], key=len, reverse=True))
        match = re.search(r"(?<![\w-])(%s)(?![\w-])" % forms, text, re.IGNORECASE)
        if match and (best is None or match.start() < best[1].start()):
            best = (key, match)
    if best is None:
        return text
    key, match = best
    del left[key]
    link = '<a class="glossary-link" href="%s">%s</a>' % (html.escape(href(key)), match.group(1))
    # What follows the link may hold another entry's first use.
    return text[:match.start()] + link + _link_text(text[match.end():], left, href, patterns)
