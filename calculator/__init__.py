"""Special-event permit rules for each jurisdiction, for CPython and MicroPython alike.

``evaluate(answers)`` takes the organizer's answers as a dict (see README.md for the
contract) and returns whether a permit is needed, the deadlines, the facilities that
are or may be required, warnings and the application checklist, each with the
ordinance sentence behind it.  A yes/no answer may be "unsure": the result is then
worked out both ways and combined (see ``unsure.py``).  Bad answers raise ``InvalidInput``.
"""

from datetime import date

from .inputs import InvalidInput, check_event_dates, either, read
from .jurisdictions import JURISDICTIONS, ORDER
from .settings import SETTINGS
from . import unsure


def evaluate(answers):
    if type(answers) is not dict:
        raise InvalidInput([{"field": "input", "message": "The answers must be a set of named values."}])
    jurisdiction = answers.get("jurisdiction")
    if type(jurisdiction) is not str or jurisdiction not in JURISDICTIONS:
        raise InvalidInput([{"field": "jurisdiction", "allowed": list(ORDER), "message": "Choose %s." % either(
            [SETTINGS[ident]["name"] for ident in ORDER])}])
    rules = JURISDICTIONS[jurisdiction]
    rest = {}
    for name in answers:
        if name != "jurisdiction":
            rest[name] = answers[name]
    values, errors = read(rest, rules.FIELDS)
    check_event_dates(values, errors)
    rules.check(values, errors)
    if errors:
        raise InvalidInput(errors)
    today = values["today"] or date.today()
    holidays = SETTINGS[jurisdiction]["holidays"]
    questions = unsure.questions(rules.FIELDS, values)
    if questions:
        result = unsure.evaluate(rules.evaluate, values, questions, today, holidays)
    else:
        result = rules.evaluate(values, today, holidays)
    result["unsure"] = [field.name for field in questions]
    result["jurisdiction"] = jurisdiction
    result["today"] = today.isoformat()
    return result


__all__ = ["evaluate", "InvalidInput", "JURISDICTIONS", "ORDER"]
