"""The guides' worked examples and tables, as data: each place's ``examples.yaml``.

A guide page writes ``{{ example: village.area_table }}``; ``hooks/markers.py`` hands
the example ``area_table`` of ``calculator/jurisdictions/village/examples.yaml`` to
``hooks/guide_examples.py``, which renders it.  The scenario tests run the same inputs
(``cases()``) on CPython and MicroPython and check what the rows ``expect``, so a guide
and the calculator can never disagree.  Nothing here re-implements a rule: a cell shows
a value of an ``evaluate()`` result, an answer, or a law value (with a little arithmetic
on them to make an example).

The build and the tests read this module; the calculator does not (CPython only, like
``clauses.py``).  ``load()`` needs PyYAML, which MkDocs brings.

The path language
-----------------
A *path* reads a value of a result, as the scenario files do (tests/scenario_loader.py):
``permit.status``, ``deadlines.apply_by`` (a deadline's date), ``requirements.physicians``
(a quantity), ``requirements.bond_usd.applies``, ``warnings.apply_by_weekend`` (a
message), ``checklist.application-14`` (a status), ``permit.reasons.kind`` (a list).
``resolve(root, segments)`` follows one.

The file
--------
::

    defaults: {today: "2026-01-05", event_start: "2026-08-15", peak_attendance: 1000}
    examples:
      area_table:                        # its marker: {{ example: village.area_table }}
        pages: [village/do-i-need-a-permit.md]
        table:
          columns:
            - {heading: Most people at one time, cell: "{{ =peak_attendance|count }}"}
            - {heading: What the calculator says, cell: "{{ permit|headline }}"}
          rows:
            - input: {venue_type: localized_area, peak_attendance: "=EXEMPT_LOCALIZED_AREA"}
              expect: {permit.status: not_required}

An example has ``pages`` (the guide pages that show it) and one ``text``, ``table`` or
``what_if``, or a list of them as ``parts`` (a provision's readings are a page marker instead,
``{{ readings: <place>.<id> }}``, hooks/readings.py); ``let`` names values for its expressions
and ``words`` maps values to words.  See README.md, "Worked examples as data", for every
key; ``load()`` refuses anything else with a message naming the place, example and key.

Values: a string starting with "=" is an *expression*: whole numbers, 'text', ``+ - *
// %``, comparisons, ``and or not``, ``x if c else y``, ``[...]``; names are the place's
law values (``FILING`` is ``law.FILING.value``; other ``law`` names as they are), the
names of ``let`` and of the row's ``input`` (dates are dates: ``event_start + FILING``,
``event_end - event_start``), ``event_days`` (the days of the event, counting both
ends), ``holidays`` (the place's, from the settings) and functions
``business_days_after(day, count, *closed)``, ``next_business_day(day, *closed)``,
``startswith(text, prefix)`` and ``len``.  In a template, ``{{ =expression|format }}`` shows one, and
``{{ path|format }}`` a value of the row's result (the guides' one marker grammar, hooks/markers.py).

What would change the answer
----------------------------
A ``what_if`` part is a table of the changes of one answer that change the answer for one
event (``calculator/what_if.py``), rendered from the engine, never typed::

      what_if_festival:                  # {{ example: village.what_if_festival }}
        pages: [village/do-i-need-a-permit.md]
        input: {peak_attendance: 1000, venue_type: localized_area}
        what_if:
          show: permit                   # permit, days or all (calculator/build/what_if_table.py)
          name: What would change the answer for a street festival (guide table)
          expect: {what_would_change: [peak_attendance, government_sponsored, venue_type, event_end, locations]}

The place declares only the event (``input``, added to ``defaults``) and which changes to show;
the columns and their words are the shared ``calculator/build/what_if_table.py``'s (the
catalogs' ``guide.what_if.*``).  Its ``name`` and ``expect`` make it a scenario like any row
(an ``expect`` on ``what_would_change`` works it out with what would change the answer).
"""

import ast
import datetime
import os

PACKAGE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # calculator/

# ---------------------------------------------------------------- the path language

# What a path that stops at an item of these lists yields.
MAIN_FIELD = {"deadlines": "date", "requirements": "quantity", "checklist": "status",
              "warnings": "message", "errors": "message", "what_would_change": "value"}


class Missing(ValueError):
    """A path names something the result does not have."""


def identity(item):
    """The key that names an item of a list ("id", or "field" for errors), or None."""
    if isinstance(item, dict):
        for name in ("id", "field"):
            if name in item:
                return name
    return None


def has_identity(value):
    return isinstance(value, list) and bool(value) and all(identity(item) for item in value)


def ids(items):
    return [item.get(identity(item)) for item in items]


def resolve(root, path):
    """Follow ``path`` (a list of segments) from ``root``; see the module docstring."""
    value, container = root, None
    for position, segment in enumerate(path):
        if isinstance(value, dict):
            if segment not in value:
                raise Missing("no key %r at %s" % (segment, ".".join(path[:position]) or "top"))
            container, value = segment, value[segment]
        elif isinstance(value, list) and (has_identity(value) or container in MAIN_FIELD):
            found = [item for item in value if item.get(identity(item) or "id") == segment]
            if not found and value and not [item for item in value if segment not in item]:
                return [resolve(item, path[position:]) for item in value]  # a key of every item
            if not found:
                raise Missing("no item %r in %s (have %s)" % (segment, container, ids(value)))
            rest = path[position + 1:]
            if not rest:
                return found[0][MAIN_FIELD[container]] if container in MAIN_FIELD else found[0]
            return resolve(found[0], rest)
        elif isinstance(value, list):
            return [resolve(item, path[position:]) for item in value]
        else:
            raise Missing("cannot step into %r with %r" % (value, segment))
    return value


# ---------------------------------------------------------------- expressions

RESULT_KEYS = ("permit", "deadlines", "requirements", "warnings", "checklist", "unsure")
BINARY = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b, ast.Mult: lambda a, b: a * b,
          ast.FloorDiv: lambda a, b: a // b, ast.Mod: lambda a, b: a % b}
COMPARE = {ast.Lt: lambda a, b: a < b, ast.LtE: lambda a, b: a <= b, ast.Gt: lambda a, b: a > b,
           ast.GtE: lambda a, b: a >= b, ast.Eq: lambda a, b: a == b, ast.NotEq: lambda a, b: a != b,
           ast.In: lambda a, b: a in b, ast.NotIn: lambda a, b: a not in b}


class Scope:
    """The names an expression can use, and the result (and items) its paths read."""

    def __init__(self, names, holidays=(), result=None):
        self.names = names
        self.holidays = list(holidays)
        self.result = result

    def child(self, names=None, result=None):
        merged = dict(self.names)
        merged.update(names or {})
        return Scope(merged, self.holidays, self.result if result is None else result)

    def functions(self):
        holidays = self.holidays

        def business_days_after(day, count, *closed):
            from ..dates import business_days_after as count_on
            return count_on(as_date(day), count, holidays + [as_date(d).isoformat() for d in closed])

        def next_business_day(day, *closed):
            return business_days_after(day, 1, *closed)

        def startswith(text, prefix):
            return text.startswith(prefix)

        return {"business_days_after": business_days_after, "next_business_day": next_business_day, "len": len,
                "startswith": startswith}


def as_date(value):
    """A date from a date or an ISO date string."""
    if isinstance(value, datetime.date):
        return value
    return datetime.date.fromisoformat(value)


def _is_iso_date(value):
    if not isinstance(value, str) or len(value) != 10:
        return False
    try:
        datetime.date.fromisoformat(value)
    except ValueError:
        return False
    return True


def evaluate_expression(text, scope):
    """The value of one expression (without its "="); raises ValueError naming what is wrong."""
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except SyntaxError as error:
        raise ValueError("cannot read the expression %r: %s" % (text, error.msg)) from None
    return _eval(tree.body, scope, text)


def _dotted(node):
    """["requirements", "physicians"] for ``requirements.physicians``, or None."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.insert(0, node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        return [node.id] + parts
    return None


def _eval(node, scope, text):
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, str)) and not isinstance(node.value, bool):
        return node.value
    if isinstance(node, ast.Name) and node.id in ("True", "False", "None"):
        return {"True": True, "False": False, "None": None}[node.id]
    if isinstance(node, (ast.Name, ast.Attribute)):
        path = _dotted(node)
        if path is None:
            raise ValueError("%r: only names and dotted paths may be read" % text)
        return _name(path, scope, text)
    if isinstance(node, ast.BinOp) and type(node.op) in BINARY:
        left, right = _eval(node.left, scope, text), _eval(node.right, scope, text)
        if isinstance(left, datetime.date) and isinstance(right, int) and isinstance(node.op, (ast.Add, ast.Sub)):
            right = datetime.timedelta(days=right)
        value = BINARY[type(node.op)](left, right)
        return value.days if isinstance(value, datetime.timedelta) else value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.Not, ast.USub)):
        value = _eval(node.operand, scope, text)
        return (not value) if isinstance(node.op, ast.Not) else -value
    if isinstance(node, ast.BoolOp):
        values = [_eval(value, scope, text) for value in node.values]
        return all(values) if isinstance(node.op, ast.And) else any(values)
    if isinstance(node, ast.Compare) and all(type(op) in COMPARE for op in node.ops):
        left = _eval(node.left, scope, text)
        for op, right_node in zip(node.ops, node.comparators):
            right = _eval(right_node, scope, text)
            if not COMPARE[type(op)](left, right):
                return False
            left = right
        return True
    if isinstance(node, ast.IfExp):
        return _eval(node.body if _eval(node.test, scope, text) else node.orelse, scope, text)
    if isinstance(node, (ast.List, ast.Tuple)):
        return [_eval(item, scope, text) for item in node.elts]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.keywords:
        functions = scope.functions()
        if node.func.id not in functions:
            raise ValueError("%r: no function %s() (there are %s)" % (text, node.func.id, ", ".join(sorted(functions))))
        return functions[node.func.id](*[_eval(arg, scope, text) for arg in node.args])
    raise ValueError("%r: %s is not allowed in an expression" % (text, type(node).__name__))


def _name(path, scope, text):
    head = path[0]
    if head in scope.names:
        value = scope.names[head]
        if len(path) > 1:
            try:
                value = resolve(value, path[1:])
            except Missing as missing:
                raise ValueError("%r: %s" % (text, missing)) from None
        return as_date(value) if _is_iso_date(value) else value
    if head in RESULT_KEYS and scope.result is not None:
        try:
            value = resolve(scope.result, path)
        except Missing as missing:
            raise ValueError("%r: %s" % (text, missing)) from None
        return as_date(value) if _is_iso_date(value) else value
    if head == "holidays":
        return [as_date(day) for day in scope.holidays]
    raise NameError(head)


def value_of(written, scope, where):
    """A data value: an expression's value if it starts with "=", else the value as written."""
    if isinstance(written, str) and written.startswith("="):
        try:
            return evaluate_expression(written[1:], scope)
        except NameError as error:
            raise ValueError("%s: %r names %s, which is not a law value, a let, an answer or a function"
                             % (where, written, error.args[0])) from None
        except ValueError as error:
            raise ValueError("%s: %s" % (where, error)) from None
    return written


def as_json(value):
    """A value ready for an input: dates as ISO text."""
    if isinstance(value, datetime.date):
        return value.isoformat()
    if isinstance(value, list):
        return [as_json(item) for item in value]
    return value


# ---------------------------------------------------------------- reading a place's file

EXAMPLE_KEYS = {"pages", "let", "words", "text", "table", "parts", "input", "when", "what_if"}
PART_KEYS = {"text", "table", "input", "let", "when", "what_if"}
WHAT_IF_KEYS = {"show", "name", "expect"}
TABLE_KEYS = {"columns", "rows", "transpose", "corner", "head", "last_heading"}
COLUMN_KEYS = {"heading", "cell", "missing", "last"}
ROW_KEYS = {"name", "input", "let", "cells", "expect", "compare", "each", "as", "where", "cells_for"}


def examples_file(jurisdiction_id):
    return os.path.join(PACKAGE_DIR, "jurisdictions", jurisdiction_id, "examples.yaml")


def law_names(law):
    """{name: value} of the law module: a provision's value, any other public name as it is."""
    from ..ordinance import Provision

    names = {}
    for name in dir(law):
        if name.isupper():
            item = getattr(law, name)
            names[name] = item.value if isinstance(item, Provision) else item
    return names


class Examples:
    """One place's examples: ``defaults``, ``examples`` ({id: dict}), the base ``scope``."""

    def __init__(self, jurisdiction_id, data, law, holidays):
        self.jurisdiction_id = jurisdiction_id
        self.where = "calculator/jurisdictions/%s/examples.yaml" % jurisdiction_id
        if not isinstance(data, dict) or set(data) - {"defaults", "examples"} or "examples" not in data:
            raise ValueError("%s: the file is a mapping with `examples` (and `defaults`)" % self.where)
        self.defaults = dict(data.get("defaults") or {})
        self.examples = data["examples"]
        if not isinstance(self.examples, dict) or not self.examples:
            raise ValueError("%s: `examples` maps each example's name to the example" % self.where)
        self.scope = Scope(law_names(law), holidays)
        for name, example in self.examples.items():
            self._check(name, example)

    def _check(self, name, example):
        where = "%s: %s" % (self.where, name)
        if not isinstance(example, dict):
            raise ValueError("%s: an example is a mapping" % where)
        _keys(example, EXAMPLE_KEYS, where)
        pages = example.get("pages")
        if not isinstance(pages, list) or not pages or not all(isinstance(page, str) for page in pages):
            raise ValueError("%s: `pages` lists the guide pages that show it" % where)
        parts = self.parts(name)
        if not parts:
            raise ValueError("%s: give a `text`, a `table`, a `what_if` or `parts`" % where)
        for number, part in enumerate(parts, 1):
            part_where = "%s part %d" % (where, number)
            if "readings" in part:
                raise ValueError("%s: a provision's readings are a marker in the page, "
                                 "{{ readings: <place>.<id> }} (hooks/readings.py)" % part_where)
            _keys(part, PART_KEYS, part_where)
            if [kind in part for kind in ("text", "table", "what_if")].count(True) != 1:
                raise ValueError("%s: give one of `text`, `table` or `what_if`" % part_where)
            if "what_if" in part:
                from .what_if_table import SHOWN
                _keys(part["what_if"], WHAT_IF_KEYS, part_where + " what_if")
                if "input" not in part or part["what_if"].get("show") not in SHOWN:
                    raise ValueError("%s: a `what_if` part has an `input` (the event) and `show`: one of %s"
                                     % (part_where, ", ".join(SHOWN)))
            if "table" in part:
                table = part["table"]
                _keys(table, TABLE_KEYS, part_where + " table")
                if not table.get("columns") or not table.get("rows"):
                    raise ValueError("%s: a table has `columns` and `rows`" % part_where)
                for column in table["columns"]:
                    _keys(column, COLUMN_KEYS, part_where + " column")
                    if "heading" not in column:
                        raise ValueError("%s: every column has a `heading`" % part_where)
                for row in table["rows"]:
                    _keys(row, ROW_KEYS, part_where + " row")

    def parts(self, name):
        example = self.examples[name]
        if "parts" in example:
            return list(example["parts"])
        part = dict((key, example[key]) for key in PART_KEYS if key in example and key != "let")
        return [part] if part else []

    def example_scope(self, name):
        """The scope of one example: law values, the example's ``let``."""
        scope = self.scope.child()
        return with_lets(scope, self.examples[name].get("let"), "%s: %s let" % (self.where, name))

    def input(self, scope, layers, where):
        """The contract input: defaults, then each layer's answers; expressions worked out."""
        written = {"jurisdiction": self.jurisdiction_id}
        for layer in [self.defaults] + [layer for layer in layers if layer]:
            written.update(layer)
        return resolve_input(written, scope, where)


def _keys(mapping, allowed, where):
    if not isinstance(mapping, dict):
        raise ValueError("%s: expected a mapping" % where)
    unknown = set(mapping) - allowed
    if unknown:
        raise ValueError("%s: unknown keys %s (allowed: %s)" % (where, sorted(unknown), ", ".join(sorted(allowed))))


def with_lets(scope, lets, where):
    """``scope`` with the names of a ``let`` mapping, each worked out in order."""
    if not lets:
        return scope
    if not isinstance(lets, dict):
        raise ValueError("%s: `let` maps names to values" % where)
    for name, written in lets.items():
        scope = scope.child({name: value_of(written, scope, "%s %s" % (where, name))})
    return scope


def resolve_input(written, scope, where):
    """Work out every "=" answer of an input; an answer may use the answers worked out before."""
    values, pending = {}, dict(written)
    while pending:
        progress = False
        for key in list(pending):
            item = pending[key]
            if isinstance(item, str) and item.startswith("="):
                try:
                    value = evaluate_expression(item[1:], scope.child(_answer_names(values)))
                except NameError:
                    continue
                except ValueError as error:
                    raise ValueError("%s: %s: %s" % (where, key, error)) from None
                values[key] = as_json(value)
            else:
                values[key] = item
            del pending[key]
            progress = True
        if not progress:
            key = sorted(pending)[0]
            raise ValueError("%s: %s = %r names something that is not a law value, a let or an answer"
                             % (where, key, pending[key]))
    return dict((key, values[key]) for key in written)


def _answer_names(answers):
    names = dict(answers)
    if "event_start" in answers:
        start = as_date(answers["event_start"])
        end = as_date(answers.get("event_end") or answers["event_start"])
        names["event_days"] = (end - start).days + 1
    return names


def answer_scope(scope, answers):
    """The scope of a row: its answers (and ``event_days``) as names."""
    return scope.child(_answer_names(answers))


def load(jurisdiction_id):
    """The place's ``Examples``, or None if it has no examples file."""
    import yaml

    from ..jurisdictions import JURISDICTIONS
    from ..settings import SETTINGS

    path = examples_file(jurisdiction_id)
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as handle:
        data = yaml.safe_load(handle)
    law = JURISDICTIONS.module(jurisdiction_id, "law")
    holidays = SETTINGS.get(jurisdiction_id, {}).get("holidays") or []
    return Examples(jurisdiction_id, data, law, holidays)


# ---------------------------------------------------------------- rows: what the tables and texts evaluate

class Row:
    """One evaluated line of an example: its answers (or None), names, cells, expectations."""

    def __init__(self, name, answers, scope, cells, expect, compare, item_list=None):
        self.name = name
        self.answers = answers
        self.scope = scope
        self.cells = cells or {}
        self.expect = expect
        self.compare = compare or {}
        self.item_list = item_list


def rows(examples, name, part, scope):
    """The rows of a part: a table's rows (``each`` groups spread out), or the text's one row.

    Each has its contract input (``answers``, None for a row without one), its
    ``compare`` inputs ({name: answers}), its ``expect`` (expressions worked out) and
    the scope its expressions use.  A group ``each: path`` stays one row whose
    ``item_list`` is the path; the renderer spreads it over the result's items.
    """
    where = "%s: %s" % (examples.where, name)
    scope = with_lets(scope, part.get("let"), where + " let")
    if "what_if" in part:   # one row: the event, its name and expect a scenario's
        raw = dict((key, part["what_if"][key]) for key in ("name", "expect") if key in part["what_if"])
        return [_row(examples, scope, dict(raw, input=part["input"]), None, where)]
    if "table" not in part:
        return [_row(examples, scope, {"input": part["input"]} if "input" in part else {}, None, where)]
    found = []
    for number, raw in enumerate(part["table"]["rows"], 1):
        row_where = "%s row %d" % (where, number)
        each = raw.get("each")
        if isinstance(each, str) and each.startswith("="):
            names = raw.get("as") or ["item"]
            for index, item in enumerate(value_of(each, scope, row_where + " each"), 1):
                values = item if len(names) > 1 else [item]
                row = _row(examples, scope.child(dict(zip(names, values))), raw, part.get("input"),
                           "%s item %d" % (row_where, index))
                if row.name:
                    row.name = "%s: %s" % (row.name, values[0])
                found.append(row)
        else:
            found.append(_row(examples, scope, raw, part.get("input"), row_where))
    return found


def _row(examples, scope, raw, part_input, where):
    raw = raw or {}
    if not isinstance(raw, dict):
        raise ValueError("%s: a row is a mapping" % where)
    scope = with_lets(scope, raw.get("let"), where + " let")
    answers = None
    layers = [part_input, raw.get("input")] if "input" in raw or part_input is not None else None
    if layers:
        answers = examples.input(scope, layers, where)
        scope = answer_scope(scope, answers)
    compare = {}
    for label, extra in (raw.get("compare") or {}).items():
        compare[label] = examples.input(scope, [part_input, extra], "%s compare %s" % (where, label))
    expect = None
    if raw.get("expect") is not None:
        if answers is None:
            raise ValueError("%s: `expect` needs an `input`" % where)
        expect = dict((key, as_json(value_of(value, scope, "%s expect %s" % (where, key))))
                      for key, value in raw["expect"].items())
    each = raw.get("each")
    item_list = each if isinstance(each, str) and not each.startswith("=") else None
    if item_list and answers is None:
        raise ValueError("%s: `each: %s` reads a result, so the rows need an `input`" % (where, item_list))
    return Row(raw.get("name"), answers, scope, raw, expect, compare, item_list)


def all_rows(examples):
    """(example name, part, row) for every row of every example of the place, in file order."""
    for name in examples.examples:
        scope = examples.example_scope(name)
        for part in examples.parts(name):
            for row in rows(examples, name, part, scope):
                yield name, part, row


def cases(jurisdiction_id):
    """(name, input, expect) for every input of the place's examples: scenario cases.

    A row without ``expect`` still must give a valid result for its place.
    """
    examples = load(jurisdiction_id)
    if examples is None:
        return []
    found = []
    counts = {}
    for name, _, row in all_rows(examples):
        inputs = ([("", row.answers, row.expect)] if row.answers is not None else [])
        inputs += [(" (compared with %s)" % label, answers, None) for label, answers in row.compare.items()]
        for suffix, answers, expect in inputs:
            counts[name] = counts.get(name, 0) + 1
            title = row.name or "The %s guide example %s, input %d" % (jurisdiction_id, name, counts[name])
            found.append((title + suffix, answers, expect or {"jurisdiction": jurisdiction_id}))
    return found
