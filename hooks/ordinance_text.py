"""An ordinance's full text where a page says ``{{ ordinance-text: ID }}`` (hooks/markers.py reads it).

``ID`` is a jurisdiction id.  ``calculator/build/clauses.py`` cuts the
text into the clauses of the jurisdiction's outline.  Each outline heading becomes an
h2 heading with id "part-<heading>", and each clause a block with ``id="<anchor>"``
holding: a small label that links to the clause itself, a "Copy link" button, the
ordinance's words (HTML-escaped, lines joined into paragraphs, word for word) and the
clause's notes (missing text, two readings, silences) from ``clauses.notes_by_anchor``.
Above the text, a note on the headings: its first words are the place's own
(``about.headings`` in ``calculator/jurisdictions/ID/words_en.py``).

The buttons start ``hidden``: ``docs/assets/javascripts/copy-link.js`` (plain
JavaScript; hooks/copy_links.py adds it and the page's polite live region) shows them,
copies the clause's address and says so.  Without JavaScript the label link is still there.
"""

import html
import re

# Note kind -> (Material admonition type, default title).
NOTE_STYLES = {
    "missing_text": ("warning", "Missing text"),
    "ambiguity": ("question", "Two ways to read this"),
    "gap": ("info", "The text does not say"),
}

ABOUT = """<div class="admonition info ordinance-about">
<p class="admonition-title">About the headings and labels</p>
<p>%s We added them to help you find your way.
The words under each label are the ordinance's own words, as we received them.</p>
<p>Each label is also a link to its part. To point someone to a part, use the
"Copy link" button beside its label, or copy the label's link.</p>
</div>"""


def render(jurisdiction_id):
    """Return the Markdown (headings plus raw HTML blocks) of one ordinance."""
    from calculator import words
    from calculator.build import clauses  # importable once hooks/rule_package.py ran

    notes = clauses.notes_by_anchor(jurisdiction_id)
    headings = words.text(words.DEFAULT, "about.headings", jurisdiction_id)
    blocks = [ABOUT % html.escape(headings, quote=False)]
    ids = set()

    def claim(element_id):
        if element_id in ids:
            raise ValueError("id %r is used twice on the page" % element_id)
        ids.add(element_id)
        return element_id

    for heading, parts in clauses.clause_texts(jurisdiction_id):
        heading_id = claim("part-" + re.sub(r"[^a-z0-9]+", "-", heading.lower()).strip("-"))
        blocks.append("## %s {#%s}" % (_markdown_text(heading), heading_id))
        for anchor, label, lines in parts:
            claim(anchor)
            paragraphs = None if lines is None else clauses.paragraphs(lines)
            blocks.append(_clause(anchor, label, paragraphs, notes.get(anchor, ())))
    return "\n\n".join(blocks) + "\n"


def _markdown_text(text):
    """Escape text for a Markdown heading so it shows as written."""
    return re.sub(r"([\\`*_{}\[\]#])", r"\\\1", html.escape(text, quote=False))


def _clause(anchor, label, paragraphs, notes):
    """Return one clause as a raw HTML block: label link, verbatim text, notes.

    ``paragraphs`` is ``clauses.paragraphs(lines)``, or None when the text is missing.
    """
    anchor = html.escape(anchor)
    parts = [
        '<div class="clause" id="%s">' % anchor,
        '<p class="clause-label"><a class="clause-link" href="#%s">'
        '<span aria-hidden="true">#</span> %s<span class="visually-hidden"> (link to this part)</span>'
        '</a> <button type="button" class="clause-copy" data-anchor="%s" data-name="%s" hidden>Copy link'
        '<span class="visually-hidden"> to %s</span></button></p>'
        % (anchor, html.escape(label), anchor, html.escape(label), html.escape(label)),
    ]
    if paragraphs is not None:
        parts.append('<div class="clause-text">')
        for kind, number, text in paragraphs:
            if kind == "history":
                parts.append('<p class="clause-history">%s</p>' % html.escape(text))
            elif number:
                parts.append('<p><span class="clause-number">%s</span> %s</p>' % (html.escape(number), html.escape(text)))
            else:
                parts.append("<p>%s</p>" % html.escape(text))
        parts.append("</div>")
    parts.extend(_note(note) for note in notes)
    parts.append("</div>")
    return "\n".join(parts)


def _note(note):
    """Return one note as a Material admonition; its title names the kind of note."""
    style, default_title = NOTE_STYLES[note["kind"]]
    body = "<p>%s</p>" % html.escape(note["text"])
    if note["readings"]:
        body += '\n<ol class="clause-note__readings">\n%s\n</ol>' % "\n".join(
            "<li>%s</li>" % html.escape(reading) for reading in note["readings"])
    return ('<div class="admonition %s clause-note">\n<p class="admonition-title">%s</p>\n%s\n</div>'
            % (style, html.escape(note["title"] or default_title), body))
