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

Languages.  ``render`` words an example in the page's language (hooks/markers.py passes it): the rows'
answers are evaluated in that language (``answers["language"]``), so the calculator's own words in a
cell (``item.label``, a headline, a reading's name) are its words in that language; the formats word
dates, money, headlines, quantities, the ``says`` tables, a choice and a clock time from the catalogs
(``guide.clock.*`` for the clock); the numbers, days and clause anchors are the same in every language,
worked out from the same rules.  The words examples.yaml itself writes (headings, cells, texts, a
``words`` value) are written there in each language: a text is either one string, the same in every
language (its words are markers only: ``"{{ =peak_attendance|count }}"``), or a mapping of each language
to its text (``{en: Event, es: Evento}``); a string with words outside its markers is English, and a page
in another language that shows it fails the build, naming it (``in_language``).  A column's cells of a
row (``cells:``, ``cells_for:``) name it by its English heading.  Why the yaml and not the catalogs:
these words belong to one example, next to the numbers and inputs that make its table, and a mapping
keeps both languages of a cell side by side where the example is read and reviewed; a catalog key per
cell would split each table into three files and leave the yaml a list of keys.  The catalogs keep the
words the hook writes itself, the same for every example (``guide.clock.*``, ``guide.what_if.*``).
"""

import datetime
import re

PLACEHOLDER = re.compile(r"\{\{(.*?)\}\}")
WORDS = re.compile(r"[^\W\d_]{2,}")   # a word: two letters or more (no number, no format's mark)
DEFAULT = "en"   # the language examples.yaml's plain strings and its cells' column names are written in


class Context:
    """What a template can read: names, the row's result and its item, the compare results; and which
    markers are the page's (left as they are)."""

    def __init__(self, scope, result=None, item=None, compared=None, words=None, page_marker=None,
                 language=DEFAULT):
        self.scope = scope
        self.result = result
        self.item = item
        self.compared = compared or {}
        self.words = words or {}
        self.page_marker = page_marker or (lambda inside: False)
        self.language = language


def in_language(text, language, where):
    """The words of an examples.yaml text in ``language``: a mapping's entry for it, or a string (the same in
    every language when its words are markers only, else English)."""
    if isinstance(text, dict):
        if language not in text:
            raise ValueError("%s: no %s words for %r" % (where, language, text.get(DEFAULT, text)))
        return text[language]
    if language != DEFAULT and isinstance(text, str) and WORDS.search(PLACEHOLDER.sub(_shown_words, text)):
        raise ValueError("%s: %r is in English only; write it as {en: ..., %s: ...}" % (where, text, language))
    return text


def _shown_words(match):
    """What a reader sees of a placeholder's own words: a ``{{ path?words }}``'s words, else nothing."""
    inside = match.group(1).strip()
    return " " + inside.split("?", 1)[1] + " " if "?" in inside and not inside.startswith("=") else " "


def column_name(heading):
    """The name a row's ``cells`` give a column: its heading, the English one of a mapping."""
    return heading[DEFAULT] if isinstance(heading, dict) else heading


def in_answers(answers, language):
    """A row's answers in ``language`` (English as written)."""
    return answers if answers is None or language == DEFAULT else dict(answers, language=language)


def render(jurisdiction_id, name, src_uri, page_marker, language=DEFAULT):
    """The Markdown of example ``name`` of the place, for the page ``src_uri``, in ``language``;
    ``page_marker(inside)`` tells a page's marker from a row's value."""
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
            blocks.append(what_if_table(rows[0], part["what_if"]["show"], language))
            continue
        if "text" in part:
            context = _context(rows[0], words, page_marker=page_marker, language=language)
            if "when" in part and not data.value_of(part["when"], context.scope.child(result=context.result), where):
                continue
            blocks.append(fill(in_language(part["text"], language, where), context, where).rstrip("\n") + "\n")
        else:
            blocks.append(table(part["table"], rows, Context(data.with_lets(scope, part.get("let"), where),
                                                             words=words, page_marker=page_marker, language=language),
                                words, where))
    return "\n".join(blocks)


def what_if_table(row, show, language=DEFAULT):
    """The table of what would change the answer for the row's event (calculator/build/what_if_table.py:
    its columns and words, in ``language``); each rule a link to its clause, as the ``cite`` format makes it."""
    from calculator import evaluate
    from calculator.build import what_if_table as what_if

    answers = in_answers(row.answers, language)
    result = evaluate(answers, what_if=True)
    lines = [cells + [shown(item["cite"], "cite", Context(row.scope, language=language), "what_if")]
             for item, cells in what_if.rows(answers, result, show, language)]
    return markdown_table(what_if.headings(language), lines)


def _context(row, words, item=None, page_marker=None, language=DEFAULT):
    from calculator import evaluate

    result = evaluate(in_answers(row.answers, language)) if row.answers is not None else None
    compared = dict((label, evaluate(in_answers(answers, language))) for label, answers in row.compare.items())
    scope = row.scope.child(result=result) if result is not None else row.scope
    if item is not None:
        scope = scope.child({"item": item})
    return Context(scope, result, item, compared, words, page_marker, language)


def table(spec, rows, head_context, words, where):
    """A Markdown table: one line per row (an ``each`` row gives one per item), or one column per row."""
    columns = spec["columns"]
    marker, language = head_context.page_marker, head_context.language

    def text(value, context, at=where):
        return fill(in_language(value, language, at), context, at)

    if spec.get("transpose"):
        contexts = [_context(row, words, page_marker=marker, language=language) for row in rows]
        headers = [in_language(spec.get("corner", ""), language, where)] + [
            text(spec["head"], context) for context in contexts]
        if any("last" in column for column in columns):
            headers.append(in_language(spec.get("last_heading", ""), language, where))
        lines = []
        for column in columns:
            cells = [text(column["heading"], head_context)]
            cells += [_cell(column, column["cell"], context, where) for context in contexts]
            if "last" in column:
                cells.append(text(column["last"], contexts[0]))
            lines.append(cells)
        return markdown_table(headers, lines)
    headers = [text(column["heading"], head_context) for column in columns]
    lines = []
    for number, row in enumerate(rows, 1):
        row_where = "%s row %d" % (where, number)
        for context in _row_contexts(row, words, row_where, marker, language):
            line = []
            for column in columns:
                template = _template(row, column, context)
                if template is None:
                    raise ValueError("%s: no cell for the column %r" % (row_where, column_name(column["heading"])))
                line.append(_cell(column, template, context, row_where))
            lines.append(line)
    return markdown_table(headers, lines)


def _row_contexts(row, words, where, page_marker=None, language=DEFAULT):
    """The contexts of a row: one, or one per item of the list an ``each`` row reads."""
    from calculator.build import examples as data

    if row.item_list is None:
        return [_context(row, words, page_marker=page_marker, language=language)]
    base = _context(row, words, page_marker=page_marker, language=language)
    try:
        items = data.resolve(base.result, row.item_list.split("."))
    except data.Missing as missing:
        raise ValueError("%s: each %s: %s" % (where, row.item_list, missing)) from None
    contexts = []
    for item in items:
        context = _context(row, words, item, page_marker, language)
        condition = row.cells.get("where")
        if condition is None or data.value_of(condition, context.scope, where + " where"):
            contexts.append(context)
    return contexts


def _template(row, column, context):
    heading = column_name(column["heading"])
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
        return fill(in_language(template, context.language, where), context, where)
    except data.Missing:
        if "missing" in column:
            return in_language(column["missing"], context.language, where)
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
    """A value in words, in the given format, in the context's language."""
    from calculator import summary
    from calculator.dates import long_date
    from calculator.build.examples import as_date
    from calculator.words import of

    language = context.language
    say = of(language)
    name, _, argument = (style or "").partition(":")
    if name in context.words:
        words = context.words[name]
        if value in words:
            return str(in_language(words[value], language, where))
        if "_else" in words:
            return str(in_language(words["_else"], language, where))
        raise ValueError("%s: the words %r have none for %r" % (where, name, value))
    if name == "count":
        text = say.number(value)
        if argument:
            one, _, many = argument.partition(":")
            text += " " + (one if value == 1 else many)
        return text
    if name == "money":
        return say("summary.money", count=value)
    if name == "long_date" or (not name and isinstance(value, datetime.date)):
        return long_date(as_date(value), language)
    if name == "long_dates":
        return say("list.semicolon").join(long_date(as_date(day), language) for day in value)
    if name == "headline":
        return summary.headline({"permit": value}, language)
    if name == "quantity":
        return summary.quantity(value, language)
    if name == "cite":
        return "{{ %s#%s }}" % (value["href"].split("/")[0], value["anchor"])
    if name == "says":
        tables = getattr(summary, "_TABLES", {})
        if argument not in tables or value not in tables[argument][1]:
            raise ValueError("%s: no words %s[%r] in calculator/summary.py" % (where, argument, value))
        return summary.table(tables[argument][0], [value], language)[value]
    if name == "option":   # a choice's answer as the form words it: ``option:event_type``
        return of(language, context.result["jurisdiction"])("%s.%s" % (argument, value))
    if name == "clock":
        day, minutes = divmod(value, 24 * 60)
        hour, minute = divmod(minutes, 60)
        text = say("guide.clock.time", hour=hour % 12 or 12, minute=minute,
                   half=say("guide.clock." + ("pm" if hour >= 12 else "am")))
        return say("guide.clock.next_day", time=text) if day else text
    if name:
        raise ValueError("%s: no format %r (see hooks/guide_examples.py)" % (where, name))
    if isinstance(value, int) and not isinstance(value, bool):
        return say.number(value)
    return str(value)


def cell(text):
    """Text made safe for one Markdown table cell."""
    return " ".join(str(text).replace("|", "\\|").split())


def markdown_table(headers, rows):
    lines = ["| " + " | ".join(cell(h) for h in headers) + " |",
             "|" + "|".join("---" for _ in headers) + "|"]
    lines.extend("| " + " | ".join(cell(c) for c in row) + " |" for row in rows)
    return "\n".join(lines) + "\n"
