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
"""

import html
import re

from mkdocs.utils import get_relative_url

APPLICATION = "application.md"

FIELDS = (
    ("office", "Office"),
    ("phone", "Phone"),
    ("address", "Address"),
    ("email", "Email"),
    ("code_url", "Official code"),
)

PLACEHOLDER_NOTE = ("Text in [square brackets] has not been filled in yet. "
                    "The people who run this site still need to add it.")


def with_contact_box(markdown, place, src_uri, shown):
    """A place's page with a contact marker at its end (how to apply on its application page), unless it
    shows the box or how to apply already (``shown``: the places whose box or section the page shows)."""
    if place is None or place in shown:
        return markdown
    kind = "how-to-apply" if src_uri == place + "/" + APPLICATION else "contact"
    return markdown.rstrip("\n") + "\n\n{{ %s: %s }}\n" % (kind, place)


def is_placeholder(value):
    """Tell whether a settings value is a "[placeholder]" still to be filled in."""
    return value.startswith("[") and value.endswith("]")


def render(jurisdiction_id):
    """Return the HTML of the contact box for one jurisdiction."""
    from calculator.settings import SETTINGS  # importable once hooks/rule_package.py ran

    settings = SETTINGS[jurisdiction_id]
    rows = "\n".join("<dt>%s</dt><dd>%s</dd>" % (name, _value(key, settings[key])) for key, name in FIELDS)
    shown = ["name"] + [key for key, _ in FIELDS]
    note = ""
    if any(is_placeholder(settings[key]) for key in shown):
        note = '\n<p class="contact-box__note">%s</p>' % html.escape(PLACEHOLDER_NOTE)
    return ('<div class="contact-box">\n<p class="contact-box__title">Who to contact: %s</p>\n'
            '<dl>\n%s\n</dl>%s\n</div>' % (_value("name", settings["name"]), rows, note))


def render_how_to_apply(jurisdiction_id, page_url):
    """Return the "How to apply" section (a Markdown heading and an HTML box) for one jurisdiction."""
    from calculator.settings import SETTINGS  # importable once hooks/rule_package.py ran

    settings = SETTINGS[jurisdiction_id]
    rows = [("Apply to", _value("office", settings["office"]))]
    if settings["apply_url"]:
        rows.append(("Apply online", _link(settings["apply_url"], "Apply online")))
    if settings["apply_form"]:
        form = settings["apply_form"]
        href = form if is_placeholder(form) or "://" in form else get_relative_url(form, page_url)
        rows.append(("Application form", _link(href, "Download the application form", download=True)))
    if not settings["apply_url"] and not settings["apply_form"]:
        rows.append(("How", "Ask the office how to apply and if there is a form."))
    rows += [(name, _value(key, settings[key])) for key, name in FIELDS if key in ("phone", "email", "address")]
    shown = ["office", "apply_url", "apply_form", "phone", "email", "address"]
    note = ""
    if any(is_placeholder(settings[key]) for key in shown):
        note = '\n<p class="contact-box__note">%s</p>' % html.escape(PLACEHOLDER_NOTE)
    return ('## How to apply\n\n<div class="contact-box how-to-apply">\n<dl>\n%s\n</dl>%s\n</div>'
            % ("\n".join("<dt>%s</dt><dd>%s</dd>" % row for row in rows), note))


def _link(href, text, download=False):
    """A link, or the marked placeholder when ``href`` is one."""
    if is_placeholder(href):
        return '<span class="placeholder">%s</span>' % html.escape(href)
    return '<a href="%s"%s>%s</a>' % (html.escape(href), " download" if download else "", text)


def _value(key, value):
    """Return one value as HTML: a placeholder as marked text, else text or a link."""
    text = html.escape(value)
    if is_placeholder(value):
        return '<span class="placeholder">%s</span>' % text
    if key == "email":
        return '<a href="mailto:%s">%s</a>' % (text, text)
    if key == "phone":
        return '<a href="tel:%s">%s</a>' % (re.sub(r"[^0-9+]", "", value), text)
    if key == "code_url":
        return '<a href="%s">Read the official code online</a>' % text
    return text
