"""The ordinance text cut into the clauses of its outline, and the notes shown with them.

The site's full-text pages and the tests use this module; the calculator does not, so
it is written for CPython only.

``clause_texts(jurisdiction_id)`` returns ``[(heading, [(anchor, label, lines), ...]), ...]``
in outline order.  ``lines`` are the clause's lines of ``ordinance.txt``, each with its
line ending, or ``None`` for a clause whose text is not in the file.  Joined together,
all the lines give back the whole file, byte for byte.

``notes_by_anchor(jurisdiction_id)`` returns the notes to show next to each clause.
They come from ``TEXT_NOTES`` in the jurisdiction's ``pages`` module (facts about the text
we have: parts missing or cut off) and, once it exists, from its ``law`` module: its
``AMBIGUITIES`` (kind "ambiguity"), ``GAPS`` (kind "gap") and ``NOTES`` (kind given
by each entry).  Each entry is a dict, or an object with attributes, holding:

- ``anchor``: the outline anchor of the clause it belongs to (required);
- ``text``, or ``question`` for an ambiguity: plain words for the reader (required);
- ``title``: a short heading (optional; the site has one for each kind);
- ``readings``: for an ambiguity, one plain sentence per reading (optional);
- ``kind``: "missing_text", "ambiguity" or "gap" (optional for AMBIGUITIES and GAPS).
"""

import importlib
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))

NOTE_KINDS = ("missing_text", "ambiguity", "gap")

# A line that holds only the ordinance's own clause label: "A.", "(1)" or "(a)".
LONE_LABEL = re.compile(r"^(?:[A-Z]\.|\([0-9]+\)|\([a-z]\))$")

# A line that records when the text was adopted, e.g. "(Ordinance CO08-21-01-28-E2
# adopted 1/28/21)" or "[Adopted 5-9-2005 by Ord. No. 05-91]".
HISTORY = re.compile(r"^(?:\(Ordinance [^()]* adopted [^()]*\)|\[Adopted [^\[\]]*\])$")

def _jurisdiction_dir(jurisdiction_id):
    """Return the folder of a jurisdiction, refusing ids that are not plain names."""
    if not re.match(r"^[a-z][a-z0-9_]*$", jurisdiction_id):
        raise ValueError("not a jurisdiction id: %r" % (jurisdiction_id,))
    path = os.path.join(HERE, "jurisdictions", jurisdiction_id)
    if not os.path.isdir(path):
        raise ValueError("no jurisdiction %r in %s" % (jurisdiction_id, path))
    return path


def read_ordinance(jurisdiction_id):
    """Return the verbatim text of ``ordinance.txt``, line endings untouched."""
    path = os.path.join(_jurisdiction_dir(jurisdiction_id), "ordinance.txt")
    with open(path, encoding="utf-8", newline="") as file:
        return file.read()


def load_outline(jurisdiction_id):
    """Return the jurisdiction's ``OUTLINE``."""
    _jurisdiction_dir(jurisdiction_id)
    module = importlib.import_module(__package__ + ".jurisdictions." + jurisdiction_id + ".outline")
    return module.OUTLINE


def split_lines(text):
    """Split ``text`` on "\\n" only; each line keeps its "\\n", so joining gives ``text``."""
    parts = text.split("\n")
    lines = [part + "\n" for part in parts[:-1]]
    if parts[-1]:
        lines.append(parts[-1])
    return lines


def split_clauses(text, outline):
    """Cut ``text`` into the clauses of ``outline``; see the module docstring.

    Raises ValueError if the outline's lines do not start at line 1 and rise, or
    if a clause's first body line (the line after a lone label such as "A.",
    "(1)" or "(a)", else its first line) does not start with its first words.
    """
    lines = split_lines(text)
    starts = [clause[2] for _, clauses in outline for clause in clauses if clause[2] is not None]
    if not starts or starts[0] != 1:
        raise ValueError("the first clause must start at line 1")
    for before, after in zip(starts, starts[1:]):
        if after <= before:
            raise ValueError("clause lines must rise: line %d comes after line %d" % (after, before))
    if starts[-1] > len(lines):
        raise ValueError("line %d is past the end of the text (%d lines)" % (starts[-1], len(lines)))
    ends = dict(zip(starts, [start - 1 for start in starts[1:]] + [len(lines)]))
    result = []
    for heading, clauses in outline:
        parts = []
        for anchor, label, line, first_words in clauses:
            if line is None:
                parts.append((anchor, label, None))
                continue
            clause_lines = lines[line - 1:ends[line]]
            body = clause_lines[0].strip()
            if LONE_LABEL.match(body):
                if len(clause_lines) < 2:
                    raise ValueError("%s: line %d is a label with no text after it" % (anchor, line))
                body = clause_lines[1].strip()
            if not body.startswith(first_words):
                raise ValueError("%s: line %d should start with %r but reads %r"
                                 % (anchor, line, first_words, body[:60]))
            parts.append((anchor, label, clause_lines))
        result.append((heading, parts))
    return result


def clause_texts(jurisdiction_id):
    """Return the jurisdiction's ordinance cut into its outline's clauses."""
    return split_clauses(read_ordinance(jurisdiction_id), load_outline(jurisdiction_id))


def paragraphs(lines):
    """Group a clause's lines into paragraphs for display, keeping every word.

    Returns ``[(kind, number, text), ...]``.  An adoption line is its own paragraph of
    kind "history" (number None).  Other lines join, by single spaces, into paragraphs
    of kind "text"; a lone label line ("A.", "(1)", "(a)") starts a new one and becomes
    its ``number``.  A blank line ends a paragraph.
    """
    result = []
    number, words = None, []
    for line in lines:
        text = line.strip()
        history = HISTORY.match(text)
        label = LONE_LABEL.match(text)
        if (history or label or not text) and (number or words):
            result.append(("text", number, " ".join(words)))
            number, words = None, []
        if history:
            result.append(("history", None, text))
        elif label:
            number = text
        elif text:
            words.append(text)
    if number or words:
        result.append(("text", number, " ".join(words)))
    return result


def _field(entry, name):
    """Read ``name`` from a dict entry or from an object's attribute; None if absent."""
    if isinstance(entry, dict):
        return entry.get(name)
    return getattr(entry, name, None)


def _law_notes(jurisdiction_id):
    """Yield ``(entry, default kind)`` for the notes of the jurisdiction's law module."""
    name = __package__ + ".jurisdictions." + jurisdiction_id + ".law"
    try:
        law = importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name != name:
            raise
        return
    for attribute, kind in (("AMBIGUITIES", "ambiguity"), ("GAPS", "gap"), ("NOTES", None)):
        for entry in getattr(law, attribute, ()):
            yield entry, kind


def notes_by_anchor(jurisdiction_id):
    """Return ``{anchor: [note, ...]}``; each note a dict with kind, anchor, title, text, readings.

    Raises ValueError for a note on an anchor the outline lacks, a note without
    text or with an unknown kind, and for a clause with no text and no note.
    """
    outline = load_outline(jurisdiction_id)
    known = set(clause[0] for _, clauses in outline for clause in clauses)
    pages = importlib.import_module(__package__ + ".jurisdictions." + jurisdiction_id + ".pages")
    entries = [(entry, None) for entry in getattr(pages, "TEXT_NOTES", ())]
    entries.extend(_law_notes(jurisdiction_id))
    notes = {}
    for entry, default_kind in entries:
        note = {
            "anchor": _field(entry, "anchor"),
            "kind": _field(entry, "kind") or default_kind,
            "title": _field(entry, "title"),
            "text": _field(entry, "text") or _field(entry, "question"),
            "readings": list(_field(entry, "readings") or ()),
        }
        if note["anchor"] not in known:
            raise ValueError("%s note for unknown clause %r" % (jurisdiction_id, note["anchor"]))
        if note["kind"] not in NOTE_KINDS:
            raise ValueError("%s note on %s has unknown kind %r" % (jurisdiction_id, note["anchor"], note["kind"]))
        if not note["text"]:
            raise ValueError("%s note on %s has no text" % (jurisdiction_id, note["anchor"]))
        notes.setdefault(note["anchor"], []).append(note)
    for _, clauses in outline:
        for anchor, _, line, _ in clauses:
            if line is None and not any(n["kind"] == "missing_text" for n in notes.get(anchor, ())):
                raise ValueError("%s clause %s has no text and no note saying so" % (jurisdiction_id, anchor))
    return notes
