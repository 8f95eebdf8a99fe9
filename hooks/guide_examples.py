"""Render a place's worked examples and tables, from ``calculator/jurisdictions/<id>/examples.yaml``.

``hooks/markers.py`` calls ``render(id, name, src_uri, page_marker)`` for each
``{{ example: id.name }}`` marker.  The data, its expressions and the path language are
``calculator/build/examples.py``; this module only evaluates each row's input with
``calculator.evaluate`` and fills the templates.  It knows no place: every place's
examples go through the same code.

A template is Markdown with markers of the one grammar, ``{{ ... }}``: the page's own
(``{{ village.FILING.cite }}``: ``page_marker`` tells them, markers.is_page_marker) are left
for the page, and these show a value of the example's row:

``{{ path|format }}``
    A value of the row's result (``deadlines.apply_by``), of the item of an ``each``
    row (``item.label``), or of a ``compare`` input's result (``street:checklist.bond``).
    ``{{ path?words }}`` shows ``words`` when the result has no such value.
``{{ =expression|format }}``
    The value of an expression (see ``calculator/build/examples.py``).

A ``what_if`` part is no template: its table of what would change the answer for its event is
``calculator/build/what_if_table.py``'s, the same columns and words for every place.

Formats: ``count`` ("1,250"; ``count:day:days`` adds the unit, one or many), ``money``
("$2,500"), ``long_date`` ("Saturday, August 15, 2026"), ``long_dates`` (a list, joined
by "; "), ``headline`` (the calculator's headline, of ``permit``), ``quantity`` (a
requirement with its unit, as the calculator says it), ``cite`` (a clause link, of a
``cite``), ``says:TABLE`` (the calculator's words in ``calculator/summary.py``'s
``TABLE``), ``option:QUESTION`` (a choice's answer as the form words it: ``option:event_type``),
``clock`` (minutes after midnight as "11:30 PM", "1:00 AM the next day"),
and any name of the example's ``words`` (a value's words; ``_else`` for the rest).
Without a format, numbers get thousands commas and dates are long dates.
"""

import datetime
import re

PLACEHOLDER = re.compile(r"\{\{(.*?)\}\}")


class Context:
    """What a template can read: names, the row's result and its item, the compare results; and which
    markers are the page's (left as they are)."""

    def __init__(self, scope, result=None, item=None, compared=None, words=None, page_marker=None):
        self.scope = scope
        self.result = result
        self.item = item
        self.compared = compared or {}
        self.words = words or {}
        self.page_marker = page_marker or (lambda inside: False)


def render(jurisdiction_id, name, src_uri, page_marker):
    """The Markdown of example ``name`` of the place, for the page ``src_uri``; ``page_marker(inside)`` tells
    a page's marker from a row's value."""
    from calculator.build import examples as data

    examples = data.load(jurisdiction_id)
    if examples is None or name not in examples.examples:
        raise ValueError("no example %r in calculator/jurisdictions/%s/examples.yaml" % (name, jurisdiction_id))
    example = examples.examples[name]
    if src_uri not in example["pages"]:
        raise ValueError("example %s.%s lists its pages as %s, not %s"
                         % (jurisdiction_id, name, ", ".join(example["pages"]), src_uri))
    scope = examples.example_scope(name)
    words = example.get("words") or {}
    blocks = []
    for number, part in enumerate(examples.parts(name), 1):
        where = "example %s.%s part %d" % (jurisdiction_id, name, number)
        rows = data.rows(examples, name, part, scope)
        if "what_if" in part:
            blocks.append(what_if_table(rows[0], part["what_if"]["show"]))
            continue
        if "text" in part:
            context = _context(rows[0], words, page_marker=page_marker)
            if "when" in part and not data.value_of(part["when"], context.scope.child(result=context.result), where):
                continue
            blocks.append(fill(part["text"], context, where).rstrip("\n") + "\n")
        else:
            blocks.append(table(part["table"], rows, Context(data.with_lets(scope, part.get("let"), where),
                                                             words=words, page_marker=page_marker), words, where))
    return "\n".join(blocks)


def what_if_table(row, show):
    """The table of what would change the answer for the row's event (calculator/build/what_if_table.py:
    its columns and words); each rule a link to its clause, as the ``cite`` format makes it."""
    from calculator import evaluate
    from calculator.build import what_if_table as what_if

    result = evaluate(row.answers, what_if=True)
    lines = [cells + [shown(item["cite"], "cite", Context(row.scope), "what_if")]
             for item, cells in what_if.rows(row.answers, result, show)]
    return markdown_table(what_if.headings(), lines)


def _context(row, words, item=None, page_marker=None):
    from calculator import evaluate

    result = evaluate(row.answers) if row.answers is not None else None
    compared = dict((label, evaluate(answers)) for label, answers in row.compare.items())
    scope = row.scope.child(result=result) if result is not None else row.scope
    if item is not None:
        scope = scope.child({"item": item})
    return Context(scope, result, item, compared, words, page_marker)


def table(spec, rows, head_context, words, where):
    """A Markdown table: one line per row (an ``each`` row gives one per item), or one column per row."""
    columns = spec["columns"]
    marker = head_context.page_marker
    if spec.get("transpose"):
        contexts = [_context(row, words, page_marker=marker) for row in rows]
        headers = [spec.get("corner", "")] + [fill(spec["head"], context, where) for context in contexts]
        if any("last" in column for column in columns):
            headers.append(spec.get("last_heading", ""))
        lines = []
        for column in columns:
            cells = [fill(column["heading"], head_context, where)]
            cells += [_cell(column, column["cell"], context, where) for context in contexts]
            if "last" in column:
                cells.append(fill(column["last"], contexts[0], where))
            lines.append(cells)
        return markdown_table(headers, lines)
    headers = [fill(column["heading"], head_context, where) for column in columns]
    lines = []
    for number, row in enumerate(rows, 1):
        row_where = "%s row %d" % (where, number)
        for context in _row_contexts(row, words, row_where, marker):
            line = []
            for column in columns:
                template = _template(row, column, context)
                if template is None:
                    raise ValueError("%s: no cell for the column %r" % (row_where, column["heading"]))
                line.append(_cell(column, template, context, row_where))
            lines.append(line)
    return markdown_table(headers, lines)


def _row_contexts(row, words, where, page_marker=None):
    """The contexts of a row: one, or one per item of the list an ``each`` row reads."""
    from calculator.build import examples as data

    if row.item_list is None:
        return [_context(row, words, page_marker=page_marker)]
    base = _context(row, words, page_marker=page_marker)
    try:
        items = data.resolve(base.result, row.item_list.split("."))
    except data.Missing as missing:
        raise ValueError("%s: each %s: %s" % (where, row.item_list, missing)) from None
    contexts = []
    for item in items:
        context = _context(row, words, item, page_marker)
        condition = row.cells.get("where")
        if condition is None or data.value_of(condition, context.scope, where + " where"):
            contexts.append(context)
    return contexts


def _template(row, column, context):
    heading = column["heading"]
    if heading in (row.cells.get("cells") or {}):
        return row.cells["cells"][heading]
    ident = context.item.get("id") if isinstance(context.item, dict) else None
    special = (row.cells.get("cells_for") or {}).get(ident) or {}
    if heading in special:
        return special[heading]
    return column.get("cell")


def _cell(column, template, context, where):
    from calculator.build import examples as data

    try:
        return fill(template, context, where)
    except data.Missing:
        if "missing" in column:
            return column["missing"]
        raise


def fill(template, context, where):
    """The template with its placeholders filled; raises ValueError naming ``where`` for a bad one."""
    from calculator.build import examples as data

    def one(match):
        if context.page_marker(match.group(1)):
            return match.group(0)
        body, style = match.group(1).strip(), None
        if "|" in body:
            body, style = body.rsplit("|", 1)
        default = None
        if not body.startswith("=") and "?" in body:
            body, default = body.split("?", 1)
        try:
            value = lookup(body.strip(), context, where)
        except data.Missing as missing:
            if default is not None:
                return default
            raise data.Missing("%s: {{ %s }}: %s" % (where, match.group(1).strip(), missing)) from None
        return shown(value, style.strip() if style else None, context, where)
    return PLACEHOLDER.sub(one, str(template))


def lookup(body, context, where):
    """The value a placeholder names (see the module docstring)."""
    from calculator.build import examples as data

    if body.startswith("="):
        return data.value_of(body, context.scope, where)
    label, _, path = body.rpartition(":")
    if label:
        if label not in context.compared:
            raise ValueError("%s: {{ %s }}: no compare input %r" % (where, body, label))
        return data.resolve(context.compared[label], path.split("."))
    segments = path.split(".")
    if segments[0] == "item":
        if context.item is None:
            raise ValueError("%s: {{ %s }}: only an `each` row has an item" % (where, body))
        return data.resolve(context.item, segments[1:])
    if context.result is None:
        raise ValueError("%s: {{ %s }}: this part has no `input`, so no result to read" % (where, body))
    return data.resolve(context.result, segments)


def shown(value, style, context, where):
    """A value in words, in the given format."""
    from calculator import summary
    from calculator.dates import long_date
    from calculator.build.examples import as_date

    name, _, argument = (style or "").partition(":")
    if name in context.words:
        words = context.words[name]
        if value in words:
            return str(words[value])
        if "_else" in words:
            return str(words["_else"])
        raise ValueError("%s: the words %r have none for %r" % (where, name, value))
    if name == "count":
        text = "{:,}".format(value)
        if argument:
            one, _, many = argument.partition(":")
            text += " " + (one if value == 1 else many)
        return text
    if name == "money":
        return "${:,}".format(value)
    if name == "long_date" or (not name and isinstance(value, datetime.date)):
        return long_date(as_date(value))
    if name == "long_dates":
        return "; ".join(long_date(as_date(day)) for day in value)
    if name == "headline":
        return summary.headline({"permit": value})
    if name == "quantity":
        return summary.quantity(value)
    if name == "cite":
        return "{{ %s#%s }}" % (value["href"].split("/")[0], value["anchor"])
    if name == "says":
        table = getattr(summary, argument, None)
        if not isinstance(table, dict) or value not in table:
            raise ValueError("%s: no words %s[%r] in calculator/summary.py" % (where, argument, value))
        return table[value]
    if name == "option":   # a choice's answer as the form words it, in English: ``option:event_type``
        from calculator.words import DEFAULT, of
        return of(DEFAULT, context.result["jurisdiction"])("%s.%s" % (argument, value))
    if name == "clock":
        day, minutes = divmod(value, 24 * 60)
        hour, minute = divmod(minutes, 60)
        text = "%d:%02d %s" % (hour % 12 or 12, minute, "PM" if hour >= 12 else "AM")
        return text + " the next day" * day
    if name:
        raise ValueError("%s: no format %r (see hooks/guide_examples.py)" % (where, name))
    if isinstance(value, int) and not isinstance(value, bool):
        return "{:,}".format(value)
    return str(value)


def cell(text):
    """Text made safe for one Markdown table cell."""
    return " ".join(str(text).replace("|", "\\|").split())


def markdown_table(headers, rows):
    lines = ["| " + " | ".join(cell(h) for h in headers) + " |",
             "|" + "|".join("---" for _ in headers) + "|"]
    lines.extend("| " + " | ".join(cell(c) for c in row) + " |" for row in rows)
    return "\n".join(lines) + "\n"
