"""Command line for staff: ``permit-calculator evaluate FILE`` (or ``python3 -m calculator``).

CPython only (the page never imports this module), so it may use difflib and bytes.
Messages here are worded for a command line; the rule package's own messages are
worded for the page, and its errors carry ``allowed`` / ``questions`` so this module
can name the allowed values and the nearest question name.
"""

import difflib
import json
import sys

from . import InvalidInput, evaluate

MAX_BYTES = 1024 * 1024

HELP = """\
usage: permit-calculator evaluate FILE
       python3 -m calculator evaluate FILE

Work out the special-event permit rules for one set of answers.

FILE is a JSON file of answers, read as UTF-8 whatever the locale; - reads
standard input. For example:

  {"jurisdiction": "village", "today": "2026-05-01",
   "event_start": "2026-08-15", "peak_attendance": 600}

The result is printed on standard output as JSON (ASCII only, non-ASCII
characters escaped). The input may be at most 1 MB (1,048,576 bytes).

exit codes:
  0   the answers were valid; the result is on standard output
  2   the answers were not valid (not JSON, not UTF-8, larger than 1 MB, a
      name given twice, or a wrong answer); {"errors": [{"field": ...,
      "message": ...}]} is on standard output
  64  the command was used the wrong way (usage on standard error)
  66  FILE could not be read (the reason on standard error)

options:
  -h, --help  show this help and exit 0
"""

USAGE = HELP.split("\n\n")[0]


def main(argv):
    if argv in (["-h"], ["--help"], ["help"]):
        sys.stdout.write(HELP)
        return 0
    if len(argv) != 2 or argv[0] != "evaluate":
        print("%s\nTry --help for more." % USAGE, file=sys.stderr)
        return 64
    path = argv[1]
    source = "standard input" if path == "-" else "the file %s" % path
    try:
        if path == "-":
            data = sys.stdin.buffer.read(MAX_BYTES + 1)
        else:
            with open(path, "rb") as handle:
                data = handle.read(MAX_BYTES + 1)
    except OSError as problem:
        print("cannot read %s: %s" % (path, problem.strerror or problem), file=sys.stderr)
        return 66
    answers, problem = parse(data, source)
    if problem:
        return _invalid([{"field": "input", "message": problem}])
    try:
        result = evaluate(answers)
    except InvalidInput as problem:
        return _invalid([command_line_error(error, answers) for error in problem.errors])
    _print(result)
    return 0


def parse(data, source):
    """Return (answers, None) or (None, a message naming the problem and where)."""
    if len(data) > MAX_BYTES:
        return None, "%s is larger than 1 MB (1,048,576 bytes); answers are never that long." % _cap(source)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as problem:
        return None, "%s is not UTF-8 text (byte %d is not valid UTF-8); save it as UTF-8." % (
            _cap(source), problem.start + 1)
    if not text.strip():
        return None, '%s is empty; it should hold the answers as JSON, like {"jurisdiction": "village"}.' % (
            _cap(source))
    try:
        answers = json.loads(text, object_pairs_hook=_once_each)
    except RepeatedName as problem:
        return None, "%s gives %s more than once; give each answer once, so it is clear which one counts." % (
            _cap(source), _escaped(problem.name))
    except RecursionError:
        return None, "%s is not valid JSON: it is nested too deeply." % _cap(source)
    except json.JSONDecodeError as problem:
        return None, "%s is not valid JSON: %s at line %d, column %d." % (
            _cap(source), _why(problem), problem.lineno, problem.colno)
    where = _lone_surrogate(answers)
    if where:
        return None, "%s has a lone surrogate (half of a UTF-16 pair, like \\ud800) in %s; " \
            "JSON text must hold whole characters." % (_cap(source), where)
    return answers, None


class RepeatedName(ValueError):
    """A JSON object names the same question twice (json itself keeps the last silently)."""

    def __init__(self, name):
        ValueError.__init__(self, name)
        self.name = name


def _once_each(pairs):
    found = {}
    for name, value in pairs:
        if name in found:
            raise RepeatedName(name)
        found[name] = value
    return found


def _why(problem):
    """json's own reason, with the usual mistakes named."""
    before = problem.doc[:problem.pos].rstrip()
    if before.endswith(",") and problem.doc[problem.pos:problem.pos + 1] in ("}", "]"):
        return "a trailing comma before %s" % problem.doc[problem.pos]
    if problem.msg == "Extra data":
        return "there is more text after the answers"
    return problem.msg[:1].lower() + problem.msg[1:]


def _lone_surrogate(value):
    """Where a string holds a lone surrogate: 'the name "..."' or 'the answer for "..."'."""
    stack = [(value, None)]
    while stack:
        item, key = stack.pop()
        if type(item) is dict:
            for name in item:
                if _has_surrogate(name):
                    return "a question name (%s)" % _escaped(name)
                stack.append((item[name], name))
        elif type(item) is list:
            stack.extend((part, key) for part in item)
        elif type(item) is str and _has_surrogate(item):
            return "the answer for %s" % _escaped(key) if key is not None else "a text value"
    return None


def _has_surrogate(text):
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def command_line_error(error, answers):
    """The rule package's error reworded for a command line: allowed values, nearest name."""
    out = {"field": error["field"], "message": error["message"]}
    if "questions" in error:
        name = error["field"]
        out["message"] = "There is no question called %s for %s." % (_quote(name), _quote(answers["jurisdiction"]))
        near = difflib.get_close_matches(name, error["questions"], n=1)
        if near:
            out["message"] += " Did you mean %s?" % _quote(near[0])
            out["suggestion"] = near[0]
        else:
            out["message"] += " The questions are: %s." % ", ".join(error["questions"])
    elif "allowed" in error:
        out["message"] = "%s Allowed values for %s: %s." % (
            error["message"], _quote(error["field"]), ", ".join(_quote(value) for value in error["allowed"]))
        out["allowed"] = error["allowed"]
    return out


def _quote(text):
    return "'%s'" % text


def _escaped(text):
    """A name that holds a lone surrogate, quoted, with non-ASCII written as \\xe9, \\ud800."""
    return _quote(text.encode("ascii", "backslashreplace").decode("ascii"))


def _cap(text):
    return text[:1].upper() + text[1:]


def _invalid(errors):
    _print({"errors": errors})
    return 2


def _print(value):
    sys.stdout.write(json.dumps(value, indent=2, sort_keys=True, ensure_ascii=True) + "\n")


def run():
    """The ``permit-calculator`` command."""
    sys.exit(main(sys.argv[1:]))


if __name__ == "__main__":
    run()
