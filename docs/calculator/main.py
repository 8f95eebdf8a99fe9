"""The calculator page's glue: read the form, ask the rule package, show the answer.

PyScript runs this under MicroPython (see overrides/calculator.html).  Everything the
rules decide comes from ``calculator.evaluate``; the words for statuses and the
copied summary come from ``calculator.summary``, the calendar file from
``calculator.ics`` and the link's answers from ``calculator.query``.  This file only
moves values between the page and those functions; ``questions.py`` beside it reads,
fills and checks the questions, and ``render.py`` puts the answer on the page
(``render.Answer``); ``place_rules.py`` asks for a place's rules when they are not here yet.

Page text is always set with ``textContent`` or attributes, never as markup.
"""

import asyncio

import js
from pyscript.ffi import create_proxy, to_js

from calculator import InvalidInput, JURISDICTIONS, evaluate
from calculator import query, summary
from place_rules import PlaceRules, published
from questions import Questions, by_id
from render import Answer, counted, make, remember_item, return_to_item, returned

document = js.document
DEBOUNCE_MS = 150


def old_copy():
    """The day an old saved copy of this page was published (<html data-old-copy>, from offline.js), or ''."""
    return str(document.documentElement.getAttribute("data-old-copy") or "")


def local_today():
    """Today's date on the visitor's device (MicroPython's date.today() is UTC)."""
    now = js.Date.new()
    return "%04d-%02d-%02d" % (now.getFullYear(), now.getMonth() + 1, now.getDate())


class Page(Questions):
    def __init__(self):
        self.find_questions()
        self.today = local_today()
        self.timer = None
        self.result = None
        self.answers = {}
        self.marked = False
        self.announced = ""
        self.answer = Answer()
        self.last = None     # the answers last worked out
        self.pending_link = None
        self.copying = ("", "")
        self.downloads = []
        self.rules = PlaceRules(self.rules_arrived)

    # ------------------------------------------------------------ working out the answer

    def update(self, explicit=False):
        """Work out the answer from the form and show it (timed as the measure "calculator-update")."""
        js.performance.mark("calculator-update-start")
        self.work_out(explicit)
        js.performance.clearMeasures("calculator-update")
        js.performance.measure("calculator-update", "calculator-update-start")
        js.performance.clearMarks("calculator-update-start")

    def work_out(self, explicit):
        waiting = self.rules.waiting(self.raw("jurisdiction"))
        if waiting:   # the place's rules are not here yet: its questions show, the answer waits
            self.visible_raw()
            self.last = None
            self.show_errors([], False, {})
            self.show_result(None, [], explicit)
            if waiting != self.announced:
                self.announced = waiting
                self.announce(waiting)
            return
        answers, linked, texts = self.read()
        self.link_later(linked)
        if not explicit and answers == self.last:
            return
        self.last = answers
        if answers is None:
            errors = []
            if explicit:
                try:
                    evaluate({})
                except InvalidInput as problem:   # "Choose <the places>."
                    errors = problem.errors
            self.show_errors(errors, explicit, texts)
            self.show_result(None, [], explicit)
            return
        # Work out the answer from the valid answers: leave out each answer the rules refuse
        # and ask again.  An answer's first message is the one shown.
        errors, flagged, trial, result = [], set(), dict(answers), None
        for _ in range(4):
            try:
                result = evaluate(trial)
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
            except Exception as crash:   # a fault in the rules: say so, keep the page working
                js.console.error("calculator: evaluate() failed: %s: %s" % (type(crash).__name__, crash))
                self.show_errors(errors, explicit, texts)
                self.show_result(None, [], explicit)
                by_id("calc-result-empty").textContent = (
                    "Sorry, the calculator could not work out an answer for these answers. The guides "
                    "explain the same rules.")
                return
        fields = JURISDICTIONS[answers["jurisdiction"]].FIELDS
        left_out = [field.name for field in fields if field.name in answers and field.name not in trial]
        self.show_errors(errors, explicit, texts)
        self.answers = trial
        self.show_result(result, left_out, explicit)

    def still_needed(self):
        """What to answer before there can be an answer."""
        place = self.raw("jurisdiction")
        if place not in JURISDICTIONS:
            return "Your answer will appear here once you have said where the event is."
        waiting = self.rules.waiting(place)
        if waiting:
            return waiting
        needed = [field.label for field in JURISDICTIONS[place].FIELDS
                  if field.required and not self.raw(field.name).strip()]
        if not needed:
            return "Your answer will appear here once the problems above are put right."
        return "To see your answer, tell us %s." % " and ".join(needed)

    def field_label(self, name):
        place = self.raw("jurisdiction")
        if place in JURISDICTIONS:
            for field in JURISDICTIONS[place].FIELDS:
                if field.name == name:
                    return field.label
        return name

    # ------------------------------------------------------------ the result

    def show_result(self, result, left_out, explicit):
        self.result = result
        empty = by_id("calc-result-empty")
        empty.hidden = result is not None
        if result is None:
            self.answer.clear()
            empty.textContent = self.still_needed()
            return
        labels = [self.field_label(name) for name in left_out]
        self.answer.show(result, labels, self.answers.get("event_start"), panel_first=not self.marked)
        if not self.marked:
            self.marked = True
            js.performance.mark("first-result")
        words = "%s. %s." % (summary.headline(result), counted(len(result["deadlines"]), "deadline", "deadlines"))
        if words != self.announced:
            self.announced = words
            self.announce("Answer updated: " + words)
        if explicit:
            by_id("calc-result").focus()

    # ------------------------------------------------------------ the link, copying, calendar, print

    def link_later(self, linked):
        """Keep the address up to date, after the answer is on screen."""
        if self.pending_link is None:
            js.setTimeout(self._write_link, 0)
        self.pending_link = linked

    def write_link(self):
        linked, self.pending_link = self.pending_link, None
        if linked is None:
            return
        text = query.write(linked)
        address = js.location.pathname + ("?" + text if text else "")
        if address != js.location.pathname + js.location.search:
            js.history.replaceState(js.history.state, "", address)
        by_id("calc-print-link").textContent = "See or change these answers: " + self.page_url()

    def page_url(self):
        """The answers' address, without the item a citation left in it."""
        return js.location.origin + js.location.pathname + js.location.search

    def site_url(self):
        return js.URL.new("../", js.location.href).href

    def copy(self, text, done):
        """Copy to the clipboard, or show the text to copy by hand when the browser refuses."""
        self.copying = (text, done)
        if not js.window.isSecureContext or not js.Reflect.has(js.navigator, "clipboard"):
            self.copy_refused(None)
            return
        js.navigator.clipboard.writeText(text).then(self._copied, self._copy_refused)

    def copied(self, value=None):
        by_id("calc-copy-fallback").hidden = True
        by_id("calc-action-status").textContent = self.copying[1]

    def copy_refused(self, reason=None):
        by_id("calc-copy-text").value = self.copying[0]
        by_id("calc-copy-fallback").hidden = False
        by_id("calc-action-status").textContent = "We could not copy. The text is in the box below."

    def copy_link(self, event):
        self.copy(self.page_url(), "Link copied.")

    def copy_summary(self, event):
        if self.result is not None:
            self.copy(summary.text(self.result, self.site_url(), self.page_url(), old_copy()), "Summary copied.")

    def calendar(self, event):
        if self.result is None or not self.result["deadlines"]:
            return
        from calculator import ics   # only needed here: not imported before the first answer
        stamp = ics.stamp_from_iso(js.Date.new().toISOString())
        text = ics.calendar(self.result, stamp, self.answers.get("event_start") or "", self.site_url(),
                            self.page_url(), old_copy())
        blob = js.Blob.new(to_js([text]), to_js({"type": "text/calendar;charset=utf-8"}))
        address = js.URL.createObjectURL(blob)
        link = make("a", attrs={"href": address, "download": "permit-deadlines.ics"})
        link.hidden = True
        document.body.appendChild(link)
        link.click()
        link.remove()
        self.downloads.append(address)
        js.setTimeout(self._forget_downloads, 10000)
        by_id("calc-action-status").textContent = "Calendar file downloaded: permit-deadlines.ics."

    def forget_downloads(self):
        while self.downloads:
            js.URL.revokeObjectURL(self.downloads.pop())

    def print_page(self, event):
        js.window.print()

    # ------------------------------------------------------------ events

    def announce(self, text):
        by_id("calc-announce").textContent = text

    def on_input(self, event):
        self.editing = event.target.name
        if self.timer is not None:
            js.clearTimeout(self.timer)
        self.timer = js.setTimeout(self._later, DEBOUNCE_MS)

    def on_change(self, event):
        """A question answered or left ("change", "focusout"): check it now."""
        name = event.target.getAttribute("name")   # focus also leaves links and buttons
        if not name:
            return
        self.left.add(name)
        self.editing = None
        self.last = None
        if self.timer is not None:
            js.clearTimeout(self.timer)
            self.timer = None
        self.update()

    def rules_arrived(self):
        self.last = None
        self.update()

    def on_click(self, event):
        """Choosing a place, even the one chosen: ask again for rules that could not be loaded."""
        if event.target.getAttribute("name") == "jurisdiction" and self.rules.try_again():
            self.rules_arrived()

    def later(self):
        self.timer = None
        self.update()

    def on_submit(self, event):
        event.preventDefault()
        if self.timer is not None:
            js.clearTimeout(self.timer)
            self.timer = None
        self.update(explicit=True)

    def start(self):
        # Python functions handed to JavaScript are bound methods: MicroPython's proxies of
        # closures do not receive their arguments right.  An `undefined` argument does not
        # arrive at all, so callbacks that may get one give it a default.
        self._write_link = create_proxy(self.write_link)
        self._copied = create_proxy(self.copied)
        self._copy_refused = create_proxy(self.copy_refused)
        self._forget_downloads = create_proxy(self.forget_downloads)
        by_id("today").value = self.today
        # An old link's `today` becomes the visitor's; a link to a place this site does not publish is not used.
        link = query.read(js.location.search, self.today, published())
        self.fill(link["answers"])
        self.left.update(link["answers"])
        notices = by_id("calc-notices-list")
        for notice in link["notices"]:
            notices.appendChild(make("li", notice))
        by_id("calc-notices").hidden = not link["notices"]
        self._later = create_proxy(self.later)
        self.form.addEventListener("input", create_proxy(self.on_input))
        self._on_change = create_proxy(self.on_change)
        self.form.addEventListener("change", self._on_change)
        self.form.addEventListener("focusout", self._on_change)
        self.form.addEventListener("submit", create_proxy(self.on_submit))
        self.form.addEventListener("click", create_proxy(self.on_click))
        by_id("calc-copy-link").addEventListener("click", create_proxy(self.copy_link))
        by_id("calc-copy-summary").addEventListener("click", create_proxy(self.copy_summary))
        by_id("calc-calendar").addEventListener("click", create_proxy(self.calendar))
        by_id("calc-print").addEventListener("click", create_proxy(self.print_page))
        by_id("calc-result").addEventListener("click", create_proxy(remember_item))
        js.window.addEventListener("pageshow", create_proxy(returned))
        by_id("calc-error-summary-list").addEventListener("click", create_proxy(self.focus_field))
        by_id("calc-failure").hidden = True

    def first_answer(self):
        self.update()
        # "ready" once the rest of a first answer is shown too (render.Answer: the next task).
        document.documentElement.setAttribute("data-calculator", "started")
        js.setTimeout(create_proxy(self.ready), 0)

    def ready(self):
        return_to_item()   # Back from a citation: its item is on the page by now
        status = by_id("calc-status")
        status.hidden = False
        status.textContent = "The calculator is ready. Your answer updates as you fill in the form."
        document.documentElement.setAttribute("data-calculator", "ready")
        js.performance.mark("calculator-complete")


async def start():
    """Fill the form from the link; then, after a turn for the browser, the first answer."""
    page = Page()
    page.start()
    await asyncio.sleep(0)
    page.first_answer()
