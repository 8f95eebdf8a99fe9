"""A result in plain words: the calculator page's wording, which the "Copy summary" text shares.

The page and the summary (calculator/copied_summary.py) use the same words (the catalogs'
``summary.*``, calculator/words.py), so a printed page, a copied summary and the screen never
disagree; each function takes the language of its words (``language="en"`` by default).

What the page and the summary say the same way: ``verdict`` and ``headline`` (which agree),
``acted_on`` (the deadlines the organizer acts on, each with its day to act by) and ``duties``
(the office's, with no countdown), ``why`` (the reasons, and each day's readings and closed
days: said once, there), ``warnings`` (the rest), ``provide_groups`` (what may be required, in
the groups the place declares: its ``PROVIDE``), and ``answers_given(answers, order)`` (the
answers as asked and given, GOV.UK's "check your answers").

Runs on CPython and MicroPython alike.
"""

from . import place_name as named
from .dates import long_date, parse_shown
from .inputs import ANSWERS, PLACE
from .jurisdictions import JURISDICTIONS
from .kept import Kept
from .settings import SETTINGS
from .words import DEFAULT, of, setting

# The ids the words below are kept under (``summary.<table>.<id>`` in the catalogs, calculator/words.py).
STATUSES = ("required", "not_required", "prohibited", "unclear")
REASONS = ("rule", "exemption", "ambiguity", "missing_text", "discretion", "assumption", "unsure")
APPLIES_IDS = ("required", "may_be_required", "not_required", "unclear")
CHECKLIST_IDS = ("required", "if_applicable", "missing")
# The deadlines the organizer acts on: led by ``summary.act_by.<id>`` ("Apply by ..."), before their ``act_by`` day.
ACTS = ("apply_by", "notify_neighbors_by", "appeal_by")


def table(name, ids, language=DEFAULT):
    """{id: words} of the catalog entries ``summary.<name>.<id>``."""
    say = of(language)
    return dict((ident, say("summary.%s.%s" % (name, ident))) for ident in ids)


# The same words as tables, in English, for the guides (``{{ says: CHECKLIST.if_applicable }}``,
# hooks/law_values.py and guide_examples.py) and the JSON Schema's enums (hooks/json_schema.py):
# ``summary.HEADLINES`` and the rest are made when first read (``__getattr__``), never on import, so
# a page in another language imports this module without the English catalog, which it does not ship
# (hooks/calculator_runtime.py).
_TABLES = {"HEADLINES": ("headline", STATUSES), "STATUS_WORDS": ("status", STATUSES),
          "REASON_KINDS": ("reason", REASONS), "APPLIES": ("applies", APPLIES_IDS),
          "CHECKLIST": ("checklist", CHECKLIST_IDS), "ACT_BY": ("act_by", ACTS)}


def __getattr__(name):
    """One of the English tables (``_TABLES``), made once, when first read."""
    if name not in _TABLES:
        raise AttributeError(name)
    found = globals()[name] = table(*_TABLES[name])
    return found


def verdict(result, language=DEFAULT):
    """'Permit: required', or with the rules' own verdict for their own headline ('Permit: required unless
    exempt', 'Permit: depends on 2 of your answers'): the status as the headline says it."""
    return of(language)("page.status", status=status_words(result, language))


def status_words(result, language=DEFAULT):
    """'required', or the rules' own words for the status where they word the headline themselves."""
    permit = result["permit"]
    return permit.get("verdict") or of(language)("summary.status." + permit["status"])


def headline(result, language=DEFAULT):
    """'You need 3 special event permits', 'The rules do not give a clear answer', or the rules' own
    headline for the case ('Plan on needing a special event permit')."""
    permit = result["permit"]
    status, count = permit["status"], permit["permits_needed"]
    if permit.get("headline"):
        return permit["headline"]
    if status == "required" and count > 1:
        return of(language)("summary.headline.permits", count=count)
    return of(language)("summary.headline." + status)


def place_name(jurisdiction, language=DEFAULT):
    """'The Village'."""
    name = named(jurisdiction, language)
    return name[:1].upper() + name[1:]


def article_title(jurisdiction):
    return JURISDICTIONS[jurisdiction].ARTICLE.title


def days_left(day_iso, today_iso):
    """Days from today to the date: negative once it has passed."""
    return (parse_shown(day_iso) - parse_shown(today_iso)).days


def acted_on(result):
    """The deadlines the organizer acts on (those with a day to act by), in the rules' order."""
    return [item for item in result["deadlines"] if item.get("act_by")]


def duties(result):
    """The deadlines of the office (what it must do by a day): no day to act by, no countdown."""
    return [item for item in result["deadlines"] if not item.get("act_by")]


def why(result):
    """The reasons, then each day to act by's readings (its ``caution``) and the days the office may be
    closed before it (its ``<id>_weekend`` warning): the detail behind a day, said once, here.  Each
    is ``{"text", "kind", "cite", "quote"}`` (and ``note``, ``depends_on`` where an answer is unsure)."""
    items = list(result["permit"]["reasons"])
    for item in acted_on(result):
        if item.get("caution") and item["caution"] not in [told["text"] for told in items]:   # one count, told once
            items.append({"text": item["caution"], "kind": "ambiguity", "cite": item["cite"], "quote": item["quote"]})
        for warning in result["warnings"]:
            if warning["id"] == item["id"] + "_weekend":
                told = {"text": warning["message"], "kind": "assumption", "cite": warning["cite"], "quote": None}
                for key in ("note", "depends_on"):
                    if key in warning:
                        told[key] = warning[key]
                items.append(told)
    return items


def warnings(result):
    """The warnings the answer lists as warnings: all but those ``why`` tells with their day."""
    told = [item["id"] + "_weekend" for item in acted_on(result)]
    return [item for item in result["warnings"] if item["id"] not in told]


def day_to_act(deadline):
    """The day to plan on: ``act_by`` for a deadline the organizer acts on, else the rules' ``date``."""
    return deadline.get("act_by") or deadline["date"]


def when(deadline, today_iso, day_iso=None, language=DEFAULT):
    """'46 days left', '1 day left', 'today', 'passed 3 days ago', counted to ``day_iso`` (default: the
    day to plan on)."""
    say = of(language)
    days = days_left(day_iso or day_to_act(deadline), today_iso)
    if days > 0:
        return say.count("summary.days_left", days)
    if days == 0:
        return say("summary.today")
    if days == -1:
        return say("summary.passed_yesterday")
    return say("summary.passed", count=-days)


def long(day_iso, language=DEFAULT):
    """'Tuesday, June 16, 2026'."""
    return long_date(parse_shown(day_iso), language)


def lead(deadline, language=DEFAULT):
    """'Apply by Monday, May 10, 2027' for a deadline the organizer acts on; else the day itself."""
    if deadline["id"] in ACTS and deadline.get("act_by"):
        say = of(language)
        return say("summary.lead", act=say("summary.act_by." + deadline["id"]), day=long(deadline["act_by"], language))
    return long(deadline["date"], language)


def duty(deadline, language=DEFAULT):
    """'By Monday, September 7, 2026': a day the office must act by."""
    return of(language)("summary.by", day=long(deadline["date"], language))


def unit_key(unit):
    """A unit's catalog key: "gallons a day" -> "summary.unit.gallons_a_day"."""
    return "summary.unit." + unit.replace(" ", "_")


def quantity(requirement, language=DEFAULT):
    """'251 gallons a day', '$2,500', or '' when the rules give no number (yet)."""
    amount = requirement["quantity"]
    if amount is None:
        return ""
    say, unit = of(language), requirement["unit"]
    if unit == "US dollars":
        return say("summary.money", count=amount)
    one, many = say.entry(unit_key(unit))
    return say("summary.quantity", count=amount, unit=one if amount == 1 else many)


def not_worked_out(requirement, language=DEFAULT, place=None):
    """Why a requirement has no number: 'we need the number of women and girls to work it out' (the
    answers it needs, as the ``place``'s questions name them), or '' when it has one or the rules give
    none."""
    if requirement["quantity"] is not None or not requirement.get("needs"):
        return ""
    labels = [question_label(place, name, language) for name in requirement["needs"]]
    return of(language)("summary.not_worked_out", needs=of(language).every(labels))


def question_label(place, name, language=DEFAULT):
    """A question's label as in a sentence ("the number of women and girls"), or its name."""
    if place in JURISDICTIONS:
        for field in JURISDICTIONS[place].FIELDS:
            if field.name == name:
                return field.text("label", language)
    return name




def out_of_date(old_copy, language=DEFAULT):
    """The warning for an answer worked out on an old saved copy of the site, published on the
    day ``old_copy`` (ISO); '' when ``old_copy`` is ''."""
    if not old_copy:
        return ""
    return of(language)("summary.out_of_date", day=long(old_copy, language))


def short_amount(item, language=DEFAULT, place=None):
    """The amount without its unit when the label names it ('Physicians licensed in the state': '3'),
    the place's own words for an amount that is not a count (``requirement.<id>.amount``: 'within 2
    hours'), else ``quantity`` ('3,000 gallons a day'), or why there is none.  Kept for the last items
    asked about (the calculator page asks again for every item at each change of the answer)."""
    needs = item.get("needs")
    key = (language, place, item["id"], item["quantity"], item.get("unit"), item["label"],
           tuple(needs) if needs else ())
    return _amounts(key, _short_amount, item, language, place)


_amounts = Kept()


def _short_amount(item, language, place):
    amount = quantity(item, language)
    unit = item.get("unit") or ""
    say = of(language, place) if place in JURISDICTIONS else of(language)
    key = "requirement.%s.amount" % item["id"]
    if amount and say.has(key):
        return say(key, amount=amount, count=item["quantity"])
    if amount and unit and unit != "US dollars":
        label = item["label"].lower()
        for words in say.entry(unit_key(unit)):
            if words.lower() in label:
                return say.number(item["quantity"])
    return amount or not_worked_out(item, language, place)


def provide(result, language=DEFAULT):
    """What may be required, in short: ``[[id, label, amount]]`` in the rules' order (amount ''
    when there is none), for the requirements that apply or may, as far as the answers say: one
    whose amount is there but that waits for an answer to say whether it applies (``needs``) is
    left out; [] when no permit is needed."""
    if result["permit"]["status"] == "not_required":
        return []
    place = result["jurisdiction"]
    return [[item["id"], item["label"], short_amount(item, language, place)] for item in result["requirements"]
            if item["applies"] != "not_required" and not (item.get("needs") and item["quantity"] is not None)]


def provide_groups(result, language=DEFAULT):
    """``provide`` in the groups the place declares (its ``PROVIDE``: ``(group id, requirement ids)``, the
    title ``provide.<group id>`` of its catalog): ``[[group id, title, [[id, label, amount]]]]``, the
    groups in the place's order, each item in the rules' order, empty groups left out.  A place that
    declares none, or an item no group names, is in one group without a title (id "")."""
    place = result["jurisdiction"]
    groups = getattr(JURISDICTIONS[place], "PROVIDE", ())
    items, out, placed = provide(result, language), [], {}
    for ident, members in groups:
        found = [item for item in items if item[0] in members]
        for item in found:
            placed[item[0]] = True
        if found:
            out.append([ident, of(language, place)("provide." + ident), found])
    rest = [item for item in items if item[0] not in placed]
    if rest:
        out.append(["", "", rest])
    return out



def answer_words(field, answer, language=DEFAULT):
    """An answer as the form offered it: 'Yes', 'Not sure', the option's label, a long date, '1,200'."""
    say = of(language)
    if field.kind == "bool":
        for value in ANSWERS:
            if answer == (value == "true" if value in ("true", "false") else value):
                return say("answer." + value)
    if field.kind == "choice":
        if field is PLACE:
            return place_name(answer, language)
        for option in field.choices_words(language) or ():
            if option[0] == answer:
                return option[1]
    if field.kind == "date" and type(answer) is str:
        try:
            return long(answer, language)
        except ValueError:
            return answer
    if type(answer) is int:
        return say.number(answer)
    return str(answer)


def answers_given(answers, order=None, language=DEFAULT):
    """``[[name, question, answer words, label]]``: each question the place asks (``order``: the
    form's names in its order, else the place's own order), as asked, with the answer given."""
    place = answers.get("jurisdiction")
    if place not in JURISDICTIONS:
        return []
    fields = {"jurisdiction": PLACE}
    names = []
    for field in JURISDICTIONS[place].FIELDS:
        fields[field.name] = field
        names.append(field.name)
    rows = []
    for name in order if order is not None else names:
        field = fields.get(name)
        if field is not None and field.asked and answers.get(name) is not None:
            rows.append([name, field.text("question", language), answer_words(field, answers[name], language),
                         field.text("label", language)])
    return rows



def contact(place, language=DEFAULT):
    """'Village Clerk-Treasurer, (555) 010-0100, clerk@example.gov': the office, phone and email."""
    found = [setting(SETTINGS[place].get(key), language).strip() for key in ("office", "phone", "email")]
    return ", ".join([text for text in found if text])


