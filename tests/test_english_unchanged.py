"""The calculator's English is the same, to the byte, as before its words moved into the catalogs.

tests/english_recording.py recorded, before the move (issue #22), every English output of the
rules, the summary, the calendar file, the link notices, the page model and the templates; these
tests work them all out again and compare.  Kept only as long as the move takes: once the words
are in the catalogs and checked there (tests/test_words.py), this test and its recording go.

A deliberate change of the English (issue #23 rewords it, once, in the catalogs) records again:
``python tests/english_recording.py``.
"""

import difflib
import json

import pytest

import english_recording
from scenario_loader import first_difference
from site_build import needs_places

pytestmark = needs_places("village", "city", only=True)   # the recording is of the demo's settings


@pytest.fixture(scope="module")
def recording():
    return english_recording.load()


def difference(before, now):
    """Where two outputs (JSON text, or a hash) first differ, in a few lines."""
    if before.startswith("sha256:"):
        return "its hash differs"
    before, now = json.loads(before), json.loads(now)
    if type(before) is str and type(now) is str:
        return "\n".join(list(difflib.unified_diff(before.splitlines(), now.splitlines(), lineterm="", n=1))[:12])
    return first_difference(before, now)


def test_every_output_is_as_recorded(recording):
    now = english_recording.record(recording["form"])
    assert [case[:2] for case in now["cases"]] == [case[:2] for case in recording["cases"]], "other cases"
    problems = []
    for (kind, name, refs), (_, _, found) in zip(recording["cases"], now["cases"]):
        for what in sorted(set(refs) | set(found)):
            before = recording["outputs"][refs[what]] if what in refs else "null"
            after = now["outputs"][found[what]] if what in found else "null"
            if before != after:
                problems.append("%s %s, %s: %s" % (kind, name[:100], what, difference(before, after)))
    if problems:
        pytest.fail("%d outputs differ; the first:\n%s" % (len(problems), "\n\n".join(problems[:5])), False)


def test_the_templates_words_are_as_recorded(recording, site):
    now = english_recording.pages_of(site)
    for page in recording["pages"]:
        assert now[page] == recording["pages"][page], "\n".join(difflib.unified_diff(
            recording["pages"][page].splitlines(), now[page].splitlines(), lineterm="", n=1))
