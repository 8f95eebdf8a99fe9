"""The command line: python -m calculator evaluate FILE|- (installed: permit-calculator)."""

import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import calculator.__main__ as cli
from calculator import ORDER
from calculator.__main__ import MAX_BYTES, MAX_DIGITS

REPO = Path(__file__).resolve().parent.parent
GOOD = {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15", "peak_attendance": 600}
C_LOCALE = dict(os.environ, LC_ALL="C", LANG="C", PYTHONUTF8="0", PYTHONIOENCODING="")


def run(*args, stdin=None, env=None):
    return subprocess.run([sys.executable, "-m", "calculator", *args], cwd=REPO, input=stdin, env=env,
                          capture_output=True, text=True, encoding="utf-8", timeout=60)


def run_bytes(*args, stdin=b"", env=None):
    """Bytes in, bytes out: for the encoding cases."""
    return subprocess.run([sys.executable, "-m", "calculator", *args], cwd=REPO, input=stdin, env=env,
                          capture_output=True, timeout=60)


def errors_of(proc):
    assert proc.returncode == 2, proc.stderr
    assert not proc.stderr
    return json.loads(proc.stdout)["errors"]


def test_file_gives_json_and_exit_0(tmp_path):
    path = tmp_path / "answers.json"
    path.write_text(json.dumps(GOOD), encoding="utf-8")
    proc = run("evaluate", str(path))
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["permit"]["status"] == "required"
    assert [d["date"] for d in result["deadlines"] if d["id"] == "apply_by"] == ["2026-06-16"]
    from calculator import evaluate
    assert result == json.loads(json.dumps(evaluate(dict(GOOD), what_if=True)))
    assert result["what_would_change"][0]["field"] == "government_sponsored"


def test_stdin_gives_json_and_exit_0():
    proc = run("evaluate", "-", stdin=json.dumps({"jurisdiction": "city", "today": "2026-05-01",
                                                    "event_start": "2026-06-20", "event_type": "parade"}))
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["jurisdiction"] == "city" and result["permit"]["status"] == "required"


NON_ASCII = dict(GOOD, venue_type="permanent_venue", seating_capacity=1000, peak_attendance=1400)


@pytest.mark.parametrize("env", [None, C_LOCALE], ids=["default locale", "LC_ALL=C PYTHONUTF8=0"])
def test_output_is_ascii_json_whatever_the_locale(tmp_path, env):
    path = tmp_path / "answers.json"
    path.write_text(json.dumps(NON_ASCII), encoding="utf-8")
    proc = run_bytes("evaluate", str(path), env=env)
    assert proc.returncode == 0, proc.stderr
    proc.stdout.decode("ascii")  # every non-ASCII character escaped
    assert b"\\u201c" in proc.stdout
    from calculator import evaluate
    assert json.loads(proc.stdout) == json.loads(json.dumps(evaluate(dict(NON_ASCII), what_if=True)))


@pytest.mark.parametrize("env", [None, C_LOCALE], ids=["default locale", "LC_ALL=C PYTHONUTF8=0"])
def test_input_is_read_as_utf8_whatever_the_locale(env):
    text = json.dumps(dict(GOOD, **{"caf\u00e9": 1}), ensure_ascii=False).encode("utf-8")
    proc = run_bytes("evaluate", "-", stdin=text, env=env)
    assert proc.returncode == 2, proc.stderr
    errors = json.loads(proc.stdout.decode("ascii"))["errors"]
    assert [e["field"] for e in errors] == ["caf\u00e9"]


def test_a_utf8_byte_order_mark_is_accepted():
    proc = run_bytes("evaluate", "-", stdin=b"\xef\xbb\xbf" + json.dumps(GOOD).encode(), env=C_LOCALE)
    assert proc.returncode == 0, proc.stderr


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
    assert all({"field", "message"} <= set(e) <= {"field", "message", "allowed", "suggestion"} and e["message"]
               for e in out["errors"])


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


@pytest.mark.parametrize("args", [(), ("evaluate",), ("run", "-"), ("evaluate", "a", "b"), ("--version",)])
def test_usage_errors_exit_64(args):
    proc = run(*args)
    assert proc.returncode == 64
    assert "usage: permit-calculator evaluate [--language LANGUAGE] FILE" in proc.stderr and "--help" in proc.stderr
    assert proc.stdout == ""


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_documents_the_exit_codes(flag):
    proc = run(flag, env=C_LOCALE)
    assert proc.returncode == 0 and proc.stderr == ""
    assert proc.stdout.startswith("usage: permit-calculator evaluate [--language LANGUAGE] FILE")
    for line in ("0   the answers were valid", "2   the answers were not valid", "64  the command was used",
                 "66  FILE could not be read", "74  the output could not be written", "130 stopped with Ctrl-C",
                 "1 MB", "4,300 digits", "UTF-8"):
        assert line in proc.stdout
    proc.stdout.encode("ascii")


@pytest.mark.parametrize("name", ["nope.json", "a folder"])
def test_unreadable_input_exits_66(tmp_path, name):
    if name == "a folder":
        (tmp_path / name).mkdir()
    proc = run("evaluate", str(tmp_path / name))
    assert proc.returncode == 66
    assert proc.stdout == ""
    assert proc.stderr.startswith("cannot read %s: " % (tmp_path / name))


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


# ---------------------------------------------------------------- command-line messages

def test_an_unknown_question_suggests_the_nearest_name():
    proc = run("evaluate", "-", stdin=json.dumps({**GOOD, "peak_atendance": 600}))
    error = errors_of(proc)[-1]
    assert error == {"field": "peak_atendance", "suggestion": "peak_attendance",
                     "message": "There is no question called 'peak_atendance' for 'village'. "
                                "Did you mean 'peak_attendance'?"}
    assert "link" not in proc.stdout


def test_an_unknown_question_far_from_any_lists_the_questions():
    error = errors_of(run("evaluate", "-", stdin=json.dumps({**GOOD, "zzz": 1})))[0]
    assert error["field"] == "zzz" and "suggestion" not in error
    assert error["message"].startswith("There is no question called 'zzz' for 'village'. The questions are: ")
    assert "after_dark, event_end, event_start" in error["message"]


def test_a_bad_choice_lists_the_allowed_values():
    error = errors_of(run("evaluate", "-", stdin=json.dumps({**GOOD, "venue_type": "park"})))[0]
    assert error["allowed"] == ["permanent_venue", "private_premises", "localized_area"]
    assert error["message"].endswith("Allowed values for 'venue_type': 'permanent_venue', 'private_premises', "
                                     "'localized_area'.")


def test_a_bad_jurisdiction_lists_the_places():
    error = errors_of(run("evaluate", "-", stdin=json.dumps({**GOOD, "jurisdiction": "town"})))[0]
    assert error["field"] == "jurisdiction" and error["allowed"] == list(ORDER)
    assert "Allowed values for 'jurisdiction': %s." % ", ".join("'%s'" % ident for ident in ORDER) in error["message"]


def test_thousands_of_unknown_names_give_a_short_answer():
    answers = dict(GOOD)
    for number in range(50000):
        answers["unknown_%d" % number] = 1
    text = json.dumps(answers)
    assert len(text) < MAX_BYTES
    proc = run("evaluate", "-", stdin=text)
    errors = errors_of(proc)
    assert len(proc.stdout) < 20000
    assert len(errors) == 11
    assert errors[-1] == {"field": "input", "message": "There are 49990 more names this calculator does "
                                                       "not ask about."}


@pytest.mark.parametrize("text,message", [
    ("", "Standard input is empty; it should hold the answers as JSON"),
    (" \n\t", "Standard input is empty"),
    ('{"jurisdiction": "village",}', "Standard input is not valid JSON: a trailing comma before } at line 1, "
                                     "column 28."),
    ('{"a": [1, 2,\n]}', "not valid JSON: a trailing comma before ] at line 2, column 1."),
    ('{"jurisdiction": "village"\n "today": "2026-05-01"}', "not valid JSON: expecting ',' delimiter at line 2, "
                                                           "column 2."),
    ('{"jurisdiction": "village"} x', "not valid JSON: there is more text after the answers at line 1, "
                                      "column 29."),
    ("{'a': 1}", "not valid JSON: expecting property name enclosed in double quotes at line 1, column 2."),
])
def test_json_problems_are_named_with_line_and_column(text, message):
    assert message in errors_of(run("evaluate", "-", stdin=text))[0]["message"]


@pytest.mark.parametrize("text, name", [
    ('{"jurisdiction": "village", "peak_attendance": 600, "peak_attendance": 6000}', "'peak_attendance'"),
    ('{"jurisdiction": "village", "x": {"a": 1, "a": 2}}', "'a'"),
])
def test_a_name_given_twice_exits_2_and_is_named(text, name):
    proc = run("evaluate", "-", stdin=text)
    assert proc.returncode == 2
    assert errors_of(proc)[0]["message"] == (
        "Standard input gives %s more than once; give each answer once, so it is clear which one counts." % name)


def test_names_given_once_each_are_fine():
    proc = run("evaluate", "-", stdin='{"jurisdiction": "village", "event_start": "2027-08-14", '
                                       '"peak_attendance": 600, "today": "2027-01-04"}')
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_a_file_is_named_in_its_message(tmp_path):
    path = tmp_path / "answers.json"
    path.write_text("", encoding="utf-8")
    assert errors_of(run("evaluate", str(path)))[0]["message"].startswith("The file %s is empty" % path)


def test_not_utf8_names_the_byte():
    message = errors_of(run_bytes("evaluate", "-", stdin=b'{"a": "\xe9"}'))[0]["message"]
    assert message == "Standard input is not UTF-8 text (byte 8 is not valid UTF-8); save it as UTF-8."


@pytest.mark.parametrize("text,where", [
    ('{"a\\ud800": 1}', "in a question name ('a\\ud800')"),
    ('{"jurisdiction": "village", "venue_type": "\\udc00"}', "in the answer for 'venue_type'"),
    ('{"jurisdiction": "village", "x": ["ok", "\\ud83d"]}', "in the answer for 'x'"),
    ('"\\ud800"', "in a text value"),
])
@pytest.mark.parametrize("env", [None, C_LOCALE], ids=["default locale", "LC_ALL=C PYTHONUTF8=0"])
def test_lone_surrogates_are_a_clear_error(text, where, env):
    proc = run_bytes("evaluate", "-", stdin=text.encode("ascii"), env=env)
    assert proc.returncode == 2 and proc.stderr == b""
    message = json.loads(proc.stdout.decode("ascii"))["errors"][0]["message"]
    assert message.startswith("Standard input has a lone surrogate") and where in message


def test_a_surrogate_pair_is_a_character():
    proc = run("evaluate", "-", stdin=json.dumps({**GOOD, "\U0001F600": 1}))
    assert errors_of(proc)[-1]["field"] == "\U0001F600"


# ---------------------------------------------------------------- size limit

def padded(size):
    """Valid answers padded with spaces to exactly ``size`` bytes."""
    text = json.dumps(GOOD)
    return text + " " * (size - len(text))


def test_input_of_exactly_1_mb_is_read():
    proc = run("evaluate", "-", stdin=padded(MAX_BYTES))
    assert proc.returncode == 0, proc.stdout


@pytest.mark.parametrize("size", [MAX_BYTES + 1, 10 * MAX_BYTES])
def test_input_over_1_mb_is_refused(size, tmp_path):
    path = tmp_path / "big.json"
    path.write_text(padded(size), encoding="utf-8")
    errors = errors_of(run("evaluate", str(path)))
    assert errors == [{"field": "input", "message": "The file %s is larger than 1 MB (1,048,576 bytes); "
                                                    "answers are never that long." % path}]


def test_ten_mb_of_unknown_names_is_refused_without_echo():
    text = json.dumps({"name_%d" % number: 1 for number in range(800000)})
    assert len(text) > 10 * 1000 * 1000
    proc = run("evaluate", "-", stdin=text)
    assert errors_of(proc)[0]["message"].startswith("Standard input is larger than 1 MB")
    assert len(proc.stdout) < 1000


# ---------------------------------------------------------------- numbers too long for int()

def with_number(digits, before='{"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15",'
                                '\n "peak_attendance": '):
    return before + digits + "}"


@pytest.mark.parametrize("digits", ["1" * (MAX_DIGITS + 1), "-" + "1" * (MAX_DIGITS + 1), "1" * (MAX_BYTES // 2)], ids=["4301", "-4301", "half a MB"])
def test_a_number_of_more_than_4300_digits_is_named_with_line_and_column(digits):
    assert MAX_DIGITS == 4300
    proc = run("evaluate", "-", stdin=with_number(digits))
    assert errors_of(proc) == [{"field": "input", "message": "Standard input has a number of more than 4,300 "
                                                             "digits at line 2, column 21; no answer is that long."}]


def test_a_number_of_4300_digits_is_read_and_checked_as_an_answer():
    error = errors_of(run("evaluate", "-", stdin=with_number("1" * MAX_DIGITS)))[0]
    assert error["field"] == "peak_attendance" and "10,000,000 or less" in error["message"]


@pytest.mark.parametrize("text", [
    with_number('"%s"' % ("1" * (MAX_DIGITS + 1))),          # digits in a string
    with_number("1" * (MAX_DIGITS + 1) + ".5"),              # a fraction's whole part
    with_number("1e" + "0" * (MAX_DIGITS + 1)),              # an exponent's digits
])
def test_long_digits_that_are_not_a_whole_number_are_not_that_error(text):
    errors = errors_of(run("evaluate", "-", stdin=text))
    assert [e["field"] for e in errors] == ["peak_attendance"]


def test_a_lower_int_limit_of_pythons_own_is_the_one_named():
    env = dict(os.environ, PYTHONINTMAXSTRDIGITS="1000")
    proc = run("evaluate", "-", stdin="[\n  %s]" % ("9" * 1001), env=env)
    assert errors_of(proc)[0]["message"] == ("Standard input has a number of more than 1,000 digits at line 2, "
                                             "column 3; no answer is that long.")
    assert run("evaluate", "-", stdin=with_number("9" * 1000), env=env).returncode == 2


# ---------------------------------------------------------------- closed and failing standard streams

def shell(redirections, stdin_file=None):
    """The command run by bash with ``redirections`` (such as ``>&-``), bytes out."""
    command = "exec %s -m calculator evaluate - %s" % (shlex.quote(sys.executable), redirections)
    stdin = open(stdin_file, "rb") if stdin_file else subprocess.DEVNULL
    try:
        return subprocess.run(["bash", "-c", command], cwd=REPO, stdin=stdin, capture_output=True, timeout=60)
    finally:
        if stdin_file:
            stdin.close()


def one_line(stderr):
    text = stderr.decode("ascii")
    assert text.count("\n") == 1 and text.endswith("\n") and "Traceback" not in text, text
    return text.rstrip("\n")


@pytest.fixture
def answers_file(tmp_path):
    path = tmp_path / "answers.json"
    path.write_text(json.dumps(GOOD), encoding="utf-8")
    return path


def test_closed_standard_input_exits_66():
    proc = shell("0<&-")
    assert proc.returncode == 66 and proc.stdout == b""
    assert one_line(proc.stderr) == ("cannot read standard input: it is closed (give a FILE, or send the answers "
                                     "with < FILE)")


def test_a_file_is_read_while_standard_input_is_closed(answers_file):
    proc = subprocess.run(["bash", "-c", "exec %s -m calculator evaluate %s 0<&-" % (
        shlex.quote(sys.executable), shlex.quote(str(answers_file)))], cwd=REPO, capture_output=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["permit"]["status"] == "required"


def test_closed_standard_output_exits_74(answers_file):
    proc = shell(">&-", answers_file)
    assert proc.returncode == 74
    assert one_line(proc.stderr) == "cannot write the result: standard output is closed"


@pytest.mark.parametrize("stdin", ["good", "invalid"])
def test_a_full_disk_exits_74(answers_file, stdin):
    if stdin == "invalid":
        answers_file.write_text("{}", encoding="utf-8")
    proc = shell(">/dev/full", answers_file)
    assert proc.returncode == 74
    assert one_line(proc.stderr) == "cannot write the result to standard output: No space left on device"


def test_help_to_a_full_disk_exits_74():
    proc = subprocess.run(["bash", "-c", "exec %s -m calculator --help >/dev/full" % shlex.quote(sys.executable)],
                          cwd=REPO, capture_output=True, timeout=60)
    assert proc.returncode == 74 and one_line(proc.stderr).endswith("No space left on device")


@pytest.mark.parametrize("redirections", [">&- 2>&-", ">/dev/full 2>/dev/full", ">&- 2>/dev/full"])
def test_failing_standard_error_too_still_exits_74_quietly(answers_file, redirections):
    proc = shell(redirections, answers_file)
    assert (proc.returncode, proc.stdout, proc.stderr) == (74, b"", b"")


def test_usage_with_standard_error_closed_exits_64_and_writes_nothing():
    proc = subprocess.run(["bash", "-c", "exec %s -m calculator 2>&-" % shlex.quote(sys.executable)],
                          cwd=REPO, capture_output=True, timeout=60)
    assert (proc.returncode, proc.stdout, proc.stderr) == (64, b"", b"")


def test_a_broken_pipe_exits_74(answers_file):
    """The reader has gone before the result is written (as `| head -c 10` may)."""
    reader, writer = os.pipe()
    os.close(reader)
    try:
        with open(answers_file, "rb") as stdin:
            proc = subprocess.run([sys.executable, "-m", "calculator", "evaluate", "-"], cwd=REPO, stdin=stdin,
                                  stdout=writer, stderr=subprocess.PIPE, timeout=60)
    finally:
        os.close(writer)
    assert proc.returncode == 74
    assert one_line(proc.stderr) == ("cannot write the result: the reader stopped reading (broken pipe); the result "
                                     "is incomplete")


def test_piped_into_head_never_traces_back(answers_file):
    """Whether the pipe breaks depends on when head exits: either way, a documented code and at most one line."""
    proc = subprocess.run(["bash", "-c", "set -o pipefail; %s -m calculator evaluate - < %s | head -c 10" % (
        shlex.quote(sys.executable), shlex.quote(str(answers_file)))], cwd=REPO, capture_output=True, timeout=60)
    assert proc.stdout == json.dumps(evaluate_good(), indent=2, sort_keys=True).encode()[:10]
    assert proc.returncode in (0, 74)
    if proc.returncode == 74:
        assert one_line(proc.stderr).endswith("(broken pipe); the result is incomplete")
    else:
        assert proc.stderr == b""


def evaluate_good():
    from calculator import evaluate
    return evaluate(dict(GOOD))


def test_ctrl_c_exits_130_with_one_line(monkeypatch, capsys):
    def interrupted(argv):
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "main", interrupted)
    with pytest.raises(SystemExit) as stopped:
        cli.run()
    assert stopped.value.code == 130
    assert capsys.readouterr().err == "stopped (Ctrl-C)\n"


# ---------------------------------------------------------------- installed

def test_installed_command_works_from_any_folder(tmp_path):
    """pip install . into a fresh venv; both the command and python -m, run from elsewhere."""
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy(REPO / name, source / name)
    shutil.copytree(REPO / "calculator", source / "calculator",
                    ignore=shutil.ignore_patterns("__pycache__"))
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "-q", "--no-input",
                    "--disable-pip-version-check", str(source)], check=True, timeout=600)
    shutil.rmtree(source)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    answers = json.dumps(GOOD)
    for command in ([str(venv / "bin" / "permit-calculator")], [str(venv / "bin" / "python"), "-m", "calculator"]):
        proc = subprocess.run(command + ["evaluate", "-"], cwd=elsewhere, input=answers, capture_output=True,
                              text=True, timeout=60)
        assert proc.returncode == 0, proc.stderr
        assert json.loads(proc.stdout)["permit"]["status"] == "required"
        help_text = subprocess.run(command + ["--help"], cwd=elsewhere, capture_output=True, text=True, timeout=60)
        assert help_text.returncode == 0 and "exit codes" in help_text.stdout
