"""Name the place on every page of a place, so no two pages share a title.

A page belongs to a place when the first segment of its URL is a published place id
(``village/costs/`` belongs to "village").  Its place's name comes from the settings
(``calculator.settings.SETTINGS[place]["name"]``, "the Village" by default, or a
deployment's own name).  The page's first ``# heading`` then starts with that name
("The Village: What does it cost?") unless it names the place already.  The same words
become the page's ``<title>`` and the phone header's topic (``page.meta["title"]``), and
the search entry's title (Material titles a page's first entry with its heading).  A
page that sets no ``description`` gets one that names the place; any other page but
the home page, one that starts with its heading.

The words are the catalogs', in the page's language (``guide.title.page``, ``guide.title.description``);
on a page in another language than English the place's name is the calculator's (``calculator.place_name``:
"La Villa: ...").

Published places are ``config.extra["places"]``; until that is set, every id in
``calculator.jurisdictions.ORDER``.  hooks/markers.py calls ``titled`` for each page, once
its markers are replaced.
"""

import re

import languages  # hooks/ is on sys.path while MkDocs loads the hooks
import places

HEADING = re.compile(r"^# (.+?)[ \t]*$", re.MULTILINE)


def titled(markdown, page, config, language=None):
    """Put the place's name into the page's first heading, title and description (hooks/markers.py calls it,
    the last step of a page's Markdown), in ``language``."""
    src_uri = languages.source_uri(page.file.src_uri)
    place = page_place(src_uri, config.extra.get("places"))
    match = HEADING.search(markdown)
    if match is None:
        return markdown
    if place is None:
        if src_uri != "index.md":  # the home page keeps the site's description
            page.meta.setdefault("description", "%s %s" % (sentence(match.group(1)), config.site_description))
        return markdown
    from calculator.settings import SETTINGS  # importable once hooks/rule_package.py ran
    from calculator.words import DEFAULT, of

    say = of(language or DEFAULT)
    name = places.name_in(place, SETTINGS[place]["name"], say.language)
    title = place_title(match.group(1), name, say)
    page.meta["title"] = title
    page.meta.setdefault("description", say("guide.title.description", Name=capitalized(name),
                                             title=sentence(match.group(1)), name=name))
    return markdown[:match.start(1)] + title + markdown[match.end(1):]


def page_place(src_uri, places=None):
    """The place id a page belongs to (its first folder), or None."""
    if places is None:
        from calculator.jurisdictions import ORDER

        places = ORDER
    first = src_uri.split("/")[0]
    return first if "/" in src_uri and first in places else None


def capitalized(name):
    """'the Village' -> 'The Village'."""
    return name[:1].upper() + name[1:]


def sentence(title):
    """'Overview' -> 'Overview.'; 'Do I need a permit?' stays."""
    return title if title[-1:] in ".?!" else title + "."


def place_title(title, name, say=None):
    """'Overview', 'the Village' -> 'The Village: Overview'; a title naming the place stays."""
    if name.lower() in title.lower():
        return title
    if say is None:
        from calculator.words import of

        say = of()
    return say("guide.title.page", Name=capitalized(name), title=title)
