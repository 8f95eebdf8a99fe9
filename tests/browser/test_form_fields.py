"""The calculator form asks exactly the rule package's questions, in the right shape.

Read from the built page (no browser needed): for each published place, the inputs shown
for it are the ``FIELDS`` it declares a question for, and none its rules read is left
out; their words (question, hint, options) are the declaration's own; every choice is
offered with the package's own values; each kind of answer has its proper control; every
control has a label, and radios and checkboxes sit in a fieldset with a legend.
"""

import re
from html.parser import HTMLParser

import pytest

from calculator import JURISDICTIONS, glossary, inputs
from calculator.words import of
from site_build import ROOT, published_places

PLACES = published_places()

VOID = {"input", "br", "img", "meta", "link", "hr", "source", "wbr", "col", "area", "embed", "track"}


class Form(HTMLParser):
    """Every input of #calc-form with the jurisdictions it shows for and its surroundings."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack = []        # (tag, attrs) of open elements
        self.inputs = []       # dicts
        self.labels = {}       # for -> text
        self.texts = {}        # id -> text, of every element with an id
        self.legends = {}      # fieldset id -> its legend's text
        self._label = None
        self._in_form = False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if attrs.get("id") == "calc-form":
            self._in_form = True
        if not self._in_form:
            return
        if tag == "input":
            places = None
            conditions = []
            fieldset = legend = False
            for open_tag, open_attrs in self.stack:
                if open_attrs.get("data-jurisdictions"):
                    places = set(open_attrs["data-jurisdictions"].split())
                if open_attrs.get("data-show-when"):
                    conditions.append(open_attrs["data-show-when"])
                if open_tag == "fieldset":
                    fieldset = True
                    legend = open_attrs.get("_legend", False)
            self.inputs.append(dict(attrs, places=places, conditions=conditions, fieldset=fieldset,
                                    legend=legend))
        if tag == "label":
            self._label = [attrs.get("for"), ""]
        if tag == "legend":
            for open_tag, open_attrs in reversed(self.stack):
                if open_tag == "fieldset":
                    open_attrs["_legend"] = True
                    break
        if tag not in VOID:
            self.stack.append((tag, attrs))
            if attrs.get("id"):
                self.texts[attrs["id"]] = ""

    def handle_endtag(self, tag):
        if not self._in_form or tag in VOID:
            return
        while self.stack:
            open_tag, _ = self.stack.pop()
            if open_tag == tag:
                break
        if tag == "label" and self._label:
            self.labels[self._label[0]] = self._label[1].strip()
            self._label = None
        if tag == "form":
            self._in_form = False

    def handle_data(self, data):
        if self._label is not None:
            self._label[1] += data
        if not self._in_form:
            return
        for open_tag, open_attrs in self.stack:
            if open_attrs.get("id"):
                self.texts[open_attrs["id"]] += data
        for open_tag, open_attrs in reversed(self.stack):
            if open_tag == "legend":
                fieldset = [a.get("id") for t, a in self.stack if t == "fieldset"][-1]
                self.legends[fieldset] = self.legends.get(fieldset, "") + data
                break


@pytest.fixture(scope="module")
def form(site):
    parser = Form()
    parser.feed((site / "calculator" / "index.html").read_text(encoding="utf-8"))
    assert parser.inputs, "no inputs in #calc-form"
    return parser


def names_read_by_rules(place):
    """Answers the jurisdiction's rules read (``values["name"]``), plus the shared ones."""
    text = (ROOT / "calculator" / "jurisdictions" / place / "rules.py").read_text(encoding="utf-8")
    return set(re.findall(r"""values\[\s*["'](\w+)["']\s*\]""", text)) | {"today", "event_start", "event_end"}


def form_names(form, place):
    return {item["name"] for item in form.inputs if item.get("name") and (item["places"] is None
                                                                         or place in item["places"])}


@pytest.mark.parametrize("place", PLACES)
def test_form_asks_the_fields_that_matter(form, place):
    fields = {field.name for field in JURISDICTIONS[place].FIELDS}
    asked = form_names(form, place) - {"jurisdiction"}
    assert asked == {field.name for field in JURISDICTIONS[place].FIELDS if field.question}
    unasked = fields - asked
    assert not (unasked & names_read_by_rules(place)), \
        "%s's rules read answers the form does not ask: %s" % (place, sorted(unasked & names_read_by_rules(place)))


def test_jurisdiction_choices_are_the_published_places(form):
    values = [item["value"] for item in form.inputs if item.get("name") == "jurisdiction"]
    assert values == PLACES
    kinds = {item["type"] for item in form.inputs if item.get("name") == "jurisdiction"}
    assert kinds == ({"hidden"} if len(PLACES) == 1 else {"radio"})


def text(words):
    return " ".join(words.split())


@pytest.mark.parametrize("place", PLACES)
def test_the_words_are_the_declarations_own(form, place):
    """Question, hint and options come from the place's FIELDS (and inputs.event_fields), written once."""
    for field in JURISDICTIONS[place].FIELDS:
        if not field.question:
            continue
        if field.kind in ("bool", "choice"):
            assert text(form.legends[field.name + "-fieldset"]) == field.question
            shown = [text(form.labels[item["id"]]) for item in form.inputs if item.get("name") == field.name]
            if field.kind == "bool":
                expected = [of("en")("answer." + value) for value in inputs.ANSWERS
                            if field.unsure or value != inputs.UNSURE]
            else:
                expected = [option[1] for option in field.options]
            assert shown == expected, field.name
        else:
            assert form.labels[field.name] == field.question
        # The hint, then the plain meaning of each glossary word in the question (calculator/glossary.py).
        words = ["%s: %s" % (item["term"], item["definition"])
                 for item in map(glossary.entry, glossary.found_in(field.question))]
        assert text(form.texts.get(field.name + "-hint", "")) == text(" ".join([field.hint or ""] + words)), field.name


@pytest.mark.parametrize("place", PLACES)
def test_controls_fit_each_kind_of_answer(form, place):
    controls = {}
    for item in form.inputs:
        if item.get("name") and (item["places"] is None or place in item["places"]):
            controls.setdefault(item["name"], []).append(item)
    for field in JURISDICTIONS[place].FIELDS:
        if field.name not in controls:
            continue
        items = controls[field.name]
        kinds = {item["type"] for item in items}
        for item in items:
            assert item.get("data-kind") == field.kind, field.name
        if field.kind == "date":
            assert kinds == {"date"}, field.name
        elif field.kind == "int":
            assert kinds == {"text"} and items[0]["inputmode"] == "numeric", field.name
        elif field.kind == "number":
            assert kinds == {"text"} and items[0]["inputmode"] == "decimal", field.name
        elif field.kind == "choice":
            assert kinds == {"radio"}, field.name
            assert [item["value"] for item in items] == list(field.choices), field.name
        elif field.kind == "bool":
            assert kinds in ({"checkbox"}, {"radio"}), field.name
            if kinds == {"radio"}:
                assert [item["value"] for item in items] == ["true", "false"] + ["unsure"] * field.unsure, field.name
            else:
                assert [item["value"] for item in items] == ["true"], field.name
        for item in items:
            assert item.get("id") and form.labels.get(item["id"]), "%s has no label" % field.name
            if item["type"] in ("radio", "checkbox"):
                assert item["fieldset"] and item["legend"], "%s is not in a fieldset with a legend" % field.name


def test_follow_up_questions_show_only_when_they_matter(form):
    conditions = {item["name"]: item["conditions"] for item in form.inputs if item.get("name")}
    for place in PLACES:
        for field in JURISDICTIONS[place].FIELDS:
            if field.question:
                assert conditions[field.name] == ([field.show_when] if field.show_when else []), field.name


def test_only_the_first_question_shows_before_the_page_has_run(site):
    """Until a place is chosen (and before the Python has run) the other questions are hidden;
    on a one-place site, only the follow-up questions are."""
    page = (site / "calculator" / "index.html").read_text(encoding="utf-8")
    start = page.index('<form id="calc-form"')
    form = page[start:page.index("</form>", start)]
    scoped = re.findall(r"<[a-z]+\b[^>]*\bdata-(?:jurisdictions|show-when)=[^>]*>", form)
    assert len(scoped) >= (3 if len(PLACES) > 1 else 1)
    for tag in scoped:
        hidden = re.search(r"\shidden(?=[\s>])", tag)
        assert hidden if len(PLACES) > 1 or "data-show-when" in tag else not hidden, tag
