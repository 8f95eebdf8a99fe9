"""The published JSON Schemas (hooks/json_schema.py) against every scenario.

Every valid scenario's input and the result it gives (with what would change it) must match the
input and output schemas; every invalid scenario's input must fail the input schema unless its only
errors are checks a JSON Schema cannot make (across answers, 300.0 as a whole number,
a jurisdiction's own limits).
"""

import importlib.util
import json
from pathlib import Path

import jsonschema
import pytest

from scenario_loader import load_cases, outcome_of

ROOT = Path(__file__).resolve().parent.parent
SPEC = importlib.util.spec_from_file_location("json_schema_hook", ROOT / "hooks" / "json_schema.py")
HOOK = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(HOOK)

CASES = load_cases()
VALID = [case for case in CASES if "errors" not in outcome_of(case.input)]
INVALID = [case for case in CASES if "errors" in outcome_of(case.input)]
# Words of the rule package's messages for checks beyond a schema.
BEYOND_SCHEMA = ("as a whole number", "add up to more than", "24 or less", "on or after the start date")


def validator(name):
    schema = HOOK.schema(name)
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)


INPUT = validator("input")
OUTPUT = validator("output")


def test_there_are_cases_of_both_kinds():
    assert len(VALID) > 50 and len(INVALID) > 20


@pytest.mark.parametrize("case", VALID, ids=[case.name for case in VALID])
def test_valid_scenario_matches_both_schemas(case):
    assert [error.message for error in INPUT.iter_errors(case.input)] == []
    result = json.loads(json.dumps(outcome_of(case.input, what_if=True)["result"]))
    assert ["%s at %s" % (e.message, list(e.path)) for e in OUTPUT.iter_errors(result)] == []


@pytest.mark.parametrize("case", INVALID, ids=[case.name for case in INVALID])
def test_invalid_scenario_fails_the_input_schema_or_needs_a_check_beyond_it(case):
    if INPUT.is_valid(case.input):
        messages = [error["message"] for error in outcome_of(case.input)["errors"]]
        assert all(any(words in message for words in BEYOND_SCHEMA) for message in messages), messages


def test_yes_no_questions_take_the_values_the_rule_package_takes():
    from calculator import InvalidInput, evaluate
    village = HOOK.schema("input")["$defs"]["village"]["properties"]
    values = [value for value in village["after_dark"]["enum"] if value is not None]
    assert True in values and False in values
    for value in (True, False, "unsure", "yes", 1):
        answers = {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15",
                   "peak_attendance": 300, "after_dark": value}
        try:
            evaluate(answers)
            accepted = True
        except InvalidInput:
            accepted = False
        listed = any(type(item) is type(value) and item == value for item in values)  # 1 == True in Python
        assert accepted == listed == INPUT.is_valid(answers), value


def test_limits_come_from_the_field_definitions():
    from calculator.inputs import MAX_COUNT
    village = HOOK.schema("input")["$defs"]["village"]
    assert village["required"] == ["jurisdiction", "event_start", "peak_attendance"]
    assert village["properties"]["peak_attendance"] == {
        "type": "integer", "maximum": MAX_COUNT, "minimum": 1,
        "description": "the most people at the event at one time"}
    assert village["properties"]["hours_per_day"]["exclusiveMinimum"] == 0
    assert village["properties"]["venue_type"]["enum"] == ["permanent_venue", "private_premises", "localized_area",
                                                           None]
    city = HOOK.schema("input")["$defs"]["city"]
    assert "peak_attendance" not in city["required"]


def test_one_place_gives_schemas_of_that_place_only():
    assert list(HOOK.schema("input", ["village"])["$defs"]) == ["village"]
    assert HOOK.schema("output", ["village"])["properties"]["jurisdiction"] == {"enum": ["village"]}


def test_the_build_publishes_both_schemas(tmp_path):
    class Config:
        extra = {"places": ["city"]}
        site_dir = str(tmp_path)

    written = []
    HOOK.write_schemas(Config(), type("Site", (), {"add": staticmethod(written.append)}))
    assert written == ["schema/input.schema.json", "schema/output.schema.json"]
    for name in ("input", "output"):
        published = json.loads((tmp_path / "schema" / (name + ".schema.json")).read_text(encoding="ascii"))
        assert published == json.loads(json.dumps(HOOK.schema(name, ["city"])))
