"""What would change the answer, on the calculator page: the answer's last part, and what its buttons do.

The list is ``calculator.what_if.find``'s (the contract's ``what_would_change``), worked out after the
answer is shown (``Calculator.rest``, in the next task), once the archive of the modules the first answer
does without is written (``LATER_ARCHIVE``: the finder is in it).  Each item says its change in one
sentence, with its citation, and has a button naming the change ("Change the most people at the event
at one time to: 250").  The button is a submit button of the form (``form="calc-form"``) whose value is
the item's ``key``: the glue puts ``changes(items, key)`` in the form before the answer is worked out
again, as for any answer asked for; any other submit has no such value and changes nothing.

    items = find(answers, result)              # the list, or [] when the finder fails
    entry = section(items, place, language, root)   # the answer's last section (``answer.Shown``)
    fills = changes(items, key)                # [[name, text]] to put in the form; [] for another key

Its words are the catalogs' (``page.what_if*``); the sentences are the finder's.  Runs on CPython and
MicroPython alike.
"""

from ..jurisdictions import JURISDICTIONS
from ..summary import answer_words
from ..words import DEFAULT, of
from . import answer
from .form import text

KEY = "what_if"   # the section's key: the last of the answer's sections


def key(item):
    """The item's key, its button's value: the question and the answer as the form holds it."""
    return item["field"] + "=" + text(item["value"])


def find(answers, result):
    """What would change the answer worked out from ``answers`` (valid: ``result`` is theirs); [] when the
    finder fails: the answer on the page stands without its list."""
    from ..what_if import find as finding   # the finder: in LATER_ARCHIVE, written by now
    try:
        return finding(answers, result)
    except Exception:   # noqa: BLE001 - a fault of the finder must not take the answer with it
        return []


def button_words(place, item, language=DEFAULT):
    """The button's words, naming the change: the question as in a sentence and the answer as offered."""
    for field in JURISDICTIONS[place].FIELDS:
        if field.name == item["field"]:
            return of(language)("page.what_if_apply", label=field.text("label", language),
                                answer=answer_words(field, item["value"], language))
    return key(item)


def section(items, place, language=DEFAULT, root=answer.ROOT):
    """The section (see ``answer.sections``): hidden without items; each item ``[key, "what-if", item,
    [index, its button's words]]``."""
    rows = [[key(item), "what-if", item, [index, button_words(place, item, language)]]
            for index, item in enumerate(items)]
    return answer.listing(KEY, of(language)("page.what_if"), "calc-what-if", "", rows, (language, root))


def item_node(entry, extra, language=DEFAULT, root=answer.ROOT):
    """An item: its sentence, its citation (the provision that makes the difference) and its button."""
    index, words = extra
    return {"template": "what-if", "attrs": {"id": answer.item_id("what-if", index)}, "slots": answer.cite({
        "text": entry["text"], "apply": {"text": words, "attrs": {"value": key(entry)}}},
        entry["cite"], None, language, root)}


def changes(items, chosen):
    """``[[name, text]]``: the change of the item whose key is ``chosen``, as the form holds it; [] when no
    item on the page has that key."""
    for item in items or ():
        if key(item) == chosen:
            return [[item["field"], text(item["value"])]]
    return []


answer.BUILDERS["what-if"] = item_node   # the item's builder, beside the answer's own (``answer.build``)
