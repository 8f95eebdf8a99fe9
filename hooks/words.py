"""The page templates' words, from the catalogs the calculator reads (calculator/words.py).

``{{ words("template.problem") }}`` in a template (overrides/) is the catalog entry in the page's
language: the theme's (``theme.language``, which mkdocs-static-i18n sets for each language it
builds: hooks/languages.py), else English.
Named values fill its placeholders (``words("template.saved_copy", day=release.shown)``) and
``count=`` picks an ``(one, many)`` entry's form, and ``language=`` another language than the page's
(the language switch of overrides/calculator.html names the other page in its own language).
``{{ words_date("2026-06-16") }}`` is a date in words and ``{{ place_name("village") }}`` a place's name,
in the page's language too.  The entry's text is escaped; a value is
escaped too, unless it is markup already (``<time>``, from a template's own ``{% set %}`` of
``Markup``), so no word can inject markup.  Every template word is a key of the catalogs:
tests/test_words.py checks that each key a template says is there, in every language.
"""

import markupsafe
from jinja2 import pass_context


def on_env(env, config, files):
    env.globals["words"] = words
    env.globals["words_date"] = words_date
    env.globals["place_name"] = place_name
    return env


def page_language(page, config):
    """The one place that decides a page's language: the theme's (mkdocs-static-i18n sets it for each
    language it builds: "es" in the Spanish pass; hooks/languages.py), else English.
    hooks/markers.py words every marker of a guide page in it; the templates read it through ``language_of``."""
    from calculator.words import DEFAULT   # importable once hooks/rule_package.py ran

    try:
        theme = config.theme.get("language")
    except AttributeError:   # no config, or one without a theme (a test's)
        theme = None
    return theme or DEFAULT


def language_of(context):
    """The page's language (see above), from a template's context."""
    return page_language(context.get("page"), context.get("config"))


@pass_context
def words(context, key, count=None, language=None, **values):
    """The entry ``key`` in the page's language (or in ``language``: a link to the page in another
    language, worded in that language), its placeholders filled, as markup."""
    from calculator.words import of

    say = of(language or language_of(context))
    entry = say.entry(key)
    if type(entry) is tuple:
        entry = entry[0] if count == 1 else entry[1]
        values["count"] = count
    if not values:
        return markupsafe.escape(entry)
    return markupsafe.Markup(markupsafe.escape(entry)).format(**values)


@pass_context
def words_date(context, iso, form="long"):
    """The ISO date ``iso`` in words, in the page's language ("Tuesday, June 16, 2026", "martes, 16 de junio
    de 2026"; ``form`` "no_weekday": "June 16, 2026"), escaped."""
    import datetime

    from calculator.words import of

    return markupsafe.escape(of(language_of(context)).date(datetime.date.fromisoformat(iso), form))


@pass_context
def place_name(context, ident, start=True):
    """How the page's language names the place ``ident``: as a sentence starts ("The Village", "La Villa"),
    or (``start=False``) inside one ("the Village", "la Villa")."""
    import calculator
    from calculator import summary

    return (summary.place_name if start else calculator.place_name)(ident, language_of(context))
