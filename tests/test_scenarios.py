"""Every scenario in tests/scenarios/*.yaml, evaluated under CPython and checked against its ``expect``.

The path language of ``expect`` is documented in tests/scenario_loader.py.  A case with
``xfail_reason`` is a known rule bug: it is marked xfail(strict=True), so it fails the
suite once the rule is fixed and the mark should go.
"""

import pytest

from calculator import ORDER
from scenario_loader import asks_what_if, check_expectations, load_cases, outcome_of

CASES = load_cases()


def _param(case):
    marks = [pytest.mark.xfail(strict=True, reason=case.xfail_reason)] if case.xfail_reason else []
    return pytest.param(case, id=case.name, marks=marks)


@pytest.mark.parametrize("case", [_param(case) for case in CASES])
def test_scenario(case):
    failures = check_expectations(outcome_of(case.input, asks_what_if(case.expect)), case.expect)
    assert not failures, "%s (%s):\n  %s" % (case.name, case.source, "\n  ".join(failures))


def test_every_place_has_its_scenarios():
    """Each registered place has tests/scenarios/<id>.yaml with cases about it, so its rules
    run here and, by the same cases, under MicroPython (test_parity_micropython.py)."""
    assert "errors.yaml" in set(case.source for case in CASES)
    for ident in ORDER:
        own = [case for case in CASES if case.source == ident + ".yaml"]
        assert own, "tests/scenarios/%s.yaml is missing or empty: every place needs its scenarios" % ident
        assert [case for case in own if isinstance(case.input, dict) and case.input.get("jurisdiction") == ident]


# ---------------------------------------------------------------- the checker itself

OUTCOME = outcome_of({"jurisdiction": "village", "today": "2026-06-17", "event_start": "2026-08-15",
                      "peak_attendance": 251})


@pytest.mark.parametrize("expect", [
    {"permit.status": "unclear"},
    {"permit.permits_needed": 2},
    {"deadlines.apply_by": "2026-06-17"},
    {"deadlines.apply_by.passed": False},
    {"deadlines.apply_by.passed": 1},
    {"deadlines.notify_neighbors_by": "2026-06-16"},
    {"requirements.physicians": 2},
    {"requirements.physicians.applies": "required"},
    {"requirements.toilets_female": 0},
    {"warnings": ["late_application"]},
    {"warnings_include": ["apply_by_weekend"]},
    {"warnings_exclude": ["late_application"]},
    {"warnings.late_application_contains": "June 17"},
    {"permit.reasons.kind_include": ["ambiguity"]},
    {"permit.reasons.text_contains": "no such words"},
    {"errors": ["peak_attendance"]},
    {"no_such_key": 1},
])
def test_checker_reports_wrong_expectations(expect):
    assert check_expectations(OUTCOME, expect)


def test_checker_accepts_right_expectations():
    assert check_expectations(OUTCOME, {
        "permit.status": "required", "deadlines.apply_by": "2026-06-16", "deadlines.apply_by.passed": True,
        "requirements.physicians": 1, "requirements.toilets_female": None,
        "requirements.toilets_female.needs": ["female_attendance"],
        "warnings": ["late_application", "no_promotion_before_permit", "processing_period", "appeal_hearing_period"],
        "warnings_exclude": ["apply_by_weekend"],
        "warnings.late_application_contains": "June 16", "permit.reasons.kind_include": ["rule", "discretion"],
        "deadlines": ["apply_by"], "deadlines_exclude": ["notify_neighbors_by"]}) == []


def test_checker_on_errors():
    outcome = outcome_of({"jurisdiction": "city", "today": "2026-05-01", "event_start": "2026-8-15", "x": 1})
    assert check_expectations(outcome, {"errors": ["event_start", "x"],
                                        "errors.event_start_contains": "2026-08-15"}) == []
    assert check_expectations(outcome, {"errors": ["event_start"]})
    assert check_expectations(outcome, {"permit.status": "required"})


def test_a_key_given_twice_is_refused(tmp_path):
    """YAML would keep the last of two equal keys silently, dropping an expectation."""
    from scenario_loader import ScenarioError, load_file
    path = tmp_path / "twice.yaml"
    path.write_text('- name: Twice\n  input: {jurisdiction: city, today: "2026-05-01"}\n'
                    '  expect:\n    permit.status: required\n    permit.status: unclear\n', encoding="utf-8")
    with pytest.raises(ScenarioError, match="twice.yaml line 4: the key 'permit.status' is given twice"):
        load_file(path)
