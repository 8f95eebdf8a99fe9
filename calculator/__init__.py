"""Special-event permit rules for each jurisdiction, for CPython and MicroPython alike.

``evaluate(answers)`` takes the organizer's answers as a dict (see README.md for the
contract) and returns whether a permit is needed, the deadlines, the facilities that
are or may be required, warnings and the application checklist, each with the
ordinance sentence behind it.  A yes/no answer may be "unsure": the result is then
worked out both ways and combined (see ``unsure.py``).  Bad answers raise ``InvalidInput``.
``evaluate(answers, what_if=True)`` also says what would change the answer (``what_if.py``).
"""

from datetime import date

from .contract import VERSION as CONTRACT_VERSION
from .inputs import InvalidInput, check_event_dates, read, unsure_questions
from .jurisdictions import JURISDICTIONS, ORDER
from .settings import SETTINGS
from .words import DEFAULT, LANGUAGES, of
from .what_if import find as what_would_change


def evaluate(answers, what_if=False):
    if type(answers) is not dict:
        raise InvalidInput([{"field": "input", "message": of(DEFAULT)("error.not_answers")}])
    language = answers.get("language")
    if language is None:  # not answered, as for any question
        language = DEFAULT
    if type(language) is not str or language not in LANGUAGES:  # said in every language: which one is not known
        raise InvalidInput([{"field": "language", "allowed": list(LANGUAGES), "message": " ".join([of(each)(
            "error.language", languages=of(each).either([of(each)("language." + one) for one in LANGUAGES]))
            for each in LANGUAGES])}])
    jurisdiction = answers.get("jurisdiction")
    if type(jurisdiction) is not str or jurisdiction not in JURISDICTIONS:
        say = of(language)
        raise InvalidInput([{"field": "jurisdiction", "allowed": list(ORDER), "message": say(
            "error.jurisdiction", places=say.either([place_name(ident, language) for ident in ORDER]))}])
    rules = JURISDICTIONS[jurisdiction]
    say = of(language, jurisdiction)
    rest = {}
    for name in answers:
        if name != "jurisdiction" and name != "language":
            rest[name] = answers[name]
    values, errors = read(rest, rules.FIELDS, say)
    check_event_dates(values, errors, say)
    values["language"] = language
    rules.check(values, errors)
    if errors:
        raise InvalidInput(errors)
    today = values["today"] or date.today()
    holidays = SETTINGS[jurisdiction]["holidays"]
    questions = unsure_questions(rules.FIELDS, values)
    if questions:
        from . import unsure   # only then: the calculator page fetches it when first needed
        result = unsure.evaluate(rules.evaluate, values, questions, today, holidays)
    else:
        result = rules.evaluate(values, today, holidays)
    if language != DEFAULT:
        cite_in(result, rules.ARTICLE, language)
    result["unsure"] = [field.name for field in questions]
    result["jurisdiction"] = jurisdiction
    result["language"] = language
    result["today"] = today.isoformat()
    result["contract_version"] = CONTRACT_VERSION
    if what_if:
        result["what_would_change"] = what_would_change(answers, result, values)
    return result


def place_name(ident, language=DEFAULT):
    """How the answers name a place: its settings' ``name`` ("the Village") in English, its catalog's
    ``place`` in another language."""
    return SETTINGS[ident]["name"] if language == DEFAULT else of(language, ident)("place")


def cite_in(result, article, language):
    """Every citation of ``result`` with its label in ``language`` (the anchor and href are the same)."""
    for items in (result["permit"]["reasons"], result["deadlines"], result["requirements"], result["warnings"],
                  result["checklist"]):
        for item in items:
            item["cite"] = article.cite(item["cite"]["anchor"], language)


__all__ = ["evaluate", "InvalidInput", "JURISDICTIONS", "ORDER", "LANGUAGES"]
