"""Find the words a person reads that are written outside the catalogs (calculator/words.py).

Every sentence, label, button and notice the calculator page, its summary, its calendar file and
its templates show is a catalog entry; what is left in the code are ids, keys, CSS classes,
selectors, attribute names and formats.  ``scan_python(path)`` reads a module's syntax tree and
``scan_template(path)`` a template's text (outside ``{{ }}``, ``{% %}`` and ``{# #}``, outside
scripts and styles; the names a screen reader says, ``aria-label``, ``title``, ``alt`` and
``placeholder``; and the string literals of its expressions, but the keys given to ``words()``),
each giving ``[(line, text)]`` of what reads as words.

A string reads as words unless each of its parts (split at spaces, placeholders taken out) is
without a letter, or written like an id (lower case with ``-``, ``_``, ``.``, ``:``, ``/``, ``=``,
``#``, ``@`` or ``;`` in it: ``calc-result``, ``page.fault``, ``text/calendar;charset=utf-8``),
or an iCalendar name (``DTSTART;VALUE=DATE:``), or one of ``IDS``: the single lower-case words
the code uses as names (``"today"``, ``"hidden"``).  Such a word, where it is also shown, is the
one thing the scan cannot tell apart: keep ``IDS`` to names.  ``ALLOWED`` lists, per file, the few
strings that look like words and are not read by the public (an RFC 5545 product id, a unit's id,
a message for the browser's console).
"""

import ast
import re
from html.parser import HTMLParser
from pathlib import Path

from jinja2 import Environment

ROOT = Path(__file__).resolve().parent.parent
PYTHON = ["calculator/page/__init__.py", "calculator/page/answer.py", "calculator/page/form.py",
          "calculator/summary.py", "calculator/copied_summary.py", "calculator/ics.py", "calculator/query.py",
          "calculator/next_step.py", "hooks/calculator_form.py", "hooks/words.py", "docs/calculator/main.py",
          "docs/calculator/dom.py"]
TEMPLATES = ["overrides/*.html", "overrides/partials/*.html"]

# The single lower-case words the code above uses as names: dict keys, ids, kinds, template names,
# statuses, settings keys, input names, DOM properties.
IDS = set("""
address ambiguity amount announce answer answers applies apply arrived article ask asked assumption at attrs
blocks bool button calculator caution change check checked checklist children choice cite class classes
clear click clipboard config contact context copied copy count date dates deadline deadlines decimal
definition described details discretion div do download duties duty earlier email empty errors event exemption
fact facts false
fault field fieldset file fill first focus focusout formula group groups headline heard hidden hint href html
id impossible inline input int into item items jurisdiction key kind label lang language languages later lines
link list locations long message meta missing name names needs node note notice notices now number numeric
office open options page pageshow passed permit phone place places print prohibited provide provided quantity
question questions quote range ready reason reasons refused required requirement requirements rest result root rows
rule scroll search section sections separator share short slots start started status submit summary tabindex
template term text title today true unclear unit unreadable unsure update url verdict warning warnings when
why width words writes
""".split())

# Strings that read as words and are not for the public, by file.
ALLOWED = {
    "calculator/ics.py": {"-//Special event permits//Permit calculator//EN"},   # RFC 5545 PRODID: an id
    "calculator/query.py": {"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~",
                            "0123456789abcdefABCDEF"},   # the characters of a URL, of hexadecimal
    "calculator/summary.py": {"US dollars",   # a requirement's ``unit`` (an id of the results)
                              "PROVIDE",      # a place's declaration of its groups (its name)
                              # the names of its English tables, made when first read (``__getattr__``)
                              "HEADLINES", "STATUS_WORDS", "REASON_KINDS", "APPLIES", "CHECKLIST", "ACT_BY"},
    "hooks/calculator_form.py": {   # what stops the build, for whoever writes a place's declaration
        "GROUPS", "calculator_form: two places use the group id %r",
        "calculator_form: two places ask %r in different words; one page can hold only one question of that name",
        "calculator_form: %s's %s names the group %r, which is not in its GROUPS"},
    "docs/calculator/main.py": {"calculator: evaluate() failed: ",   # the browser's console, for developers
                                "DETAILS"},   # a tag's name
}

FORMAT = re.compile(r"%[-+ #0]*\d*(?:\.\d+)?[sdrxXfge%]|\{[^{}]*\}")
ID_PART = re.compile(r"^(?=.*[-_.:/=#@;&\\\[])[a-z0-9-_.:/=#@;&\\\[\]\"'()$*^~|,]+$")
ICALENDAR = re.compile(r"^(?:[A-Z]+(?:;[A-Z]+=[A-Z]+)?:[A-Z0-9.]*|-P(?:\d+D)?T\d+H)$")
LETTER = re.compile(r"[^\W\d_]")
NAMES = ("aria-label", "title", "alt", "placeholder")


def reads_as_words(text):
    """Whether ``text`` holds a word a person reads (see the module docstring)."""
    for part in FORMAT.sub(" ", text).split():
        if (not LETTER.search(part) or len(part) == 1 or part in IDS or ID_PART.match(part)
                or ICALENDAR.match(part)):
            continue
        return True
    return False


def docstrings(tree):
    """The string constants that are docstrings (a module's, a class's, a function's)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(
                    first.value.value, str):
                found.add(id(first.value))
    return found


def scan_python(path, allowed=()):
    """[(line, text)] of the strings of the module at ``path`` that read as words."""
    tree = ast.parse(Path(path).read_text(encoding="utf-8"))
    skip = docstrings(tree)
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip
            and node.value not in allowed and reads_as_words(node.value)]


class TemplateText(HTMLParser):
    """The text and the spoken names of a template's markup, scripts and styles aside."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.found, self.skip = [], 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self.skip += 1
        for name, value in attrs:
            if name in NAMES and value and LETTER.search(value.replace("\0", "")):
                self.found.append((self.getpos()[0], "%s=%r" % (name, value.replace("\0", ""))))

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self.skip -= 1

    def handle_data(self, data):
        text = " ".join(data.replace("\0", " ").split())
        if not self.skip and LETTER.search(text):
            self.found.append((self.getpos()[0], text))


def scan_template(path):
    """[(line, text)] of what a template at ``path`` writes as words outside the catalogs."""
    source = Path(path).read_text(encoding="utf-8")
    skeleton, found, tokens = [], [], list(Environment().lex(source))
    for index, (line, kind, value) in enumerate(tokens):
        if kind == "data":
            skeleton.append(value)
        else:
            skeleton.append("\0" + "\n" * value.count("\n"))
            before = [token[1:] for token in tokens[max(index - 4, 0):index] if token[1] != "whitespace"]
            is_key = before[-2:] == [("name", "words"), ("operator", "(")]
            if kind == "string" and not is_key and reads_as_words(value[1:-1]):
                found.append((line, value[1:-1]))
    reader = TemplateText()
    reader.feed("".join(skeleton))
    reader.close()
    return sorted(found + reader.found)


def scan(root=ROOT):
    """[(file, line, text)] of every word written outside the catalogs, in the files above."""
    found = []
    for name in PYTHON:
        found += [(name, line, text) for line, text in scan_python(root / name, ALLOWED.get(name, ()))]
    for pattern in TEMPLATES:
        for path in sorted(root.glob(pattern)):
            found += [(str(path.relative_to(root)), line, text) for line, text in scan_template(path)]
    return found
