"""The ordinance's own words in a guide: typed in \u201ccurly quotes\u201d, marked here.

A guide page (and a catalog: tests/test_words.py) quotes the ordinance's words one way only, in
curly quotes, word for word (tests/test_guides.py checks each against its place's text); any other
quote is "straight".  This step wraps each curly quote of a page in ``<span class="ordinance-quote">``
(set in italics by site.css; the glossary does not link inside it), with ``lang="en"`` on a page in
another language than English (WCAG 3.1.2: a screen reader reads it as English).  What a marker
already marked (``{{ village.FILING.quote }}``: hooks/law_values.py), code and scripts are left as
they are.
"""

import re

from mkdocs.plugins import event_priority

import words

TAG = re.compile(r"(<[^>]*>)")
MARKED = re.compile(r"\s(?:lang=\"en\"|class=\"ordinance-quote\")")
RAW = ("<script", "<style", "<code", "<pre")
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


@event_priority(10)   # before hooks/glossary.py links terms (never inside a quote)
def on_page_content(html, page, config, files):
    from calculator.words import DEFAULT   # importable once hooks/rule_package.py ran

    return marked_quotes(html, words.page_language(page, config) != DEFAULT)


def marked_quotes(html, english_marked):
    """``html`` with each \u201cquote\u201d outside a marked element, code and scripts in
    ``<span class="ordinance-quote">``, and ``lang="en"`` when ``english_marked``."""
    from calculator.page.answer import segments   # the calculator's own cut of a text at its \u201cquotes\u201d

    span = '<span class="ordinance-quote"%s>%%s</span>' % (' lang="en"' if english_marked else "")
    out, marked, raw = [], [], 0
    for part in TAG.split(html):
        if part.startswith("<"):
            name = part[1:].split(None, 1)[0].rstrip(">/").lower() if len(part) > 2 else ""
            if part.startswith(RAW):
                raw += 1
            elif part.startswith(tuple("</" + tag[1:] for tag in RAW)):
                raw -= 1
            if name and not part.startswith("</") and not part.endswith("/>") and name not in VOID:
                marked.append(bool(MARKED.search(part)) or (bool(marked) and marked[-1]))
            elif part.startswith("</") and marked:
                marked.pop()
            out.append(part)
        elif raw or (marked and marked[-1]):
            out.append(part)
        else:
            out.extend(span % text if lang else text for text, lang in segments(part))
    return "".join(out)
