"""Show a municipality's contact details where a page says ``<!-- contact: ID -->``.

``ID`` is a jurisdiction id ("village", "city").  The details come from
``calculator/settings.py``: the municipality's name (in the box's title), office,
phone, address, email and official code link.  A value in [square brackets] is a placeholder the
municipality has not filled in yet: it is shown as it is, marked, with a short note.
"""

import html
import re

from mkdocs.exceptions import PluginError

MARKER = re.compile(r"^<!-- contact: (\S+) -->[ \t]*$", re.MULTILINE)

FIELDS = (
    ("office", "Office"),
    ("phone", "Phone"),
    ("address", "Address"),
    ("email", "Email"),
    ("code_url", "Official code"),
)

PLACEHOLDER_NOTE = ("Text in [square brackets] has not been filled in yet. "
                    "The people who run this site still need to add it.")


def on_page_markdown(markdown, *, page, **kwargs):
    """Replace each contact marker with the contact box."""
    def replace(match):
        try:
            return render(match.group(1))
        except KeyError as error:
            raise PluginError("%s: no settings for jurisdiction %s" % (page.file.src_uri, error)) from error
    return MARKER.sub(replace, markdown)


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
