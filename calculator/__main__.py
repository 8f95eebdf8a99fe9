"""Command line: ``python3 -m calculator evaluate FILE`` (or ``-`` for standard input).

Prints the result as JSON and exits 0.  Invalid input prints
``{"errors": [{"field": ..., "message": ...}]}`` and exits 2.
"""

import json
import sys

from . import InvalidInput, evaluate

USAGE = "usage: python3 -m calculator evaluate FILE   (FILE may be - for standard input)"


def main(argv):
    if len(argv) != 2 or argv[0] != "evaluate":
        print(USAGE, file=sys.stderr)
        return 64
    try:
        if argv[1] == "-":
            text = sys.stdin.read()
        else:
            with open(argv[1], encoding="utf-8") as handle:
                text = handle.read()
    except OSError as problem:
        print("cannot read %s: %s" % (argv[1], problem.strerror), file=sys.stderr)
        return 66
    except UnicodeDecodeError:
        return _invalid([{"field": "input", "message": "The file is not UTF-8 text, so it is not valid JSON."}])
    try:
        answers = json.loads(text)
    except (ValueError, RecursionError):
        return _invalid([{"field": "input", "message": "The file is not valid JSON."}])
    try:
        result = evaluate(answers)
    except InvalidInput as problem:
        return _invalid(problem.errors)
    print(json.dumps(result, indent=2, sort_keys=True, ensure_ascii=False))
    return 0


def _invalid(errors):
    print(json.dumps({"errors": errors}, indent=2, ensure_ascii=False))
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
