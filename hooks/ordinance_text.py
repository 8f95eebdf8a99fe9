"""An ordinance's full text where a page says ``{{ ordinance-text: ID }}`` (hooks/markers.py reads it).

``ID`` is a jurisdiction id.  ``calculator/build/clauses.py`` cuts the
text into the clauses of the jurisdiction's outline.  Each outline heading becomes an
h2 heading with id "part-<heading>", and each clause a block with ``id="<anchor>"``
holding: a small label that links to the clause itself, a "Copy link" button, the
ordinance's words (HTML-escaped, lines joined into paragraphs, word for word) and the
clause's notes (missing text, two readings, silences) from ``clauses.notes_by_anchor``.
Above the text, a note on the headings: its first words are the place's own
(``about.headings`` in ``calculator/jurisdictions/ID/words_en.py``).

Every word the hook writes is in the catalogs, in the page's language (``guide.ordinance.*``, the
buttons' ``guide.copy.button``; the notes' in the place's catalog and ``law.AMBIGUITIES``' readings).
On a page in another language than English the labels are the calculator's citation labels
(``clause.<anchor>``, as ``.cite`` links them), the headings the place catalog's ``part.<id>``, and the ordinance's words stay as they are, in English:
each clause's text is marked ``lang="en"``.  The anchors, the headings' ids and the buttons are the same
in every language, so a link to a clause lands on it in both.

The buttons start ``hidden``: ``docs/assets/javascripts/copy-link.js`` (plain
JavaScript; hooks/copy_links.py adds it and the page's polite live region) shows them,
copies the clause's address and says so.  Without JavaScript the label link is still there.
"""

import html
import re

# Note kind -> Material admonition type; its default title is the catalogs' guide.ordinance.note.<kind>.
NOTE_STYLES = {
    "missing_text": "warning",
    "ambiguity": "question",
    "gap": "info",
}
WORDS = "guide.ordinance."   # the catalogs' prefix of this hook's words

ABOUT = """<div class="admonition info ordinance-about">
<p class="admonition-title">%s</p>
<p>%s %s</p>
<p>%s</p>
</div>"""


def render(jurisdiction_id, language=None):
    """Return the Markdown (headings plus raw HTML blocks) of one ordinance, its words in ``language``."""
    from calculator import words
    from calculator.build import clauses  # importable once hooks/rule_package.py ran

    say = words.of(language or words.DEFAULT, jurisdiction_id)
    notes = clauses.notes_by_anchor(jurisdiction_id, say.language)
    article = _article(jurisdiction_id)
    blocks = [ABOUT % tuple(html.escape(say(key), quote=False) for key in (
        WORDS + "about.title", "about.headings", WORDS + "about.added", WORDS + "about.link"))]
    ids = set()

    def claim(element_id):
        if element_id in ids:
            raise ValueError("id %r is used twice on the page" % element_id)
        ids.add(element_id)
        return element_id

    for heading, parts in clauses.clause_texts(jurisdiction_id):
        heading_id = claim(clauses.heading_id(heading))
        if say.language != words.DEFAULT:
            heading = say("part." + heading_id[len("part-"):])
        blocks.append("## %s {#%s}" % (_markdown_text(heading), heading_id))
        for anchor, label, lines in parts:
            claim(anchor)
            paragraphs = None if lines is None else clauses.paragraphs(lines)
            if say.language != words.DEFAULT:
                label = article.cite(anchor, say.language)["label"]
            blocks.append(_clause(anchor, label, paragraphs, notes.get(anchor, ()), say))
    return "\n\n".join(blocks) + "\n"


def _article(jurisdiction_id):
    """The place's ``ARTICLE`` (its law.py's): the citation labels in every language."""
    from calculator.jurisdictions import JURISDICTIONS  # importable once hooks/rule_package.py ran

    return JURISDICTIONS.module(jurisdiction_id, "law").ARTICLE


def _markdown_text(text):
    """Escape text for a Markdown heading so it shows as written."""
    return re.sub(r"([\\`*_{}\[\]#])", r"\\\1", html.escape(text, quote=False))


def _clause(anchor, label, paragraphs, notes, say):
    """Return one clause as a raw HTML block: label link, verbatim text (marked English on a page in another
    language), notes.

    ``paragraphs`` is ``clauses.paragraphs(lines)``, or None when the text is missing.
    """
    anchor = html.escape(anchor)
    parts = [
        '<div class="clause" id="%s">' % anchor,
        '<p class="clause-label"><a class="clause-link" href="#%s">'
        '<span aria-hidden="true">#</span> %s<span class="visually-hidden"> %s</span>'
        '</a> <button type="button" class="clause-copy" data-anchor="%s" data-name="%s" hidden>%s'
        '<span class="visually-hidden"> %s</span></button></p>'
        % (anchor, html.escape(label), html.escape(say(WORDS + "link_to_part")), anchor, html.escape(label),
           html.escape(say("guide.copy.button")), html.escape(say(WORDS + "copy_to", name=label))),
    ]
    if paragraphs is not None:
        parts.append('<div class="clause-text"%s>' % ("" if say.language == "en" else ' lang="en"'))
        for kind, number, text in paragraphs:
            if kind == "history":
                parts.append('<p class="clause-history">%s</p>' % html.escape(text))
            elif number:
                parts.append('<p><span class="clause-number">%s</span> %s</p>' % (html.escape(number), html.escape(text)))
            else:
                parts.append("<p>%s</p>" % html.escape(text))
        parts.append("</div>")
    parts.extend(_note(note, say) for note in notes)
    parts.append("</div>")
    return "\n".join(parts)


def _note(note, say):
    """Return one note as a Material admonition; its title names the kind of note."""
    style, default_title = NOTE_STYLES[note["kind"]], say(WORDS + "note." + note["kind"])
    body = "<p>%s</p>" % html.escape(note["text"])
    if note["readings"]:
        body += '\n<ol class="clause-note__readings">\n%s\n</ol>' % "\n".join(
            "<li>%s</li>" % html.escape(reading) for reading in note["readings"])
    return ('<div class="admonition %s clause-note">\n<p class="admonition-title">%s</p>\n%s\n</div>'
            % (style, html.escape(note["title"] or default_title), body))
