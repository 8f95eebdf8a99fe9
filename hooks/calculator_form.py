"""The calculator's form, generated from each published place's own declaration.

A place declares its questions in its package: ``FIELDS`` (``Field`` objects of
``calculator/inputs.py``, each with its question, hint, options, ``show_when``, ``unsure``,
``group`` and ``width``), ``GROUPS`` (its disclosure groups, if any) and, in its catalog,
``about.description`` (the place question's hint; the option's label is the place's name in
``calculator/settings.py``).  The questions every place shares come from
``inputs.event_fields``, placed by ``inputs.FORM_ORDER``.  This hook turns them into
``calculator_form`` for overrides/partials/calculator-form.html, which loops over it with
generic macros:

- ``place``: the place question, a question (below) whose options are the published
  places; None on a one-place site, where ``one_place`` is that place's id ("" otherwise);
- ``sections``: the form's blocks in order, each ``{"places": "village city", "hidden",
  "group": None or {"id", "summary"}, "questions"}``: a run of questions asked of the
  same places, or one disclosure group;
- a question: ``{"name", "kind", "question", "hint", "words", "described", "options":
  [(value, label, hint)], "show_when", "width", "inline"}``; ``words`` are ``[term,
  definition]`` of each word of calculator/glossary.py in the question ("right-of-way"),
  shown after the hint; ``described``: it has a hint or words;
- ``start``: what the page says before the form ("Before you start", GOV.UK's start
  page in a few lines): ``{"title", "lines", "places": [{"id", "hidden", "lines"}]}``, each
  place's lines (how many questions, which a first answer needs, the numbers to have
  ready) from its own declaration, in the words of the catalogs (``page.start_*``, calculator/words.py).

A question two places declare alike is asked once, for both; two different questions
under one name (one id on the page) stop the build.  List this hook after hooks/places.py.
"""

from mkdocs.exceptions import PluginError

import languages  # hooks/ is on sys.path while MkDocs loads this file

PAGE = "calculator/index.md"
TEMPLATE = "calculator.html"   # the calculator page's, in every language (docs/calculator/index.es.md)
WIDTHS = {"short": 3, None: 5}   # a number box's width in characters, by its Field's ``width``


def on_page_context(context, page, config, nav):
    if page.file.src_uri == PAGE or page.meta.get("template") == TEMPLATE:
        context["calculator_form"] = form(config.extra["places"], languages.build_language(config))
    return context


def form(places, language=None):
    """The form's model for the published ``places``, in ``language`` (see the module docstring)."""
    from calculator import dates, inputs  # importable once hooks/rule_package.py ran
    from calculator.jurisdictions import JURISDICTIONS
    from calculator.words import DEFAULT

    language = language or DEFAULT
    asked = asked_questions([(place, JURISDICTIONS[place]) for place in places], language)
    one_place = places[0] if len(places) == 1 else ""
    return {"one_place": one_place, "place": None if one_place else _place_question(inputs.PLACE, places, language),
            "sections": _sections(asked, places, one_place), "dates": (dates.FIRST_YEAR, dates.LAST_YEAR),
            "start": _start(asked, places, one_place, language)}


def asked_questions(packages, language=None):
    """[(question, [place, ...], group or None)] in the form's order, from [(place, package)]."""
    from calculator import inputs
    from calculator.words import DEFAULT, of

    language = language or DEFAULT

    asked, seen, groups = [], {}, []   # seen: name -> (question, its entry in ``asked``)

    def ask(place, field, group=None):
        if field.question is None:
            return
        question = _question(field, language)
        if field.name in seen:
            first, entry = seen[field.name]
            if first != question:
                raise PluginError("calculator_form: two places ask %r in different words; one page can hold "
                                  "only one question of that name" % field.name)
            entry[1].append(place)
            return
        entry = (question, [place], group)
        seen[field.name] = (question, entry)
        asked.append(entry)

    for slot in inputs.FORM_ORDER:
        for place, package in packages:
            fields = [field for field in package.FIELDS if field.group is None]
            if slot == "*":
                for field in fields:
                    if field.name not in inputs.FORM_ORDER:
                        ask(place, field)
            elif slot == "groups":
                for ident in getattr(package, "GROUPS", ()):
                    if ident in groups:
                        raise PluginError("calculator_form: two places use the group id %r" % ident)
                    groups.append(ident)
                    group = {"id": ident, "summary": of(language, place)("group." + ident)}
                    for field in package.FIELDS:
                        if field.group == ident:
                            ask(place, field, group)
            else:
                for field in fields:
                    if field.name == slot:
                        ask(place, field)
    for place, package in packages:
        for field in package.FIELDS:
            if field.group is not None and field.group not in groups:
                raise PluginError("calculator_form: %s's %s names the group %r, which is not in its GROUPS"
                                  % (place, field.name, field.group))
    return asked


def _question(field, language=None):
    """One question of the form, from its ``Field``: its words in ``language`` (the glossary's plain
    meanings are English only: in another language, none yet)."""
    from calculator import glossary, inputs
    from calculator.words import DEFAULT, of

    language = language or DEFAULT
    question, hint = field.text("question", language), field.text("hint", language)
    words = [[item["term"], item["definition"]] for item in map(glossary.entry, glossary.found_in(question))
             ] if language == DEFAULT else []
    if field.kind == "bool":
        options = [(value, of(language)("answer." + value)) for value in inputs.ANSWERS
                   if field.unsure or value != inputs.UNSURE]
    else:
        options = field.choices_words(language) or ()
    return {"name": field.name, "kind": field.kind, "question": question, "hint": hint,
            "words": words, "described": bool(hint or words),
            "options": [(option[0], option[1], option[2] if len(option) > 2 else "") for option in options],
            "show_when": field.show_when, "width": WIDTHS[field.width], "inline": field.kind == "bool"}


def _place_question(field, places, language):
    """The first question: which place, each option the place's name and its one-line description."""
    from calculator import summary, words

    question = _question(field, language)
    for place in places:
        question["options"].append((place, summary.place_name(place, language),
                                    words.text(language, "about.description", place)))
    return question


def _sections(asked, places, one_place):
    """Runs of questions asked of the same places, and each group on its own, in order."""
    sections = []
    for question, asked_of, group in asked:
        ids = " ".join(place for place in places if place in asked_of)
        last = sections[-1] if sections else None
        if last and last["places"] == ids and last["group"] is group:
            last["questions"].append(question)
        else:
            sections.append({"places": ids, "hidden": one_place not in asked_of, "group": group,
                             "questions": [question]})
    return sections


def _start(asked, places, one_place, language=None):
    """What to know before you start, per place, from its declared questions in the form's order:
    how many it asks, the ones a first answer needs, and the numbers to have ready (a number, or
    a date asked only in some cases, outside the rare cases behind a disclosure)."""
    from calculator import summary
    from calculator.jurisdictions import JURISDICTIONS
    from calculator.words import DEFAULT, of

    language = language or DEFAULT
    say = of(language)
    out = {"title": say("page.start_title"), "lines": [say("page.start_updates")] if one_place else
           [say("page.start_choose"), say("page.start_updates")], "places": []}
    for place in places:
        fields = dict((field.name, field) for field in JURISDICTIONS[place].FIELDS)
        mine = [fields[question["name"]] for question, asked_of, _ in asked
                if place in asked_of and question["name"] in fields and question["name"] != "today"]
        needed = [field.text("label", language) for field in mine if field.required]
        ready = [say("page.start_if_asked", label=field.text("label", language)) if field.show_when
                 else field.text("label", language) for field in mine
                 if field.group is None and not field.required
                 and (field.kind in ("int", "number") or (field.kind == "date" and field.show_when))]
        lines = [say("page.start_place", place=summary.place_name(place, language), count=len(mine),
                     needed=say.every(needed))]
        if ready:
            lines.append(say("page.start_ready", numbers=say("list.semicolon").join(ready)))
        out["places"].append({"id": place, "hidden": place != one_place, "lines": lines})
    return out
