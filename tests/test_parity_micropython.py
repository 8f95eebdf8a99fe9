"""Every scenario input gives the same outcome under MicroPython as under CPython.

All inputs go through MicroPython in one batch (one interpreter start).  Outcomes are
compared as data: {"result": ...} or {"errors": [...]}, the CPython one after a JSON
round trip.  A {"crash": ...} from MicroPython is a failure.

The runner (tests/micropython/evaluate.mjs) hands MicroPython the JSON text exactly as
pytest wrote it, so 300.0 stays a float and big integers stay exact.
"""

import json

import pytest

from micropython_runner import run_in_micropython
from scenario_loader import first_difference, load_cases, outcome_of

CASES = load_cases()


@pytest.fixture(scope="module")
def micropython_outcomes():
    return run_in_micropython([case.input for case in CASES])


def test_every_scenario_matches_under_micropython(micropython_outcomes):
    assert len(micropython_outcomes) == len(CASES)
    problems = []
    for case, theirs in zip(CASES, micropython_outcomes):
        ours = json.loads(json.dumps(outcome_of(case.input)))
        if "crash" in theirs:
            problems.append("%s: MicroPython crashed: %s" % (case.name, theirs["crash"]))
        elif ours != theirs:
            problems.append("%s: %s" % (case.name, first_difference(ours, theirs)))
    assert not problems, "%d of %d scenarios differ:\n%s" % (len(problems), len(CASES), "\n".join(problems))
