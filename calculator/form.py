"""The calculator page's form: how answers are written into it, when its errors show.

The page's glue (docs/calculator/main.py) moves values between the page and these
functions; everything here is plain Python, the same on CPython and MicroPython.

- ``text`` writes a contract answer as the form and the link hold it, exactly:
  ``0.00001``, never ``1e-05`` (which the link reader would refuse).
- ``conditions`` reads a block's ``data-show-when``: ``"road_closure=true|unsure"``
  shows the block when the answer is Yes or Not sure.
- ``errors_to_show`` picks the errors to show, GOV.UK's way: a question is checked
  once the person has left it, or when they ask for the answer, never while they type
  in it; one message per question, in the form's order.
- ``unreadable`` is the message for a date the browser could not read (an impossible
  or half-typed date in a date box): an error at its question, never a blank answer.
- ``title`` puts "Error: " at the start of the page's title while errors show.
"""

from .query import number_text

UNREADABLE = "unreadable"   # what the form holds for a date the browser could not read
ERROR_PREFIX = "Error: "


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


def unreadable(label):
    """The message for a date the browser could not read; ``label`` as in a sentence."""
    return "Enter %s as a real date. Check the day, month and year." % label


def title(current, has_errors):
    """The page title with "Error: " at the start while errors show, and without it after."""
    base = current[len(ERROR_PREFIX):] if current.startswith(ERROR_PREFIX) else current
    return ERROR_PREFIX + base if has_errors else base
