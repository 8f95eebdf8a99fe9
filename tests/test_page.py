"""calculator/page/: the calculator page's logic, as plain data, on CPython and on MicroPython.

The page's glue (docs/calculator/main.py, dom.py) only reads the DOM into plain data and
writes back what ``calculator.page`` returns, so the page's behaviour is tested here
without a browser: which questions show, which errors, the answer's sections and the
keyed update, the drop-and-retry for refused answers, what is announced, what the
buttons do.  The form is read from the built page (``form_of``), as the glue reads it.
The same steps run under MicroPython on the shipped archives
(tests/micropython/page_steps.py through call.mjs) and must give the same data.
"""

import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

from calculator import evaluate, query, summary
from calculator.page import TRIES, Calculator, Questions, answer, work_out
from calculator.page.form import UNREADABLE
from calculator.settings import SETTINGS
from calculator.words import of
from micropython_runner import run_node
from site_build import needs_places

ROOT = Path(__file__).resolve().parent.parent
CALL = ROOT / "tests" / "micropython" / "call.mjs"
STEPS = ROOT / "tests" / "micropython" / "page_steps.py"
sys.path.insert(0, str(STEPS.parent))
import page_steps  # noqa: E402

TODAY = "2026-04-01"
VILLAGE = {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15", "peak_attendance": "3000",
           "after_dark": "true", "male_attendance": "1500", "female_attendance": "1400"}
CITY = {"jurisdiction": "city", "today": "2026-05-01", "event_start": "2026-08-15", "event_type": "parade",
        "road_closure": "unsure", "residential_zone": "unsure", "city_services": "unsure"}


class FormReader(HTMLParser):
    """What the glue reads from ``#calc-form``: inputs, blocks, hint/error/fieldset ids."""

    def __init__(self):
        super().__init__()
        self.depth, self.open, self.inputs, self.blocks, self.ids = 0, [], [], [], []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if not self.depth and attrs.get("id") != "calc-form":
            return
        ident = attrs.get("id") or ""
        if ident.endswith(("-hint", "-error", "-fieldset")):
            self.ids.append(ident)
        if tag == "input":
            if "name" in attrs:
                self.inputs.append([attrs["name"], attrs.get("type", "text")])
                for block in self.open:
                    if block is not None:
                        block["names"].append(attrs["name"])
            return
        self.depth += 1
        block = None
        if "data-jurisdictions" in attrs or "data-show-when" in attrs or tag == "details":
            block = {"places": attrs.get("data-jurisdictions"), "when": attrs.get("data-show-when"),
                     "details": tag == "details", "names": []}
            self.blocks.append(block)
        self.open.append(block)

    def handle_endtag(self, tag):
        if self.depth and tag != "input":
            self.depth -= 1
            self.open.pop()


@pytest.fixture(scope="module")
def form(site):
    reader = FormReader()
    reader.feed((Path(site) / "calculator" / "index.html").read_text(encoding="utf-8"))
    assert reader.inputs and not reader.depth
    return {"inputs": reader.inputs, "blocks": reader.blocks, "ids": reader.ids, "today": TODAY,
            "title": "Permit calculator"}


def questions(form):
    return Questions(form["inputs"], form["blocks"], form["ids"])


def calculator(form):
    return Calculator(questions(form), TODAY, form["title"])


def writes_to(view, selector):
    return [changes for target, changes in view["writes"] if target == selector]


def village_result(**answers):
    base = {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15", "peak_attendance": 3000,
            "after_dark": True, "male_attendance": 1500, "female_attendance": 1400}
    base.update(answers)
    return evaluate(base)


# ---------------------------------------------------------------- which questions show


def shown_names(form, raw):
    flags, texts = questions(form).shown(raw)
    hidden = set()
    for flag, block in zip(flags, form["blocks"]):
        if not flag:
            hidden.update(block["names"])
    return [name for name, _ in form["inputs"] if name not in hidden], texts


def test_without_a_place_only_the_place_question_shows(form):
    names, texts = shown_names(form, {})
    assert set(names) == {"jurisdiction"} and texts == {}


@needs_places("city")
@pytest.mark.parametrize("closure, zone_shown", [("true", True), ("unsure", True), ("false", False), ("", False)])
def test_a_road_closure_asks_about_the_zone(form, closure, zone_shown):
    names, _ = shown_names(form, {"jurisdiction": "city", "road_closure": closure, "residential_zone": "true"})
    assert ("residential_zone" in names) is zone_shown
    # The last closure is asked only when the zone is asked and answered Yes or Not sure.
    assert ("previous_closure_of_same_road" in names) is zone_shown


@needs_places("city")
@pytest.mark.parametrize("zone, asked", [("true", True), ("unsure", True), ("false", False), ("", False)])
def test_the_last_closure_is_asked_for_a_residential_zone(form, zone, asked):
    names, _ = shown_names(form, {"jurisdiction": "city", "road_closure": "true", "residential_zone": zone})
    assert ("previous_closure_of_same_road" in names) is asked


@needs_places("village")   # Village answers in the form
def test_a_hidden_question_answers_nothing(form):
    raw = {"jurisdiction": "village", "event_start": "2026-08-15", "event_type": "parade", "seating_capacity": " 40 "}
    names, texts = shown_names(form, raw)
    assert "event_type" not in names and "seating_capacity" not in names
    assert texts == {"jurisdiction": "village", "event_start": "2026-08-15"}
    raw["venue_type"] = "permanent_venue"
    assert shown_names(form, raw)[1]["seating_capacity"] == "40"   # shown: its answer, trimmed


def test_answers_for_the_rules_and_for_the_link(form):
    found = questions(form)
    answers, linked = found.answers({"jurisdiction": "village", "event_start": "2026-08-15", "peak_attendance": "1,200",
                                     "hours_per_day": "2.5", "male_attendance": "abc", "today": TODAY}, TODAY)
    assert answers == {"jurisdiction": "village", "event_start": "2026-08-15", "peak_attendance": 1200,
                       "hours_per_day": 2.5, "male_attendance": "abc", "today": TODAY}
    # The link holds what reads, and not the visitor's own today.
    assert linked == {"jurisdiction": "village", "event_start": "2026-08-15", "peak_attendance": "1200",
                      "hours_per_day": "2.5"}
    assert found.answers({"jurisdiction": "village", "today": "2026-03-31"}, TODAY)[1]["today"] == "2026-03-31"
    assert found.answers({"event_start": "2026-08-15"}, TODAY) == (None, {})
    assert found.answers({"jurisdiction": "village"}, TODAY)[0]["today"] == TODAY


def test_what_is_still_needed(form):
    found = questions(form)
    assert found.still_needed("", {}) == of()("page.no_place")
    assert found.still_needed("village", {"jurisdiction": "village"}) == (
        "To see your answer, tell us the date the event starts and the most people at the event at one time.")
    assert found.still_needed("city", {"jurisdiction": "city"}) == "To see your answer, tell us the date the event starts."
    assert found.still_needed("city", {"jurisdiction": "city", "event_start": "x"}) == of()("page.put_right")


@needs_places("village", "city")
def test_a_link_fills_the_form_and_opens_what_holds_an_answer(form):
    found = questions(form)
    texts, opened = found.filled({"jurisdiction": "city", "nonprofit": True, "locations": 2}, TODAY)
    assert texts == {"jurisdiction": "city", "nonprofit": "true", "locations": "2", "today": TODAY}
    assert opened == []
    texts, opened = found.filled({"revocation_notice_received": "2026-08-12", "today": "2026-05-01"}, TODAY)
    assert texts == {"revocation_notice_received": "2026-08-12", "today": "2026-05-01"}
    assert [form["blocks"][index]["details"] for index in opened] == [True]
    hidden_place = Questions([["jurisdiction", "hidden"], ["today", "date"]], [], [])
    assert hidden_place.filled({"jurisdiction": "city"}, TODAY)[0] == {"today": TODAY}


# ---------------------------------------------------------------- errors on the page


@needs_places("village")   # Village answers in the form
def test_an_error_at_a_box_and_at_a_fieldset(form):
    found = questions(form)
    writes = found.error_writes({}, [{"field": "peak_attendance", "message": "Enter a number."},
                                     {"field": "after_dark", "message": "Choose."}])
    by = dict((selector, changes) for selector, changes in writes)
    assert by["#peak_attendance-error"] == {"hidden": False, "children": [
        {"template": "error-prefix", "text": "Error: "}, "Enter a number."]}
    assert by['[data-field="peak_attendance"]'] == {"classes": {"calc-group--error": True}}
    assert by["#peak_attendance"] == {"aria-describedby": "peak_attendance-hint peak_attendance-error",
                                      "aria-invalid": "true", "classes": {"calc-input--error": True}}
    assert by["#after_dark-fieldset"] == {"aria-describedby": "after_dark-error"}   # no hint; never aria-invalid
    assert by["#calc-error-summary"] == {"hidden": False}
    assert [link["slots"]["link"]["attrs"]["href"] for link in by["#calc-error-summary-list"]["children"]] == [
        "#peak_attendance", "#after_dark"]
    cleared = dict((selector, changes) for selector, changes in found.error_writes({"after_dark": "Choose."}, []))
    assert cleared["#after_dark-fieldset"] == {"aria-describedby": False}
    assert cleared["#after_dark-error"] == {"hidden": True, "children": []}
    assert cleared["#calc-error-summary"] == {"hidden": True}


def test_an_error_for_a_name_without_a_question_shows_in_the_summary_only(form):
    writes = questions(form).error_writes({}, [{"field": "input", "message": "Too many names."}])
    assert [selector for selector, _ in writes] == ["#calc-error-summary-list", "#calc-error-summary"]


def test_a_summary_link_goes_to_its_question(form):
    assert questions(form).summary_link("#event_start") == [['[data-field="event_start"]', {"scroll": True}],
                                                           ["#event_start", {"focus": True}]]


# ---------------------------------------------------------------- refused answers


def test_a_refused_answer_is_left_out_and_the_rest_worked_out():
    answers = {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15", "peak_attendance": 600,
               "male_attendance": "abc", "event_end": "2026-08-01"}
    outcome = work_out(answers)
    assert outcome["fault"] == "" and outcome["result"]["permit"]["status"] == "required"
    assert outcome["left_out"] == ["event_end", "male_attendance"]   # in the questions' order
    # As the rules report them (a check across answers last); the page shows them in the form's order.
    assert [error["field"] for error in outcome["errors"]] == ["male_attendance", "event_end"]
    assert "male_attendance" in answers   # the answers given are left as they were


def test_a_refused_required_answer_gives_no_result():
    outcome = work_out({"jurisdiction": "village", "today": "2026-05-01", "peak_attendance": 250.5})
    assert outcome["result"] is None and outcome["left_out"] == []
    assert sorted(error["field"] for error in outcome["errors"]) == ["event_start", "peak_attendance"]
    assert work_out({})["errors"][0]["field"] == "jurisdiction"


def test_each_question_keeps_its_first_message(monkeypatch):
    import calculator.page as page
    calls = []

    def refusing(answers):
        calls.append(dict(answers))
        if len(calls) <= TRIES:
            raise page.InvalidInput([{"field": "event_start", "message": "first %d" % len(calls)},
                                     {"field": "n%d" % len(calls), "message": "more"}])
        return {}
    monkeypatch.setattr(page, "evaluate", refusing)
    answers = {"jurisdiction": "village", "event_start": "x", "n1": 1, "n2": 2, "n3": 3, "n4": 4}
    outcome = work_out(answers)
    assert len(calls) == TRIES and outcome["result"] is None   # at most TRIES times
    assert [e["message"] for e in outcome["errors"] if e["field"] == "event_start"] == ["first 1"]
    assert "jurisdiction" in calls[-1]   # the place is never left out


def test_a_fault_in_the_rules_is_reported_not_raised(monkeypatch):
    import calculator.page as page

    def broken(answers):
        raise ZeroDivisionError("division by zero")
    monkeypatch.setattr(page, "evaluate", broken)
    assert work_out({"jurisdiction": "village"})["fault"] == "ZeroDivisionError: division by zero"


# ---------------------------------------------------------------- the answer's sections


def nodes(result, left_out=(), start=None):
    """{section key: (its node, [its items' nodes])}, built."""
    found = {}
    for section in answer.sections(result, list(left_out), start):
        found[section["key"]] = (answer.build(*section["node"]), [answer.build(item[1], item[2:])
                                                                  for item in section["items"]])
    return found


def test_sections_come_answer_first_and_the_panel_alone_first():
    result = village_result()
    found = answer.sections(result, [], "2026-08-15")
    assert [s["key"] for s in found] == ["verdict", "provide", "context", "reasons", "deadlines", "duties",
                                        "warnings", "requirements", "not_required", "checklist", "apply", "answers"]
    assert [s["into"] for s in found[:4]] == ["calc-result-head", "calc-result-provide", "calc-result-context",
                                             "calc-result-body"]
    # The panel: the verdict, what to provide, what it was worked out for (the buttons are the page's).
    assert [s["key"] for s in answer.sections(result, [], None, panel_only=True)] == ["verdict", "provide", "context"]
    assert [item[0] for item in found[4]["items"]] == [d["id"] for d in result["deadlines"]]
    # An item is the result's own part: nothing is built until it is needed (the panel says why its day is
    # earlier than the rules', so the list does not say it again).
    assert found[4]["items"][0] == ["apply_by", "deadline", result["deadlines"][0], [result["today"], False]]
    assert answer.section_node(found[4])["attrs"]["data-section"] == "deadlines"


def test_the_verdict_says_what_was_left_out_and_when():
    verdict = nodes(village_result(), ["the number of men and boys"], "2026-08-15")["verdict"][0]
    slots = verdict["slots"]
    assert slots["headline"]["attrs"] == {"id": "calc-headline", "data-status": "required"}
    assert slots["status"] == summary.verdict(village_result()) == "Permit: required"   # it agrees with the headline
    assert slots["note"] == ("This answer leaves out what you said about the number of men and boys, "
                             "because of the problem marked at that question.")
    context = nodes(village_result(), [], "2026-08-15")["context"][0]
    assert context["template"] == "context"
    assert "Event starting Saturday, August 15, 2026. Worked out on Friday, May 1, 2026." in context["text"]
    terms = [fact["text"] for fact in slots["facts"]["children"] if fact["template"] == "term"]
    assert terms == ["Permits", "Apply by", "Next step"]
    assert nodes(village_result())["verdict"][0]["slots"]["note"] is None


def test_no_permit_no_permits_fact_and_the_empty_lists_say_why():
    found = nodes(village_result(peak_attendance=100, male_attendance=None, female_attendance=None,
                                 venue_type="localized_area"))
    terms = [f["text"] for f in found["verdict"][0]["slots"]["facts"]["children"] if f["template"] == "term"]
    assert terms == ["Next step"]
    deadlines = found["deadlines"][0]
    assert deadlines["slots"]["items"] is None and deadlines["attrs"]["hidden"] is False
    assert deadlines["slots"]["empty"] == "There are no deadlines, because you do not need a permit."
    assert found["warnings"][0]["attrs"]["hidden"] is True   # nothing to say: hidden
    assert found["requirements"][0]["slots"]["title"]["text"] == (
        "What would be required on site if you needed a permit")


def test_what_does_not_apply_is_one_collapsed_list():
    result = village_result(peak_attendance=600, after_dark=False, parking_distance_ft=800,
                            male_attendance=None, female_attendance=None)
    found = nodes(result)
    node, items = found["not_required"]
    assert [item["attrs"]["data-id"] for item in items] == ["illumination_footcandles",
                                                           "parking_shuttle_interval_minutes"]
    assert node["slots"]["summary"].startswith("Not required for your event (2): ")
    assert [item["template"] for item in items] == ["not-required-item"] * 2
    assert "illumination_footcandles" not in [item["attrs"]["data-id"] for item in found["requirements"][1]]


def test_items_carry_their_ids_data_and_one_citation():
    result = village_result()
    found = nodes(result)
    deadline = found["deadlines"][1][0]
    first = result["deadlines"][0]
    assert deadline["attrs"] == {"data-id": first["id"], "data-value": first["date"], "data-act-by": first["act_by"],
                                 "id": "calc-deadline-apply_by"}
    assert deadline["slots"]["cite"] == {"text": first["cite"]["label"], "attrs": {"href": "../" + first["cite"]["href"]}}
    assert deadline["slots"]["quote-words"] == first["quote"]
    # Seen as "Quote", heard as "Quote: Applications A, when to file": each disclosure named after its clause.
    assert deadline["slots"]["quote-title"] == {"text": "Quote", "children": [
        {"template": "heard", "text": ": " + first["cite"]["label"]}]}
    assert "quote" not in found["warnings"][1][0]["slots"]   # a warning cites, without the words
    ids = [item["attrs"]["id"] for key in found for item in found[key][1]]
    assert len(ids) == len(set(ids)) > 20


def test_hard_words_are_explained_beside_the_citation():
    from calculator import glossary

    found = nodes(village_result())
    items = {item["attrs"]["id"]: item["slots"] for key in ("requirements", "checklist") for item in found[key][1]}
    bond = items["calc-check-bond"]   # "A bond, in cash or from a surety company ..."
    assert bond["words"] == "" and bond["words-title"] == "Words: Bond, Surety"
    assert bond["words-list"] == {"children": [
        {"template": "term", "text": "Bond"}, {"template": "definition", "text": glossary.entry("bond")["definition"]},
        {"template": "term", "text": "Surety"},
        {"template": "definition", "text": glossary.entry("surety")["definition"]}]}
    assert items["calc-requirement-illumination_footcandles"]["words-title"] == "Words: Footcandle"
    assert items["calc-check-application-b-2"]["words-title"] == "Words: Legal description"
    # An item without a hard word has no "Words" (the part is left out), and only items with a label get one.
    assert "words" not in items["calc-requirement-physicians"]
    assert not any("words" in item["slots"] for item in found["deadlines"][1] + found["reasons"][1])


def test_the_phone_bar_and_the_frame():
    result = village_result()
    assert [part["template"] for part in answer.jump(result)] == ["jump-headline", "jump-day"]
    assert answer.jump(result)[1]["text"].startswith(" Apply by ")
    assert answer.frame(None) == [["#calc-panel", {"hidden": True}], ["#calc-jump", {"hidden": True}]]
    assert answer.frame(result)[2] == ["#calc-calendar", {"hidden": False}]
    assert answer.announcement(result) == ("You need a special event permit. Apply by Monday, June 15, 2026: "
                                           "45 days left. 1 deadline.")
    late = village_result(today="2026-06-19")   # the day passed: the headline says so, once
    assert answer.announcement(late) == ("You need a special event permit. The last day to apply passed 3 days ago. "
                                         "1 deadline.")


# ---------------------------------------------------------------- the keyed update


def test_only_what_changed_is_rebuilt():
    shown = answer.Shown()
    first = answer.sections(village_result(), [], None)
    changes = shown.changes(first)
    assert [c["do"] for c in changes] == ["section"] * len(first)
    # A section's node holds its items, in its items part.
    assert changes[4]["node"]["slots"]["items"]["children"] == nodes(village_result())["deadlines"][1]
    assert shown.changes(answer.sections(village_result(), [], None)) == []
    # One more man: the toilets' numbers change, nothing else (what to provide, by its group).
    changes = shown.changes(answer.sections(village_result(male_attendance=1501), [], None))
    assert [(c["do"], c["id"]) for c in changes] == [("item", "calc-provide-water_and_toilets"),
                                                     ("item", "calc-requirement-toilets_male"),
                                                     ("item", "calc-requirement-lavatories")]
    assert [c["node"]["template"] for c in changes] == ["provide-group", "requirement", "requirement"]


def with_ids(node):
    """{id: node} of ``node`` and every item inside it (a group's items)."""
    found = {node["attrs"]["id"]: node} if (node.get("attrs") or {}).get("id") else {}
    for value in (node.get("slots") or {}).values():
        if type(value) is dict:
            for child in value.get("children") or []:
                found.update(with_ids(child))
    return found


def written(node, writes):
    """The item ``node`` (as built) after the writes of ``answer.written_over``, as the page would have it."""
    node = json.loads(json.dumps(node))
    found = with_ids(node)
    for selector, changes in writes:
        ident, _, part = selector.partition(" ")
        target = found[ident[1:]]
        if part:
            target["slots"][part[len('[data-slot="'):-2]] = changes["text"]
        else:
            for name in changes:
                if changes[name] is False:
                    target["attrs"].pop(name, None)
                else:
                    target["attrs"][name] = changes[name]
    return node


def test_words_that_change_are_written_in_place():
    """In place, an item whose words and attributes alone changed is not rebuilt: its parts'
    words and its attributes are written over (the page then holds what a rebuilt item would)."""
    shown, before = answer.Shown(), nodes(village_result())
    shown.changes(answer.sections(village_result(), [], None))
    changes = shown.changes(answer.sections(village_result(male_attendance=1501), [], None), True)
    assert [change["do"] for change in changes] == ["words"] * 3   # the group of what to provide, 2 requirements
    writes = [write for change in changes for write in change["writes"]]
    after, changed = nodes(village_result(male_attendance=1501)), []
    for key in after:
        for old, new in zip(before[key][1], after[key][1]):
            inside = with_ids(new)
            mine = [w for w in writes if w[0].split(" ")[0][1:] in inside]
            assert written(old, mine) == new
            changed += [ident for ident, node in inside.items()   # the items changed, not the group holding them
                        if len(with_ids(node)) == 1 and node != with_ids(old).get(ident)]
    assert sorted(changed) == ["calc-provided-lavatories", "calc-provided-toilets_male", "calc-requirement-lavatories",
                               "calc-requirement-toilets_male"]
    assert sorted(set(w[0].split(" ")[0][1:] for w in writes)) == sorted(changed)
    # More than words (another kind of item, a part filled that was not): built again.
    old = before["requirements"][1][0]
    assert answer.written_over(old, dict(old, template="check")) is None
    more = json.loads(json.dumps(old))
    more["slots"]["note"] = "A note"
    assert old["slots"].get("note") is None and answer.written_over(old, more) is None
    assert answer.written_over(None, old) is None


def test_new_items_rebuild_their_section():
    shown = answer.Shown()
    shown.changes(answer.sections(village_result(), [], None))
    changes = shown.changes(answer.sections(village_result(after_dark=False), [], None))
    assert "section" in [c["do"] for c in changes] and "clear" not in [c["do"] for c in changes]


def test_the_panel_first_then_the_rest_keeps_the_panel():
    shown = answer.Shown()
    result = village_result()
    assert [c["key"] for c in shown.changes(answer.sections(result, [], None, True))] == ["verdict", "provide",
                                                                                        "context"]
    rest = shown.changes(answer.sections(result, [], None))
    assert [c["key"] for c in rest] == ["reasons", "deadlines", "duties", "warnings", "requirements",
                                        "not_required", "checklist", "apply", "answers"]
    # Sections shown that are not the first of the new ones: all built again.
    assert shown.changes(answer.sections(result, [], None)[1:])[0] == {"do": "clear"}
    assert shown.clear() == [{"do": "clear"}] and shown.changes([]) == []


# ---------------------------------------------------------------- the page, step by step


@needs_places("village", "city")   # the place question
def test_an_empty_form_asks_for_the_place_and_the_button_shows_the_errors(form):
    page = calculator(form)
    view = page.update({})   # nothing answered yet: the page's own words stay
    assert view["answer"] == [] and view["link"] == {} and view["writes"] == []
    view = page.update({}, explicit=True)
    assert writes_to(view, "#calc-result-empty") == [{"hidden": False, "text": of()("page.no_place")}]
    assert writes_to(view, "#calc-error-summary") == [{"hidden": False}, {"focus": True}]   # focus last
    assert writes_to(view, "title") == [{"text": "Error: Permit calculator"}]
    assert writes_to(page.update({}, explicit=True), "title") == []   # written only when it changes
    fixed = page.update({"jurisdiction": "city", "event_start": "2026-08-15"}, explicit=True)
    assert writes_to(fixed, "title") == [{"text": "Permit calculator"}]


@needs_places("village")   # Village answers in the form
def test_a_village_answer_panel_first_then_the_rest(form):
    page = calculator(form)
    view = page.update(VILLAGE)
    assert view["first"] and [c["key"] for c in view["answer"]] == ["verdict", "provide", "context"]
    assert ["#calc-announce", {"text": "Answer updated: You need a special event permit. Apply by Monday, June 15, "
                                       "2026: 45 days left. 1 deadline."}] in view["writes"]
    assert view["link"]["peak_attendance"] == "3000" and "today" in view["link"]
    rest = page.rest()   # the sections after the panel, and what would change the answer, last
    assert [c["key"] for c in rest][-1] == "what_if" and len(rest) == 10 and page.rest() == []
    again = page.update(VILLAGE)   # the same answers: nothing to do
    assert again["answer"] == [] and not again["first"]
    page.event("change", "male_attendance")
    view = page.update(dict(VILLAGE, male_attendance="1501"))
    assert [c["id"] for c in view["answer"]] == ["calc-provide-water_and_toilets", "calc-requirement-toilets_male",
                                                 "calc-requirement-lavatories", "calc-answer-male_attendance"]
    assert not writes_to(view, "#calc-announce")   # the same headline and deadlines: nothing to announce


@needs_places("village")   # Village answers in the form
def test_an_error_shows_when_the_question_is_left_never_while_typing(form):
    page = calculator(form)
    page.update(VILLAGE)
    page.rest()
    page.event("input", "male_attendance")
    typed = dict(VILLAGE, male_attendance="abc")
    view = page.update(typed)   # worked out without it at once; its error waits
    assert not writes_to(view, "#calc-error-summary")
    verdict = [c for c in view["answer"] if c.get("key") == "verdict"][0]["node"]
    assert "the number of men and boys" in verdict["slots"]["note"]
    assert page.event("focusout", "male_attendance") == "now"
    view = page.update(typed)
    assert writes_to(view, "#calc-error-summary") == [{"hidden": False}]
    assert ["#calc-announce", {"text": "There is 1 problem with your answers."}] in view["writes"]
    assert view["answer"] == []
    assert page.event("focusout", "") == ""   # focus leaving a link or a button


@needs_places("village")   # Village answers in the form
def test_an_unreadable_date_is_an_error_at_its_question(form):
    page = calculator(form)
    view = page.update(dict(VILLAGE, event_end=UNREADABLE), explicit=True)
    message = [c for s, c in view["writes"] if s == "#event_end-error"][0]["children"][1]
    assert message == "Enter the date the event ends as a real date. Check the day, month and year."
    assert view["writes"][-1] == ["#calc-result", {"focus": True}]   # the answer from the other answers


@needs_places("village", "city")   # the City's rules come after the Village's
def test_rules_still_on_their_way_are_asked_for_once(form):
    page = calculator(form)
    raw = {"jurisdiction": "city", "event_start": "2026-08-15"}
    view = page.update(raw, written=False)
    assert view["ask"] == "city" and view["link"] is None
    assert writes_to(view, "#calc-result-empty") == [{"hidden": False, "text": "Loading %s\u2019s rules\u2026" % SETTINGS["city"]["name"]}]
    assert page.update(raw, written=False)["ask"] == ""
    page.rules_arrived("city", False)
    view = page.update(raw, written=False)
    assert view["ask"] == "" and "could not load %s\u2019s rules" % SETTINGS["city"]["name"] in writes_to(view, "#calc-result-empty")[0]["text"]
    assert page.event("click", "event_start") == "" and page.event("click", "jurisdiction") == "now"
    assert page.update(raw, written=False)["ask"] == "city"   # chosen again: asked again
    assert page.event("click", "jurisdiction") == ""
    page.rules_arrived("city", True)
    assert page.update(raw)["first"]


def test_an_answer_not_sure_waits_for_the_modules_the_first_answer_did_without(form, monkeypatch):
    """calculator/unsure.py comes in an archive of its own (hooks/calculator_runtime.py's ON_DEMAND): an
    answer "not sure" asks for it as for a place's rules, and is worked out once it is written.  The
    what-if finder comes in another: an answer shows at once, and asks for it for what would change it."""
    import calculator.page as logic

    here, finder = [], []
    monkeypatch.setattr(logic, "unsure_written", lambda: bool(here))
    monkeypatch.setattr(logic, "later_written", lambda: bool(finder))
    page = calculator(form)
    view = page.update(VILLAGE)   # no answer "not sure": nothing to wait for
    assert view["first"] and view["ask"] == "later"   # what would change it: asked for with the answer
    assert "what_if" not in [change["key"] for change in page.rest()]   # not before it is written
    finder.append(True)
    page.rules_arrived("later", True)
    view = page.update(dict(VILLAGE, after_dark="unsure"))
    assert view["ask"] == "unsure"
    view = page.update(dict(VILLAGE, after_dark="unsure"))
    name = SETTINGS["village"]["name"]
    assert view["ask"] == "" and view["link"] is None   # on its way: asked once
    assert writes_to(view, "#calc-result-empty") == [{"hidden": False, "text": "Loading %s\u2019s rules\u2026" % name}]
    assert page.update(dict(VILLAGE, after_dark="unsure"))["ask"] == ""   # on its way: asked once
    page.rules_arrived("unsure", False)
    view = page.update(dict(VILLAGE, after_dark="unsure"))
    assert "could not load %s\u2019s rules" % name in writes_to(view, "#calc-result-empty")[0]["text"]
    assert page.event("click", "jurisdiction") == "now"
    assert page.update(dict(VILLAGE, after_dark="unsure"))["ask"] == "unsure"   # the place chosen again: asked again
    here.append(True)
    page.rules_arrived("unsure", True)
    view = page.update(dict(VILLAGE, after_dark="unsure"))
    assert view["ask"] == "" and view["link"]["after_dark"] == "unsure" and page.result["unsure"] == ["after_dark"]
    assert [change["key"] for change in page.rest()] == ["what_if"]   # and what would change it, once written


@needs_places("village", "city")
def test_a_link_opens_with_its_answers_and_notices(form):
    page = calculator(form)
    opened = page.open("?jurisdiction=village&peak_attendance=abc&foo=1&today=2026-03-01", ("village", "city"))
    assert opened["fill"] == {"jurisdiction": "village", "today": TODAY}
    notices = writes_to(opened, "#calc-notices-list")[0]["children"]
    assert len(notices) == 2 and [n["template"] for n in notices] == ["notice"] * 2   # foo, and the old today
    assert writes_to(opened, "#calc-notices") == [{"hidden": False}]
    assert writes_to(calculator(form).open("", ("village",)), "#calc-notices") == [{"hidden": True}]


def link_errors(page, search, raw):
    """The errors the page shows at its questions once a link with ``search`` is opened and worked out."""
    page.open(search, ("village", "city"))
    view = page.update(raw)
    return dict((target[1:-len("-error")], changes["children"][1]) for target, changes in view["writes"]
                if target.endswith("-error") and not changes["hidden"])


@needs_places("village")
def test_a_bad_value_in_a_link_is_an_error_at_its_question_whatever_the_question(form):
    """Issue #23, one rule: a value the link gives that cannot be used (an impossible date the date box cannot
    hold, a number out of range the box can, a choice not offered) is an error at its question, as if typed
    there, and the answer is worked out without it and says so; answering the question takes it away."""
    page = calculator(form)
    search = "?jurisdiction=village&event_start=2027-06-18&peak_attendance=-5&venue_type=castle&event_end=2027-02-30"
    raw = {"jurisdiction": "village", "event_start": "2027-06-18", "peak_attendance": "-5", "today": TODAY}
    errors = link_errors(page, search, raw)
    assert sorted(errors) == ["event_end", "peak_attendance", "venue_type"]
    assert errors["event_end"] == ("The link\u2019s answer for the date the event ends could not be used, because that "
                                   "day does not exist. Answer this question again.")
    assert errors["venue_type"].startswith("The link\u2019s answer for the kind of place could not be used")
    assert errors["peak_attendance"] == "Enter the most people at the event at one time as 1 or more."
    assert page.open(search, ("village", "city"))["fill"]["peak_attendance"] == "-5"   # the box holds what it can
    # Answered: the link's value is gone, and so is its error.
    page.event("change", "event_end")
    view = page.update(dict(raw, event_end="2027-06-19"))
    assert not [changes for target, changes in view["writes"] if target == "#event_end-error" and not changes["hidden"]]


@needs_places("village", "city")
def test_what_a_link_says_of_one_question_is_said_at_it_never_above_or_below(form):
    page = calculator(form)
    opened = page.open("?event_start=2027-06-18&peak_attendance=600", ("village", "city"))
    assert writes_to(opened, "#jurisdiction-notice") == [{"hidden": False, "text": (
        "The link does not say where the event is, so we could not use its answers. Choose the Village or the "
        "City.")}]
    assert writes_to(opened, "#calc-notices") == [{"hidden": True}]
    assert {"aria-describedby": "jurisdiction-hint jurisdiction-notice"} in writes_to(opened, "#jurisdiction-fieldset")
    twice = calculator(form).open("?jurisdiction=village&after_dark=true&after_dark=false", ("village", "city"))
    assert writes_to(twice, "#after_dark-notice")[0]["text"] == ("The link gave more than one answer to this "
                                                                 "question. We used the first one.")
    for key in ("query.no_place", "query.unknown_place", "query.place_twice", "query.answer_twice",
                "query.left_out", "page.left_out"):
        assert not [word for word in ("above", "below") if word in of()(key)]   # no direction that can be wrong
    # (What the link says of the answer, "The answer below ...", is above the answer's panel at every width.)
    assert "The answer below" in of()("query.made_on")
    unknown = calculator(form)
    assert writes_to(unknown.open("?jurisdiction=town&event_start=2027-06-18", ("village", "city")),
                     "#jurisdiction-notice") == []
    assert writes_to(unknown.update({}), "#jurisdiction-error")[0]["children"][1] == (
        "The link names a place this calculator does not cover, so we could not use its answers. Choose the "
        "Village or the City.")   # a bad value: an error at its question


@needs_places("village")   # Village answers in the form
def test_what_the_buttons_do(form):
    page = calculator(form)
    assert page.action("calc-copy-summary", "P", "S/", "2026-04-01T12:00:00.000Z") == {}
    assert page.action("calc-print", "P", "S/", "") == {"print": True}
    copy = page.action("calc-copy-link", "https://x/calculator/?a=1", "https://x/", "")
    assert copy["copy"] == "https://x/calculator/?a=1" and ["#calc-action-status", {"text": "Link copied."}] in copy["copied"]
    assert ["#calc-copy-text", {"text": "https://x/calculator/?a=1"}] in copy["refused"]
    page.update(VILLAGE)
    assert page.action("calc-copy-summary", "P", "S/", "")["copy"].startswith("Special event permit: The Village")
    calendar = page.action("calc-calendar", "P", "S/", "2026-04-01T12:00:00.000Z")
    assert calendar["file"] == of()("page.calendar_file") and calendar["href"].startswith("data:text/calendar;charset=utf-8,")
    assert "BEGIN%3AVCALENDAR" in calendar["href"]
    page.update(dict(VILLAGE, peak_attendance="100", venue_type="localized_area"))   # no permit, no deadlines
    assert page.action("calc-calendar", "P", "S/", "2026-04-01T12:00:00.000Z") == {}
    assert page.action("", "P", "S/", "") == {}


@needs_places("village")
def test_the_summary_and_the_calendar_file_say_so_until_their_archive_is_written(form, monkeypatch):
    """The copied summary's text and the calendar file come in the archive asked for with the first answer
    (hooks/calculator_runtime.py's ON_DEMAND): a click before it is written says to try again; once it
    could not be loaded, what to do."""
    import calculator.page as logic

    here = []
    monkeypatch.setattr(logic, "later_written", lambda: bool(here))
    page = calculator(form)
    assert page.update(VILLAGE)["ask"] == "later"
    for button in ("calc-copy-summary", "calc-calendar"):
        assert page.action(button, "P", "S/", "2026-04-01T12:00:00.000Z") == {
            "writes": [["#calc-action-status", {"text": "Still loading. Try again in a moment."}]]}
    page.rules_arrived("later", False)
    assert page.action("calc-copy-summary", "P", "S/", "")["writes"][0][1]["text"] == (
        "We could not load this part of the calculator. Check your connection, then reload the page.")
    assert page.action("calc-copy-link", "P", "S/", "")["copy"] == "P#calc-result"   # the others do not wait
    here.append(True)
    assert page.action("calc-copy-summary", "P", "S/", "")["copy"].startswith("Special event permit: The Village")
    assert page.action("calc-calendar", "P", "S/", "2026-04-01T12:00:00.000Z")["file"] == of()("page.calendar_file")


# ---------------------------------------------------------------- what would change the answer

FESTIVAL = {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15", "peak_attendance": "600",
            "venue_type": "localized_area"}   # tests/scenarios/what_if.yaml's street festival for 600 people


def what_if_items(changes, title="What would change this"):
    """The what-if section's items among a keyed update's changes: [(sentence, citation, button, its value)]."""
    sections = [change["node"] for change in changes if change.get("key") == "what_if"]
    assert len(sections) == 1, changes
    assert sections[0]["slots"]["title"]["text"] == title
    return [(item["slots"]["text"], item["slots"]["cite"]["text"], item["slots"]["apply"]["text"],
             item["slots"]["apply"]["attrs"]["value"]) for item in sections[0]["slots"]["items"]["children"]]


@needs_places("village")   # Village answers in the form
def test_what_would_change_the_answer_comes_last_in_the_next_task_each_with_its_button(form):
    page = calculator(form)
    view = page.update(FESTIVAL)
    assert "what_if" not in [change["key"] for change in view["answer"]]   # the answer first
    rest = page.rest()
    assert [change["key"] for change in rest][-1] == "what_if" and rest[-1]["into"] == "calc-result-body"
    expected = evaluate(dict(FESTIVAL, peak_attendance=600), what_if=True)["what_would_change"]
    assert page.what_if == expected and page.result["what_would_change"] == expected
    items = what_if_items(rest)
    assert items[0] == ("With 250 people or fewer at any one time, the event would not need a permit.",
                        "Not covered: a local area of the Village (\u00a7 6-17 B)",
                        "Change the most people at the event at one time to: 250", "peak_attendance=250")
    assert [item[3] for item in items] == ["peak_attendance=250", "government_sponsored=true",
                                           "venue_type=permanent_venue", "event_end=2026-08-16", "locations=2"]
    assert items[1][2] == "Change whether a government body sponsors the event to: Yes"
    assert items[3][2] == "Change the date the event ends to: Sunday, August 16, 2026"
    node = [change["node"] for change in rest if change.get("key") == "what_if"][0]["slots"]["items"]["children"][0]
    assert node["template"] == "what-if" and node["attrs"]["id"] == "calc-what-if-0"
    assert node["slots"]["cite"]["attrs"]["href"] == "../village/ordinance/#s-6-17-b" and "quote" not in node["slots"]
    # The copied summary says it too, after the answers given.
    text = page.action("calc-copy-summary", "https://x/calculator/?a", "https://x/", "")["copy"]
    assert ("\nWHAT WOULD CHANGE THIS\n- With 250 people or fewer at any one time, the event would not need a permit.\n"
            "  Source: https://x/village/ordinance/#s-6-17-b\n") in text
    assert text.index("YOUR ANSWERS") < text.index("WHAT WOULD CHANGE THIS") < text.index("See or change")


@needs_places("village")   # Village answers in the form
def test_a_what_if_button_puts_its_change_in_the_form_and_the_answer_is_asked_for(form):
    page = calculator(form)
    page.update(FESTIVAL)
    page.rest()
    assert page.change("peak_attendance=250") == [["peak_attendance", "250"]]
    assert page.change("venue_type=permanent_venue") == [["venue_type", "permanent_venue"]]
    assert page.change("government_sponsored=true") == [["government_sponsored", "true"]]
    assert page.change("") == [] and page.change(None) == [] and page.change("peak_attendance=1") == []
    assert page.event("submit", "") == "asked"   # then worked out as asked for: the answer has the focus
    view = page.update(dict(FESTIVAL, peak_attendance="250"), explicit=True)
    assert page.result["permit"]["status"] == "not_required"   # what the item said
    assert view["writes"][-1] == ["#calc-result", {"focus": True}]
    assert ["#calc-announce", {"text": "Answer updated: You do not need a special event permit. 0 deadlines."}] in \
        view["writes"]
    # Until the new list is worked out (the next task), the list before stays, and its buttons change nothing.
    assert "what_if" not in [change.get("key") for change in view["answer"]]
    assert page.change("peak_attendance=250") == []
    items = what_if_items(page.rest())
    assert items[0][3] == "peak_attendance=251" and items[0][0].startswith("With 251 people or more at any one time")
    assert page.change("peak_attendance=251") == [["peak_attendance", "251"]]
    assert page.rest() == []
    page.update({"jurisdiction": "village"})   # no answer: no list, and nothing to change
    assert page.change("peak_attendance=251") == [] and page.rest() == []


@needs_places("village")   # Village answers in the form
def test_an_answer_nothing_would_change_has_no_what_if_part(form, monkeypatch):
    import calculator.page.what_if as part

    page = calculator(form)
    monkeypatch.setattr(part, "find", lambda answers, result: [])
    page.update(FESTIVAL)
    rest = page.rest()
    node = [change["node"] for change in rest if change.get("key") == "what_if"][0]
    assert node["attrs"]["hidden"] is True and node["slots"]["items"] is None


def test_a_fault_of_the_finder_leaves_the_answer_without_its_list(monkeypatch):
    import calculator.what_if_finder as finder
    from calculator.page import what_if as part

    def broken(answers, result, values=None):
        raise ValueError("broken")

    monkeypatch.setattr(finder, "find", broken)
    answers = dict(FESTIVAL, peak_attendance=600)
    assert part.find(answers, evaluate(answers)) == []


# ---------------------------------------------------------------- the page in Spanish


def spanish(form):
    return Calculator(Questions(form["inputs"], form["blocks"], form["ids"], "es"), TODAY, "Calculadora de permisos",
                      "es", "../../")


def texts_of(value):
    """Every text of a node (or of writes), its attributes aside."""
    if type(value) is dict:
        return [text for key in value if key not in ("attrs", "template") for text in texts_of(value[key])]
    if type(value) is list:
        return [text for item in value for text in texts_of(item)]
    return [value] if type(value) is str else []


@needs_places("village")   # Village answers in the form
def test_a_spanish_page_answers_in_spanish_and_links_in_spanish(form):
    page = spanish(form)
    view = page.update(VILLAGE, True)
    assert view["link"]["language"] == "es"
    assert query.write(view["link"]).startswith("jurisdiction=village&language=es&")
    nodes = [change["node"] for change in view["answer"] + page.shown.changes([]) if "node" in change]
    words = " ".join(texts_of(nodes))
    assert "Usted necesita un permiso para evento especial" in words and "sábado, 15 de agosto de 2026" in words
    assert "You need" not in words and "Apply by" not in words
    assert page.result["language"] == "es"   # the rules' words too
    rest = page.rest()
    deadline = [change for change in rest if change.get("key") == "deadlines"][0]["node"]
    item = deadline["slots"]["items"]["children"][0]
    # The ordinance's words stay English, marked so, under a label that says so; its link from /es/calculator/.
    assert item["slots"]["quote-words"]["attrs"] == {"lang": "en"}
    assert item["slots"]["quote-title"]["text"] == "Cita (texto oficial en inglés)"
    assert item["slots"]["cite"]["attrs"]["href"].startswith("../../village/ordinance/#")
    copied = page.action("calc-copy-summary", "P", "S/", "")
    assert copied["copy"].startswith("Permiso para evento especial: La Villa\n")
    assert ["#calc-action-status", {"text": "Resumen copiado."}] in copied["copied"]
    calendar = page.action("calc-calendar", "P", "S/", "2026-04-01T12:00:00.000Z")
    assert calendar["file"] == "plazos-del-permiso.ics" and "Presentar%20la%20solicitud" in calendar["href"]


@needs_places("village")   # Village answers in the form
def test_what_would_change_the_answer_in_spanish(form):
    page = spanish(form)
    page.update(FESTIVAL)
    items = what_if_items(page.rest(), "Qué cambiaría esta respuesta")
    assert items[0][2] == "Cambiar el mayor número de personas en el evento a la vez a: 250"
    assert items[0][3] == "peak_attendance=250" and items[0][1].endswith("(§ 6-17 B)")
    assert "With 250" not in items[0][0]   # the finder's sentence, in the page's language
    assert "QUÉ CAMBIARÍA ESTA RESPUESTA" in page.action("calc-copy-summary", "P", "S/", "")["copy"]


@needs_places("village", "city")   # the place question
def test_a_spanish_page_says_its_errors_and_notices_in_spanish(form):
    page = spanish(form)
    opened = page.open("?jurisdiction=village&today=2026-03-01&zz=1", ["village", "city"])
    notices = texts_of(writes_to(opened, "#calc-notices-list"))
    assert notices[0].startswith("El enlace tiene una respuesta que esta calculadora no pregunta")
    assert notices[1].startswith("Este enlace se hizo el domingo, 1 de marzo de 2026.")
    view = page.update({}, True)
    assert writes_to(view, "#calc-result-empty") == [{"hidden": False, "text": "Su respuesta saldrá aquí cuando "
                                                                                "diga dónde será el evento."}]
    assert writes_to(view, "title") == [{"text": "Error: Calculadora de permisos"}]


@needs_places("village")
def test_a_link_of_another_language_says_so(form):
    assert calculator(form).open("?jurisdiction=village&language=es", ["village"])["language"] == "es"
    assert "language" not in calculator(form).open("?jurisdiction=village&language=en", ["village"])
    assert "language" not in spanish(form).open("?jurisdiction=village&language=es", ["village"])
    assert spanish(form).open("?jurisdiction=village&language=en", ["village"])["language"] == "en"
    assert "language" not in spanish(form).open("?jurisdiction=village", ["village"])   # a link of no language


@needs_places("village")   # Village answers in the form
def test_a_date_is_checked_when_left_not_at_each_part_typed(form):
    page = calculator(form)
    page.update(VILLAGE)
    page.rest()
    # A date box says "change" at each part typed: year 2 on the way to 2026 is not an error yet.
    assert page.event("change", "event_start") == "later"
    view = page.update(dict(VILLAGE, event_start="0002-08-15"))
    assert not writes_to(view, "#event_start-error") and not writes_to(view, "#calc-error-summary")
    assert page.event("focusout", "event_start") == "now"
    view = page.update(dict(VILLAGE, event_start="0002-08-15"))
    assert writes_to(view, "#calc-error-summary") == [{"hidden": False}]
    # Any other question's "change" (a radio chosen, a box left) checks it at once.
    assert page.event("change", "after_dark") == "now" and page.event("change", "peak_attendance") == "now"


@pytest.mark.parametrize("typed, shown", [("1,5", True), ("1,20", True), ("1,200", False), ("1 5", True),
                                          ("12,345", False)])
@needs_places("village")   # Village answers in the form
def test_a_misplaced_comma_is_an_error_at_its_question(form, typed, shown):
    page = calculator(form)
    view = page.update(dict(VILLAGE, peak_attendance=typed), explicit=True)
    errors = [c for s, c in view["writes"] if s == "#peak_attendance-error"]
    if shown:
        assert errors[0]["children"][1] == ("Enter the most people at the event at one time with a comma only "
                                            "before each group of three digits, like 1,200, or with no comma.")
        assert page.result is None   # never read as 15 or 120
    else:
        assert not errors and page.result is not None


@needs_places("village")   # Village answers in the form
def test_a_link_to_the_answer_opens_at_it_once_shown(form):
    page = calculator(form)
    opened = page.open("?jurisdiction=village&event_start=2026-08-15&peak_attendance=600", ("village",),
                       "#calc-result", False)
    assert opened["writes"][-1] == ["#calc-share", {"hidden": True}]
    page.update({"jurisdiction": "village", "event_start": "2026-08-15", "peak_attendance": "600"})
    page.rest()
    writes = page.ready()
    assert writes[:2] == [["#calc-status", {"hidden": False, "text": of()("page.ready")}],
                          ["html", {"data-calculator": "ready"}]]
    assert writes[2:] == [["#calc-result", {"scroll": True}], ["#calc-result", {"focus": True}]]
    assert page.ready()[2:] == []   # once
    # Without the fragment, or without an answer, the page stays where it is.
    other = calculator(form)
    other.open("?jurisdiction=village", ("village",), "#calc-result", True)
    other.update({"jurisdiction": "village"})
    assert other.ready()[2:] == []
    assert calculator(form).open("", ("village",), "", True)["writes"][-1] == ["#calc-share", {"hidden": False}]


@needs_places("village", "city")
def test_links_to_questions_and_the_answers_given(form):
    page = calculator(form)
    assert page.follow("#male_attendance") == questions(form).summary_link("#male_attendance")
    assert page.follow("#calc-requirement-bond_usd") == [] and page.follow("../village/") == []
    assert page.follow("") == [] and page.follow(None) == []
    page.update(VILLAGE)
    rows = [change["node"] for change in page.rest() if change.get("key") == "answers"][0]["slots"]["items"]
    names = [row["attrs"]["id"] for row in rows["children"]]
    assert names == ["calc-answer-" + name for name in ("jurisdiction", "event_start", "peak_attendance",
                                                         "after_dark", "female_attendance", "male_attendance",
                                                         "today")]   # in the form's order
    change = rows["children"][5]["slots"]["change"]
    assert change == {"text": "Change", "attrs": {"href": "#male_attendance"},
                      "children": [{"template": "heard", "text": " the number of men and boys"}]}


@needs_places("village")   # Village answers in the form
def test_copy_and_share_give_the_link_to_the_answer(form):
    page = calculator(form)
    assert page.action("calc-copy-link", "https://x/calculator/?a=1#calc-check-x", "https://x/", "")["copy"] == \
        "https://x/calculator/?a=1"   # before an answer: the form
    page.update(VILLAGE)
    copy = page.action("calc-copy-link", "https://x/calculator/?a=1#calc-check-x", "https://x/", "")
    assert copy["copy"] == "https://x/calculator/?a=1#calc-result"
    assert ["#calc-action-status", {"text": "Link copied. It opens at this answer."}] in copy["copied"]
    share = page.action("calc-share", "https://x/calculator/?a=1", "https://x/", "")
    assert json.loads(share["share"]) == {
        "title": "Permit calculator", "url": "https://x/calculator/?a=1#calc-result",
        "text": "You need a special event permit. Apply by Monday, June 15, 2026: 45 days left."}
    assert share["copied"] == [["#calc-action-status", {"text": "Shared."}]] and share["refused"] == []
    text = page.action("calc-copy-summary", "https://x/calculator/?a=1", "https://x/", "")["copy"]
    assert "\nSee the answer: https://x/calculator/?a=1#calc-result\n" in text
    assert "\n- How many men and boys will be there at the busiest time? 1,500\n" in text


@pytest.mark.parametrize("page_url, language, site_url", [
    ("https://example.gov/permits/calculator/?jurisdiction=city#calc-result", "en", "https://example.gov/permits/"),
    ("https://example.gov/permits/calculator/", "en", "https://example.gov/permits/"),
    ("https://example.gov/permits/es/calculator/?a=1/2#x/y", "es", "https://example.gov/permits/"),
    ("https://example.gov/calculator/", "en", "https://example.gov/"),
])
def test_the_site_is_found_from_the_page_in_either_language(form, page_url, language, site_url):
    """The summary's and the calendar file's links start at the site's root, however deep the page sits;
    the language is the questions' own unless given."""
    questions = Questions(form["inputs"], form["blocks"], form["ids"], language)
    page = Calculator(questions, TODAY, "Permit calculator")
    assert page.language == language and page.site_of(page_url) == site_url


def test_the_browser_glue_stays_thin():
    """The page's logic lives here, in calculator/page/ (tested on CPython and MicroPython):
    the glue that only a browser runs, main.py and dom.py, is 300 lines at most together."""
    glue = [ROOT / "docs" / "calculator" / name for name in ("main.py", "dom.py")]
    assert sum(len(path.read_text(encoding="utf-8").splitlines()) for path in glue) <= 300


# ---------------------------------------------------------------- the same on MicroPython


def steps():
    """Steps through the page covering each kind of view, the City's unsure answers too."""
    return [
        ["open", "?jurisdiction=city&nonprofit=true&today=2026-03-01&foo=1", ["village", "city"], "#calc-result", True],
        ["update", {}, False, True],
        ["update", {}, True, True],
        ["update", {"jurisdiction": "city", "event_start": "2026-08-15"}, False, False],
        ["arrived", "city", True],
        ["update", CITY, False, True],
        ["rest"],
        ["event", "change", "road_closure"],
        ["update", dict(CITY, road_closure="false"), False, True],
        ["event", "input", "event_start"],
        ["update", dict(CITY, event_start="2026-08-1"), False, True],
        ["event", "focusout", "event_start"],
        ["update", dict(CITY, event_start=UNREADABLE), False, True],
        ["update", VILLAGE, True, True],
        ["update", dict(VILLAGE, male_attendance="1501"), False, True],
        ["event", "change", "event_end"],
        ["update", dict(VILLAGE, peak_attendance="1,5"), False, True],
        ["event", "focusout", "peak_attendance"],
        ["update", dict(VILLAGE, peak_attendance="1,5"), False, True],
        ["follow", "#peak_attendance"], ["follow", "#calc-requirement-bond_usd"], ["follow", "../village/"],
        ["ready"],
        ["action", "calc-copy-summary", "https://x/calculator/?a", "https://x/", "2026-04-01T12:00:00.000Z"],
        ["action", "calc-copy-link", "https://x/calculator/?a#calc-requirement-x", "https://x/", ""],
        ["action", "calc-calendar", "https://x/calculator/?a", "https://x/", "2026-04-01T12:00:00.000Z"],
        ["event", "submit", ""],
        ["update", FESTIVAL, False, True], ["rest"], ["change", "venue_type=permanent_venue"], ["event", "submit", ""],
        ["update", dict(FESTIVAL, venue_type="permanent_venue"), True, True], ["rest"],
        ["action", "calc-copy-summary", "https://x/calculator/?a", "https://x/", "2026-04-01T12:00:00.000Z"],
    ]


def test_the_same_steps_on_micropython(form):
    """On the archives the page loads (tests/micropython_runner.py), with page_steps.py beside them."""
    expected = json.loads(json.dumps(page_steps.run(form, steps())))
    calls = [{"function": "page_steps.run", "args": [form, steps()]}]
    got = run_node(CALL, json.dumps(calls), modules=[STEPS])
    assert "crash" not in got[0], got[0]
    assert got[0]["result"] == expected


def test_sections_and_updates_on_micropython():
    results = [village_result(), village_result(peak_attendance=100, male_attendance=None, female_attendance=None),
               evaluate(CITY)]
    calls = [{"function": "calculator.page.answer.sections", "args": [result, ["x"], "2026-08-15"]}
             for result in results]
    calls += [{"function": "calculator.page.answer.section_node", "args": [section]}
              for result in results for section in answer.sections(result, ["x"], "2026-08-15")]
    calls.append({"function": "calculator.page.work_out", "args": [
        {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15", "peak_attendance": 600,
         "male_attendance": "abc"}]})
    expected = [{"result": json.loads(json.dumps(answer.sections(result, ["x"], "2026-08-15")))} for result in results]
    expected += [{"result": json.loads(json.dumps(answer.section_node(call["args"][0])))}
                 for call in calls[len(results):-1]]
    expected.append({"result": json.loads(json.dumps(work_out(calls[-1]["args"][0])))})
    assert run_node(CALL, json.dumps(calls)) == expected


# ---------------------------------------------------------------- the templates the nodes name


class TemplateReader(HTMLParser):
    """{template name: {its data-slot names}} from the built page's <template>s."""

    def __init__(self):
        super().__init__()
        self.templates, self.current = {}, None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "template" and (attrs.get("id") or "").startswith("calc-template-"):
            self.current = self.templates.setdefault(attrs["id"][len("calc-template-"):], set())
        elif self.current is not None and "data-slot" in attrs:
            self.current.add(attrs["data-slot"])

    def handle_endtag(self, tag):
        if tag == "template":
            self.current = None


def every_node(value):
    """Every node (a dict with "template") inside a value of plain data."""
    if type(value) is dict:
        if "template" in value:
            yield value
        for key in value:
            yield from every_node(value[key])
    elif type(value) is list:
        for item in value:
            yield from every_node(item)


@needs_places("village", "city")
def test_every_node_names_a_template_and_parts_it_has(form, site):
    reader = TemplateReader()
    reader.feed((Path(site) / "calculator" / "index.html").read_text(encoding="utf-8"))
    page = calculator(form)
    made = [page.open("?jurisdiction=village&foo=1", ("village", "city")),
            page.update({}, explicit=True), page.update(dict(VILLAGE, male_attendance="abc"), explicit=True),
            page.rest(), page.update(CITY), page.update(dict(VILLAGE, peak_attendance="100")),
            [{"template": "download"}]]
    for result in (village_result(), evaluate(CITY)):
        made.append([answer.section_node(section) for section in answer.sections(result, ["x"], "2026-08-15")])
    spanish = answer.sections(evaluate(dict(CITY, language="es")), [], None, panel_only=True, language="es")
    made.append([answer.section_node(section) for section in spanish])   # the article's title marked English
    names = set()
    for node in every_node(made):
        names.add(node["template"])
        assert node["template"] in reader.templates, node["template"]
        assert set(node.get("slots") or {}) <= reader.templates[node["template"]], node
    assert names == set(reader.templates)   # and every template is used


class FilledParts(HTMLParser):
    """The parts (``data-slot``) of the built page's templates that hold elements or words of their own."""

    def __init__(self):
        super().__init__()
        self.open, self.found = [], set()

    def handle_starttag(self, tag, attrs):
        if self.open and self.open[-1] is not None:
            self.found.add(self.open[-1])
        self.open.append(dict(attrs).get("data-slot"))

    def handle_data(self, data):
        if data.strip() and self.open and self.open[-1] is not None:
            self.found.add(self.open[-1])

    def handle_endtag(self, tag):
        if self.open:
            self.open.pop()


@needs_places("village", "city")
def test_a_part_filled_with_words_holds_nothing_else(site):
    """``answer.written_over`` writes an item's new words over a part's text: a part of a template with
    elements or words of its own is only ever filled with "" (kept as it is) or not at all."""
    reader = FilledParts()
    templates = (Path(site) / "calculator" / "index.html").read_text(encoding="utf-8")
    for found in re.findall(r"<template id=\"calc-template-[^\"]+\">(.*?)</template>", templates, re.S):
        reader.open = []
        reader.feed(found)
    assert reader.found == {"quote", "words"}
    made = []
    for result in (village_result(), evaluate(CITY), village_result(peak_attendance=100, male_attendance=None,
                                                                    female_attendance=None)):
        made.append([answer.section_node(section) for section in answer.sections(result, ["x"], "2026-08-15")])
    for node in every_node(made):
        for name in reader.found & set(node.get("slots") or {}):
            assert node["slots"][name] in ("", None), node
