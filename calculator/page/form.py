"""The calculator page's form: which questions show, what they answer, when their errors show.

The page's glue (docs/calculator/main.py) reads the form into plain data and writes back
what these functions return; everything here is the same on CPython and MicroPython.

- ``Questions`` holds the form as the glue found it (the inputs' names, the blocks that
  show for some answers only, the questions with an error slot): ``shown`` says which
  blocks show and which questions are answered, ``answers`` reads them as contract
  input, ``still_needed`` what to answer first, ``filled`` what a link puts in the form,
  ``error_writes`` how the errors show.
- ``text`` writes a contract answer as the form and the link hold it, exactly:
  ``0.00001``, never ``1e-05`` (which the link reader would refuse).
- ``conditions`` reads a block's ``data-show-when``: ``"road_closure=true|unsure"``
  shows the block when the answer is Yes or Not sure.
- ``errors_to_show`` picks the errors to show, GOV.UK's way: a question is checked
  once the person has left it, or when they ask for the answer, never while they type
  in it; one message per question, in the form's order.
- ``unreadable`` is the message for a date the browser could not read (an impossible
  or half-typed date in a date box): an error at its question, never a blank answer;
  ``misplaced_separator`` for a number whose commas are not thousands separators ("1,5").
- ``title`` puts "Error: " at the start of the page's title while errors show.

A write is ``[selector, changes]`` for the glue's ``write``: ``changes`` holds ``"text"``,
``"children"`` (nodes, see ``answer``, or plain text), ``"classes"`` (``{name: on}``),
``"scroll"`` (into view), ``"focus"`` and attributes (``True``: present, ``False``: absent,
text: its value).  Writes are applied in order.
"""

from ..jurisdictions import JURISDICTIONS
from ..query import number_text, value
from ..words import DEFAULT, of

UNREADABLE = "unreadable"   # what the form holds for a date the browser could not read


def text(answer):
    """A contract answer as text that reads back as the same answer (numbers by ``query.number_text``)."""
    if answer is True:
        return "true"
    if answer is False:
        return "false"
    if type(answer) is int or type(answer) is float:
        return number_text(answer)
    return str(answer)


def conditions(when):
    """``"a=x b=y|z"`` -> ``[("a", ["x"]), ("b", ["y", "z"])]``: every one must match."""
    found = []
    for part in (when or "").split():
        name, _, values = part.partition("=")
        found.append((name, values.split("|")))
    return found


def errors_to_show(errors, order, answered, left, editing, before, explicit):
    """The errors to show now, as ``[{"field", "message"}]`` in the form's order.

    ``errors``: what the rules said, perhaps several per question (the first counts);
    ``order``: the questions' names in the form's order; ``answered``: the questions
    with an answer; ``left``: the questions the person has left since answering;
    ``editing``: the question being typed in (or None); ``before``: ``{name: message}``
    shown until now; ``explicit``: the person asked for the answer, so every question
    is checked, answered or not.  While someone types in a question its message, or
    its absence, stays as it was, so the field does not jump.
    """
    messages = {}
    for error in errors:
        name = error["field"]
        if name in messages or (name == editing and not explicit):
            continue
        if explicit or (name in answered and name in left):
            messages[name] = error["message"]
    if editing in before and not explicit:
        messages[editing] = before[editing]
    names = [name for name in order if name in messages]
    names += sorted([name for name in messages if name not in order])
    return [{"field": name, "message": messages[name]} for name in names]


def unreadable(label, language=DEFAULT):
    """The message for a date the browser could not read; ``label`` as in a sentence."""
    return of(language)("page.unreadable", label=label)


def misplaced_separator(label, language=DEFAULT):
    """The message for a number whose commas are not thousands separators ("1,5"): never read as 15."""
    return of(language)("page.separator", label=label)


def title(current, has_errors, language=DEFAULT):
    """The page title with "Error: " at the start while errors show, and without it after."""
    prefix = of(language)("page.error_prefix")
    base = current[len(prefix):] if current.startswith(prefix) else current
    return prefix + base if has_errors else base


def problems(count, language=DEFAULT):
    """What the page announces when errors show without being asked for."""
    return of(language).count("page.problems", count)


class Questions:
    """The form as the glue found it on the page.

    ``inputs``: ``[name, type]`` of every input, in the form's order.  ``blocks``: the
    blocks that show for some answers only, in page order, each ``{"places": "village
    city" or None (its ``data-jurisdictions``), "when": "a=x|y" or None (its
    ``data-show-when``), "names": [the inputs inside], "details": whether it is a
    <details>}``.  ``ids``: the ids of the form's hints, error slots and fieldsets
    (``<name>-hint``, ``-error``, ``-fieldset``): a question with an error slot shows its errors.
    """

    def __init__(self, inputs, blocks, ids, language=DEFAULT):
        self.language = language
        self.names, self.kinds = [], {}   # the questions in the form's order; name -> input type
        for name, kind in inputs:
            if name not in self.kinds:
                self.names.append(name)
                self.kinds[name] = kind
        self.blocks = []
        for block in blocks:
            places = block.get("places")
            self.blocks.append((places.split() if places else None, conditions(block.get("when")),
                                block.get("names") or [], bool(block.get("details"))))
        self.noticed = set()   # the questions a link's notice is said at (``notice_writes``)
        self.fields = {}   # name -> {"hint", "fieldset"}: the questions with an error slot (and a notice slot)
        ids = set(ids)     # (``in`` a list is slow in MicroPython: 2 ms here, a set's 0.1)
        for name in self.names:
            if name + "-error" in ids:
                self.fields[name] = {"hint": name + "-hint" in ids, "fieldset": name + "-fieldset" in ids}

    def shown(self, raw):
        """([whether each block shows], {name: text} of the questions shown and answered).

        ``raw`` gives each answer as the form holds it, {name: text}, "" or no entry for none (the
        glue reads the whole form in one call).  A block shows for its places, when every
        condition's question shows and matches.
        """
        place = raw.get("jurisdiction", "")
        hidden, flags = set(), []
        for places, wanted, names, _ in self.blocks:
            show = places is None or place in places
            for name, values in wanted:
                if name in hidden or raw.get(name, "") not in values:
                    show = False
            flags.append(show)
            if not show:
                for name in names:
                    hidden.add(name)
        texts = {}
        for name in self.names:
            if name not in hidden:
                answer = raw.get(name, "").strip()
                if answer:
                    texts[name] = answer
        return flags, texts

    def answers(self, texts, today):
        """(answers for ``evaluate``, answers for the link) from ``shown``'s texts; (None, {})
        without a place.  A text the form cannot read goes to the rules as it is, so their
        own message explains it; the link holds only what reads, and ``today`` only when it
        is not the visitor's own ``today``."""
        place = texts.get("jurisdiction")
        if place not in JURISDICTIONS:
            return None, {}
        answers, linked = {"jurisdiction": place}, {"jurisdiction": place}
        for field in JURISDICTIONS[place].FIELDS:
            if field.name not in texts:
                continue
            answer, problem = value(field, texts[field.name])
            answers[field.name] = texts[field.name] if problem else answer
            if not problem and not (field.name == "today" and answer == today):
                linked[field.name] = text(answer)
        if "today" not in answers:
            answers["today"] = today
        return answers, linked

    def field(self, place, name):
        """The place's ``Field`` of that name, or None."""
        if place in JURISDICTIONS:
            for field in JURISDICTIONS[place].FIELDS:
                if field.name == name:
                    return field
        return None

    def label(self, place, name):
        """The question's label as in a sentence, or its name."""
        field = self.field(place, name)
        return field.text("label", self.language) if field is not None else name

    def problem(self, place, name, text):
        """Why the form's text for the question does not read (one of ``query.PROBLEMS``), or None."""
        field = self.field(place, name)
        return value(field, text)[1] if field is not None else None

    def still_needed(self, place, texts):
        """What to answer before there can be an answer."""
        say = of(self.language)
        if place not in JURISDICTIONS:
            return say("page.no_place")
        needed = [field.text("label", self.language) for field in JURISDICTIONS[place].FIELDS
                  if field.required and not texts.get(field.name)]
        if not needed:
            return say("page.put_right")
        return say("page.still_needed", needed=say.every(needed))

    def filled(self, answers, today):
        """({name: text} to put in the form, [the blocks to open]) for a link's answers:
        ``today`` unless the link says otherwise; a <details> opens when it holds an answer.
        A place fixed by the site (a hidden input) stays fixed."""
        texts = {}
        for name in self.kinds:
            if self.kinds[name] != "hidden" and (name in answers or name == "today"):
                texts[name] = text(answers[name]) if name in answers else today
        opened = []
        for index, (_, _, names, details) in enumerate(self.blocks):
            if details and [name for name in names if name in answers]:
                opened.append(index)
        return texts, opened

    def error_writes(self, before, shown):
        """The writes that take the errors in ``before`` ({name: message}) off the page and
        put ``shown`` ([{"field", "message"}]) on it: each question's message with its
        visually hidden "Error: ", its group marked, ``aria-describedby`` (the hint, and the
        message while there is one), ``aria-invalid`` on a text box; then the summary."""
        messages = {}
        for error in shown:
            messages[error["field"]] = error["message"]
        names = [name for name in self.names if name in before or name in messages]
        writes = []
        for name in names:
            if name in self.fields:
                writes += self.question_writes(name, messages.get(name), self.fields[name])
        links = [{"template": "error-link", "slots": {"link": {"text": error["message"],
                                                               "attrs": {"href": "#" + error["field"]}}}}
                 for error in shown]
        writes.append(["#calc-error-summary-list", {"children": links}])
        writes.append(["#calc-error-summary", {"hidden": not shown}])
        return writes

    def notice_writes(self, notices):
        """The writes that say ``notices`` ({name: text}: what a link said about a question) at each question, in its
        ``<name>-notice`` (every question with an error slot has one), read with the question."""
        writes = []
        for name in self.names:
            if name in notices and name in self.fields:
                self.noticed.add(name)
                writes += [["#%s-notice" % name, {"hidden": False, "text": notices[name]}]]
                writes += self.question_writes(name, None, self.fields[name])[2:]
        return writes

    def summary_link(self, href):
        """A link of the error summary followed: its question in view and focused."""
        name = href[1:]
        return [['[data-field="%s"]' % name, {"scroll": True}], ["#" + name, {"focus": True}]]

    def question_writes(self, name, message, field):
        ids = [name + "-hint"] if field["hint"] else []
        if name in self.noticed:
            ids.append(name + "-notice")
        if message:
            ids.append(name + "-error")
        slot = {"hidden": not message, "children": [{"template": "error-prefix",
                                                     "text": of(self.language)("page.error_prefix")}, message]
                if message else []}
        target = {"aria-describedby": " ".join(ids) or False}
        if not field["fieldset"]:
            target["aria-invalid"] = "true" if message else False
            target["classes"] = {"calc-input--error": bool(message)}
        return [["#%s-error" % name, slot],
                ['[data-field="%s"]' % name, {"classes": {"calc-group--error": bool(message)}}],
                ["#%s-fieldset" % name if field["fieldset"] else "#" + name, target]]
