"""Command line for staff: ``permit-calculator evaluate FILE`` (or ``python3 -m calculator``).

CPython only (the page never imports this module), so it may use difflib and bytes.
Messages here are worded for a command line; the rule package's own messages are
worded for the page, and its errors carry ``allowed`` / ``questions`` so this module
can name the allowed values and the nearest question name.
"""

import difflib
import json
import os
import re
import sys

from . import InvalidInput, evaluate
from .settings import SITE
from .words import DEFAULT, LANGUAGES, of

# The place the examples below name: the first one this site publishes.
EXAMPLE_PLACE = SITE["places"][0]

MAX_BYTES = 1024 * 1024
# CPython's own limit for turning digits into an int (sys.get_int_max_str_digits()), or a
# lower one set with PYTHONINTMAXSTRDIGITS: a longer number is refused, never converted.
MAX_DIGITS = 4300

# Exit codes, documented in HELP and README.md (64, 66, 74: sysexits.h EX_USAGE, EX_NOINPUT, EX_IOERR).
VALID, INVALID, USAGE_ERROR, CANNOT_READ, CANNOT_WRITE, INTERRUPTED = 0, 2, 64, 66, 74, 130

HELP = """\
usage: permit-calculator evaluate [--language LANGUAGE] FILE
       python3 -m calculator evaluate [--language LANGUAGE] FILE

Work out the special-event permit rules for one set of answers.

FILE is a JSON file of answers, read as UTF-8 whatever the locale; - reads
standard input. For example:

  {"jurisdiction": "PLACE", "today": "2026-05-01",
   "event_start": "2026-08-15", "peak_attendance": 600}

--language es words the result and the messages in Spanish (en, English, is
the default); the same as "language": "es" in the answers. The ids, dates,
quantities and citations are the same in every language, and the quoted
ordinance words stay English.

The result is printed on standard output as JSON (ASCII only, non-ASCII
characters escaped), with "what_would_change": each change of one answer
that would change whether a permit is needed, how many, or a day to act by. The input may be at most 1 MB (1,048,576 bytes), and a
number in it at most 4,300 digits.

exit codes:
  0   the answers were valid; the result is on standard output
  2   the answers were not valid (not JSON, not UTF-8, larger than 1 MB, a
      number of more than 4,300 digits, a name given twice, or a wrong
      answer); {"errors": [{"field": ..., "message": ...}]} is on standard
      output
  64  the command was used the wrong way (usage on standard error)
  66  FILE could not be read, or standard input is closed (the reason on
      standard error)
  74  the output could not be written: standard output is closed, the disk
      is full, or the reader stopped reading (a broken pipe, as with
      | head); the reason on standard error
  130 stopped with Ctrl-C

options:
  --language LANGUAGE  en or es: the language of the words (default: en, or
                       the answers' "language")
  -h, --help           show this help and exit 0
""".replace("PLACE", EXAMPLE_PLACE)

USAGE = HELP.split("\n\n")[0]


def main(argv):
    if argv in (["-h"], ["--help"], ["help"]):
        return _write(HELP, VALID)
    argv, language = _language_option(argv)
    if len(argv) != 2 or argv[0] != "evaluate" or language == "":
        _say("%s\nTry --help for more." % USAGE)
        return USAGE_ERROR
    if language is not None and language not in LANGUAGES:
        _say("--language must be one of: %s (not %s)\nTry --help for more." % (", ".join(LANGUAGES),
                                                                              _escaped(language)))
        return USAGE_ERROR
    path = argv[1]
    source = "standard input" if path == "-" else "the file %s" % path
    if path == "-" and sys.stdin is None:
        _say("cannot read standard input: it is closed (give a FILE, or send the answers with < FILE)")
        return CANNOT_READ
    try:
        if path == "-":
            data = sys.stdin.buffer.read(MAX_BYTES + 1)
        else:
            with open(path, "rb") as handle:
                data = handle.read(MAX_BYTES + 1)
    except OSError as problem:
        _say("cannot read %s: %s" % (path, problem.strerror or problem))
        return CANNOT_READ
    answers, problem = parse(data, source)
    if problem:
        return _invalid([{"field": "input", "message": problem}])
    if language is not None and type(answers) is dict:
        given = answers.get("language", language)
        if given != language:
            return _invalid([{"field": "language", "message": of(language)(
                "cli.language_twice", given=_quote(given) if type(given) is str else json.dumps(given),
                option=_quote(language))}])
        answers = dict(answers, language=language)
    try:
        result = evaluate(answers, what_if=True)
    except InvalidInput as problem:
        return _invalid([command_line_error(error, answers) for error in problem.errors])
    return _print(result, VALID)


def _language_option(argv):
    """(argv without ``--language LANGUAGE``, the language or None; "" when the option has no value)."""
    rest, language = [], None
    index = 0
    while index < len(argv):
        arg = argv[index]
        if arg == "--language":
            language = argv[index + 1] if index + 1 < len(argv) else ""
            index += 2
            continue
        if arg.startswith("--language="):
            language = arg[len("--language="):]
        else:
            rest.append(arg)
        index += 1
    return rest, language


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
        return None, '%s is empty; it should hold the answers as JSON, like {"jurisdiction": "%s"}.' % (
            _cap(source), EXAMPLE_PLACE)
    try:
        answers = json.loads(text, object_pairs_hook=_once_each, parse_int=_whole_number)
    except TooManyDigits:
        line, column = _long_number_at(text)
        return None, "%s has a number of more than %s digits at line %d, column %d; no answer is that long." % (
            _cap(source), "{:,}".format(_digit_limit()), line, column)
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


class TooManyDigits(ValueError):
    """A JSON number with more digits than MAX_DIGITS (int() would refuse or take long)."""


def _digit_limit():
    lower = sys.get_int_max_str_digits()
    return lower if 0 < lower < MAX_DIGITS else MAX_DIGITS


def _whole_number(digits):
    """json's parse_int: int(digits), refused past the limit (json would raise a bare ValueError)."""
    if len(digits.lstrip("-")) > _digit_limit():
        raise TooManyDigits(digits[:20])
    return int(digits)


# A JSON string, or a number's whole part (not a fraction's or an exponent's digits).
_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|(?<![0-9eE.+-])-?[0-9]+(?![0-9.eE])')


def _long_number_at(text):
    """(line, column) of the first whole number with too many digits in ``text``."""
    for token in _TOKEN.finditer(text):
        if token.group()[:1] != '"' and len(token.group().lstrip("-")) > _digit_limit():
            start = token.start()
            return text.count("\n", 0, start) + 1, start - text.rfind("\n", 0, start)
    return 1, 1


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
    """The rule package's error reworded for a command line: allowed values, nearest name; in the
    answers' language."""
    language = answers.get("language") if type(answers) is dict else None
    say = of(language if language in LANGUAGES else DEFAULT)
    out = {"field": error["field"], "message": error["message"]}
    if "questions" in error:
        name = error["field"]
        out["message"] = say("cli.no_question", name=_quote(name), place=_quote(answers["jurisdiction"]))
        near = difflib.get_close_matches(name, error["questions"], n=1)
        if near:
            out["message"] += " " + say("cli.did_you_mean", name=_quote(near[0]))
            out["suggestion"] = near[0]
        else:
            out["message"] += " " + say("cli.questions", names=", ".join(error["questions"]))
    elif "allowed" in error:
        out["message"] = say("cli.allowed", message=error["message"], name=_quote(error["field"]),
                             values=", ".join(_quote(value) for value in error["allowed"]))
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
    return _print({"errors": errors}, INVALID)


def _print(value, code):
    return _write(json.dumps(value, indent=2, sort_keys=True, ensure_ascii=True) + "\n", code)


def _write(text, code):
    """Write ``text`` on standard output and return ``code``, or CANNOT_WRITE with the reason
    on standard error when the output is closed, full or a broken pipe."""
    if sys.stdout is None:
        _say("cannot write the result: standard output is closed")
        return CANNOT_WRITE
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:
        _say("cannot write the result: the reader stopped reading (broken pipe); the result is incomplete")
    except (OSError, ValueError) as problem:
        _say("cannot write the result to standard output: %s" % (getattr(problem, "strerror", None) or problem))
    else:
        return code
    _silence(sys.stdout)
    return CANNOT_WRITE


def _say(message):
    """One message on standard error; nothing (and no traceback) when that fails too."""
    if sys.stderr is None:
        return
    try:
        sys.stderr.write(message + "\n")
        sys.stderr.flush()
    except (OSError, ValueError):
        _silence(sys.stderr)


def _silence(stream):
    """Point a failed stream at /dev/null, so that Python's own flush at exit cannot fail again
    (it would print "Exception ignored" and exit 120)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, stream.fileno())
        os.close(devnull)
    except (OSError, ValueError):
        pass


def run():
    """The ``permit-calculator`` command."""
    try:
        code = main(sys.argv[1:])
    except KeyboardInterrupt:
        _say("stopped (Ctrl-C)")
        code = INTERRUPTED
    sys.exit(code)


if __name__ == "__main__":
    run()
