"""The command line: python -m calculator evaluate FILE|-."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
GOOD = {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15", "peak_attendance": 600}


def run(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "calculator", *args], cwd=REPO, input=stdin,
                          capture_output=True, text=True, encoding="utf-8", timeout=60)


def test_file_gives_json_and_exit_0(tmp_path):
    path = tmp_path / "answers.json"
    path.write_text(json.dumps(GOOD), encoding="utf-8")
    proc = run("evaluate", str(path))
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["permit"]["status"] == "required"
    assert [d["date"] for d in result["deadlines"] if d["id"] == "apply_by"] == ["2026-06-16"]
    from calculator import evaluate
    assert result == json.loads(json.dumps(evaluate(dict(GOOD))))


def test_stdin_gives_json_and_exit_0():
    proc = run("evaluate", "-", stdin=json.dumps({"jurisdiction": "city", "today": "2026-05-01",
                                                    "event_start": "2026-06-20", "event_type": "parade"}))
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["jurisdiction"] == "city" and result["permit"]["status"] == "required"


def test_non_ascii_survives(tmp_path):
    path = tmp_path / "answers.json"
    path.write_text(json.dumps(dict(GOOD, venue_type="permanent_venue", seating_capacity=1000,
                                    peak_attendance=1400)), encoding="utf-8")
    proc = run("evaluate", str(path))
    assert proc.returncode == 0
    assert "\u201c" in proc.stdout  # curly quotes printed as text, not escaped
    json.loads(proc.stdout)


@pytest.mark.parametrize("answers,fields", [
    (dict(GOOD, peak_attendance="600"), ["peak_attendance"]),
    (dict(GOOD, event_end="2026-08-14"), ["event_end"]),
    ({"today": "2026-05-01"}, ["jurisdiction"]),
    ([GOOD], ["input"]),
    (dict(GOOD, extra=1), ["extra"]),
])
def test_invalid_answers_exit_2_with_errors(answers, fields):
    proc = run("evaluate", "-", stdin=json.dumps(answers))
    assert proc.returncode == 2
    out = json.loads(proc.stdout)
    assert list(out) == ["errors"]
    assert [e["field"] for e in out["errors"]] == fields
    assert all(set(e) == {"field", "message"} and e["message"] for e in out["errors"])


@pytest.mark.parametrize("text", ["", "not json", "{\"jurisdiction\": ", "{'a': 1}"])
def test_text_that_is_not_json_exits_2(text):
    proc = run("evaluate", "-", stdin=text)
    assert proc.returncode == 2
    out = json.loads(proc.stdout)
    assert [e["field"] for e in out["errors"]] == ["input"]


def test_file_that_is_not_json_exits_2(tmp_path):
    path = tmp_path / "answers.json"
    path.write_text("jurisdiction: village\n", encoding="utf-8")
    proc = run("evaluate", str(path))
    assert proc.returncode == 2
    assert json.loads(proc.stdout)["errors"][0]["field"] == "input"


@pytest.mark.parametrize("args", [(), ("evaluate",), ("run", "-"), ("evaluate", "a", "b"), ("--help",)])
def test_usage_errors_exit_non_zero(args):
    proc = run(*args)
    assert proc.returncode not in (0, 2)
    assert "usage" in proc.stderr.lower()
    assert proc.stdout == ""


def test_missing_file_exits_non_zero(tmp_path):
    proc = run("evaluate", str(tmp_path / "nope.json"))
    assert proc.returncode not in (0, 2)
    assert proc.stdout == ""
    assert "nope.json" in proc.stderr


def test_file_that_is_not_utf8_exits_2(tmp_path):
    path = tmp_path / "answers.json"
    path.write_bytes(b"\xff\xfe{\x00}\x00")
    proc = run("evaluate", str(path))
    assert proc.returncode == 2
    assert json.loads(proc.stdout)["errors"][0]["field"] == "input"


def test_deeply_nested_json_exits_2():
    proc = run("evaluate", "-", stdin="[" * 100000 + "]" * 100000)
    assert proc.returncode == 2
    assert json.loads(proc.stdout)["errors"][0]["field"] == "input"
