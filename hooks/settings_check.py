"""Check ``calculator/settings.py``: what every build needs, and what publishing needs.

Every build stops on settings that cannot work (``problems``): a value of the wrong
type, a date not written YYYY-MM-DD, a place id the rule package does not know, a
form file that is not there.  ``make publish`` runs this file first::

    python3 hooks/settings_check.py --publish

which also stops while SITE["url"] is empty or a [placeholder] is left in a published
place (``unfilled``), naming each one, and warns when a place's text was last checked
against the official code more than a year (365 days) ago (``stale``).

Not a MkDocs hook itself: hooks/places.py and hooks/site_settings.py import it.
"""

import datetime
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TEXT_KEYS = ("name", "office", "phone", "address", "email", "code_url", "apply_url", "apply_form")
PLACE_KEYS = TEXT_KEYS + ("holidays", "text_last_checked")
IN_EACH_LANGUAGE = ("office", "address")   # one text, or one per language: {"en": ..., "es": ...}
SITE_KEYS = ("title", "url", "places", "languages", "saved_copy_old_after_days")
MAX_DAYS = 365
OLD_AFTER_DAYS = 30  # SITE["saved_copy_old_after_days"] when it is left out
ISO_DATE = re.compile(r"^[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]$")
WEB_ADDRESS = re.compile(r"^https?://[^/\s]+(/\S*)?$")
# The site's own address: https only (a service worker, and so offline use, needs it).
PUBLIC_ADDRESS = re.compile(r"^https://[^/\s]+(/\S*)?$")


def is_placeholder(value):
    """Tell whether a settings value is a "[placeholder]" still to be filled in."""
    return isinstance(value, str) and value.startswith("[") and value.endswith("]")


def parse_date(value):
    """The date of a "YYYY-MM-DD" text, or None."""
    if not isinstance(value, str) or not ISO_DATE.match(value):
        return None
    try:
        return datetime.date.fromisoformat(value)
    except ValueError:
        return None


def load():
    """(SITE, SETTINGS, known place ids) from the project's rule package."""
    if ROOT not in sys.path:
        sys.path.insert(0, ROOT)
    from calculator.jurisdictions import ORDER
    from calculator.settings import SETTINGS, SITE
    return SITE, SETTINGS, ORDER


def title(site, language):
    """The site's name in ``language``: SITE["title"], one name for every language or one per language."""
    names = site["title"]
    return names[language] if isinstance(names, dict) else names


def _title_problems(names, chosen):
    """SITE["title"]: a name in quotes, or a dict naming the site in each of SITE["languages"] (at least)."""
    example = 'such as "Special event permits", or {"en": "Special event permits", "es": "Permisos para eventos ' \
              'especiales"}'
    if isinstance(names, dict):
        if [code for code in chosen if code not in names] or not all(
                isinstance(name, str) and name.strip() for name in names.values()):
            return ['SITE["title"] must name the site in each of SITE["languages"] (%s), %s'
                    % (", ".join(chosen), example)]
        return []
    if not isinstance(names, str) or not names.strip():
        return ['SITE["title"] must be the site\'s name in quotes, %s' % example]
    return []


def languages(site):
    """The languages the site speaks, English (the default) first: SITE["languages"], or English alone."""
    return list(site.get("languages") or ["en"])


def published(site, environ=os.environ):
    """The place ids to publish: $PLACES (one id, or ids separated by commas) if set, else SITE["places"]."""
    chosen = environ.get("PLACES", "").replace(",", " ").split()
    return chosen or list(site.get("places") or [])


def problems(site, settings, places, known, docs_dir):
    """Every setting that cannot work, as sentences (an empty list when all is well)."""
    errors = []
    for key in sorted(set(site) - set(SITE_KEYS)):
        errors.append('SITE has an unknown setting "%s"' % key)
    language_errors = _language_problems(site.get("languages", ["en"]))
    # The title in each language, once the languages are right (else only theirs are named).
    errors += _title_problems(site.get("title"), [] if language_errors else languages(site))
    url = site.get("url")
    if not isinstance(url, str):
        errors.append('SITE["url"] must be text, such as "https://example.gov/permits/" (or "" for a demo)')
    elif url and not is_placeholder(url) and not PUBLIC_ADDRESS.match(url):
        errors.append('SITE["url"] must start with https:// and name a host, such as "https://example.gov/permits/"'
                      ' (it is "%s")' % url)
    days = site.get("saved_copy_old_after_days", OLD_AFTER_DAYS)
    if isinstance(days, bool) or not isinstance(days, int) or days < 1:
        errors.append('SITE["saved_copy_old_after_days"] must be a whole number of days, 1 or more (it is %r)' % (days,))
    errors += language_errors
    if not isinstance(site.get("places"), list) or not all(isinstance(p, str) for p in site.get("places")):
        errors.append('SITE["places"] must be a list of place ids, such as ["%s"]' % known[0])
    for source, ids in (('SITE["places"]', site.get("places") or []), ("PLACES", places)):
        for ident in ids:
            if ident not in known:
                errors.append('%s names an unknown place "%s" (known: %s)' % (source, ident, ", ".join(known)))
    if not places:
        errors.append("no place to publish: SITE[\"places\"] is empty")
    if len(set(places)) != len(places):
        errors.append("a place is named twice in %s" % (places,))
    for ident in known:
        if ident not in settings:
            errors.append('SETTINGS has no entry for "%s"' % ident)
            continue
        errors.extend(_place_problems(ident, settings[ident], docs_dir, [] if language_errors else languages(site)))
    return errors


def _language_problems(chosen):
    """SITE["languages"]: a list of the languages the rule package speaks, each once, English first."""
    from calculator.words import DEFAULT, LANGUAGES

    example = "such as %r" % ([DEFAULT] + [code for code in LANGUAGES if code != DEFAULT][:1])
    if not isinstance(chosen, list) or not chosen or not all(isinstance(code, str) for code in chosen):
        return ['SITE["languages"] must be a list of language codes, %s' % example]
    errors = ['SITE["languages"] names a language the calculator does not speak, "%s" (it speaks: %s)'
              % (code, ", ".join(LANGUAGES)) for code in chosen if code not in LANGUAGES]
    if len(set(chosen)) != len(chosen):
        errors.append('SITE["languages"] names a language twice: %r' % (chosen,))
    if chosen[0] != DEFAULT:
        errors.append('SITE["languages"] must start with "%s", the default language, %s' % (DEFAULT, example))
    return errors


def _place_problems(ident, entry, docs_dir, chosen):
    where = 'SETTINGS["%s"]' % ident
    errors = ['%s is missing "%s"' % (where, key) for key in PLACE_KEYS if key not in entry]
    errors += ['%s has an unknown setting "%s"' % (where, key) for key in sorted(set(entry) - set(PLACE_KEYS))]
    for key in TEXT_KEYS:
        value = entry.get(key, "")
        if key in IN_EACH_LANGUAGE and isinstance(value, dict):
            if [code for code in chosen if code not in value] or not all(
                    isinstance(text, str) and text.strip() for text in value.values()):
                errors.append('%s["%s"] must give the text in each of SITE["languages"] (%s), such as {%s}'
                              % (where, key, ", ".join(chosen), ", ".join('"%s": "..."' % code for code in chosen)))
        elif not isinstance(value, str):
            errors.append('%s["%s"] must be text in quotes%s' % (
                where, key, ", or one per language" if key in IN_EACH_LANGUAGE else ""))
    holidays = entry.get("holidays", [])
    if not isinstance(holidays, list):
        errors.append('%s["holidays"] must be a list of "YYYY-MM-DD" dates' % where)
    else:
        errors += ['%s["holidays"] has "%s", not a "YYYY-MM-DD" date' % (where, day)
                   for day in holidays if parse_date(day) is None]
    checked = entry.get("text_last_checked", "")
    if not is_placeholder(checked) and parse_date(checked) is None:
        errors.append('%s["text_last_checked"] must be a "YYYY-MM-DD" date (it is "%s")' % (where, checked))
    form = entry.get("apply_form", "")
    if isinstance(form, str) and form and not is_placeholder(form) and not WEB_ADDRESS.match(form):
        inside = form.startswith(ident + "/") and ".." not in form.split("/")
        if not inside or not os.path.isfile(os.path.join(docs_dir, *form.split("/"))):
            errors.append('%s["apply_form"] must be a web address or a file under docs/%s/ (there is no docs/%s)'
                          % (where, ident, form))
    return errors


def unfilled(site, settings, places):
    """Each value to fill in before publishing, in settings order."""
    todo = []
    if not site.get("url") or is_placeholder(site["url"]):
        todo.append('SITE["url"] is empty: write the public address, such as "https://example.gov/permits/"')
    for ident in places:
        for key in PLACE_KEYS:
            value = settings[ident].get(key)
            for text in sorted(value.values()) if isinstance(value, dict) else [value]:
                if is_placeholder(text):
                    todo.append('SETTINGS["%s"]["%s"] is still "%s"' % (ident, key, text))
    return todo


def stale(settings, places, today):
    """A warning for each place whose text was last checked more than MAX_DAYS days before today."""
    warnings = []
    for ident in places:
        checked = parse_date(settings[ident]["text_last_checked"])
        if checked is not None and (today - checked).days > MAX_DAYS:
            warnings.append('the text of %s was last checked on %s, %d days ago: check '
                            'calculator/jurisdictions/%s/ordinance.txt against the official code, then '
                            'update SETTINGS["%s"]["text_last_checked"]'
                            % (settings[ident]["name"], checked.isoformat(), (today - checked).days, ident, ident))
    return warnings


def future(settings, places, today):
    """An error for each place whose text_last_checked is after today."""
    return ['SETTINGS["%s"]["text_last_checked"] is after today (%s)' % (ident, today.isoformat())
            for ident in places
            if (parse_date(settings[ident]["text_last_checked"]) or today) > today]


def main(argv):
    """``--publish``: every check before publishing; otherwise only ``problems``.  Exit 1 on an error."""
    site, settings, known = load()
    places = published(site)
    errors = problems(site, settings, places, known, os.path.join(ROOT, "docs"))
    warnings = []
    if not errors and "--publish" in argv:
        today = datetime.datetime.now(datetime.timezone.utc).date()
        errors = unfilled(site, settings, places) + future(settings, places, today)
        warnings = stale(settings, places, today)
    for warning in warnings:
        print("WARNING: " + warning, file=sys.stderr)
    if errors:
        print("calculator/settings.py: fix these before publishing:", file=sys.stderr)
        for error in errors:
            print("  - " + error, file=sys.stderr)
        return 1
    print("calculator/settings.py: ready to publish %s" % ", ".join(places) if "--publish" in argv
          else "calculator/settings.py: no problems")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
