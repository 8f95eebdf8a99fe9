"""Publish JSON Schemas of the calculator's input and output, under ``schema/`` in the site
(a step of hooks/site_files.py, after the build).

Both come from the rule package itself, so they change when the rules change: the input
from each jurisdiction's ``FIELDS`` (``Field`` objects of ``calculator/inputs.py``), the
output from the helpers in ``calculator/results.py`` and the status words of
``calculator/summary.py``.  tests/test_schema.py checks every scenario against them.
"""

import json
import os
from datetime import date

DRAFT = "https://json-schema.org/draft/2020-12/schema"
NAMES = ("input", "output")
CALENDAR = "(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"


def write_schemas(config, site, files=()):
    """Write schema/input.schema.json and output.schema.json for the published places."""
    places = list(config.extra.get("places") or [])
    folder = os.path.join(config.site_dir, "schema")
    os.makedirs(folder, exist_ok=True)
    for name in NAMES:
        with open(os.path.join(folder, name + ".schema.json"), "w", encoding="utf-8") as handle:
            handle.write(json.dumps(schema(name, places), indent=2, ensure_ascii=True) + "\n")
        site.add("schema/%s.schema.json" % name)


def schema(name, places=None):
    """The input or output schema for ``places`` (default: every jurisdiction)."""
    from calculator.jurisdictions import ORDER
    places = list(places or ORDER)
    return input_schema(places) if name == "input" else output_schema(places)


# ---------------------------------------------------------------- input

def input_schema(places):
    from calculator.jurisdictions import JURISDICTIONS
    defs = {}
    for place in places:
        fields = JURISDICTIONS[place].FIELDS
        properties = {"jurisdiction": {"const": place}, "language": language_schema()}
        for field in fields:
            properties[field.name] = field_schema(field)
        defs[place] = {"type": "object", "properties": properties,
                       "required": ["jurisdiction"] + [field.name for field in fields if field.required],
                       "additionalProperties": False}
    return {"$schema": DRAFT, "$comment": comment(), "title": "Answers for the special-event permit calculator",
            "description": "One jurisdiction's answers. A value of null means not answered. Checks "
                           "across answers (an end before the start, a date that does not exist, "
                           "300.0 for a whole number) are made by the calculator, not by this schema.",
            "oneOf": [{"$ref": "#/$defs/" + place} for place in places], "$defs": defs}


def language_schema(answer=True):
    """The language of the answer's words (calculator/words.py): ids, dates, quantities and citations are
    the same in every language.  As an answer it may be null (not answered: the default)."""
    from calculator.words import DEFAULT, LANGUAGES
    return {"enum": list(LANGUAGES) + ([None] if answer else []), "default": DEFAULT,
            "description": "the language of the answer's words; the quoted ordinance words stay English"}


def field_schema(field):
    """One question: its type and limits as the rule package checks them."""
    from calculator.inputs import MAX_COUNT
    if field.kind == "bool":
        out = {"enum": yes_no_values(field.unsure)}
    elif field.kind == "choice":
        out = {"enum": list(field.choices)}
    elif field.kind == "date":
        out = {"type": "string", "format": "date", "pattern": date_pattern()}
    else:
        out = {"type": "integer" if field.kind == "int" else "number", "maximum": MAX_COUNT}
        if field.minimum is not None:
            out["minimum"] = field.minimum
        if field.above is not None:
            out["exclusiveMinimum"] = field.above
    if not field.required:
        if "enum" in out:
            out["enum"] = out["enum"] + [None]
        else:
            out["type"] = [out["type"], "null"]
    out["description"] = field.label
    if field.default is not None:
        out["default"] = field.default
    return out


def yes_no_values(unsure=True):
    """The values a yes/no question accepts (one that offers "not sure" or not), as the rule
    package itself reads them."""
    from calculator.inputs import Field, problem
    probe = Field("probe", "bool", unsure=unsure)
    return [value for value in (True, False, "unsure") if not problem(probe, value)]


def date_pattern():
    """YYYY-MM-DD within the years the rule package accepts (when they span one century)."""
    from calculator.dates import FIRST_YEAR, LAST_YEAR
    if FIRST_YEAR % 100 == 0 and LAST_YEAR == FIRST_YEAR + 99:
        return "^%d[0-9][0-9]-%s" % (FIRST_YEAR // 100, CALENDAR)
    return "^[0-9][0-9][0-9][0-9]-" + CALENDAR


# ---------------------------------------------------------------- output

def output_schema(places):
    from calculator import results, summary
    from calculator.jurisdictions import JURISDICTIONS
    from calculator.ordinance import Provision
    article = JURISDICTIONS[places[0]].ARTICLE
    provision = Provision(article, list(article.labels)[0], "")
    day = date(2026, 1, 1)
    cite = _object(article.cite(list(article.labels)[0]), {})
    # A deadline may fall before the first year the input accepts.
    iso = {"type": "string", "format": "date", "pattern": "^[0-9][0-9][0-9][0-9]-" + CALENDAR}
    # An item that depends on an answer given as "unsure" also has depends_on and note (README).
    names = {"type": "array", "items": {"type": "string"}}
    unsure = {"depends_on": names, "note": {"type": "string"}}
    reason = _object(results.reason("", "rule", provision),
                     {"kind": {"enum": sorted(summary.REASON_KINDS)}, "cite": cite, "depends_on": names})
    # A deadline the organizer acts on (apply_by, notify_neighbors_by, appeal_by) also has act_by, the day
    # to plan on, and the readings (calculator/readings.py) that give it and the rules' date (README), and
    # where act_by is earlier than the date, ``earlier``: why, in one line.
    named = {"type": ["object", "null"], "required": ["ambiguity", "id", "name", "words"],
             "properties": {key: {"type": "string"} for key in ("ambiguity", "id", "name", "words")},
             "additionalProperties": False}
    deadline = _object(results.deadline("", day, "", provision, day),
                       dict(unsure, date=iso, cite=cite, act_by=iso, date_reading=named, act_by_reading=named,
                            caution={"type": "string"}, earlier={"type": "string"}))
    requirement = _object(results.requirement("", 1, "", "required", "", "", provision),
                          dict(unsure, quantity={"type": ["integer", "null"], "minimum": 0},
                               applies={"enum": sorted(summary.APPLIES)}, cite=cite,
                               needs={"type": "array", "items": {"type": "string"}}))
    warning = _object(results.warning("", "", provision), dict(unsure, cite=cite))
    item = _object(results.checklist_item("", "", "required", provision),
                   dict(unsure, status={"enum": sorted(summary.CHECKLIST)}, cite=cite))
    permit = {"type": "object", "required": ["status", "permits_needed", "reasons"],
              "properties": {"status": {"enum": sorted(summary.HEADLINES)},
                             "permits_needed": {"type": "integer", "minimum": 0},
                             "reasons": {"type": "array", "items": reason},
                             "headline": {"type": "string"}, "verdict": {"type": "string"},
                             "next_step": {"type": "string"}},
              "additionalProperties": False}
    properties = {"permit": permit, "deadlines": _list(deadline), "requirements": _list(requirement),
                  "warnings": _list(warning), "checklist": _list(item),
                  "unsure": names, "jurisdiction": {"enum": places}, "language": language_schema(False),
                  "today": iso, "contract_version": contract_version()}
    required = list(properties)
    properties["what_would_change"] = _list(what_if_item(places, iso, cite))
    return {"$schema": DRAFT, "$comment": comment(), "title": "The special-event permit calculator's answer",
            "description": "What the calculator returns for valid answers. Every cite's href is relative "
                           "to the site root. what_would_change is there when asked for (the command "
                           "line always asks). Later versions may add keys at the top level.",
            "type": "object", "required": required, "properties": properties}


def what_if_item(places, iso, cite):
    """An item of ``what_would_change`` (calculator/what_if.py): one answer changed (a question the places
    declare in their rules' WHAT_IF) and what the answers would then give."""
    from calculator import summary
    from calculator.jurisdictions import JURISDICTIONS
    fields = []
    for place in places:
        for name, _ in getattr(JURISDICTIONS[place], "WHAT_IF", ()):
            if name not in fields:
                fields.append(name)
    day = dict(iso, type=["string", "null"], description="null: the day would go")
    days = {"type": "object", "required": ["date", "act_by"], "properties": {"date": day, "act_by": day},
            "additionalProperties": False}
    properties = {"field": {"enum": fields},
                  "value": {"type": ["string", "integer", "number", "boolean"],
                            "description": "the changed answer, as the input takes it"},
                  "permit_status": {"enum": sorted(summary.HEADLINES)},
                  "permits_needed": {"type": "integer", "minimum": 0},
                  "deadlines": {"type": "object", "additionalProperties": days,
                                "description": "only the days to act by that would differ"},
                  "cite": cite, "text": {"type": "string"}}
    return {"type": "object", "required": list(properties), "properties": properties, "additionalProperties": False}


def contract_version():
    """The answer's ``contract_version``: calculator/contract.py's VERSION (CHANGELOG.md)."""
    from calculator.contract import VERSION
    return {"const": VERSION, "description": "the version of this contract; CHANGELOG.md says what each changed"}


def comment():
    from calculator.contract import VERSION
    return "Contract version %s (CHANGELOG.md)." % VERSION


def _object(sample, special):
    """An object with exactly the keys a results.py helper gives (``special`` may add optional ones)."""
    kinds = {bool: "boolean", int: "integer", str: "string"}
    properties = {}
    for key in sample:
        value = sample[key]
        properties[key] = special.get(key) or {"type": kinds[type(value)]}
    if "quote" in properties:
        properties["quote"] = {"type": ["string", "null"], "description": "null: the text is missing"}
    for key in special:
        properties.setdefault(key, special[key])
    return {"type": "object", "required": sorted(sample), "properties": properties,
            "additionalProperties": False}


def _list(items):
    return {"type": "array", "items": items}
