"""The site's languages: SITE["languages"] of calculator/settings.py, English (the default) first.

mkdocs-static-i18n builds the site once per language: English to the site's root, each other
language to ``<language>/`` from the pages written beside the English ones (``costs.es.md`` beside
``costs.md``: README, "Languages").  This hook tells it which languages, so mkdocs.yml names none:

- ``on_config`` sets ``config.extra["languages"]`` for the templates, and the plugin's language
  list: each published language, named in its own words (the catalogs' ``language.<code>``), with
  the site's name in it (SITE["title"]) and its description (``template.site_description``);
- ``on_files`` leaves out every page of a language the site does not publish (``*.es.md`` on a site
  of ``["en"]``), so a one-language site holds nothing of another;
- ``on_nav`` words the nav in the language being built: a page's title is the catalogs'
  ``nav.<its path>`` (``nav.place.costs`` for every place's costs page), a place's section its
  name in that language;
- ``nested_pass(config)`` tells a step that works for the whole site that this pass builds another
  language than the first: the plugin builds them inside the first pass's ``on_post_build`` (its
  priority is -100), so a whole-site step skips the nested passes and runs at a lower priority
  than -100, once, after the last language (hooks/calculator_runtime.py, hooks/site_files.py).
"""

import os
import re

import markupsafe
from mkdocs.plugins import event_priority

import settings_check

PLUGIN = "i18n"
SITE_DESCRIPTION = "template.site_description"   # each language's description of the site (its catalogs')


def plugin(config):
    return config.plugins.get(PLUGIN)


@event_priority(80)   # after hooks/places.py (90), before the plugin's own (-100)
def on_config(config):
    from calculator.words import of   # importable once hooks/rule_package.py ran
    from mkdocs_static_i18n.config import I18nPluginLanguage

    site, _, _ = settings_check.load()
    languages = settings_check.languages(site)
    config.extra["languages"] = languages
    i18n = plugin(config)
    if i18n is not None and [lang.locale for lang in i18n.config.languages] != languages:
        chosen = []
        for language in languages:
            entry = I18nPluginLanguage()
            name = of(language)("language." + language)
            entry.load_dict({"locale": language, "name": name[:1].upper() + name[1:],
                             "default": language == languages[0], "build": True,
                             "site_name": settings_check.title(site, language),
                             "site_description": of(language)(SITE_DESCRIPTION)})
            failed, _ = entry.validate()
            assert not failed, failed
            # The language's home, relative: the plugin asks for "/es/", which misses a site under a
            # sub-path.  (A page's own link is its page in that language: the plugin sets it.)
            entry.link = "./" if language == languages[0] else language + "/"
            chosen.append(entry)
        i18n.config.languages = chosen
    return config


def on_files(files, config):
    """Leave out each page of a language the site does not publish (``<name>.<language>.md``)."""
    from calculator.words import LANGUAGES

    others = tuple(".%s.md" % language for language in LANGUAGES if language not in config.extra["languages"])
    for file in list(files):
        if file.src_uri.endswith(others):
            files.remove(file)
    return files


def source_uri(src_uri):
    """The English page's path of any language's page: ``city/costs.es.md`` -> ``city/costs.md`` (what the
    examples, the glossary and the links name)."""
    from calculator.words import LANGUAGES

    stem, _, suffix = src_uri[:-len(".md")].rpartition(".") if src_uri.endswith(".md") else ("", "", "")
    return stem + ".md" if stem and suffix in LANGUAGES else src_uri


def build_language(config):
    """The language being built: the plugin's current one (the theme's language while it builds)."""
    return config.theme.get("language") or config.extra["languages"][0]


def nav_key(src_uri, places):
    """``nav.<path>``: ``city/costs.es.md`` -> ``nav.place.costs``; ``calculator/index.md`` -> ``nav.calculator``."""
    parts = src_uri.split(".")[0].split("/")
    if parts[0] in places:
        parts[0] = "place"
    if len(parts) > 1 and parts[-1] == "index":
        parts.pop()
    return "nav." + ".".join(part.replace("-", "_") for part in parts)


@event_priority(-50)   # after MkDocs made the nav, before the plugin's (-100)
def on_nav(nav, config, files):
    from calculator import place_name
    from calculator.words import of

    language = build_language(config)
    say = of(language)
    places = config.extra["places"]

    def word(item):
        if item.is_page:
            home = item.file.dest_uri in ("index.html", language + "/index.html")   # with one place, its overview
            item.title = say("nav.index" if home else nav_key(item.file.src_uri, places))
        elif item.is_section:
            first = next((child for child in item.children if child.is_page), None)
            place = first.file.src_uri.split("/")[0] if first is not None else None
            if place in places and language != config.extra["languages"][0]:   # English: hooks/places.py's
                item.title = capitalized(place_name(place, language))
            for child in item.children:
                word(child)

    for item in nav:
        word(item)
    return nav


def capitalized(name):
    """'la Villa' -> 'La Villa'."""
    return name[:1].upper() + name[1:]


def nested_pass(config):
    """Whether this pass builds a language after the first one (see above)."""
    i18n = plugin(config)
    return i18n is not None and i18n.building


def on_env(env, config, files):
    env.filters["without_alternates"] = without_alternates
    return env


ALTERNATE = re.compile(r'\s*<link rel="alternate" href="[^"]*" hreflang="[^"]*">')


def without_alternates(head):
    """Material's ``<head>`` without its ``<link rel="alternate" hreflang>``: for each one, Material's script
    fetches ``sitemap.xml`` beside the linked page (a 404 for every page of the other language).  The
    language selector's links carry ``hreflang`` instead (overrides/partials/alternate.html), and the
    sitemap lists each page's alternates when the site has its address (overrides/sitemap.xml)."""
    return markupsafe.Markup(ALTERNATE.sub("", str(head)))


_first_404 = {}


def on_post_template(output, template_name, config):
    """404.html of each language: the first language's at the root, another's in its folder (``es/404.html``);
    MkDocs writes each pass's to the root."""
    if template_name != "404.html":
        return output
    if not nested_pass(config):
        _first_404["output"] = output
        return output
    folder = os.path.join(config.site_dir, build_language(config))
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "404.html"), "w", encoding="utf-8") as handle:
        handle.write(output)
    return _first_404["output"]
