"""What would change the answer, found: the changes of one answer the places declare (what_if.py), tried
with the same rules, the nearest of each different outcome kept.

    what_if_finder.find(answers, result)    # what what_if.find gives: the list ``what_would_change``

An item is ``{"field", "value", "permit_status", "permits_needed", "deadlines", "cite", "text"}``: the
question and its changed answer (as the contract takes it: an ISO date, a number, true or false, a
choice), what the answers with that one change give, the days that differ (``{id: {"date", "act_by"}}``
of the deadlines the organizer acts on, both None where the day would go), the provision that makes the
difference and one sentence.  Each item claims exactly what ``evaluate`` gives for the changed answers,
"not sure" answers to other questions combined as for any answer (``unsure.py``); a change that makes
the answers invalid (fewer people than the women and men counted) is no item.  Which values are tried,
from each place's ``WHAT_IF``, is said in what_if.py.

Order, most useful first: changes of the status, to the lightest first (not required, required,
unclear, prohibited); then fewer permits, then more; then later days to act by, then earlier; within
each, the form's order of the questions, then the nearest value.

Not needed by the first answer: on the calculator page it comes in the archive asked for when first
needed (hooks/calculator_runtime.py's ON_DEMAND).  Runs on CPython and MicroPython alike.
"""

from datetime import date, timedelta

from . import evaluate
from .dates import parse_shown
from .inputs import FORM_ORDER, InvalidInput, problem
from .jurisdictions import JURISDICTIONS
from .what_if import OtherAnswers, Steps, read_values, shown
from .words import of

# The statuses, lightest first: the order of the items that change it.
STATUSES = ("not_required", "required", "unclear", "prohibited")
ONE_DAY = timedelta(days=1)


def find(answers, result, values=None):
    """The list ``what_would_change`` for ``answers`` (valid: ``result`` is ``evaluate(answers)``'s).
    ``values``: the answers as the rules read them, if at hand."""
    rules = JURISDICTIONS[result["jurisdiction"]]
    declared = {}
    for name, how in getattr(rules, "WHAT_IF", ()):
        declared[name] = how
    if not declared:
        return []
    if values is None:
        values = read_values(rules, answers)
    trial = Trial(evaluate, answers, result)
    found = []
    for field in rules.FIELDS:
        how = declared.get(field.name)
        value = values[field.name]
        if how is None or not shown(rules.FIELDS, values, field):
            continue
        if type(how) is OtherAnswers:
            changes = other_answers(trial, field, value, how.tried)
        elif value is None:
            continue
        elif type(how) is Steps:
            changes = nearest(trial, field, value, [[(before(value), how.provision)],
                                                    [(after(value), how.provision)]], True)
        else:
            changes = nearest(trial, field, value, candidates(how.limits(values), value), False)
        for change in changes:
            found.append((form_position(rules.FIELDS, field), change))
    say = of(result["language"], result["jurisdiction"])
    items = []
    for index, (position, change) in enumerate(found):
        field, value, changed, provision, form, distance = change
        item = described(say, rules, trial.result, field, value, changed, provision, form)
        items.append((rank(trial.result, changed) + (position, distance, index), item))
    items.sort(key=lambda pair: pair[0])
    return [item for _, item in items]


def form_position(fields, field):
    """Where the form asks ``field`` (inputs.FORM_ORDER: the shared questions around the place's own)."""
    if field.name in FORM_ORDER:
        return FORM_ORDER.index(field.name) * len(fields)
    return FORM_ORDER.index("*") * len(fields) + fields.index(field)


class Trial:
    """The answers and their result, and the result of the answers with one answer changed."""

    def __init__(self, evaluate, answers, result):
        self.evaluate = evaluate
        self.answers = dict(answers)
        if self.answers.get("today") is None:  # the same day for every change
            self.answers["today"] = result["today"]
        self.result = result
        self.outcome = outcome(result)

    def changed(self, field, value):
        """The result with ``field`` answered ``value`` (as the contract takes it), or None if invalid."""
        if problem(field, value):
            return None
        answers = dict(self.answers)
        answers[field.name] = value
        try:
            return self.evaluate(answers)
        except InvalidInput:
            return None


def outcome(result):
    """What a change must change: (status, permits, {deadline id: deadline} of the days to act by)."""
    days = {}
    for item in result["deadlines"]:
        if "act_by" in item:
            days[item["id"]] = item
    return result["permit"]["status"], result["permit"]["permits_needed"], days


def same(one, other):
    if one[0] != other[0] or one[1] != other[1] or len(one[2]) != len(other[2]):
        return False
    for ident in one[2]:
        theirs = other[2].get(ident)
        if theirs is None or theirs["act_by"] != one[2][ident]["act_by"]:
            return False
    return True


def contract(value):
    """A value as the contract takes it."""
    return value.isoformat() if type(value) is date else value


def after(value):
    return value + ONE_DAY if type(value) is date else value + 1


def before(value):
    return value - ONE_DAY if type(value) is date else value - 1


def apart(one, other):
    return abs((one - other).days) if type(one) is date else abs(one - other)


def other_answers(trial, field, value, tried):
    """A yes/no question or a choice: each other answer that changes the outcome, each outcome once (for a
    choice, the first option in the form's order that gives it)."""
    others = [answer for answer in (True, False) if answer != value] if field.kind == "bool" else \
        [option for option in field.choices if option != value and (tried is None or option in tried)]
    changes = []
    for answer in others:
        changed = trial.changed(field, answer)
        if changed is None:
            continue
        mine = outcome(changed)
        if not same(mine, trial.outcome) and not [one for one in changes if same(outcome(one[2]), mine)]:
            changes.append((field, answer, changed, None, "true" if answer is True else "false" if answer is False
                            else answer, 0))
    return changes


def candidates(limits, value):
    """The values to try from ``limits``: [below, nearest first], [above, nearest first]."""
    below, above = [], []
    for last, provision in limits:
        if last is None:
            continue
        if value > last:
            if not [seen for seen in below if seen[0] == last]:
                below.append((last, provision))
        else:
            tried = after(last)
            if not [seen for seen in above if seen[0] == tried]:
                above.append((tried, provision))
    below.sort(key=lambda pair: pair[0])
    below.reverse()
    above.sort(key=lambda pair: pair[0])
    return [below, above]


def nearest(trial, field, value, directions, steps):
    """A number or a date: each different outcome once, at the value nearest ``value``."""
    chosen = []
    for way in range(2):
        tried = []
        for candidate, provision in directions[way]:
            changed = trial.changed(field, contract(candidate))
            if changed is not None:
                tried.append((candidate, provision, changed, outcome(changed)))
        for index in range(len(tried)):
            candidate, provision, changed, mine = tried[index]
            if same(mine, trial.outcome) or [one for one in tried[:index] if same(one[3], mine)]:
                continue
            beyond = before(candidate) if way == 0 else after(candidate)
            reaches = not steps and not problem(field, contract(beyond)) and not [
                one for one in tried[index + 1:] if not same(one[3], mine)]
            form = ("at_most" if way == 0 else "at_least") if reaches else "exactly"
            change = (field, contract(candidate), changed, provision, form, apart(candidate, value))
            kept = [number for number in range(len(chosen)) if same(outcome(chosen[number][2]), mine)]
            if not kept:
                chosen.append(change)
            elif change[5] < chosen[kept[0]][5]:
                chosen[kept[0]] = change
    return chosen


# ---------------------------------------------------------------- an item

def rank(base, changed):
    """The item's place in the list (see the module's docstring)."""
    status, permits = changed["permit"]["status"], changed["permit"]["permits_needed"]
    if status != base["permit"]["status"]:
        return 0, STATUSES.index(status)
    if permits != base["permit"]["permits_needed"]:
        return 1, 0 if permits < base["permit"]["permits_needed"] else 1
    return 2, 0 if first_day(changed) >= first_day(base) else 1


def first_day(result):
    """The earliest day to act by ("" for none)."""
    days = [item["act_by"] for item in result["deadlines"] if "act_by" in item]
    days.sort()
    return days[0] if days else ""


def differing_days(base, changed):
    """{id: {"date", "act_by"}} of the days to act by that differ (None, None: the day goes), and their ids
    in the order the results list them."""
    mine, theirs = outcome(base)[2], outcome(changed)[2]
    order = [item["id"] for item in changed["deadlines"] if item["id"] in theirs] + [
        item["id"] for item in base["deadlines"] if item["id"] in mine and item["id"] not in theirs]
    days = {}
    for ident in order:
        old, new = mine.get(ident), theirs.get(ident)
        if new is None:
            days[ident] = {"date": None, "act_by": None}
        elif old is None or old["date"] != new["date"] or old["act_by"] != new["act_by"]:
            days[ident] = {"date": new["date"], "act_by": new["act_by"]}
    return days, [ident for ident in order if ident in days]


def deciding_cite(base, changed, order):
    """The provision a yes/no or choice change turns on: the first reason only the changed answer gives,
    else the first only the answer gives, else the first day that differs."""
    before_texts = [reason["text"] for reason in base["permit"]["reasons"]]
    after_texts = [reason["text"] for reason in changed["permit"]["reasons"]]
    for reason in changed["permit"]["reasons"]:
        if reason["text"] not in before_texts:
            return reason["cite"]
    for reason in base["permit"]["reasons"]:
        if reason["text"] not in after_texts:
            return reason["cite"]
    for result in (changed, base):
        for item in result["deadlines"]:
            if order and item["id"] == order[0]:
                return item["cite"]
    return changed["permit"]["reasons"][0]["cite"]


def described(say, rules, base, field, value, changed, provision, form):
    """The item for ``field`` answered ``value`` (``changed``: its result)."""
    status, permits = changed["permit"]["status"], changed["permit"]["permits_needed"]
    days, order = differing_days(base, changed)
    effects = []
    if status != base["permit"]["status"]:
        effects.append(say.count("what_if.status.required", permits) if status == "required"
                       else say("what_if.status." + status))
    elif permits != base["permit"]["permits_needed"]:
        effects.append(say.count("what_if.permits", permits))
    if status != "not_required":
        for ident in order:
            act_by = days[ident]["act_by"]
            effects.append(say("what_if.no_day." + ident) if act_by is None else
                           say("what_if.day." + ident, day=say.date(parse_shown(act_by))))
    cite = rules.ARTICLE.cite(provision.anchor, say.language) if provision else deciding_cite(base, changed, order)
    return {"field": field.name, "value": value, "permit_status": status, "permits_needed": permits,
            "deadlines": days, "cite": cite,
            "text": say("what_if.sentence", change=change_words(say, field, value, form), effect=say.every(effects))}


def change_words(say, field, value, form):
    """The change in words: "With 250 people or fewer at any one time"."""
    key = "what_if.%s.%s" % (field.name, form)
    if field.kind == "date":
        words = say.date(parse_shown(value))
    elif field.kind in ("int", "number"):
        words = say.number(value)
    else:
        return say(key)
    if type(say.entry(key)) is tuple:
        return say.count(key, value, value=words)
    return say(key, value=words)

