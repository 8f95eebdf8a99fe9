"""A municipality's contact details where a page says ``{{ contact: ID }}``, and how to
apply where it says ``{{ how-to-apply: ID }}`` (hooks/markers.py reads the markers).

Every page of a place (``docs/ID/*.md``) that has neither marker for its place gets the
contact box at its end (its application page, ``application.md``: how to apply), so a new
place's guides have them without writing a marker.

``ID`` is a jurisdiction id (``calculator.jurisdictions.ORDER``).  The details come from
``calculator/settings.py``: the municipality's name (in the box's title), office,
phone, address, email and official code link; for how to apply, also the link to apply
online (``apply_url``) and the form to download (``apply_form``: a web address, or a
file under docs/ID/, linked relative to the page).  A value in [square brackets] is a
placeholder the municipality has not filled in yet: it is shown as it is, marked, with
a short note.

Every word either shows is in the catalogs, in the page's language (``guide.contact.*``,
``guide.apply.*``); on a page in another language than English the box names the place as the
calculator does (``calculator.place_name``) and the "How to apply" heading keeps the English
page's id (``{#how-to-apply}``), so links and the language switch land on it.
"""

import html
import re

from mkdocs.utils import get_relative_url

import places
from settings_check import is_placeholder

APPLICATION = "application.md"

# The settings shown in the box, in order; each one's label is the catalogs' guide.contact.<key>.
FIELDS = ("office", "phone", "address", "email", "code_url")
HEADING_ID = "how-to-apply"   # the "How to apply" heading's id, the same in every language


def with_contact_box(markdown, place, src_uri, shown):
    """A place's page with a contact marker at its end (how to apply on its application page), unless it
    shows the box or how to apply already (``shown``: the places whose box or section the page shows)."""
    if place is None or place in shown:
        return markdown
    kind = "how-to-apply" if src_uri == place + "/" + APPLICATION else "contact"
    return markdown.rstrip("\n") + "\n\n{{ %s: %s }}\n" % (kind, place)


def _say(language):
    from calculator.words import DEFAULT, of  # importable once hooks/rule_package.py ran

    return of(language or DEFAULT)


def texts(settings, language):
    """A place's settings with each text in ``language`` (``calculator.words.setting``: "office" may be one per
    language)."""
    from calculator.words import setting

    return dict((key, setting(value, language) if isinstance(value, (str, dict)) else value)
                for key, value in settings.items())


def _name(jurisdiction_id, settings, language):
    """The place's name as the box shows it: the settings' in English (a placeholder marked), the
    calculator's in another language."""
    if (language or "en") == "en" or is_placeholder(settings["name"]):
        return _value("name", settings["name"])
    return html.escape(places.name_in(jurisdiction_id, settings["name"], language))


def render(jurisdiction_id, language=None):
    """Return the HTML of the contact box for one jurisdiction, in ``language``."""
    from calculator.settings import SETTINGS  # importable once hooks/rule_package.py ran

    say = _say(language)
    settings = texts(SETTINGS[jurisdiction_id], say.language)
    rows = "\n".join("<dt>%s</dt><dd>%s</dd>" % (say("guide.contact." + key), _value(key, settings[key], say))
                     for key in FIELDS)
    shown = ["name"] + list(FIELDS)
    note = ""
    if any(is_placeholder(settings[key]) for key in shown):
        note = '\n<p class="contact-box__note">%s</p>' % html.escape(say("guide.contact.placeholder_note"))
    title = html.escape(say("guide.contact.title", name="\0")).replace("\0", _name(jurisdiction_id, settings, language))
    return ('<div class="contact-box">\n<p class="contact-box__title">%s</p>\n'
            '<dl>\n%s\n</dl>%s\n</div>' % (title, rows, note))


def render_how_to_apply(jurisdiction_id, page_url, language=None):
    """Return the "How to apply" section (a Markdown heading and an HTML box) for one jurisdiction, in
    ``language``."""
    from calculator.settings import SETTINGS  # importable once hooks/rule_package.py ran

    say = _say(language)
    settings = texts(SETTINGS[jurisdiction_id], say.language)
    rows = [(say("guide.apply.to"), _value("office", settings["office"], say))]
    if settings["apply_url"]:
        rows.append((say("guide.apply.online"), _link(settings["apply_url"], say("guide.apply.online"))))
    if settings["apply_form"]:
        form = settings["apply_form"]
        href = form if is_placeholder(form) or "://" in form else get_relative_url(form, page_url)
        rows.append((say("guide.apply.form"), _link(href, say("guide.apply.download"), download=True)))
    if not settings["apply_url"] and not settings["apply_form"]:
        rows.append((say("guide.apply.how"), html.escape(say("guide.apply.ask"))))
    rows += [(say("guide.contact." + key), _value(key, settings[key], say))
             for key in FIELDS if key in ("phone", "email", "address")]
    shown = ["office", "apply_url", "apply_form", "phone", "email", "address"]
    note = ""
    if any(is_placeholder(settings[key]) for key in shown):
        note = '\n<p class="contact-box__note">%s</p>' % html.escape(say("guide.contact.placeholder_note"))
    heading = say("guide.apply.heading") + ("" if say.language == "en" else " {#%s}" % HEADING_ID)
    return ('## %s\n\n<div class="contact-box how-to-apply">\n<dl>\n%s\n</dl>%s\n</div>'
            % (heading, "\n".join("<dt>%s</dt><dd>%s</dd>" % row for row in rows), note))


def _link(href, text, download=False):
    """A link, or the marked placeholder when ``href`` is one."""
    if is_placeholder(href):
        return '<span class="placeholder">%s</span>' % html.escape(href)
    return '<a href="%s"%s>%s</a>' % (html.escape(href), " download" if download else "", html.escape(text))


def _value(key, value, say=None):
    """Return one value as HTML: a placeholder as marked text, else text or a link."""
    text = html.escape(value)
    if is_placeholder(value):
        return '<span class="placeholder">%s</span>' % text
    if key == "email":
        return '<a href="mailto:%s">%s</a>' % (text, text)
    if key == "phone":
        return '<a href="tel:%s">%s</a>' % (re.sub(r"[^0-9+]", "", value), text)
    if key == "code_url":
        return '<a href="%s">%s</a>' % (text, html.escape((say or _say(None))("guide.contact.code_link")))
    return text
