"""Each place declares its questions once; the form's model comes from those declarations.

``calculator.inputs.Field`` carries both how the rules read an answer (its kind and limits,
and its in-sentence ``label`` in the place's catalogs) and how the form asks it (question,
hint, options in the catalogs; ``show_when``, ``unsure``, ``group``); hooks/calculator_form.py
turns the published places' declarations into the model overrides/partials/calculator-form.html
loops over.
"""

import importlib.util
import sys
from types import ModuleType, SimpleNamespace

import pytest
from mkdocs.exceptions import PluginError

from calculator import JURISDICTIONS, ORDER, inputs, query
from calculator import words as calculator_words
from calculator.settings import SETTINGS
from site_build import ROOT

spec = importlib.util.spec_from_file_location("calculator_form", ROOT / "hooks" / "calculator_form.py")
calculator_form = importlib.util.module_from_spec(spec)
spec.loader.exec_module(calculator_form)


@pytest.fixture
def catalogs(monkeypatch):
    """``catalogs(place, {key: words})``: the English catalog of a made-up place, for Fields of its own."""
    def install(place, words):
        module = ModuleType("calculator.jurisdictions.%s.words_en" % place)
        module.WORDS = words
        monkeypatch.setitem(sys.modules, module.__name__, module)
        monkeypatch.delitem(calculator_words._catalogs, module.__name__, raising=False)
        for key in list(calculator_words._words):
            if key[1] == place:
                monkeypatch.delitem(calculator_words._words, key)
    return install


def names(model):
    return [question["name"] for section in model["sections"] for question in section["questions"]]


MUSIC = {"music.label": "the music", "music.question": "Music?"}


def test_options_are_the_choices(catalogs):
    catalogs("made_up", {"kind.label": "the kind", "kind.question": "Which?", "kind.a": "A", "kind.a.hint": "Hint",
                         "kind.b": "B"})
    field = inputs.Field("kind", "choice", options=("a", "b"), place="made_up")
    assert field.choices == ("a", "b")
    assert field.options == (("a", "A", "Hint"), ("b", "B"))
    say = calculator_words.of("en", "made_up")
    assert inputs.read({"kind": "b"}, [field], say) == ({"kind": "b"}, [])
    assert inputs.read({"kind": "c"}, [field], say)[1][0]["allowed"] == ["a", "b"]
    assert inputs.read({"kind": "c"}, [field], say)[1][0]["message"] == "Choose one of the answers offered for the kind."


@pytest.mark.parametrize("answer, problem", [(True, None), (False, None), ("unsure", "Choose yes or no for the music."),
                                             ("maybe", "Choose yes or no for the music.")])
def test_a_yes_no_question_without_not_sure_refuses_unsure(catalogs, answer, problem):
    catalogs("made_up", MUSIC)
    field = inputs.Field("music", "bool", unsure=False, place="made_up")
    values, errors = inputs.read({"music": answer}, [field], calculator_words.of("en", "made_up"))
    assert [error["message"] for error in errors] == ([problem] if problem else [])
    assert query.value(field, "unsure") == (None, "yes_no")
    assert query.value(inputs.Field("music", "bool", place="made_up"), "unsure") == ("unsure", None)


@pytest.mark.parametrize("attendance, required, asked", [("required", True, True), ("optional", False, True),
                                                         ("not asked", False, False)])
def test_the_crowd_size_is_asked_as_the_place_says(attendance, required, asked):
    field = [field for field in inputs.event_fields(attendance) if field.name == "peak_attendance"][0]
    assert field.required is required and bool(field.question) is asked


def test_every_place_declares_a_question_or_none_for_each_field():
    for ident in ORDER:
        package = JURISDICTIONS[ident]
        groups = list(getattr(package, "GROUPS", ()))
        for field in package.FIELDS:
            assert field.question is None or field.question.endswith(("?", "date")), (ident, field.name)
            assert field.group is None or field.group in groups, (ident, field.name)
            if field.kind == "choice" and field.question:
                assert field.options and all(len(option) in (2, 3) for option in field.options), field.name


def test_the_form_asks_the_shared_questions_around_each_places_own():
    model = calculator_form.form(list(ORDER))
    asked = names(model)
    own = [[field.name for field in JURISDICTIONS[ident].FIELDS
            if field.question and field.name not in inputs.FORM_ORDER and field.group is None] for ident in ORDER]
    flat = [name for names_of_place in own for name in names_of_place]
    shared_after = [name for name in ("locations", "today") if name in asked]
    assert asked[:2] == ["event_start", "event_end"]
    assert [name for name in asked if name in flat] == flat    # each place's own, in its FIELDS order
    assert asked[-1] == "today" and asked.index("locations") > max(asked.index(name) for name in flat)
    assert shared_after == ["locations", "today"]
    first = model["sections"][0]
    assert first["places"] == " ".join(ORDER) and first["hidden"] and first["group"] is None
    assert [option[0] for option in model["place"]["options"]] == list(ORDER)
    for ident, label, hint in model["place"]["options"]:
        assert label.lower() == SETTINGS[ident]["name"].lower()
        assert hint == calculator_words.text(calculator_words.DEFAULT, "about.description", ident)


def test_one_place_is_not_asked_and_its_questions_show():
    for ident in ORDER:
        model = calculator_form.form([ident])
        assert model["one_place"] == ident and model["place"] is None
        assert all(section["places"] == ident and not section["hidden"] for section in model["sections"])
        assert set(names(model)) == {field.name for field in JURISDICTIONS[ident].FIELDS if field.question}


def test_a_group_is_a_section_of_its_own():
    for ident in ORDER:
        for group in getattr(JURISDICTIONS[ident], "GROUPS", ()):
            summary = calculator_words.of("en", ident)("group." + group)
            sections = [s for s in calculator_form.form([ident])["sections"] if s["group"]]
            assert [(s["group"]["id"], s["group"]["summary"]) for s in sections] == [(group, summary)]
            assert [q["name"] for q in sections[0]["questions"]] == [
                field.name for field in JURISDICTIONS[ident].FIELDS if field.group == group]


def test_a_glossary_word_in_a_question_is_explained_in_its_hint(catalogs):
    from calculator import glossary

    questions = {q["name"]: q for section in calculator_form.form(list(ORDER))["sections"] for q in section["questions"]}
    for name, q in questions.items():
        keys = glossary.found_in(q["question"])
        assert q["words"] == [[glossary.entry(key)["term"], glossary.entry(key)["definition"]] for key in keys]
        assert q["described"] == bool(q["hint"] or keys), name
    if "city" in ORDER:
        assert [term for term, _ in questions["residential_zone"]["words"]] == ["Residential zone"]
        assert "To find out if a road is in one" in questions["residential_zone"]["words"][0][1]
        assert questions["residential_zone"]["described"] and not questions["residential_zone"]["hint"]
        assert [term for term, _ in questions["on_city_right_of_way"]["words"]] == ["Right-of-way"]
    # A question without a hint or a hard word has no hint box.
    catalogs("made_up", {"x.label": "x", "x.question": "Is the bond a surety bond?"})
    made = calculator_form._question(inputs.Field("x", "bool", place="made_up"))
    assert [term for term, _ in made["words"]] == ["Bond", "Surety"] and made["described"]
    catalogs("made_up", MUSIC)
    plain = calculator_form._question(inputs.Field("music", "bool", place="made_up"))
    assert plain["words"] == [] and not plain["described"]


def packages(**fields):
    """[(id, a place made of the shared questions and ``fields``)], for the hook's checks."""
    return [(ident, SimpleNamespace(FIELDS=inputs.event_fields("optional") + own, GROUPS=()))
            for ident, own in fields.items()]


def test_a_question_two_places_ask_alike_is_asked_once(catalogs):
    catalogs("made_up", MUSIC)
    same = inputs.Field("music", "bool", place="made_up")
    asked = calculator_form.asked_questions(packages(a=[same], b=[same]))
    assert [(question["name"], places) for question, places, _ in asked] == [
        ("event_start", ["a", "b"]), ("event_end", ["a", "b"]), ("peak_attendance", ["a", "b"]),
        ("music", ["a", "b"]), ("locations", ["a", "b"]), ("today", ["a", "b"])]


def test_two_places_may_not_ask_one_name_in_different_words(catalogs):
    catalogs("made_up", MUSIC)
    catalogs("made_up_too", dict(MUSIC, **{"music.question": "Any?"}))
    with pytest.raises(PluginError, match="two places ask 'music' in different words"):
        calculator_form.asked_questions(packages(a=[inputs.Field("music", "bool", place="made_up")],
                                                 b=[inputs.Field("music", "bool", place="made_up_too")]))


def test_a_field_in_an_undeclared_group_stops_the_build(catalogs):
    catalogs("made_up", {"x.label": "x", "x.question": "When?"})
    with pytest.raises(PluginError, match="names the group 'nowhere'"):
        calculator_form.asked_questions(packages(a=[inputs.Field("x", "date", group="nowhere", place="made_up")]))


def test_a_link_without_a_place_on_a_one_place_site_is_that_place():
    for ident in ORDER:
        link = query.read("?today=2026-05-01&event_start=2026-08-15", places=(ident,))
        assert link["answers"] == {"jurisdiction": ident, "today": "2026-05-01", "event_start": "2026-08-15"}
        assert link["notices"] == []
    if len(ORDER) > 1:
        link = query.read("?today=2026-05-01&event_start=2026-08-15", places=ORDER)
        assert link["answers"] == {} and "does not say where the event is" in link["at"]["jurisdiction"][0]
    assert query.read("", places=ORDER[:1]) == {"answers": {}, "notices": [], "at": {}, "errors": [], "made_on": None}
