"""What would change the answer, as a guide's table: one row for each change of one answer.

A place declares, in its ``examples.yaml``, the event a guide shows its what-ifs for: an example
part ``what_if`` (``calculator/build/examples.py``), with its ``input`` and which changes to
show (``show``).  ``hooks/guide_examples.py`` evaluates that input with what would change the
answer (``evaluate(answers, what_if=True)``, as the command line does) and asks this module for
the table: it knows no place, and every word it shows is a catalog entry (``guide.what_if.*``,
the calculator's ``summary.*``) or an item's own words (``text``, from the catalogs too).

``show`` picks the items (``SHOWN``):

- ``permit``: the changes of the permit's status or of the number of permits;
- ``days``: the changes of a day to act by (a day that comes, goes or moves);
- ``all``: every item.

The columns (``COLUMNS``): the change (the item's ``text``); what the calculator would say (its
headline for the answers with the change); the day to act on if it differs (each changed day
as the calculator leads it, "Apply by Wednesday, May 19, 2027"; a day that would go, "No need to
apply", or "Not needed" for a day of a place's own that the calculator does not lead; none, "No
change"); and the rule (the item's ``cite``, which the caller links as its pages link a clause).

The build and the tests read this module; the calculator does not (CPython only).
"""

from .. import summary, words

SHOWN = ("permit", "days", "all")
COLUMNS = ("change", "answer", "day", "rule")
KEY = "guide.what_if."


def headings(language=words.DEFAULT):
    """The table's headings, in ``COLUMNS`` order."""
    say = words.of(language)
    return [say(KEY + "heading." + column) for column in COLUMNS]


def shown(result, show):
    """The items of ``result["what_would_change"]`` that ``show`` (see ``SHOWN``) picks, in their order."""
    if show not in SHOWN:
        raise ValueError("what_if: show is one of %s, not %r" % (", ".join(SHOWN), show))
    permit = result["permit"]
    items = result["what_would_change"]
    if show == "permit":
        return [item for item in items if item["permit_status"] != permit["status"]
                or item["permits_needed"] != permit["permits_needed"]]
    if show == "days":
        return [item for item in items if item["deadlines"]]
    return list(items)


def changed(answers, item):
    """The answers with the item's one change."""
    return dict(answers, **{item["field"]: item["value"]})


def day(item, language=words.DEFAULT):
    """The days to act by that the change moves, as the calculator leads them, joined; "No change" if none."""
    say = words.of(language)
    if not item["deadlines"]:
        return say(KEY + "same_day")
    told = []
    for ident in item["deadlines"]:
        moved = item["deadlines"][ident]
        if moved["act_by"] is not None:
            told.append(summary.lead({"id": ident, "date": moved["date"], "act_by": moved["act_by"]}, language))
        elif ident in summary.ACTS:
            told.append(say(KEY + "no_day." + ident))
        else:
            told.append(say(KEY + "not_needed"))
    return say.every(told)


def rows(answers, result, show, language=words.DEFAULT):
    """``[(item, [change, answer, day])]``: each item shown and its cells but the rule's (the caller links
    ``item["cite"]``, as its pages link a clause).  ``result`` is ``evaluate(answers, what_if=True)``; the
    answer is worked out again with each change, as the calculator would give it."""
    from .. import evaluate

    found = shown(result, show)
    if not found:
        raise ValueError("what_if: no change of one answer gives a different %s for this event: "
                         "pick another event, or another `show`" % show)
    table = []
    for item in found:
        after = evaluate(changed(answers, item))
        if (after["permit"]["status"], after["permit"]["permits_needed"]) != (item["permit_status"],
                                                                              item["permits_needed"]):
            raise ValueError("what_if: %s = %r gives %s, not the item's %s" % (
                item["field"], item["value"], after["permit"]["status"], item["permit_status"]))
        # what the calculator would say: its headline (the rules' own where they word it)
        table.append((item, [item["text"], summary.headline(after, language), day(item, language)]))
    return table


__all__ = ["SHOWN", "COLUMNS", "headings", "shown", "changed", "day", "rows"]
