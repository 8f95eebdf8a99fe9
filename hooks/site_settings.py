"""Show the settings every page depends on (``calculator/settings.py``).

- ``site_name``: the site's title, ``SITE["title"]``;
- ``site_url``: set from ``SITE["url"]`` when it is filled in, so the 404 page (the one
  page MkDocs links from the server root) works under the public address's sub-path.
  Not under ``mkdocs serve``, which serves from its own address.
- ``config.extra["example_settings"]``: the [placeholders] left in the published places;
  while there is one, ``overrides/main.html`` shows the "example settings" notice.
- ``config.extra["text_checked"]``: for each published place, the sentence saying when
  its text was last checked against the official code; ``overrides/main.html`` shows
  it on every page of that place (on shared pages, for every place).

Its ``on_config`` runs after hooks/places.py's (priority 90), which sets ``config.extra["places"]``.
"""

import html

import settings_check

_command = {}


def on_startup(command, dirty):
    _command["name"] = command


def on_config(config):
    site, settings, _ = settings_check.load()
    places = config.extra["places"]
    config.site_name = site["title"]
    if site["url"] and not settings_check.is_placeholder(site["url"]) and _command.get("name") != "serve":
        config.site_url = site["url"] if site["url"].endswith("/") else site["url"] + "/"
    config.extra["example_settings"] = [line for line in settings_check.unfilled(site, settings, places)
                                        if not line.startswith('SITE["url"]')]
    config.extra["text_checked"] = dict((ident, text_checked(settings[ident])) for ident in places)
    return config


def text_checked(entry):
    """'The Village's rules on this site were last checked against the official code on June 16, 2026.' as HTML."""
    from calculator.dates import MONTHS  # importable once hooks/rule_package.py ran

    name = entry["name"][:1].upper() + entry["name"][1:]
    value = entry["text_last_checked"]
    day = settings_check.parse_date(value)
    if day is None:
        shown = '<span class="placeholder">%s</span>' % html.escape(value)
    else:
        shown = '<time datetime="%s">%s %d, %d</time>' % (value, MONTHS[day.month - 1], day.day, day.year)
    return ("%s's rules on this site were last checked against the official code on %s."
            % (html.escape(name), shown))
