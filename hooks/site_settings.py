"""Show the settings every page depends on (``calculator/settings.py``).

- ``site_name``: the site's title, ``SITE["title"]`` (in the first language; the others' are
  hooks/languages.py's);
- ``site_url``: set from ``SITE["url"]`` when it is filled in, so the 404 page (the one
  page MkDocs links from the server root) works under the public address's sub-path.
  Not under ``mkdocs serve``, which serves from its own address.
- ``config.extra["example_settings"]``: the [placeholders] left in the published places;
  while there is one, ``overrides/main.html`` shows the "example settings" notice.
- ``config.extra["text_checked"]``: for each published place, when its text was last checked
  against the official code: ``{"date": "2026-06-16" (None while a placeholder), "value": the
  setting as written}``; ``overrides/main.html`` says it in the page's language (the catalogs'
  ``template.text_checked``) on every page of that place (on shared pages, for every place).

Its ``on_config`` runs after hooks/places.py's (priority 90), which sets ``config.extra["places"]``.
"""

import settings_check

_command = {}


def on_startup(command, dirty):
    _command["name"] = command


def on_config(config):
    site, settings, _ = settings_check.load()
    places = config.extra["places"]
    config.site_name = settings_check.title(site, settings_check.languages(site)[0])   # others: hooks/languages.py
    if site["url"] and not settings_check.is_placeholder(site["url"]) and _command.get("name") != "serve":
        config.site_url = site["url"] if site["url"].endswith("/") else site["url"] + "/"
    config.extra["example_settings"] = [line for line in settings_check.unfilled(site, settings, places)
                                        if not line.startswith('SITE["url"]')]
    config.extra["text_checked"] = dict((ident, text_checked(settings[ident])) for ident in places)
    return config


def text_checked(entry):
    """When a place's text was last checked: {"date": ISO date or None (a placeholder), "value": as written}."""
    value = entry["text_last_checked"]
    day = settings_check.parse_date(value)
    return {"date": day.isoformat() if day is not None else None, "value": value}
