"""Scenario files (tests/scenarios/*.yaml): loading them and checking their expectations.

A scenario file is a YAML list of cases::

    - name: A street festival with 251 people at one time needs a permit
      input: {jurisdiction: village, today: "2026-05-01", event_start: "2026-08-15", peak_attendance: 251}
      expect:
        permit.status: required
        deadlines.apply_by: "2026-06-16"
      xfail_reason: "..."      # optional: a known rule bug; the test is xfail(strict=True)

``name`` is a plain sentence, unique across all files (it is the pytest id).  ``input``
is the JSON contract input, given as is: a dict should always hold ``today`` (the
loader refuses one without it), and dates are quoted strings (an unquoted YAML date
is refused, because the contract takes text).  ``input`` may also be a non-dict
(a list, a string, null) to test that such input is rejected.

Expectations: ``expect`` maps a *key* to an expected value.
A key is a dotted path, optionally followed by a suffix on its last segment::

    key    := segment ("." segment)* [suffix]
    suffix := "_include" | "_exclude" | "_contains"

The path is resolved against the outcome of ``evaluate``: the result dict, or, for
input that raises ``InvalidInput``, ``{"errors": [...]}``.  Each segment steps into

- a dict: the value under that key (``permit.status``);
- a list of items that have an identity (``id``, or ``field`` for errors): the item
  with that identity (``deadlines.apply_by``, ``errors.event_end``).  A path that
  stops at such an item yields its main value::

      deadlines    -> date        deadlines.apply_by: "2026-06-16"
      requirements -> quantity    requirements.physicians: 2
      checklist    -> status      checklist.application-14: missing
      warnings     -> message     warnings.late_application_contains: "June 16"
      errors       -> message     errors.peak_attendance_contains: "whole number"

  and a further segment reads a field of the item
  (``deadlines.apply_by.passed``, ``requirements.bond_usd.applies``).  The items of
  ``what_would_change`` are named by their ``field``, and such a path yields the first
  item's ``value`` (``what_would_change.peak_attendance: 250``); a case with such keys
  is worked out with what would change the answer (``evaluate(answers, what_if=True)``).
  A segment that names no item but a key every item has reads it of every item, giving
  a list (``what_would_change.text_contains``);
- a list of items without identity (``permit.reasons``): the rest of the path is
  applied to every item, giving a list (``permit.reasons.kind``,
  ``permit.reasons.cite.anchor``).

A list of items with identity is compared by its identities, in order:
``warnings: [late_application, no_promotion_before_permit]`` is the exact list of
warning ids; ``errors: [event_end]`` the exact list of fields with errors.

Suffixes: ``_include`` (every listed value is present), ``_exclude`` (none is
present; for a list of items with identity, no item with that identity exists),
``_contains`` (a text contains the substring; for a list, some element contains it).
Without a suffix the value must be equal (a bool only equals a bool).

Any key other than ``errors...`` means the input must be valid; ``errors...`` keys
mean it must be rejected.  A case needs at least one expectation.

The path language is implemented once, in ``calculator/build/examples.py`` (``resolve``): the
guides' worked examples read their cells with it.  Those examples are scenarios too:
``load_cases()`` also yields every input of each place's
``calculator/jurisdictions/<id>/examples.yaml`` (its ``source`` is that file), with what
the row ``expect``s, so they run here and under MicroPython like the files above.

Helpers: ``load_cases()`` (every case of every file), ``outcome_of(input, what_if)`` (the
CPython outcome as JSON carries it), ``asks_what_if(expect)``, ``check_expectations(outcome,
expect)`` (a list of failure messages), ``is_plain_json(value)`` and ``first_difference(a, b)`` (for the
MicroPython parity tests).
"""

import datetime
import json
from pathlib import Path

import yaml

from calculator import InvalidInput, evaluate
from calculator.build import examples
from calculator.build.examples import Missing as _Missing, has_identity as _has_identity, ids as _ids, resolve
from calculator.jurisdictions import ORDER

SCENARIO_DIR = Path(__file__).resolve().parent / "scenarios"
SUFFIXES = ("_include", "_exclude", "_contains")
CASE_KEYS = {"name", "input", "expect", "xfail_reason"}


class ScenarioError(ValueError):
    """A scenario file is malformed (not a failed expectation)."""


class Case:
    def __init__(self, name, input, expect, xfail_reason, source):
        self.name = name
        self.input = input
        self.expect = expect
        self.xfail_reason = xfail_reason
        self.source = source

    def __repr__(self):
        return "Case(%r)" % self.name


def _no_yaml_dates(value, where):
    if isinstance(value, (datetime.date, datetime.datetime)):
        raise ScenarioError("%s: unquoted date %s; write dates as quoted strings" % (where, value))
    if isinstance(value, dict):
        for key, item in value.items():
            _no_yaml_dates(key, where)
            _no_yaml_dates(item, where)
    elif isinstance(value, list):
        for item in value:
            _no_yaml_dates(item, where)


class _UniqueKeys(yaml.SafeLoader):
    """A YAML loader that refuses a key given twice in one mapping (YAML would keep the last one
    silently, so a second ``..._contains`` would drop the first expectation)."""


def _mapping(loader, node, deep=False):
    keys = [loader.construct_object(key, deep=deep) for key, _ in node.value]
    for key in keys:
        if keys.count(key) > 1:
            raise ScenarioError("line %d: the key %r is given twice" % (node.start_mark.line + 1, key))
    return yaml.SafeLoader.construct_mapping(loader, node, deep)


_UniqueKeys.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)


def load_file(path):
    path = Path(path)
    with open(path, encoding="utf-8") as handle:
        try:
            data = yaml.load(handle, Loader=_UniqueKeys)
        except ScenarioError as problem:
            raise ScenarioError("%s %s" % (path.name, problem))
    if not isinstance(data, list):
        raise ScenarioError("%s: a scenario file is a list of cases" % path.name)
    cases = []
    for index, raw in enumerate(data):
        where = "%s case #%d" % (path.name, index + 1)
        if not isinstance(raw, dict):
            raise ScenarioError("%s: a case is a mapping" % where)
        extra = set(raw) - CASE_KEYS
        if extra:
            raise ScenarioError("%s: unknown case keys %s" % (where, sorted(extra)))
        name = raw.get("name")
        if not isinstance(name, str) or not name.strip():
            raise ScenarioError("%s: name must be a sentence" % where)
        where = "%s %r" % (path.name, name)
        if "input" not in raw:
            raise ScenarioError("%s: no input" % where)
        expect = raw.get("expect")
        if not isinstance(expect, dict) or not expect:
            raise ScenarioError("%s: expect must be a non-empty mapping" % where)
        _no_yaml_dates(raw["input"], where)
        _no_yaml_dates(expect, where)
        if isinstance(raw["input"], dict) and "today" not in raw["input"]:
            raise ScenarioError("%s: give today in every input" % where)
        kinds = set(_is_error_key(key) for key in expect)
        if len(kinds) != 1:
            raise ScenarioError("%s: do not mix errors with result expectations" % where)
        json.dumps(raw["input"], allow_nan=False)  # the input must be plain JSON
        reason = raw.get("xfail_reason")
        if reason is not None and (not isinstance(reason, str) or not reason.strip()):
            raise ScenarioError("%s: xfail_reason must be a sentence" % where)
        cases.append(Case(name, raw["input"], expect, reason, path.name))
    return cases


def example_cases(jurisdiction_id):
    """The inputs of the place's guide examples, as cases (see the module docstring)."""
    source = "calculator/jurisdictions/%s/examples.yaml" % jurisdiction_id
    return [Case(name, answers, expect, None, source) for name, answers, expect in examples.cases(jurisdiction_id)]


def load_cases(directory=SCENARIO_DIR, guide_examples=True):
    """Every case of every *.yaml file, then of every place's guide examples; names must be unique."""
    cases, seen = [], {}
    found = [case for path in sorted(Path(directory).glob("*.yaml")) for case in load_file(path)]
    if guide_examples:
        found += [case for jurisdiction_id in ORDER for case in example_cases(jurisdiction_id)]
    for case in found:
        if case.name in seen:
            raise ScenarioError("case name %r is in %s and %s" % (case.name, seen[case.name], case.source))
        seen[case.name] = case.source
        cases.append(case)
    return cases


def outcome_of(answers, what_if=False):
    """{"result": evaluate(answers)} or {"errors": InvalidInput.errors}, as JSON would carry it; with
    ``what_if``, the result says what would change it too (``evaluate(answers, what_if=True)``)."""
    try:
        outcome = {"result": evaluate(answers, what_if=what_if)}
    except InvalidInput as problem:
        outcome = {"errors": problem.errors}
    return json.loads(json.dumps(outcome))


def asks_what_if(expect):
    """Whether a case's expectations read ``what_would_change``: it is worked out then, as the CLI does."""
    return any(key.startswith("what_would_change") for key in expect)


def is_plain_json(value):
    """True unless ``value`` holds NaN or an infinity, which JSON text cannot carry."""
    if isinstance(value, float):
        return value == value and value - value == 0
    if isinstance(value, list):
        return all(is_plain_json(item) for item in value)
    if isinstance(value, dict):
        return all(is_plain_json(item) for item in value.values())
    return True


def first_difference(a, b, path="$"):
    """Where two outcomes first differ (CPython first, MicroPython second), or None."""
    if type(a) is not type(b):
        return "%s: %r (CPython) vs %r (MicroPython)" % (path, a, b)
    if isinstance(a, dict):
        for key in sorted(set(a) | set(b)):
            if key not in a or key not in b:
                return "%s.%s: only under %s" % (path, key, "CPython" if key in a else "MicroPython")
            found = first_difference(a[key], b[key], "%s.%s" % (path, key))
            if found:
                return found
        return None
    if isinstance(a, list):
        if len(a) != len(b):
            return "%s: %d items (CPython) vs %d (MicroPython)" % (path, len(a), len(b))
        for index, (x, y) in enumerate(zip(a, b)):
            found = first_difference(x, y, "%s[%d]" % (path, index))
            if found:
                return found
        return None
    return None if a == b else "%s: %r (CPython) vs %r (MicroPython)" % (path, a, b)


def _is_error_key(key):
    return key == "errors" or key.startswith("errors.") or key.startswith("errors_")


def _split(key):
    for suffix in SUFFIXES:
        if key.endswith(suffix):
            return key[:-len(suffix)], suffix
    return key, None


def _same(got, want):
    if isinstance(got, bool) or isinstance(want, bool):
        return isinstance(got, bool) and isinstance(want, bool) and got == want
    if isinstance(got, list) and isinstance(want, list):
        return len(got) == len(want) and all(_same(a, b) for a, b in zip(got, want))
    return got == want


def _comparable(got):
    """A list of items with identity compares as its list of identities."""
    if _has_identity(got):
        return _ids(got)
    return got


def check_expectations(outcome, expect):
    """Return a list of failure messages (empty if every expectation holds)."""
    wants_errors = any(_is_error_key(key) for key in expect)
    if wants_errors and "errors" not in outcome:
        return ["expected invalid input, but evaluate returned a result"]
    if not wants_errors and "errors" in outcome:
        return ["expected a result, but the input was rejected: %s" % outcome["errors"]]
    root = outcome if wants_errors else outcome["result"]
    failures = []
    for key, want in expect.items():
        path, suffix = _split(key)
        segments = path.split(".")
        try:
            got = resolve(root, segments)
        except _Missing as missing:
            failures.append("%s: %s" % (key, missing))
            continue
        problem = _check_one(got, want, suffix)
        if problem:
            failures.append("%s: %s" % (key, problem))
    return failures


def _check_one(got, want, suffix):
    value = _comparable(got)
    if suffix is None:
        if not _same(value, want):
            return "expected %r, got %r" % (want, value)
        return None
    if suffix == "_contains":
        texts = value if isinstance(value, list) else [value]
        if not any(isinstance(text, str) and want in text for text in texts):
            return "expected text containing %r, got %r" % (want, value)
        return None
    if not isinstance(value, list):
        return "%s needs a list, got %r" % (suffix, value)
    wanted = want if isinstance(want, list) else [want]
    if suffix == "_include":
        missing = [item for item in wanted if not any(_same(v, item) for v in value)]
        return "missing %r from %r" % (missing, value) if missing else None
    present = [item for item in wanted if any(_same(v, item) for v in value)]
    return "unexpected %r in %r" % (present, value) if present else None
