"""A "Copy link" button beside every heading of a guide or full-text page, and the
script and live region that every "Copy link" button of a page needs.

A page of a place (``village/costs.md``, ``city/ordinance.md``, ...) and the home page
get, after each heading with an id, a button that copies the heading's address (the h1:
the page's own).  The heading and its button sit in a ``<div class="heading-row">``;
the button's words come from ``data-label`` through CSS (``docs/assets/stylesheets/
site.css``), so they are neither in the search index nor in the reading-grade text, and
its name ("Copy link to Fence and gates") is its ``aria-label``.  It shows once
Material's script has run (``html.js``), and until then keeps its place, so nothing
moves when it appears.

A page with any "Copy link" button (these, or the clauses' from hooks/ordinance_text.py)
also gets the polite live region ``#copy-link-status``, which holds the messages, and
``assets/javascripts/copy-link.js``, which copies and announces, or, where the browser
will not copy, shows the address selected beside the button.

Every word a person reads here is in the catalogs, in the page's language (``guide.copy.*``: ``{name}`` is
the heading or clause label).  The headings and the clauses' buttons come
from the Markdown (hooks/markers.py), so they are all there by ``on_page_content``.
"""

import html
import re

from mkdocs.utils import get_relative_url

import languages
import place_titles
import words

WORDS = "guide.copy."   # the catalogs' prefix of this hook's words

HEADING = re.compile(r'<h([1-6]) id="([^"]+)">(.*?)</h\1>', re.DOTALL)
TAG = re.compile(r"<[^>]+>")
BUTTON_CLASSES = ('class="heading-copy"', 'class="clause-copy"')
SCRIPT = "assets/javascripts/copy-link.js"


def has_copy_links(page, config):
    """Guide and full-text pages: the pages of a place, and the home page."""
    src_uri = languages.source_uri(page.file.src_uri)
    return src_uri == "index.md" or place_titles.page_place(src_uri, config.extra.get("places")) is not None


def on_page_content(content, *, page, config, **kwargs):
    from calculator.words import of  # importable once hooks/rule_package.py ran

    say = of(words.page_language(page, config))
    if has_copy_links(page, config):
        content = HEADING.sub(lambda match: _heading(match, say), content)
    if not any(marker in content for marker in BUTTON_CLASSES):
        return content
    return content + status(say) + '\n<script src="%s" defer></script>' % html.escape(
        get_relative_url(SCRIPT, page.url))


def heading_text(inner):
    """The words of a heading's inner HTML."""
    return " ".join(html.unescape(TAG.sub("", inner)).split())


def _heading(match, say):
    level, anchor, inner = match.groups()
    text, label = heading_text(inner), html.escape(say(WORDS + "button"))
    heading = '<h%s id="%s" data-copy-label="%s">%s</h%s>' % (level, anchor, label, inner, level)
    return ('<div class="heading-row">%s<button type="button" class="heading-copy" data-anchor="%s" '
            'data-name="%s" data-label="%s" aria-label="%s"></button></div>'
            % (heading, "" if level == "1" else anchor, html.escape(text), label,
               html.escape(say(WORDS + "name", name=text))))


def status(say):
    """The polite live region, its messages in ``say``'s language (the script fills in ``{name}``)."""
    return ('\n<p class="visually-hidden" id="copy-link-status" role="status" aria-live="polite" '
            'data-copied="%s" data-done="%s" data-failed="%s" data-shown="%s"></p>'
            % tuple(html.escape(say(WORDS + key)) for key in ("copied", "done", "failed", "shown")))
