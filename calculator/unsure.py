"""Answers the organizer is not sure of: work the result out every way and combine.

A yes/no question may be answered ``"unsure"``.  ``evaluate`` works out a jurisdiction's
two-valued rules for every combination of yes and no for those questions and combines
the results so that nothing the organizer may need is left out:

- ``permit.status`` is the common status, or ``unclear`` with a first reason (kind
  ``unsure``) naming the questions that would settle it, and a headline, verdict and next
  step that say what to find out ("Permit: depends on 2 of your answers"), never that the
  rules are unclear; ``permits_needed`` is the largest;
- a deadline is present if any combination has it, dated the earliest (its ``act_by`` too);
- a requirement is present if any combination has it, with the largest quantity, and
  is never ``not_required`` when some combination requires it or may;
- a checklist item is present if any combination has it, never less than "if it
  applies to you" when some combination requires it;
- warnings are the union.

A reason or a warning that only some combinations give says when it holds, never as if it
applied: "If the event is for selling used goods: Events for selling used goods are banned."
(``if.true`` / ``if.false`` of each yes/no question in the place's catalogs), or "For some
answers to ...:" where no one set of answers says it.

Where the combinations differ, the item gets ``depends_on`` (the questions that change
it, in the order they are asked) and ``note`` (a sentence naming them).  Lists keep
the rules' order.  Runs on CPython and MicroPython alike.

Only the combinations the rules can tell apart are worked out (``branches``): the rules
read their answers through ``Answers``, which notes each "unsure" question they read, so
one run stands for every combination that answers the questions it read the same way.
And only the different results are combined (``distinct``).  Rules given as ``Parts``
(results.py) are worked out part by part, each part over the questions it reads, and
each key of the result is combined from the different results of the parts that give it
(``part_views``): for a City street fair with all seven unsure, 19 part runs and 4, 2, 6,
3 and 8 results to combine for the permit, the deadlines, the requirements, the warnings
and the checklist, where the whole rules took 96 runs and 48 results.  The wording of a
combined item is made once, after combining.  The result is
exactly that of combining every combination worked out on its own: each choice below
takes the first combination that has something, by the combination's number, and the
different results come in the order of the first combination giving each, so the first
that has something is the same; nothing counts how many combinations give a result.
"""

from .inputs import UNSURE
from .results import Parts, whole
from .words import DEFAULT, of

# More demanding first: how a combined requirement or checklist item is chosen.
APPLIES_RANK = ("required", "may_be_required", "unclear", "not_required")
CHECKLIST_RANK = ("required", "if_applicable", "missing")


def evaluate(rules_evaluate, values, unsure, today, holidays):
    """Combine ``rules_evaluate(values, today, holidays)`` over every yes/no for ``unsure``; the notes
    in the language of ``values["language"]``."""
    language = values.get("language", DEFAULT)
    if type(rules_evaluate) is Parts:
        return _combined(of(language), part_views(rules_evaluate.parts, values, unsure, today, holidays))
    return combine(branches(rules_evaluate, values, unsure, today, holidays), unsure, language)


# ---------------------------------------------------------------- working out the combinations


class Answers:
    """The answers as one run of the rules sees them: each "unsure" question has the yes/no in
    ``chosen``, or, the first time the rules read it, no (False), noted in ``guessed``.

    The rules read answers only as ``values[name]`` (or ``.get``, ``in``); anything else
    (changing or listing them) fails here, so that no read goes unnoted."""

    def __init__(self, values, chosen):
        self.values = values
        self.chosen = chosen
        self.guessed = []

    def __getitem__(self, name):
        chosen = self.chosen
        if name in chosen:
            return chosen[name]
        value = self.values[name]
        if value == UNSURE:
            self.guessed.append(name)
            chosen[name] = False
            return False
        return value

    def get(self, name, default=None):
        return self[name] if name in self.values else default

    def __contains__(self, name):
        return name in self.values

    def __iter__(self):
        raise TypeError("the rules read answers one by one, by name")


def branches(rules_evaluate, values, unsure, today, holidays):
    """The rules' result for each combination of yes and no for ``unsure`` (number ``mask``: bit i
    set means yes to ``unsure[i]``), with one run for all the combinations that answer the
    questions the run read the same way (they share the result object)."""
    bits = {}
    for bit, field in enumerate(unsure):
        bits[field.name] = 1 << bit
    every = (1 << len(unsure)) - 1
    found = [None] * (every + 1)
    waiting = [{}]
    while waiting:
        fixed = waiting.pop()
        answers = Answers(values, dict(fixed))
        result = rules_evaluate(answers, today, holidays)
        # The same run with a yes where it guessed no: each one another branch of the rules.
        before = dict(fixed)
        for name in answers.guessed:
            other = dict(before)
            other[name] = True
            waiting.append(other)
            before[name] = False
        read, yes = 0, 0
        for name in answers.chosen:
            read |= bits[name]
            if answers.chosen[name]:
                yes |= bits[name]
        free = every & ~read
        others = free
        while True:  # every combination of the questions this run did not read
            found[yes | others] = result
            if not others:
                break
            others = (others - 1) & free
    return found


class View:
    """What some of the result's keys are read from: the different results (``results``), the number
    of the one each combination gives (``result_of``) and their ``Combinations``."""

    def __init__(self, results, result_of, combinations):
        self.results = results
        self.result_of = result_of
        self.combinations = combinations


KEYS = ("permit", "deadlines", "requirements", "warnings", "checklist")
# A warning about a deadline is kept only from the combinations that give the deadline's date shown: the
# warnings are combined with the deadlines beside them.
READ_WITH = {"warnings": "deadlines"}


def part_views(parts, values, unsure, today, holidays):
    """For rules given as ``Parts``, the ``View`` each key of the result is combined from: each part
    worked out over its own branches, and the results of the parts that give the key (and the keys
    it is combined with) joined, each combination's from that combination's parts."""
    results, numbers, gives = [], [], []
    for part in parts:
        different, result_of = distinct(branches(part, values, unsure, today, holidays))
        results.append(different)
        numbers.append(result_of)
        keys = {}
        for result in different:
            for key in result:
                keys[key] = True
        gives.append(keys)
    views, made = {}, {}
    for key in KEYS:
        read = tuple([number for number in range(len(parts)) if key in gives[number] or
                      READ_WITH.get(key) in gives[number]])
        view = made.get(read)
        if view is None and len(read) == 1:
            view = made[read] = View(results[read[0]], numbers[read[0]], Combinations(unsure, numbers[read[0]]))
        elif view is None:
            joined, found = {}, []
            for mask in range(len(numbers[0])):
                which = tuple([numbers[number][mask] for number in read])
                result = joined.get(which)
                if result is None:
                    result = joined[which] = whole([results[read[at]][which[at]] for at in range(len(read))])
                found.append(result)
            different, result_of = distinct(found)
            view = made[read] = View(different, result_of, Combinations(unsure, result_of))
        views[key] = view
    return views


def distinct(branches):
    """(the different results among ``branches``, in the order of the first branch that gives
    each; for each branch, the number of its result among them).  Results are compared part
    by part (``==``), so equal results from separate runs count once."""
    results, result_of, by_object, by_parts, seen = [], [], {}, {}, {}
    for branch in branches:
        number = by_object.get(id(branch))
        if number is None:
            parts = []
            for name in sorted(branch):
                values = seen.setdefault(name, [])
                value = branch[name]
                index = 0
                while index < len(values) and values[index] != value:
                    index += 1
                if index == len(values):
                    values.append(value)
                parts.append(index)
            parts = tuple(parts)
            number = by_parts.get(parts)
            if number is None:
                number = by_parts[parts] = len(results)
                results.append(branch)
            by_object[id(branch)] = number
        result_of.append(number)
    return results, result_of


class Combinations:
    """The "unsure" questions (``fields``) and which of the different results each combination
    of answers gives: ``pairs[i]``, the pairs of results that two combinations differing only
    in the answer to ``fields[i]`` give, where they differ."""

    def __init__(self, fields, result_of):
        self.fields = fields
        self.result_of = result_of
        self.pairs = []
        for bit in range(len(fields)):
            step, pairs = 1 << bit, {}
            for low in range(0, len(result_of), 2 * step):  # each combination with no to fields[i]
                for mask in range(low, low + step):
                    one, other = result_of[mask], result_of[mask + step]
                    if one != other:
                        pairs[(one, other)] = True
            self.pairs.append(list(pairs))

    def condition(self, holds):
        """When the results that ``holds`` marks (a bool for each different result) are given: ``[(field,
        answer)]`` if exactly the combinations with those yes/no answers give them, [] if every combination
        does, None if no such list says it."""
        masks = [mask for mask in range(len(self.result_of)) if holds[self.result_of[mask]]]
        if len(masks) == len(self.result_of):
            return []
        if not masks:
            return None
        fixed = []
        for bit, field in enumerate(self.fields):
            answers = [(mask >> bit) & 1 for mask in masks]
            if answers.count(answers[0]) == len(answers):
                fixed.append((field, answers[0] == 1))
        if len(masks) != 1 << (len(self.fields) - len(fixed)):
            return None
        return fixed


def combine(branches, unsure, language=DEFAULT):
    """One result from ``branches`` (branch number ``mask``: bit i set means yes to ``unsure[i]``)."""
    results, result_of = distinct(branches)
    return combine_distinct(results, Combinations(unsure, result_of), language)


def combine_distinct(branches, unsure, language=DEFAULT):
    """One result from the different results ``branches`` (``unsure``: ``Combinations``); its notes in
    ``language``."""
    view = View(branches, list(range(len(branches))), unsure)
    views = {}
    for key in KEYS:
        views[key] = view
    return _combined(of(language), views)


def _combined(say, views):
    """One result from the ``View`` of each of its keys.  A choice among combinations that differ in
    their words (``_preferred``) is made once, for the first combination giving the deadlines chosen,
    and read in each view as the result that combination gives there."""
    permit, dates, requirements, warnings, checklist = [views[key] for key in KEYS]
    deadlines = indexed(dates.results, "deadlines")
    combined = _combine_deadlines(say, dates.results, dates.combinations, deadlines)
    chosen = dates.result_of.index(_preferred(deadlines, combined))
    return {
        "permit": _combine_permit(say, permit.results, permit.combinations),
        "deadlines": combined,
        "requirements": _combine_items(say, requirements.results, requirements.combinations, "requirements",
                                       requirements.result_of[chosen]),
        "warnings": _combine_warnings(say, warnings.results, warnings.combinations, warnings.result_of[chosen],
                                      combined, deadlines if warnings is dates else indexed(warnings.results,
                                                                                            "deadlines")),
        "checklist": _combine_items(say, checklist.results, checklist.combinations, "checklist",
                                    checklist.result_of[chosen]),
    }


# ---------------------------------------------------------------- which questions matter


def deciding(unsure, keys):
    """The questions whose answer changes ``keys[mask]`` for some answers to the others.

    ``unsure``: the questions, and ``keys`` one per combination; or ``Combinations``, and
    ``keys`` one per different result."""
    first = keys[0]
    if not [key for key in keys if key != first]:
        return []
    if type(unsure) is not Combinations:
        unsure = Combinations(unsure, list(range(len(keys))))
    found = []
    for bit, field in enumerate(unsure.fields):
        for one, other in unsure.pairs[bit]:
            if keys[one] != keys[other]:
                found.append(field)
                break
    return found


def _note(say, key, fields, **values):
    """A note naming the questions ``fields`` ("whether ..., whether ... and whether ...")."""
    return say(key, questions=say.every([field.text("label", say.language) for field in fields]),
               that=say.count("unsure.that", len(fields)), **values)


def _when(say, unsure, holds, text):
    """``text`` as it holds: "If <answers>: <text>" for what only some combinations give (``holds``: a bool
    for each different result), "For some answers to <questions>: <text>" where no one set of answers says
    when; as it is where every combination gives it."""
    found = unsure.condition(holds)
    if found:
        return say("unsure.if", answers=say.every([field.text("if.true" if answer else "if.false", say.language)
                                                   for field, answer in found]), text=text)
    if found is None:
        return _note(say, "unsure.if_some", deciding(unsure, holds), text=text)
    return text


def _mark(item, fields, note):
    item["depends_on"] = [field.name for field in fields]
    item["note"] = note
    return item


# ---------------------------------------------------------------- the parts of a result


def merged_ids(lists, key="id"):
    """Every id in ``lists``, each once, keeping each list's order (an id new in a later list
    goes right after the id before it in that list)."""
    order, seen, done = [], {}, {}
    for items in lists:
        idents = tuple([item[key] for item in items])
        if idents in done:
            continue
        done[idents] = True
        before = -1
        for ident in idents:
            if ident in seen:
                before = order.index(ident)
            else:
                before += 1
                order.insert(before, ident)
                seen[ident] = True
    return order


def indexed(branches, part, key="id"):
    """For each branch, its items of ``part`` by id."""
    indexes = []
    for branch in branches:
        index = {}
        for item in branch[part]:
            index[item[key]] = item
        indexes.append(index)
    return indexes


def _combine_permit(say, branches, unsure):
    permits = [branch["permit"] for branch in branches]
    statuses = [permit["status"] for permit in permits]
    counts = [permit["permits_needed"] for permit in permits]
    reasons = []
    texts = merged_ids([permit["reasons"] for permit in permits], "text")
    index = indexed(permits, "reasons", "text")
    for text in texts:
        for mine in index:
            if text in mine:
                reason = dict(mine[text])
                reason["text"] = _when(say, unsure, [text in theirs for theirs in index], text)
                reasons.append(reason)
                break
    status = statuses[0]
    keys = [(statuses[i], counts[i]) for i in range(len(branches))]
    fields = deciding(unsure, keys)
    own = {}
    if fields:
        if [s for s in statuses if s != status]:
            status = "unclear"
            kind = "allowed" if "prohibited" in statuses and "not_required" not in statuses else "permit"
            text = _note(say, "unsure.status", fields, whether=say("unsure.whether_" + kind))
            # What to find out, not "the rules are unclear": the answers are.
            own = {"headline": say("unsure.headline." + kind), "verdict": say.count("unsure.verdict", len(fields)),
                   "next_step": _note(say, "unsure.next_step", fields)}
        else:
            text = _note(say, "unsure.count", fields)
        source = _differing_reason(index, texts) or reasons[0]
        reasons.insert(0, {"text": text, "kind": "unsure", "cite": source["cite"], "quote": source["quote"],
                           "depends_on": [field.name for field in fields]})
    combined = {"status": status, "permits_needed": max(counts), "reasons": reasons}
    for key in ("headline", "verdict", "next_step"):  # the rules' own words, kept where every combination gives them
        words = [permit.get(key) for permit in permits]
        if words[0] and not [other for other in words if other != words[0]]:
            combined[key] = words[0]
    combined.update(own)
    return combined


def _differing_reason(index, texts):
    """The first reason some combinations give and others do not: the rule the answer turns on."""
    for text in texts:
        holders = [mine[text] for mine in index if text in mine]
        if len(holders) < len(index):
            return holders[0]
    return None


def _combine_deadlines(say, branches, unsure, index):
    items = []
    for ident in merged_ids([branch["deadlines"] for branch in branches]):
        found = [mine.get(ident) for mine in index]
        held = [item for item in found if item]
        earliest = held[0]
        for item in held:
            if (item["date"], item.get("act_by") or "") < (earliest["date"], earliest.get("act_by") or ""):
                earliest = item
        item = dict(earliest)
        fields = deciding(unsure, [(entry["date"], entry.get("act_by")) if entry else None for entry in found])
        if fields:
            _mark(item, fields, _note(say, "unsure.some_answers" if len(held) < len(found) else "unsure.date",
                                      fields))
        items.append(item)
    return items


def _preferred(index, deadlines):
    """The number of the branch that gives the most of the combined deadline dates (the first on
    a tie).  Its wording is used for an item the branches word differently, so that a warning
    about a deadline speaks of the date shown."""
    best, score = 0, -1
    for number, mine in enumerate(index):
        points = 0
        for item in deadlines:
            if _gives(mine, item):
                points += 1
        if points > score:
            best, score = number, points
    return best


def _combine_items(say, branches, unsure, part, preferred):
    """Requirements (``applies``, ``quantity``) or checklist items (``status``)."""
    rank = APPLIES_RANK if part == "requirements" else CHECKLIST_RANK
    verdict = "applies" if part == "requirements" else "status"
    index = indexed(branches, part)
    items = []
    for ident in merged_ids([branch[part] for branch in branches]):
        found = [mine.get(ident) for mine in index]
        held = [entry for entry in found if entry]
        item = found[preferred] or held[0]
        strongest = min([rank.index(entry[verdict]) for entry in held])
        if rank.index(item[verdict]) != strongest:
            item = [entry for entry in held if rank.index(entry[verdict]) == strongest][0]
        item = dict(item)
        fields = deciding(unsure, [_item_key(entry, verdict) for entry in found])
        if fields:
            item[verdict] = _combined_verdict(part, [entry[verdict] for entry in held], len(held) < len(found))
            if part == "requirements":
                amounts = [entry["quantity"] for entry in held if entry["quantity"] is not None]
                item["quantity"] = max(amounts) if amounts else None
            _mark(item, fields, _note(say, "unsure.most" if part == "requirements" else "unsure.depends", fields))
        items.append(item)
    return items


def _item_key(entry, verdict):
    if entry is None:
        return None
    return (entry[verdict], entry.get("quantity"), entry.get("formula"), entry["label"])


def _combined_verdict(part, verdicts, missing_somewhere):
    """Where combinations differ: never "not required" while one of them requires it or may."""
    first = verdicts[0]
    if not missing_somewhere and not [v for v in verdicts if v != first]:
        return first
    if part == "requirements":
        if "required" in verdicts or "may_be_required" in verdicts:
            return "may_be_required"
        return "unclear" if "unclear" in verdicts else "not_required"
    if "missing" in verdicts and not missing_somewhere and "required" not in verdicts \
            and "if_applicable" not in verdicts:
        return "missing"
    return "if_applicable"


def _combine_warnings(say, branches, unsure, preferred, deadlines, deadline_index):
    """The union.  A warning about a deadline (``<deadline id>_...``) comes from a combination
    that gives the date shown, so it never speaks of a date the result does not show."""
    index = indexed(branches, "warnings")
    items = []
    for ident in merged_ids([branch["warnings"] for branch in branches]):
        found = [mine.get(ident) for mine in index]
        about = _deadline_of(ident, deadlines)
        if about:
            found = [entry if entry and _gives(dates, about) else None
                     for entry, dates in zip(found, deadline_index)]
        held = [entry for entry in found if entry]
        if not held:
            continue
        item = dict(found[preferred] or held[0])
        item["message"] = _when(say, unsure, [entry is not None for entry in found], item["message"])
        fields = deciding(unsure, [entry["message"] if entry else None for entry in found])
        if fields:
            _mark(item, fields, _note(say, "unsure.depends", fields))
        items.append(item)
    return items


def _deadline_of(ident, deadlines):
    for item in deadlines:
        if ident.startswith(item["id"] + "_"):
            return item
    return None


def _gives(dates, deadline):
    """Whether a branch (its deadlines by id) gives ``deadline`` on the date shown."""
    mine = dates.get(deadline["id"])
    return mine is not None and mine["date"] == deadline["date"] and mine.get("act_by") == deadline.get("act_by")
