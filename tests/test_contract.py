"""The answer's contract is versioned: ``contract_version`` (calculator/contract.py) in every
answer and in both JSON Schemas, and an entry of CHANGELOG.md for it.

- The newest entry of CHANGELOG.md is the current version, and it records the hash of the
  schemas for the places it names: when the schemas change (a key, an id's values, a type)
  without a new version and its entry, this test fails and prints the hash to record.
- The versions go down, each once, each entry says what changed; the recorded hashes differ.
- The answer, the CLI's output and the output schema carry the version.
"""

import hashlib
import json
import re

import pytest

from calculator import evaluate
from calculator.contract import VERSION
from calculator.jurisdictions import ORDER
from site_build import ROOT
from test_guides import load_hook

CHANGELOG = ROOT / "CHANGELOG.md"
ENTRY = re.compile(r"^## (\d+)\.(\d+) \((\d{4}-\d{2}-\d{2})\)\n(.*?)(?=^## |\Z)", re.M | re.S)
RECORD = re.compile(r"^Schema \(([a-z0-9_, ]+)\): `sha256:([0-9a-f]{64})`$", re.M)
# Words for a person, not for a program: they change without changing the contract.
ANNOTATIONS = ("title", "description", "$comment")

json_schema = load_hook("json_schema")


def entries():
    """[(version, day, body)] of CHANGELOG.md, in its order."""
    return [((int(major), int(minor)), day, body) for major, minor, day, body
            in ENTRY.findall(CHANGELOG.read_text(encoding="utf-8"))]


def without_annotations(value):
    if isinstance(value, dict):
        return dict((key, without_annotations(item)) for key, item in value.items() if key not in ANNOTATIONS)
    if isinstance(value, list):
        return [without_annotations(item) for item in value]
    return value


def schema_hash(places):
    """SHA-256 of the input and output schemas for ``places``, annotations aside, as canonical JSON."""
    both = dict((name, without_annotations(json_schema.schema(name, places))) for name in json_schema.NAMES)
    return hashlib.sha256(json.dumps(both, sort_keys=True, separators=(",", ":")).encode("utf-8")).hexdigest()


def test_the_newest_entry_is_this_version_and_records_these_schemas():
    version, _, body = entries()[0]
    assert "%d.%d" % version == VERSION, "CHANGELOG.md's newest entry is %d.%d, calculator/contract.py says %s" % (
        version + (VERSION,))
    record = RECORD.search(body)
    assert record, "CHANGELOG.md %s: record the schemas' hash (\"Schema (village, city): `sha256:...`\")" % VERSION
    places = [place.strip() for place in record.group(1).split(",")]
    assert set(places) <= set(ORDER), places
    found = schema_hash(places)
    assert found == record.group(2), (
        "The JSON Schemas changed (sha256:%s for %s). Integrators see it: change VERSION in "
        "calculator/contract.py (MINOR for an addition, MAJOR for a change or a removal) and add a "
        "CHANGELOG.md entry for it saying what changed, with the line\nSchema (%s): `sha256:%s`"
        % (found, ", ".join(places), ", ".join(places), found))


def test_the_versions_go_down_once_each_and_say_what_changed():
    found = entries()
    versions = [version for version, _, _ in found]
    assert versions == sorted(set(versions), reverse=True)
    days = [day for _, day, _ in found]
    assert days == sorted(days, reverse=True)
    for version, _, body in found:
        assert re.search(r"^- \S", body, re.M), "CHANGELOG.md %d.%d: say what changed" % version
    hashes = [record.group(2) for _, _, body in found for record in RECORD.finditer(body)]
    assert len(hashes) == len(set(hashes))


def test_a_changed_schema_is_caught():
    places = ["village", "city"]
    schema = json_schema.schema("output", places)
    changed = json.loads(json.dumps(schema))
    changed["properties"]["requirements"]["items"]["required"].remove("formula")
    reworded = json.loads(json.dumps(schema))
    reworded["description"] = "Other words."
    assert without_annotations(changed) != without_annotations(schema)
    assert without_annotations(reworded) == without_annotations(schema)


@pytest.mark.parametrize("answers", [
    {"jurisdiction": ORDER[0], "today": "2026-05-01", "event_start": "2026-08-15", "peak_attendance": 600},
])
def test_every_answer_and_the_schemas_carry_the_version(answers):
    assert evaluate(answers)["contract_version"] == VERSION
    output = json_schema.schema("output", list(ORDER))
    assert output["properties"]["contract_version"]["const"] == VERSION
    assert "contract_version" in output["required"]
    for name in json_schema.NAMES:
        assert VERSION in json_schema.schema(name, list(ORDER))["$comment"]
