"""Publish only the places named in ``calculator/settings.py`` (or in ``PLACES=`` for one build).

``SITE["places"]`` lists the places the site publishes; the environment variable
``PLACES`` ("village", or "village,city") overrides it for one build
(``make build PLACES=village``).  This hook:

- stops the build on settings that cannot work (``hooks/settings_check.py``);
- sets ``config.extra["places"]`` (the published ids, in order) and
  ``config.extra["place_names"]`` (id -> settings name) for the templates;
- writes the nav: the section under ``"{place}"`` in mkdocs.yml is repeated for each
  published place, ``{place}`` becoming its id and the section's title its name
  without "the " ("the Village" -> "Village"), so a new place needs no nav edit;
- leaves every other place's folder under docs/ out of the build;
- with one place, makes that place's overview the home page (docs/index.md, the
  chooser between places, is left out) and its nav entry "Home".

And it renders the place markers' words (hooks/markers.py reads the markers): ``published``
the places' names for ``{{ published places }}`` ("the Village or the City"), and
``place_words`` a place's words: ``{{ place }}`` (its id), ``{{ place.name }}`` ("the
Village", from the settings), ``{{ place.Name }}`` ("The Village"), ``{{ place.section }}``
("Village", its nav section), ``{{ place.description }}``, ``{{ place.named }}`` and
``{{ place.where }}`` (``about.description``, ``about.named``, ``about.where`` in its catalog), so no
shared page names a place.  On a page in another language than English, the name is the calculator's
(``calculator.place_name``: the place catalog's ``place``, "la Villa"), its section that name as a
heading starts it ("La Villa"), and the ``about.*`` words its catalog's in that language.

Its ``on_config`` runs early (priority 90, after hooks/rule_package.py's): the other
hooks read ``config.extra["places"]``.
"""

import os

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority

import languages
import settings_check

TEMPLATE = "{place}"
HOME = "index.md"

_state = {}


@event_priority(90)
def on_config(config):
    site, settings, known = settings_check.load()
    places = settings_check.published(site)
    errors = settings_check.problems(site, settings, places, known, config.docs_dir)
    if errors:
        raise PluginError("calculator/settings.py: " + "; ".join(errors))
    _state.update(places=places, others=[ident for ident in known if ident not in places],
                  names=dict((ident, settings[ident]["name"]) for ident in places))
    config.extra["places"] = list(places)
    config.extra["place_names"] = dict(_state["names"])
    config.nav = nav(config.nav, places, _state["names"])
    return config


def section_title(name):
    """'the Village' -> 'Village'."""
    title = name[4:] if name.lower().startswith("the ") else name
    return title[:1].upper() + title[1:]


def nav(entries, places, names):
    """The nav with the "{place}" section repeated for each place; with one place, "Home" is its overview."""
    result = []
    for entry in entries:
        if not (isinstance(entry, dict) and TEMPLATE in entry):
            result.append(entry)
            continue
        for ident in places:
            pages = [_fill(page, ident) for page in entry[TEMPLATE]]
            if len(places) == 1:
                overview = ident + "/" + HOME
                pages = [page for page in pages if page != overview]
                result = [_home(item, overview) for item in result]
            result.append({section_title(names[ident]): pages})
    return result


def _home(entry, overview):
    """The home page's nav entry pointing at ``overview`` instead (its title kept); other entries as they are."""
    if entry == HOME:
        return overview
    if isinstance(entry, dict) and list(entry.values()) == [HOME]:
        return {list(entry)[0]: overview}
    return entry


def _fill(page, ident):
    if isinstance(page, dict):
        return dict((title, _fill(value, ident)) for title, value in page.items())
    if isinstance(page, list):
        return [_fill(value, ident) for value in page]
    return page.replace(TEMPLATE, ident)


def on_files(files, config):
    """Leave out the other places' pages and files; with one place, its overview becomes the home page, in
    every language (``village/index.es.md`` becomes ``es/``: mkdocs-static-i18n puts it under ``es/``)."""
    for file in list(files):
        if file.src_uri.split("/")[0] in _state["others"]:
            files.remove(file)
    if len(_state["places"]) == 1:
        overview = _state["places"][0] + "/" + HOME
        homes = [file for file in files if languages.source_uri(file.src_uri) == HOME]
        overviews = [file for file in files if languages.source_uri(file.src_uri) == overview]
        if not [file for file in overviews if file.src_uri == overview]:
            raise PluginError("places: docs/%s is missing" % overview)
        for file in homes:
            files.remove(file)
        for file in overviews:
            file.dest_uri = HOME[:-3] + ".html"
            file.url = "./"
            file.abs_dest_path = os.path.normpath(os.path.join(config.site_dir, file.dest_uri))
    return files


def published(idents, names, language=None):
    """The published places' names as one phrase: "the Village or the City" (``names``: id -> the
    settings' name, the English one), "la Villa o la Ciudad"."""
    from calculator.inputs import either  # importable once hooks/rule_package.py ran

    return either([name_in(ident, names[ident], language) for ident in idents], language or "en")


def name_in(ident, name, language=None):
    """The place's name in ``language``: the settings' ``name`` in English, the calculator's in another."""
    import calculator
    from calculator.words import DEFAULT

    return name if (language or DEFAULT) == DEFAULT else calculator.place_name(ident, language)


def place_words(ident, name, language=None):
    """{word: text} of place ``ident`` named ``name`` in the settings (None: its id), in ``language``."""
    from calculator import words as catalogs  # importable once hooks/rule_package.py ran

    language = language or catalogs.DEFAULT
    about = catalogs.of(language, ident)   # the place's catalog, in the page's language
    name = name_in(ident, name, language)
    capital = name[:1].upper() + name[1:]
    return {None: ident, "name": name, "Name": capital,
            "section": section_title(name) if language == catalogs.DEFAULT else capital,
            "description": about("about.description"), "named": about("about.named", name=name),
            "where": about("about.where")}
