"""The calculator page's logic, as plain data in and out, for CPython and MicroPython alike.

The page's glue (docs/calculator/main.py) reads the DOM into plain data, asks a
``Calculator`` and writes back what it returns; it decides nothing itself.  ``form`` holds
the questions (which show, their answers, their errors) and ``answer`` the answer's
sections and the keyed update; ``work_out`` asks the rules, leaving out what they refuse.

    page = Calculator(Questions(inputs, blocks, ids, language), today, title, language, root)
    opened = page.open(search, published, fragment, share)  # {"fill": {name: text}, "open": [block], "writes"}
    when = page.event(kind, name)          # "now", "later" (after a pause), "asked" or ""
    view = page.update(raw, explicit, written)
    page.rest()                            # the rest of the answer, in the next task: the first answer's
                                           # sections after its panel, what would change it (``what_if``)
    page.change(key)                       # a what-if's button (the form's submit): [[name, text]] for the form
    page.ready()                           # its writes once the rest is shown: at the answer, if the link says so
    page.action(button, page_url, site_url, now)  # what Share, Copy, Calendar or Print does
    page.follow(href)                      # a link to a question (error summary, "Change"): its writes

``view`` is ``{"blocks": [whether each shows], "answer": [changes], "writes", "link"
(the answers for the address, ``query.write``'s input, or None), "ask" (a place whose
rules to fetch, ``LATER_ARCHIVE``, ``UNSURE_ARCHIVE``, or ""), "fault" (what went wrong
in the rules, or ""), "first" (the first answer's panel: ``rest()`` in the next task)}``; its
writes (see ``form``) end with the title (when it changes), the announcement and the focus.
Apply the answer's changes (``answer.Shown.changes``), then the writes.

``language`` is the page's (its words, the answer's words, and the link's ``language=`` when it is
not the default); ``root`` the site's root as seen from the page ("../" from calculator/, "../../" from
es/calculator/: ``answer.root_of(language)`` unless given), for the citations' links and the copied
summary's and calendar file's (the glue gives ``action`` the address of ``root`` as ``site_url``).
``open`` also gives ``"language"`` when the link's answer was shown in another language
(``query.read``), so the glue can offer that page.
"""

import json

from .. import InvalidInput, evaluate, next_step, place_name, query, summary
from ..inputs import UNSURE
from ..jurisdictions import JURISDICTIONS
from ..words import DEFAULT, of
from . import answer, what_if
from .form import UNREADABLE, Questions, errors_to_show, misplaced_separator, problems, title, unreadable

AT_THE_ANSWER = "#calc-result"   # a link ending so opens at the answer, once it is shown
# The archives of the modules the first answer does without (hooks/calculator_runtime.py's ON_DEMAND),
# asked for as a place is (``view["ask"]``): what would change the answer, with the first answer; the
# working out of answers "not sure", when one is given.
LATER_ARCHIVE = "later"
UNSURE_ARCHIVE = "unsure"
TRIES = 4   # a refused answer can hide another: checks across answers run on the good ones only


def work_out(answers):
    """Evaluate the answers, leaving out each answer the rules refuse and asking again.

    Returns ``{"result" (or None), "errors" (each question's first message), "answers"
    (those used), "left_out" (the refused names, in question order), "fault"}``; ``fault``
    is "Type: message" when the rules themselves fail, so the page says so and keeps working.
    """
    errors, flagged, trial = [], set(), dict(answers)
    outcome = {"result": None, "errors": errors, "answers": trial, "left_out": [], "fault": ""}
    for _ in range(TRIES):
        try:
            outcome["result"] = evaluate(trial)
            break
        except InvalidInput as problem:
            removable = []
            for error in problem.errors:
                name = error["field"]
                if name not in flagged:
                    flagged.add(name)
                    errors.append(error)
                if name in trial and name != "jurisdiction":
                    removable.append(name)
            if not removable:
                break
            for name in removable:
                trial.pop(name, None)
        except Exception as crash:   # a fault in the rules
            outcome["fault"] = "%s: %s" % (type(crash).__name__, crash)
            return outcome
    if outcome["result"] is not None:
        outcome["left_out"] = [field.name for field in JURISDICTIONS[answers["jurisdiction"]].FIELDS
                               if field.name in answers and field.name not in trial]
    return outcome


def written(module):
    """Whether ``module`` of the package (one an archive on demand holds) is here: on the page, once
    unpack.js wrote its archive."""
    try:
        __import__(__name__.rsplit(".", 1)[0] + "." + module)
    except ImportError:
        return False
    return True


def later_written():
    """Whether the modules of the ``LATER_ARCHIVE`` are here."""
    return written("what_if_finder")


def unsure_written():
    """Whether the modules of the ``UNSURE_ARCHIVE`` are here."""
    return written("unsure")


def copying(text, done, share=None, language=DEFAULT):
    """What copying ``text`` does (``share``: or what sharing it does, for ``navigator.share``)."""
    if share is not None:
        return {"share": share, "copied": [["#calc-action-status", {"text": done}]], "refused": []}
    return {"copy": text,
            "copied": [["#calc-copy-fallback", {"hidden": True}], ["#calc-action-status", {"text": done}]],
            "refused": [["#calc-copy-text", {"text": text}], ["#calc-copy-fallback", {"hidden": False}],
                        ["#calc-action-status", {"text": of(language)("page.not_copied")}]]}


class Calculator:
    """The page's state: what the person has done, what the page shows."""

    def __init__(self, questions, today, page_title, language=None, root=None):
        self.questions = questions
        self.today = today
        language = questions.language if language is None else language
        self.language = language   # the page's words: by default, the questions' own
        # the site's root as seen from the page: its citations' links (by default, the page's in ``language``)
        self.root = answer.root_of(language) if root is None else root
        self.say = of(language)
        self.title = title(page_title, False, language)
        self.titled = page_title   # the page's title now: written only when it changes (a costly write)
        self.left = set()      # questions checked: left after answering (GOV.UK checks on leaving)
        self.editing = None    # the question being typed in: its error stays as it is
        self.errors = []       # [{"field", "message"}] on the page now
        self.last = None       # the answers last worked out
        self.answers = {}      # the answers the answer on the page used
        self.result = None     # the answer on the page
        self.announced = ""    # the last answer or loading words announced
        self.announcement = ""
        self.first = True      # no answer shown yet: the first shows its panel first
        self.jump = None       # the phone bar's words on the page
        self.pending = None    # (result, left out, start, sections or None): the rest, in the next task
        self.what_if = None    # what would change the answer on the page (``what_if``), once worked out
        self.what_if_entry = None   # its section as last shown: kept until the next one is worked out
        self.shown = answer.Shown()
        self.asked = set()     # places whose rules are on their way
        self.failed = set()    # places whose rules could not be loaded, until chosen again
        self.arrive = False    # the link opens at the answer (``AT_THE_ANSWER``), once it is shown
        self.linked = {}       # name -> the error of the link's value, shown at its question until answered

    # ------------------------------------------------------------ what the person did

    def open(self, search, published, fragment="", share=False):
        """The link's answers for the form, and its notices (``query.read``; its ``language``, when
        another than the page's: see the module docstring): an old
        ``today`` becomes the visitor's; a place this site does not publish is not used.
        ``fragment``: the link's ``#...`` (``AT_THE_ANSWER``: opened at the answer, see
        ``ready``); ``share``: the browser can share (``navigator.share``): the Share button shows."""
        link = query.read(search, self.today, published, self.language)
        fill, opened = self.questions.filled(link["answers"], self.today)
        for name in link["answers"]:
            self.left.add(name)
        self.arrive = fragment == AT_THE_ANSWER and bool(link["answers"])
        # A bad value is an error at its question, until the question is answered (query.read: one rule);
        # what concerns a question is said at it; the rest beside the answer.
        asked = self.questions.fields
        self.linked = dict((error["field"], error["message"]) for error in link["errors"] if error["field"] in asked)
        for name in self.linked:
            self.left.add(name)
        if self.linked:
            self.last = ()   # shown with the first answer, even one that waits for a place
        general = link["notices"] + [error["message"] for error in link["errors"] if error["field"] not in asked]
        at = {}
        for name in link["at"]:
            if name in asked:
                at[name] = " ".join(link["at"][name])
            else:
                general += link["at"][name]
        notices = [{"template": "notice", "text": notice} for notice in general]
        out = {"fill": fill, "open": opened, "writes": self.questions.notice_writes(at) + [
            ["#calc-notices-list", {"children": notices}], ["#calc-notices", {"hidden": not notices}],
            ["#calc-share", {"hidden": not share}]]}
        if link.get("language", self.language) != self.language:
            out["language"] = link["language"]   # the link's answer was shown in another language
        return out

    def event(self, kind, name):
        """When to work the answer out after an event on the form: "now", "later" (typing:
        after a pause), "asked" (the person asked for it) or "" (not again).  ``kind``: the
        event's type; ``name``: the input's name, or "" (focus also leaves links and buttons)."""
        if kind == "submit":
            return "asked"
        if kind in ("input", "change"):
            self.linked.pop(name, None)   # answered: the link's bad value is no longer what it holds
        if kind == "input" or (kind == "change" and self.questions.kinds.get(name) == "date"):
            # A date box says "change" at each part typed (the year's first digit is year 2):
            # it is checked when left, like any question being typed in.
            self.editing = name   # its error stays as it is while they type
            return "later"
        if kind == "click":   # a place chosen, even the one chosen: ask again for rules that failed
            if name != "jurisdiction" or not self.failed:
                return ""
            self.failed.clear()
        elif not name:
            return ""
        else:
            self.left.add(name)   # "change", "focusout": a question answered or left, checked now
            self.editing = None
        self.last = None
        return "now"

    def rules_arrived(self, place, written):
        """The place's rules asked for are written, or (``written`` false) could not be loaded."""
        self.asked.discard(place)
        if not written:
            self.failed.add(place)
        self.last = None

    # ------------------------------------------------------------ the page after a change

    def update(self, raw, explicit=False, written=True):
        """The view after a change (see above).  ``raw``: the form's answers as it holds them
        (see ``Questions.shown``); ``explicit``: the person asked for the answer;
        ``written``: whether the chosen place's rules are here (unpack.js)."""
        flags, texts = self.questions.shown(raw)
        view = {"blocks": flags, "writes": [], "answer": [], "announce": "", "focus": "",
                "link": None, "ask": "", "fault": "", "first": False}
        place = raw.get("jurisdiction", "")
        waiting = self.waiting(place, written, view)
        if not waiting:
            answers, linked = self.questions.answers(texts, self.today)
            if answers and UNSURE in answers.values():   # worked out every way: unsure.py, in UNSURE_ARCHIVE
                waiting = self.waiting(place, unsure_written(), view, UNSURE_ARCHIVE)
        if waiting:   # the place's questions show; the answer waits for its rules
            self.last = None
            self.show_errors(view, [], False, {})
            self.show_result(view, None, [], False, waiting)
            if waiting != self.announced:
                self.announced = waiting
                self.announce(view, waiting)
            return self.finished(view)
        if answers is not None and self.language != DEFAULT:   # the answer, and the link, in the page's language
            answers["language"] = linked["language"] = self.language
        view["link"] = linked
        if not explicit and answers == self.last:
            return self.finished(view)
        self.last = answers
        outcome = work_out(answers if answers is not None else {})
        if answers is None and not explicit:
            outcome["errors"] = []
        self.show_errors(view, outcome["errors"], explicit, texts)
        if outcome["fault"]:
            view["fault"] = outcome["fault"]
            self.show_result(view, None, [], explicit, self.say("page.fault"))
        elif outcome["result"] is None:
            self.show_result(view, None, [], explicit, self.questions.still_needed(place, texts))
        else:
            self.answers = outcome["answers"]
            labels = [self.questions.label(place, name) for name in self.questions.names
                      if name in outcome["left_out"] or (name in self.linked and not texts.get(name))]
            self.show_result(view, outcome["result"], labels, explicit)
        return self.finished(view)

    def rest(self):
        """The changes that show the rest of the answer, or [] once a newer one came: the first answer's
        sections after its panel, and what would change the answer (``what_if``), worked out here when
        the modules it needs are written (else asked for with the answer: ``update``)."""
        if self.pending is None:
            return []
        result, labels, start, found = self.pending
        self.pending = None
        if found is None:   # the first answer: its panel is shown
            found = answer.sections(result, labels, start, given=self.given(), language=self.language,
                                    root=self.root)
        if later_written():
            self.what_if = what_if.find(self.answers, result)
            result["what_would_change"] = self.what_if   # the copied summary says it too
            self.what_if_entry = what_if.section(self.what_if, result["jurisdiction"], self.language, self.root)
        return self.shown.changes(found + ([self.what_if_entry] if self.what_if_entry else []), True)

    def change(self, key):
        """A what-if's button pressed (the form's submit; ``key``: its value, "" for any other submit): the
        ``[[name, text]]`` to put in the form before the answer is worked out again, as asked for."""
        fills = what_if.changes(self.what_if, key or "")
        for name, _ in fills:
            self.linked.pop(name, None)   # answered: the link's bad value is no longer what it holds
        return fills

    def ready(self):
        """The writes once the first answer is shown in full: the page is ready; a link that
        ends in ``AT_THE_ANSWER`` is at the answer now, on a phone too (the answer is below
        the form there), and the answer has the focus."""
        writes = [["#calc-status", {"hidden": False, "text": self.say("page.ready")}],
                  ["html", {"data-calculator": "ready"}]]
        if self.arrive and self.result is not None:
            writes += [[AT_THE_ANSWER, {"scroll": True}], [AT_THE_ANSWER, {"focus": True}]]
        self.arrive = False
        return writes

    def follow(self, href):
        """A link followed on the page: to a question (the error summary's, "Change" in "Your
        answers"), the writes that show and focus it; [] for any other link (the browser follows it)."""
        href = href or ""
        name = href[1:]
        if href[:1] != "#" or name not in self.questions.kinds or self.questions.kinds[name] == "hidden":
            return []
        return self.questions.summary_link(href)

    def given(self):
        """The answers the answer on the page used, as asked (``summary.answers_given``), in the form's order."""
        return summary.answers_given(self.answers, [name for name in self.questions.names
                                                    if self.questions.kinds[name] != "hidden"], self.language)

    def site_of(self, page_url):
        """The site's root address, from the calculator page's address (``page_url``) and ``root``."""
        folder = page_url.split("#")[0].split("?")[0].rsplit("/", 1)[0]
        for _ in range(self.root.count("../")):
            folder = folder.rsplit("/", 1)[0]
        return folder + "/"

    def action(self, button, page_url, site_url, now, old_copy=""):
        """What a button of the answer does, by its id: ``{"copy": text, "copied": writes,
        "refused": writes}`` (the browser may refuse: then the text shows to copy by hand),
        ``{"file": name, "href", "writes"}`` (a download), ``{"print": True}``, ``{"writes"}`` (the words
        saying the summary and the calendar file are not here yet: they come after the first answer), or
        ``{}`` with nothing to do; Share: ``{"share": JSON text for navigator.share, "copied",
        "refused"}``.  ``page_url``: the page's address (an item's ``#...`` a citation left in it is
        dropped); ``now``: the time as ISO text (the calendar file's stamp);
        ``old_copy``: the day an old saved copy of the site was published (``<html data-old-copy>``)
        when the answer was worked out on one, else "" or None."""
        old_copy = str(old_copy or "")
        result = self.result
        page_url = page_url.split("#")[0]
        link = page_url + AT_THE_ANSWER if result is not None else page_url
        if button == "calc-print":
            return {"print": True}
        say, language = self.say, self.language
        if button == "calc-copy-link":
            return copying(link, say("page.answer_link_copied" if result is not None else "page.link_copied"),
                           None, language)
        if button == "calc-share":
            words = next_step.sentence(next_step.headline(result, language)) if result is not None else ""
            day = next_step.jump_day(result, language) if result is not None else ""
            return copying(link, say("page.shared"), json.dumps({
                "title": self.title, "text": " ".join([w for w in (words, day) if w]), "url": link}), language)
        if result is None or button not in ("calc-copy-summary", "calc-calendar"):
            return {}
        if not later_written():   # the summary and the calendar file: in LATER_ARCHIVE, asked for with the answer
            words = say("page.part_not_loaded" if LATER_ARCHIVE in self.failed else "page.part_loading")
            return {"writes": [["#calc-action-status", {"text": words}]]}
        if button == "calc-copy-summary":
            from ..copied_summary import text
            return copying(text(result, site_url, link, old_copy, self.answers, [
                name for name in self.questions.names if self.questions.kinds[name] != "hidden"], language),
                say("page.summary_copied"), None, language)
        if result["deadlines"]:
            from .. import ics
            text = ics.calendar(result, ics.stamp_from_iso(now), self.answers.get("event_start") or "",
                                site_url, page_url, old_copy, language)
            file = say("page.calendar_file")
            return {"file": file, "href": "data:text/calendar;charset=utf-8," + query.quote(text),
                    "writes": [["#calc-action-status", {"text": say("page.calendar_saved", file=file)}]]}
        return {}

    # ------------------------------------------------------------ its parts

    def waiting(self, place, written, view, archive=None):
        """The words to show instead of an answer while the place's rules (or the ``archive`` its
        answer needs: ``LATER_ARCHIVE``, ``UNSURE_ARCHIVE``) are not written, asking for them
        (``view["ask"]``) if they are not on their way; "" once they are."""
        if place not in JURISDICTIONS or written:
            return ""
        name, archive = place_name(place, self.language), archive or place
        if archive in self.failed:
            return self.say("page.not_loaded", place=name)
        if archive not in self.asked:
            self.asked.add(archive)
            view["ask"] = archive
        return self.say("page.loading", place=name)

    def finished(self, view):
        """The view with the title, the announcement and the focus as its last writes."""
        writes = view["writes"]
        words = title(self.title, bool(self.errors), self.language)
        if words != self.titled:
            self.titled = words
            writes.append(["title", {"text": words}])
        if view.pop("announce"):
            writes.append(["#calc-announce", {"text": self.announcement}])
        focus = view.pop("focus")
        if focus:
            writes.append([focus, {"focus": True}])
        return view

    def announce(self, view, words):
        """Said by the live region: the last words an update announces."""
        view["announce"] = True
        self.announcement = words

    def show_errors(self, view, errors, explicit, texts):
        place = texts.get("jurisdiction", "")
        linked = [{"field": name, "message": self.linked[name]} for name in self.questions.names
                  if name in self.linked and not texts.get(name)]
        errors = linked + list(errors)
        for error in errors:
            name = error["field"]
            if texts.get(name) == UNREADABLE:
                error["message"] = unreadable(self.questions.label(place, name), self.language)
            elif name in texts and self.questions.problem(place, name, texts[name]) == "separator":
                error["message"] = misplaced_separator(self.questions.label(place, name), self.language)
        if explicit:
            for name in self.questions.names:
                self.left.add(name)
        before = {}
        for error in self.errors:
            before[error["field"]] = error["message"]
        answered = dict(texts)
        for error in linked:
            answered[error["field"]] = ""   # the link answered it
        shown = errors_to_show(errors, self.questions.names, answered, self.left, self.editing, before, explicit)
        if shown == self.errors and not explicit:
            return
        view["writes"] += self.questions.error_writes(before, shown)
        self.errors = shown
        if shown and explicit:
            view["focus"] = "#calc-error-summary"
        elif shown:
            self.announce(view, problems(len(shown), self.language))

    def show_result(self, view, result, left_out, explicit, empty=""):
        self.result = result
        self.what_if = None   # the list shown is of the answer before: its buttons change nothing now
        if result is None:
            self.pending = self.jump = self.what_if_entry = None
            view["answer"] = self.shown.clear()
            view["writes"] += [["#calc-result-empty", {"hidden": False, "text": empty}]] + answer.frame(None)
            return
        start = self.answers.get("event_start")
        found = answer.sections(result, left_out, start, panel_only=self.first, given=[] if self.first else
                                self.given(), language=self.language, root=self.root)
        # What would change it is worked out in the next task (``rest``): until then, the list before.
        view["answer"] = self.shown.changes(found + ([self.what_if_entry] if self.what_if_entry else []), True)
        self.pending = (result, left_out, start, None if self.first else found)
        if not later_written():   # the finder of what would change it: asked for with the answer
            self.waiting(result["jurisdiction"], False, view, LATER_ARCHIVE)
        view["first"] = self.first
        self.first = False
        view["writes"] += [["#calc-result-empty", {"hidden": True}]] + answer.frame(result)
        # Rebuilt only when its words change: a click that starts as a question loses the
        # focus (and the answer is worked out again) must still reach the bar's link.
        words = answer.jump(result, self.language)
        if words != self.jump:
            self.jump = words
            view["writes"].append(["#calc-jump-words", {"children": words}])
        words = answer.announcement(result, self.language)
        if words != self.announced:
            self.announced = words
            self.announce(view, self.say("page.updated", answer=words))
        if explicit:
            view["focus"] = "#calc-result"
