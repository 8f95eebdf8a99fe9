"""What would change the answer: each change of one answer that changes the permit's status, the number
of permits or a day the organizer acts by, with the value nearest to the answer, worked out by the same rules.

    result = evaluate(answers, what_if=True)       # result["what_would_change"]: the CLI's way
    result = evaluate(answers)                     # the answer alone, at once (the page's first answer)
    result["what_would_change"] = what_if.find(answers, result)   # later: the same list

Here are what the places' rules declare, which the first answer needs; the finding of the changes,
which it does without, is in ``what_if_finder.py`` (on the calculator page, in the archive asked
for when first needed: hooks/calculator_runtime.py's ON_DEMAND), imported by ``find`` when first called.

Where the changes come from: each place declares, in its ``rules.py``, ``WHAT_IF``: for each answer that
can change the status, the permits or a day to act by, how it turns.  No other answer is tried, and
only the values below are worked out:

- ``OTHER_ANSWERS``: a yes/no question or a choice: each other answer (yes and no for "not sure"; an
  answer left out counts as its default), each different outcome once: for a choice, the first option
  in the form's order that gives it (a City event of a kind the definition does not list becomes a
  street fair, not each of the listed kinds).  "Not sure" is never offered: it is no plan.
  ``OtherAnswers(tried)``: of a choice, only ``tried``: the first option of each kind the rules read
  alike (the others could only give what the first gives).
- ``Limits(limits)``: a number or a date the rules compare with the law: ``limits(values)`` gives
  ``[(last, provision)]`` for the answers ``values``, ``last`` the last value on one side of a comparison,
  worked out from ``law.py``'s values (``last_holding`` finds it with the rules' own test), ``provision``
  the sentence that sets it.  Tried: from above, ``last`` itself (250, not 200); from below, the value
  after it (251; the next day for a date).  Each different outcome once, at the value nearest the answer
  (the limits are every place where the rules can turn, so between the answer and that value nothing
  differs).  Its words say "or fewer" ("or more") when every value beyond gives the same.
- ``Steps(provision)``: every value is its own case (a permit for each day and each place): one less and
  one more.

A number or date left unanswered is not tried: there is no answer to be near to; nor is a question the
form does not ask for these answers (its ``show_when``: ``shown``).

Runs on CPython and MicroPython alike.
"""


from .inputs import check_event_dates, read


class OtherAnswers:
    """A yes/no question or a choice: each other answer is tried, or of a choice only the options ``tried``
    (in the form's order): one of each kind of answer the rules read alike, the first of its kind."""

    def __init__(self, tried=None):
        self.tried = tried


OTHER_ANSWERS = OtherAnswers()


class Limits:
    """A number or a date compared with the law: ``limits(values)`` -> ``[(last, provision)]``."""

    def __init__(self, limits):
        self.limits = limits


class Steps:
    """Every value its own case: one less and one more are tried; ``provision`` says why."""

    def __init__(self, provision):
        self.provision = provision


def last_holding(holds, low, high):
    """The last value from ``low`` to ``high`` for which ``holds`` is true, where it is true up to some
    value and false after it; None if it is false at ``low``.  A few dozen calls to the rules' own test,
    never the rules' whole answer."""
    if not holds(low):
        return None
    while low < high:
        middle = (low + high + 1) // 2
        if holds(middle):
            low = middle
        else:
            high = middle - 1
    return low


def find(answers, result, values=None):
    """The list ``what_would_change`` for ``answers`` (valid: ``result`` is ``evaluate(answers)``'s).
    ``values``: the answers as the rules read them, if at hand (what_if_finder.py finds them)."""
    from .what_if_finder import find as finding   # only then: the page's first answer does without it
    return finding(answers, result, values)


def shown(fields, values, field):
    """Whether the form asks ``field`` for these answers (its ``show_when``, and the questions it names
    shown too): a question the form hides is never offered, and the rules do not read it."""
    for condition in field.show_when.split():
        name, allowed = condition.split("=")
        answer = values[name]
        words = "true" if answer is True else "false" if answer is False else answer
        if words not in allowed.split("|") or not shown(fields, values, [one for one in fields if one.name == name][0]):
            return False
    return True


def read_values(rules, answers):
    """The answers as the rules read them (``evaluate`` has checked them)."""
    rest = {}
    for name in answers:
        if name != "jurisdiction" and name != "language":
            rest[name] = answers[name]
    values, errors = read(rest, rules.FIELDS)
    check_event_dates(values, errors)
    return values


__all__ = ["find", "Limits", "Steps", "OtherAnswers", "OTHER_ANSWERS", "last_holding", "shown", "read_values"]
