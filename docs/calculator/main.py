"""The calculator page's glue: read the page, ask ``calculator.page``, write the page.

PyScript runs this under MicroPython (see overrides/calculator.html).  Everything is
decided by ``calculator.page.Calculator`` from plain data: this file reads the form into
that data, writes back what it returns (with ``dom.py``) and wires the events.  unpack.js
brings a place's rules when asked (``window.calculatorPlaces``).
"""

import asyncio
import json

import js
from pyscript.ffi import create_proxy

from calculator import query
from calculator.page import UNREADABLE, Calculator, Questions
from dom import apply, by_id, make, remember_item, return_to_item, write

document = js.document
DEBOUNCE_MS = 150
BLOCKS = "[data-jurisdictions], [data-show-when], details"   # what shows or hides as a whole, or opens
SLOTS = '[id$="-hint"], [id$="-error"], [id$="-fieldset"]'   # a question's hint, error slot and fieldset


class Page:
    """The page's form and events; ``calc`` decides what they show."""

    def __init__(self):
        self.form = by_id("calc-form")
        # the form as plain data, read by unpack.js in one call (node by node, a sizeable part of the start)
        inputs, blocks, ids = json.loads(js.calculatorForm.describe(self.form, BLOCKS, SLOTS))
        self.blocks = list(self.form.querySelectorAll(BLOCKS))
        now = js.Date.new()   # today on the visitor's device (MicroPython's date.today() is UTC)
        today = "%04d-%02d-%02d" % (now.getFullYear(), now.getMonth() + 1, now.getDate())
        self.calc = Calculator(Questions(inputs, blocks, ids, document.documentElement.lang), today, document.title)
        self.timer = self.link = self.copying = None

    def answers(self):
        """The answers as the form holds them, {name: text}: an impossible or half-typed date is
        ``UNREADABLE``, an error, never blank (calculator.page reads the form through this)."""
        found = json.loads(js.calculatorForm.values(self.form))
        for name in found:
            if found[name] is None:
                found[name] = UNREADABLE
        return found

    def update(self, explicit=False):
        """Work out the answer from the form and show it (timed as the measure "calculator-update")."""
        js.performance.mark("calculator-update-start")
        js.clearTimeout(self.timer)   # a change waiting to be worked out is worked out now
        answers = self.answers()
        view = self.calc.update(answers, explicit, bool(js.calculatorPlaces.written(answers.get("jurisdiction", ""))))
        for node, shown in zip(self.blocks, view["blocks"]):
            node.hidden = not shown
        apply(view["answer"])
        write(view["writes"])
        if view["ask"]:
            js.calculatorPlaces.load(view["ask"]).then(self._arrived, self._arrived)
        if view["fault"]:
            js.console.error("calculator: evaluate() failed: " + view["fault"])
        if view["link"] is not None:   # the address, once the answer is on screen
            if self.link is None:
                js.setTimeout(self._write_link, 0)
            self.link = view["link"]
        if view["first"]:   # its panel
            js.performance.mark("first-result")
        js.setTimeout(self._show_rest, 0)   # the rest in the next task: the first answer's, what would change it
        js.performance.clearMeasures("calculator-update")
        js.performance.measure("calculator-update", "calculator-update-start")
        js.performance.clearMarks("calculator-update-start")

    def show_rest(self):
        apply(self.calc.rest())

    def arrived(self, place):
        """The place's rules asked for are written, or could not be loaded (unpack.js: either way with its id)."""
        self.calc.rules_arrived(place, bool(js.calculatorPlaces.written(place)))
        self.update()

    def write_link(self):
        text, self.link = query.write(self.link), None
        address = js.location.pathname + ("?" + text if text else "")
        if address != js.location.pathname + js.location.search:
            js.history.replaceState(js.history.state, "", address)
        by_id("calc-print-link").textContent = self.calc.say("summary.change", link=js.location.href.split("#")[0])

    # ------------------------------------------------------------ events

    def on_form(self, event):
        """input, change, focusout, click, submit: ``calc`` says when to work the answer out."""
        if event.type == "submit":   # a what-if's button too: its change in the form first
            event.preventDefault()
            for name, text in self.calc.change(event.submitter.value if event.submitter else ""):
                self.form.elements.namedItem(name).value = text   # radios: a RadioNodeList
        when = self.calc.event(event.type, event.target.getAttribute("name") or "")
        if when == "later":
            js.clearTimeout(self.timer)
            self.timer = js.setTimeout(self._update, DEBOUNCE_MS)
        elif when:
            self.update(explicit=when == "asked")

    def on_action(self, event):
        """Share, Copy link, Copy summary, Add to calendar, Print."""
        button = event.target.closest("button")
        what = self.calc.action(button.id if button else "", js.location.href, self.calc.site_of(js.location.href),
                                js.Date.new().toISOString(), document.documentElement.getAttribute("data-old-copy"))
        if "copy" in what or "share" in what:
            self.copying = what
            if "share" in what:
                js.navigator.share(js.JSON.parse(what["share"])).then(self._copied, self._copy_refused)
            elif js.window.isSecureContext and js.Reflect.has(js.navigator, "clipboard"):
                js.navigator.clipboard.writeText(what["copy"]).then(self._copied, self._copy_refused)
            else:
                self.copy_refused()
        elif "file" in what:   # a hidden link, clicked
            link = make({"template": "download", "attrs": {"href": what["href"], "download": what["file"]}})
            document.body.appendChild(link).click()
            link.remove()
            write(what["writes"])
        elif "print" in what:
            js.window.print()
        elif "writes" in what:   # not here yet
            write(what["writes"])

    def copied(self, value=None):
        write(self.copying["copied"])

    def copy_refused(self, reason=None):
        write(self.copying["refused"])

    def on_link(self, event):
        """A link to a question (the error summary's, as GOV.UK's; "Change" in the answers): to it."""
        link = event.target.closest("a")
        writes = self.calc.follow(link.getAttribute("href")) if link else []
        if writes:
            event.preventDefault()
            write(writes)

    def start(self):
        """Fill the form from the link and listen."""
        # Python functions handed to JavaScript are bound methods: MicroPython's proxies of
        # closures do not receive their arguments right.  An `undefined` argument does not
        # arrive at all, so callbacks that may get one give it a default.
        for name in ("update", "show_rest", "arrived", "write_link", "copied", "copy_refused", "ready"):
            setattr(self, "_" + name, create_proxy(getattr(self, name)))
        opened = self.calc.open(js.location.search, tuple(str(js.calculatorPlaces.published).split()),
                                js.location.hash, bool(js.Reflect.has(js.navigator, "share")))
        for name in opened["fill"]:
            self.form.elements.namedItem(name).value = opened["fill"][name]
        for index in opened["open"]:
            self.blocks[index].open = True
        write(opened["writes"])
        on_form = create_proxy(self.on_form)
        for kind in ("input", "change", "focusout", "click", "submit"):
            self.form.addEventListener(kind, on_form)
        by_id("calc-actions").addEventListener("click", create_proxy(self.on_action))
        by_id("calc-result").addEventListener("click", create_proxy(remember_item))
        by_id("calculator").addEventListener("click", create_proxy(self.on_link))
        js.window.addEventListener("pageshow", create_proxy(return_to_item))
        by_id("calc-failure").hidden = True

    def first_answer(self):
        """The first answer; "ready" once its rest is shown too (``show_rest``: the next task)."""
        self.update()
        document.documentElement.setAttribute("data-calculator", "started")
        js.setTimeout(self._ready, 0)

    def ready(self):
        return_to_item()   # Back from a citation: its item is on the page by now
        write(self.calc.ready())
        js.performance.mark("calculator-complete")


async def start():
    """Fill the form from the link; then, after a turn for the browser, the first answer."""
    page = Page()
    page.start()
    await asyncio.sleep(0)
    page.first_answer()
