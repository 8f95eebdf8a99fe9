"""The answer on the calculator page, as plain data: its sections in order, and what changed.

Answer first: the panel (the verdict: the status and the headline, which agree; the number of
permits where it is known; the day to apply by, said once, with one line for why it is earlier
than the rules' own day; the next step; words from ``next_step`` and ``summary``; then "You may
need to provide", in the place's groups, one item a line with its amount, a link to the item;
what it was worked out for; the buttons), then "Why" (collapsed: the reasons, and each day's
readings and closed days, told once), the deadlines the organizer acts on, what the office must
do (no countdown), warnings, what may be required, one collapsed list of what is not required,
the checklist, how to apply and the answers given ("Your answers", each with a link back to its
question).  Each item has an id and one compact citation: the clause's
link, and its words on demand, named after the clause; a requirement or checklist item
using a word of calculator/glossary.py has "Words: ..." beside it, its plain meaning on demand.

Its words are the catalogs' (``page.*``, ``summary.*``, ``next_step.*``: calculator/words.py), in
the ``language`` given to ``sections``.

``sections(result, left_out, start, given=rows, language=...)`` returns ``[{"key", "into", "node",
"items", "language"}]``:
``into`` is the id of the element the section goes in, ``node`` the section itself as
``[kind, args]`` and ``items`` its ``[key, kind, entry, extra]``, which go in the
section's ``items`` part.  ``build`` makes a node from those (``build(kind, args, language)``,
``build(kind, [entry, extra], language)``), so a node is only made when they changed: they are the
result's own parts, cheap to compare.  A node is what the glue clones from
``<template id="calc-template-NAME">`` (overrides/partials/calculator-templates.html)
and fills::

    {"template": NAME,
     "text": "...",           # put first in the element (optional)
     "attrs": {...},          # its attributes: True present, False or "" absent (optional)
     "children": [nodes],     # put in it, after what it holds (optional)
     "slots": {part: value}}  # its parts marked data-slot="part": a part not named is left
                              # out; text fills it; {"text", "attrs", "children"} fills it

``Shown`` remembers what the page shows and turns new sections into the changes that
bring the page up to date: only what changed is built and rebuilt.
"""

from .. import glossary, next_step, summary
from ..words import DEFAULT, of

ROOT = "../"   # the site's root, as seen from the calculator page (the English one: calculator/)
OPEN, CLOSE = "\u201c", "\u201d"   # the quotes around the ordinance's own English words in every catalog


def root_of(language=DEFAULT):
    """The site's root as seen from the calculator page in ``language``: the English page is calculator/
    (``ROOT``), a page in another language <language>/calculator/ (docs/calculator/index.es.md)."""
    return ROOT if language == DEFAULT else "../" + ROOT


def page_href(href, root=ROOT):
    """An address from the site's root, as seen from the calculator page (``root``: the site's root from it)."""
    if ":" in href or href.startswith("/"):
        return href
    return root + href


def announcement(result, language=DEFAULT):
    """What the page announces when the answer changes: the headline, the day to apply by (unless
    it has passed: the headline says so), and the number of deadlines."""
    say = of(language)
    words = [next_step.sentence(next_step.headline(result, language))]
    deadline = next_step.apply_by(result)
    if deadline is not None and not deadline["passed"]:
        words.append(say("next_step.day_left", day=summary.lead(deadline, language),
                         left=summary.when(deadline, result["today"], language=language)))
    return " ".join(words + [say.count("page.deadlines_count", len(summary.acted_on(result)))])


def jump(result, language=DEFAULT):
    """The phone bar's words: the headline as a sentence, and the day to apply by."""
    words = [{"template": "jump-headline", "text": next_step.sentence(next_step.headline(result, language))}]
    day = next_step.jump_day(result, language)
    if day:
        words.append({"template": "jump-day", "text": " " + day})
    return words


def frame(result):
    """The writes (see ``form``) around the sections: the panel, the phone bar, the calendar button."""
    if result is None:
        return [["#calc-panel", {"hidden": True}], ["#calc-jump", {"hidden": True}]]
    return [["#calc-panel", {"hidden": False, "data-status": result["permit"]["status"]}],
            ["#calc-jump", {"hidden": False}], ["#calc-calendar", {"hidden": not result["deadlines"]}]]


# ------------------------------------------------------------ the sections


def sections(result, left_out, start, panel_only=False, given=(), language=DEFAULT, root=ROOT):
    """The answer's sections (see above).  ``left_out``: the labels of the answers the rules
    refused; ``start``: the event's start date, or None; ``panel_only``: only the panel's;
    ``given``: the answers given, as ``summary.answers_given`` has them; ``language``: the
    words of the page around the result's own; ``root``: the site's root as seen from the page
    (each section carries both, for ``build``)."""
    say, where = of(language), (language, root)
    provided = [[group[0] or "rest", "provide-group", group, None] for group in summary.provide_groups(result, language)]
    out = [section("verdict", ["verdict", verdict_words(result, left_out, language)], where,
                   into="calc-result-head"),
           section("provide", ["provide", [bool(provided)]], where, provided, into="calc-result-provide"),
           section("context", ["context", [context_words(result, start, language)]
                               + ([] if language == DEFAULT else [summary.article_title(result["jurisdiction"])])],
                   where, into="calc-result-context")]
    if panel_only:
        return out
    status, place = result["permit"]["status"], result["jurisdiction"]
    today = result["today"]
    # The panel says why its day to apply by is earlier; the list says it of the other days.
    deadlines = [[d["id"], "deadline", d, [today, d["id"] != "apply_by"]] for d in summary.acted_on(result)]
    duties = [[d["id"], "duty", d, None] for d in summary.duties(result)]
    warnings = [[w["id"] + "-" + str(i), "warning", w, i] for i, w in enumerate(summary.warnings(result))]
    reasons = [[str(i), "reason", r, i] for i, r in enumerate(summary.why(result))]
    applying = [[q["id"], "requirement", q, place] for q in result["requirements"] if q["applies"] != "not_required"]
    not_applying = [q for q in result["requirements"] if q["applies"] == "not_required"]
    checks = [[c["id"], "check", c, None] for c in result["checklist"]]
    answered = [[row[0], "answer-row", row, None] for row in given]
    title = say("page.requirements_no_permit" if status == "not_required" else "page.requirements")
    out += [section("reasons", ["why", [len(reasons)]], where, reasons),
            listing("deadlines", say("page.deadlines"), "calc-deadlines", say("page.no_deadlines"), deadlines,
                    where),
            listing("duties", say("summary.duties", place=summary.named(place, language)), "calc-duties", "",
                    duties, where),
            listing("warnings", say("page.warnings"), "calc-warnings", "", warnings, where),
            listing("requirements", title, "calc-requirements", "", applying, where, "calc-requirements-title"),
            section("not_required", ["not-required", [[q["label"] for q in not_applying], status]], where,
                    [[q["id"], "not-required-item", q, None] for q in not_applying]),
            listing("checklist", say("page.checklist"), "calc-checklist", say("page.nothing_to_prepare"), checks,
                    where, "calc-checklist-title"),
            section("apply", ["apply", [result["jurisdiction"]]], where),
            section("answers", ["answers", [bool(answered)]], where, answered)]
    return out


def section(key, node, where=(DEFAULT, ROOT), items=(), into="calc-result-body"):
    """A section: ``where`` is (the words' language, the site's root from the page)."""
    return {"key": key, "into": into, "node": node, "items": list(items), "language": where[0], "root": where[1]}


def listing(key, title, cls, empty, items, where=(DEFAULT, ROOT), title_cls=""):
    return section(key, ["list", [title, cls, empty, bool(items), title_cls]], where, items)


def verdict_words(result, left_out, language=DEFAULT):
    """What the verdict says: [status, its words, headline, [[term, words, class, note]], note]."""
    say = of(language)
    status = result["permit"]["status"]
    deadline = next_step.apply_by(result)
    day_note = next_step.day_note(result, language)
    facts = [[say("page.fact.permits"), next_step.permits(result, language), "", ""],
             [say("page.fact.apply_by"), next_step.last_day(result, language),
              "calc-facts__day calc-facts__late" if deadline and deadline["passed"] else "calc-facts__day", day_note],
             [say("page.fact.next_step"), next_step.next_step(result, language), "", ""]]
    note = None
    if left_out:
        note = say("page.left_out", labels=say("list.comma").join(left_out))
    return [status, summary.verdict(result, language), next_step.headline(result, language),
            [fact for fact in facts if fact[1]], note]


def context_words(result, start, language=DEFAULT):
    """What the answer was worked out for: the place, its article, the event's start, the day."""
    place = result["jurisdiction"]
    values = {"place": summary.place_name(place, language), "article": summary.article_title(place),
              "today": summary.long(result["today"], language)}
    if start:
        return of(language)("page.context_start", start=summary.long(start, language), **values)
    return of(language)("page.context", **values)


def context_node(words, article=None, language=DEFAULT, root=ROOT):
    """What the answer was worked out for; on a page in another language than English, the article's
    official title in it (English: the ordinance's own name) is marked ``lang="en"``."""
    if not article or article not in words:
        return {"template": "context", "text": words, "attrs": {}}
    before, after = words.split(article, 1)
    return {"template": "context", "text": before, "attrs": {}, "children": [
        {"template": "text-en", "text": article}, {"template": "text", "text": after}]}


def verdict(status, said, headline, facts, note, language=DEFAULT, root=ROOT):
    """The panel's verdict: the status as ``said`` ("Permit: required unless exempt"), the headline, the
    facts at a glance, and what it leaves out."""
    rows = []
    for term, words, cls, fact_note in facts:
        rows.append({"template": "term", "text": term})
        rows.append({"template": "fact", "text": words, "attrs": {"class": cls}, "slots": {"note": fact_note or None}})
    return {"template": "verdict", "attrs": {"data-status": status}, "slots": {
        "status": said,
        "headline": {"text": headline, "attrs": {"id": "calc-headline", "data-status": status}},
        "facts": {"children": rows}, "note": note}}


def apply_node(place, language=DEFAULT, root=ROOT):
    """How to apply: the office's details (a link where there is one) and when the text was last checked."""
    contact, checked = next_step.how_to_apply(place, language), next_step.text_last_checked(place, language)
    rows = []
    for row in contact:
        rows.append({"template": "term", "text": row["label"]})
        if row["href"]:
            rows.append({"template": "contact", "slots": {"link": {"text": row["text"],
                                                                   "attrs": {"href": page_href(row["href"], root)}}}})
        else:
            rows.append({"template": "contact", "text": row["text"]})
    return {"template": "apply", "attrs": {"hidden": not contact and not checked},
            "slots": {"title": of(language)("page.apply"), "rows": {"children": rows} if rows else None,
                      "checked": checked or None}}


def list_node(title, cls, empty, has_items, title_cls, language=DEFAULT, root=ROOT):
    """A titled list of items, or ``empty`` in its place (no list, no words: the section is hidden)."""
    return {"template": "list", "attrs": {"class": "calc-section " + cls + "-section",
                                          "hidden": not has_items and not empty},
            "slots": {"title": {"text": title, "attrs": {"class": title_cls}},
                      "items": {"attrs": {"class": "calc-list " + cls}} if has_items else None,
                      "empty": None if has_items else empty}}


def provide_node(has_items, language=DEFAULT, root=ROOT):
    """"You may need to provide": the requirements in short, in the panel, in the place's groups, each
    item a line with its amount and a link to its item."""
    return {"template": "provide", "attrs": {"hidden": not has_items},
            "slots": {"title": of(language)("summary.provide"), "items": {} if has_items else None}}


def why_node(count, language=DEFAULT, root=ROOT):
    """The reasons, collapsed: "Why (4 reasons)"."""
    return {"template": "why", "attrs": {"hidden": not count},
            "slots": {"summary": of(language).count("page.why", count),
                      "items": {"attrs": {"class": "calc-list calc-reasons"}} if count else None}}


def answers_node(has_items, language=DEFAULT, root=ROOT):
    """The answers given, GOV.UK's "check your answers": each question, its answer, a link back."""
    return {"template": "answers", "attrs": {"hidden": not has_items},
            "slots": {"title": of(language)("page.answers"), "items": {} if has_items else None}}


def not_required_node(labels, status, language=DEFAULT, root=ROOT):
    """What does not apply: one short list, collapsed, without amounts."""
    say = of(language)
    return {"template": "not-required", "attrs": {"hidden": not labels}, "slots": {
        "summary": say("page.not_required_no_permit" if status == "not_required" else "page.not_required",
                       count=len(labels), labels=say("list.comma").join(labels)), "items": {}}}


# ------------------------------------------------------------ the items


def item_id(kind, ident):
    return "calc-%s-%s" % (kind, ident)


def cite(slots, source, quote, language=DEFAULT, root=ROOT):
    """One compact citation in an item's slots: the clause's label as a link to the full
    text, its words on demand (``quote``; None: no words), named after the clause: seen as
    "Quote", heard as "Quote: Conditions C(5): medical care"."""
    slots["cite"] = {"text": source["label"], "attrs": {"href": root + source["href"]}}
    if quote:
        slots["quote"] = ""
        slots["quote-title"] = {"text": of(language)("page.quote"), "children": [heard(": " + source["label"])]}
        # The ordinance's own words, in English: marked so in a page of another language.
        slots["quote-words"] = quote if language == DEFAULT else {"text": quote, "attrs": {"lang": DEFAULT}}
    return slots


def explain(slots, texts, language=DEFAULT):
    """Beside the citation, "Words: Bond, Surety" to open the plain meaning of each word of
    calculator/glossary.py that ``texts`` use (nothing when they use none).  The glossary's words and
    meanings are English only, so a page in another language has none yet (issue #22: the one term
    list is to give them in each language)."""
    if language != DEFAULT:
        return slots
    keys = glossary.found_in(" ".join(text for text in texts if text))
    if keys:
        say = of(language)
        entries = [glossary.entry(key) for key in keys]
        slots["words"] = ""
        slots["words-title"] = say("page.words", terms=say("list.comma").join(item["term"] for item in entries))
        rows = []
        for item in entries:
            rows.append({"template": "term", "text": item["term"]})
            rows.append({"template": "definition", "text": item["definition"]})
        slots["words-list"] = {"children": rows}
    return slots


def heard(words):
    """Words a screen reader reads and the screen does not show."""
    return {"template": "heard", "text": words}


def provide_group(entry, extra=None, language=DEFAULT, root=ROOT):
    """A group of "You may need to provide" (``summary.provide_groups``): its title (none for the rest)
    and its items, one a line: each its label, a link to the item, and its amount."""
    ident, title, items = entry
    lines = [{"template": "provided", "attrs": {"id": item_id("provided", item[0])}, "slots": {
        "link": {"text": item[1], "attrs": {"href": "#" + item_id("requirement", item[0])}},
        "amount": ": " + item[2] if item[2] else None}} for item in items]
    return {"template": "provide-group", "attrs": {"id": item_id("provide", ident or "rest")},
            "slots": {"title": title or None, "items": {"children": lines}}}


def answer_row(entry, extra=None, language=DEFAULT, root=ROOT):
    """One answer given: the question as asked, the answer, and "Change" (heard: "Change the date the
    event starts"), a link to the question."""
    name, question, words, label = entry
    return {"template": "answer-row", "attrs": {"id": item_id("answer", name)}, "slots": {
        "question": question, "answer": words,
        "change": {"text": of(language)("page.change"), "attrs": {"href": "#" + name},
                   "children": [heard(" " + label)]}}}


def reason(entry, index, language=DEFAULT, root=ROOT):
    """A reason of "Why" (``summary.why``: the permit's reasons, then each day's readings and closed days)."""
    kind = entry["kind"]
    say = of(language)
    return {"template": "reason", "attrs": {"data-kind": kind, "id": item_id("reason", index)}, "slots": cite({
        "kind": {"text": say("summary.reason." + kind), "attrs": {"class": "calc-tag calc-tag--" + kind},
                 "children": [heard(say("page.tag_end"))]},
        "text": " " + entry["text"], "note": entry.get("note") or None}, entry["cite"], entry["quote"], language,
        root)}


def deadline(entry, extra, language=DEFAULT, root=ROOT):
    """A deadline the organizer acts on: its day to act by and the days left, what to do, why the day is
    earlier than the rules' (``extra``: [today, whether to say it here: the panel says it of its day])."""
    today, earlier = extra
    when = {"text": " " + summary.when(entry, today, language=language),
            "attrs": {"class": "calc-when calc-when--passed" if entry["passed"] else "calc-when"}}
    return {"template": "deadline", "attrs": {"data-id": entry["id"], "data-value": entry["date"],
                                              "data-act-by": summary.day_to_act(entry),
                                              "id": item_id("deadline", entry["id"])},
            "slots": cite({"date": summary.lead(entry, language), "when": when, "label": entry["label"],
                           "earlier": entry.get("earlier") if earlier and entry.get("earlier") else None,
                           "note": entry.get("note") or None}, entry["cite"], entry["quote"], language, root)}


def duty(entry, extra=None, language=DEFAULT, root=ROOT):
    """What the office must do by a day: the day, with no countdown (it is not the organizer's to meet)."""
    return {"template": "deadline", "attrs": {"data-id": entry["id"], "data-value": entry["date"],
                                              "id": item_id("deadline", entry["id"])},
            "slots": cite({"date": summary.duty(entry, language), "when": None, "label": entry["label"],
                           "earlier": None, "note": entry.get("note") or None}, entry["cite"], entry["quote"],
                          language, root)}


def warning(entry, index, language=DEFAULT, root=ROOT):
    return {"template": "warning", "attrs": {"data-id": entry["id"],
                                             "id": item_id("warning", "%s-%d" % (entry["id"], index))},
            "slots": cite({"message": entry["message"]}, entry["cite"], None, language, root)}


def requirement_attrs(entry):
    attrs = {"data-id": entry["id"], "data-applies": entry["applies"], "id": item_id("requirement", entry["id"])}
    if entry["quantity"] is not None:
        attrs["data-value"] = str(entry["quantity"])
    return attrs


def requirement(entry, place=None, language=DEFAULT, root=ROOT):
    """A requirement that applies or may: its label, amount (or the answers it needs), tag and formula."""
    say = of(language)
    amount = summary.quantity(entry, language) or summary.not_worked_out(entry, language, place)
    applies = entry["applies"]
    return {"template": "requirement", "attrs": requirement_attrs(entry), "slots": explain(cite({
        "label": entry["label"], "amount": ": " + amount if amount else None,
        "applies": {"text": say("summary.applies." + applies), "attrs": {"class": "calc-tag calc-tag--" + applies}},
        "applies-before": say("page.applies_before"),
        "formula": entry["formula"], "note": entry.get("note") or None}, entry["cite"], entry["quote"], language, root),
        (entry["label"], entry["formula"], entry.get("note")), language)}


def not_required(entry, extra=None, language=DEFAULT, root=ROOT):
    """A requirement that does not apply: its name and why, no amount in bold."""
    return {"template": "not-required-item", "attrs": requirement_attrs(entry),
            "slots": cite({"text": entry["label"] + ". " + entry["formula"]}, entry["cite"], entry["quote"], language,
                          root)}


def check(entry, extra=None, language=DEFAULT, root=ROOT):
    status = of(language)("summary.checklist." + entry["status"]).lower()
    return {"template": "check", "attrs": {"data-id": entry["id"], "data-status": entry["status"],
                                           "id": item_id("check", entry["id"])},
            "slots": explain(cite({"label": entry["label"], "status": " (" + status + ")"}, entry["cite"],
                                  entry["quote"], language, root), (entry["label"],), language)}


# ------------------------------------------------------------ the keyed update


def build(kind, args, language=DEFAULT, root=ROOT):
    """The node of a section (``[kind, args]``) or an item (``kind``, ``[entry, extra]``):
    what it shows depends on those only, on the words' ``language`` and the site's ``root``; in a
    language other than English, the ordinance's English words it quotes are marked (``marked``)."""
    node = BUILDERS[kind](*args, language=language, root=root)
    return node if language == DEFAULT else marked(node)


def segments(text):
    """``text`` in runs, ``[(words, lang)]``: each \u201cquoted\u201d run, its quotes with it, is the
    ordinance's own English words (``lang`` "en", tests/test_words.py's convention: a catalog of another
    language quotes nothing else so), the rest ``None``; a quote never closed is no run of its own."""
    out, rest = [], text
    while True:
        start = rest.find(OPEN)
        end = rest.find(CLOSE, start + 1) if start >= 0 else -1
        if end < 0:
            break
        if start:
            out.append((rest[:start], None))
        out.append((rest[start:end + 1], DEFAULT))
        rest = rest[end + 1:]
    if rest or not out:
        out.append((rest, None))
    return out


def runs(text):
    """The nodes of ``text``'s runs (``segments``): templates text-en (``<span lang="en">``) and text;
    None when it quotes nothing."""
    found = segments(text) if text and type(text) is str and OPEN in text else None
    if not found or len(found) == 1 and found[0][1] is None:
        return None
    return [{"template": "text-en" if lang else "text", "text": words} for words, lang in found]


def marked(node):
    """``node`` (built in a language other than English) with the ordinance's English words its text and
    its parts' quote each in an element marked ``lang="en"`` (WCAG 3.1.2, issue #22): a text becomes runs,
    its children (``runs``); what is marked already (the clause's quoted words) is left as it is."""
    if node.get("template") == "text-en" or (node.get("attrs") or {}).get("lang"):
        return node
    found = runs(node.get("text"))
    if found:
        node["text"] = None
        node["children"] = found + list(node.get("children") or [])
    for child in node.get("children") or []:
        marked(child)
    slots = node.get("slots") or {}
    for name in slots:
        value = slots[name]
        if type(value) is dict:
            marked(value)
        else:
            found = runs(value)
            if found:
                slots[name] = {"children": found}
    return node


def section_node(entry):
    """The section's node, with ``data-section="KEY"`` (so the glue finds it) and its items in its ``items`` part."""
    language, root = entry.get("language", DEFAULT), entry.get("root", ROOT)
    node = build(entry["node"][0], entry["node"][1], language, root)
    node["attrs"]["data-section"] = entry["key"]
    if entry["items"]:
        node["slots"]["items"]["children"] = [build(item[1], item[2:], language, root) for item in entry["items"]]
    return node


class Shown:
    """What the answer on the page shows: each section's ``[kind, args]`` and its items."""

    def __init__(self):
        self.order = []    # the section keys shown, in order
        self.shown = {}    # section key -> its entry of ``sections``
        self.nodes = {}    # item id -> its node as last built: what its words are written over (``written_over``)

    def clear(self):
        """Nothing shown any more: ``[{"do": "clear"}]``, the change that takes every section off."""
        self.order, self.shown, self.nodes = [], {}, {}
        return [{"do": "clear"}]

    def changes(self, found, in_place=False):
        """The changes that turn the page's answer into ``found`` (``sections``), in order:
        ``{"do": "clear"}`` (take every section off), ``{"do": "section", "key", "into",
        "node"}`` (build it, its items in its node, in place of the one with its key or at
        the end of ``into``) and ``{"do": "item", "id", "node"}`` (rebuild the item with that
        id in place).  Only what changed is built.  A section is kept while its ``[kind,
        args]`` and its items' keys are the same; the sections shown must be the first of
        ``found``, in order, or all are built again.  With ``in_place``, an item of which only words
        and attributes changed is not rebuilt: ``{"do": "words", "id", "writes"}`` has the writes (see
        ``form``) that change those on the page (``written_over``)."""
        keys = [entry["key"] for entry in found]
        out, old, shown = [], self.shown, {}
        if keys[:len(self.order)] != self.order:
            out.append({"do": "clear"})
            old = {}
        for entry in found:
            before, items = old.get(entry["key"]), entry["items"]
            if (before is not None and before["node"] == entry["node"] and before["language"] == entry["language"]
                    and before["root"] == entry["root"] and same_keys(before["items"], items)):
                for index in range(len(items)):
                    if before["items"][index] != items[index]:
                        node = build(items[index][1], items[index][2:], entry["language"], entry["root"])
                        ident = node["attrs"]["id"]
                        words = written_over(self.nodes.get(ident), node) if in_place else None
                        out.append({"do": "item", "id": ident, "node": node} if words is None else
                                   {"do": "words", "id": ident, "writes": words})
                        self.nodes[ident] = node
            else:
                node = section_node(entry)
                for item in node["slots"]["items"]["children"] if entry["items"] else []:
                    self.nodes[item["attrs"]["id"]] = item
                out.append({"do": "section", "key": entry["key"], "into": entry["into"], "node": node})
            shown[entry["key"]] = entry
        self.order, self.shown = keys, shown
        return out


def written_over(old, new):
    """The writes (see ``form``) that turn the item ``old`` (its node as built) into ``new`` on the page
    when only words and attributes changed: each part that holds words, before and after, gets its new
    words (a template's part holds nothing but what fills it, unless it is filled with ""), the item
    its attributes; None when more changed (it is built again)."""
    if (old is None or old["template"] != new["template"] or old.get("text") != new.get("text")
            or old.get("children") != new.get("children")):
        return None
    ident, slots, before = new["attrs"]["id"], new.get("slots") or {}, old.get("slots") or {}
    if len(slots) != len(before):
        return None
    writes, inside = [], None
    for name in sorted(slots):   # in one order on every Python (MicroPython's dicts have none)
        value, was = slots[name], before.get(name)
        if value == was:
            continue
        if type(value) is dict and type(was) is dict and "children" in value:
            inner = children_written_over(was, value)
            if inner is None:
                return None
            writes += inner
            continue
        if inside is None:
            inside = named_inside(new)
        if type(value) is not str or type(was) is not str or not value or not was or name in inside:
            return None
        writes.append(['#%s [data-slot="%s"]' % (ident, name), {"text": value}])
    attrs, was = new["attrs"], old["attrs"]
    changed = {}
    for name in was:
        if name not in attrs:
            changed[name] = False
    for name in attrs:
        if attrs[name] != was.get(name):
            changed[name] = attrs[name] or False   # as ``make`` does: an empty value is no attribute
    if changed:
        writes.append(["#" + ident, changed])
    return writes


def children_written_over(was, value):
    """The writes that turn the items of a part (``{"children": [...]}``, a group's list) into the new
    ones when the same items, each with its id, changed only words and attributes; None otherwise."""
    old, new = was.get("children"), value["children"]
    if old is None or len(old) != len(new) or dict(was, children=None) != dict(value, children=None):
        return None
    writes = []
    for before, after in zip(old, new):
        if before == after:
            continue
        found = written_over(before, after) if (after.get("attrs") or {}).get("id") else None
        if found is None:
            return None
        writes += found
    return writes


def named_inside(node, found=None):
    """The names of the parts the nodes inside ``node`` fill (a selector of one of its own parts by such a
    name would not be sure to find it)."""
    found = set() if found is None else found
    inner = list(node.get("children") or [])
    for value in (node.get("slots") or {}).values():
        if type(value) is dict:
            inner += value.get("children") or []
    for child in inner:
        for name in child.get("slots") or {}:
            found.add(name)
        named_inside(child, found)
    return found


def same_keys(old, new):
    if len(old) != len(new):
        return False
    for index in range(len(new)):
        if old[index][0] != new[index][0]:
            return False
    return True


BUILDERS = {"verdict": verdict, "apply": apply_node, "list": list_node, "not-required": not_required_node,
            "provide": provide_node, "context": context_node, "why": why_node, "answers": answers_node,
            "deadline": deadline, "duty": duty, "warning": warning, "reason": reason, "requirement": requirement,
            "not-required-item": not_required, "check": check, "provide-group": provide_group,
            "answer-row": answer_row}
