"""The calculator page's glue: read the form, ask the rule package, show the answer.

PyScript runs this under MicroPython (see overrides/calculator.html).  Everything the
rules decide comes from ``calculator.evaluate``; the words for statuses and the
copied summary come from ``calculator.summary``, the calendar file from
``calculator.ics`` and the link's answers from ``calculator.query``.  This file only
moves values between the page and those functions; ``render.py`` beside it builds the
answer's elements, which ``Page.patch`` puts on the page.

Page text is always set with ``textContent`` or attributes, never as markup.
"""

import js
from pyscript.ffi import create_proxy, to_js

from calculator import InvalidInput, JURISDICTIONS, evaluate
from calculator import form, query, summary
from render import counted, make, sections

document = js.document
DEBOUNCE_MS = 150


def by_id(ident):
    return document.getElementById(ident)


def items(node_list):
    return [node_list.item(i) for i in range(node_list.length)]


def local_today():
    """Today's date on the visitor's device (MicroPython's date.today() is UTC)."""
    now = js.Date.new()
    return "%04d-%02d-%02d" % (now.getFullYear(), now.getMonth() + 1, now.getDate())


class Page:
    def __init__(self):
        self.form = by_id("calc-form")
        self.controls = {}   # name -> [input elements]
        self.names = []      # in the form's order
        for node in items(self.form.querySelectorAll("input[name]")):
            if node.name not in self.controls:
                self.names.append(node.name)
            self.controls.setdefault(node.name, []).append(node)
        self.blocks = []     # (element, jurisdictions or None, [(name, value)], names inside), in page order
        for node in items(self.form.querySelectorAll("[data-jurisdictions], [data-show-when]")):
            places = node.getAttribute("data-jurisdictions")
            when = node.getAttribute("data-show-when")
            conditions = form.conditions(when)
            names = [inner.name for inner in items(node.querySelectorAll("input[name]"))]
            self.blocks.append((node, places.split() if places else None, conditions, names))
        self.today = local_today()
        self.timer = None
        self.result = None
        self.answers = {}
        self.marked = False
        self.announced = ""
        self.shown_errors = []   # [{"field", "message"}] on the page now
        self.left = set()        # questions checked: left after answering (GOV.UK checks on leaving)
        self.editing = None      # the question being typed in: its error stays as it is
        self.title = document.title
        self.rendered = {}   # section key -> (signature, element, list element, item keys, {key: (signature, element)})
        self.order = []
        self.last = None     # the answers last worked out
        self.pending_link = None
        self.copying = ("", "")
        self.downloads = []

    # ------------------------------------------------------------ reading and writing the form

    def raw(self, name):
        """The answer as the form holds it: text, "" for none."""
        nodes = self.controls.get(name, [])
        for node in nodes:
            if node.type == "radio":
                if node.checked:
                    return node.value
            elif node.type == "checkbox":
                return "true" if node.checked else ""
            elif node.type == "date" and node.validity.badInput:
                return form.UNREADABLE   # an impossible or half-typed date: an error, never blank
            else:
                return node.value
        return ""

    def fill(self, answers):
        """Put contract answers into the form."""
        for name in self.controls:
            if name not in answers:
                continue
            text = form.text(answers[name])
            for node in self.controls[name]:
                if node.type in ("radio", "checkbox"):
                    node.checked = node.value == text
                elif node.type != "hidden":   # a place fixed by the site stays fixed
                    node.value = text
        if answers.get("revocation_notice_received"):
            by_id("revocation-details").open = True

    def visible_raw(self):
        """Show and hide the questions; return {name: text} for the questions shown and answered."""
        place = self.raw("jurisdiction")
        hidden = set()
        for node, places, conditions, names in self.blocks:
            shown = places is None or place in places
            for name, wanted in conditions:
                if name in hidden or self.raw(name) not in wanted:
                    shown = False
            node.hidden = not shown
            if not shown:
                for name in names:
                    hidden.add(name)
        values = {}
        for name in self.controls:
            if name not in hidden:
                text = self.raw(name).strip()
                if text:
                    values[name] = text
        return values

    def read(self):
        """Return (answers for evaluate, answers for the link, raw texts)."""
        texts = self.visible_raw()
        place = texts.get("jurisdiction")
        if place not in JURISDICTIONS:
            return None, {}, texts
        answers, linked = {"jurisdiction": place}, {"jurisdiction": place}
        for field in JURISDICTIONS[place].FIELDS:
            if field.name not in texts:
                continue
            value, problem = query.value(field, texts[field.name])
            # A text the form cannot read goes to the rules as it is, so their own message explains it.
            answers[field.name] = texts[field.name] if problem else value
            if not problem and not (field.name == "today" and value == self.today):
                linked[field.name] = form.text(value)
        if "today" not in answers:
            answers["today"] = self.today
        return answers, linked, texts

    # ------------------------------------------------------------ working out the answer

    def update(self, explicit=False):
        """Work out the answer from the form and show it (timed as the measure "calculator-update")."""
        js.performance.mark("calculator-update-start")
        self.work_out(explicit)
        js.performance.clearMeasures("calculator-update")
        js.performance.measure("calculator-update", "calculator-update-start")
        js.performance.clearMarks("calculator-update-start")

    def work_out(self, explicit):
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
                except InvalidInput as problem:   # "Choose the Village or the City."
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

    # ------------------------------------------------------------ errors

    def show_errors(self, errors, explicit, texts):
        for error in errors:
            if texts.get(error["field"]) == form.UNREADABLE:
                error["message"] = form.unreadable(self.field_label(error["field"]))
        if explicit:
            self.left.update(self.names)
        before = {}
        for error in self.shown_errors:
            before[error["field"]] = error["message"]
        shown = form.errors_to_show(errors, self.names, texts, self.left, self.editing, before, explicit)
        document.title = form.title(self.title, bool(shown))
        if shown == self.shown_errors and not explicit:
            return
        for name in before:
            self.clear_error(name)
        listing = by_id("calc-error-summary-list")
        listing.replaceChildren()
        for error in shown:
            self.set_error(error["field"], error["message"])
            link = make("a", error["message"], attrs={"href": "#" + error["field"]})
            item = make("li")
            item.appendChild(link)
            listing.appendChild(item)
        self.shown_errors = shown
        box = by_id("calc-error-summary")
        box.hidden = not shown
        if shown and explicit:
            box.focus()
        elif shown:
            count = len(shown)
            self.announce("There %s with your answers." % ("is 1 problem" if count == 1 else
                                                             "are %d problems" % count))

    def set_error(self, name, message):
        slot = by_id(name + "-error")
        group = self.form.querySelector('[data-field="%s"]' % name) if name in self.controls else None
        if slot is None or group is None:
            return
        slot.replaceChildren()
        slot.appendChild(make("span", "Error: ", "visually-hidden"))
        slot.appendChild(document.createTextNode(message))
        slot.hidden = False
        group.classList.add("calc-group--error")
        self.describe(name, True)

    def clear_error(self, name):
        slot = by_id(name + "-error")
        if slot is not None:
            slot.hidden = True
            slot.replaceChildren()
        group = self.form.querySelector('[data-field="%s"]' % name) if name in self.controls else None
        if group is not None:
            group.classList.remove("calc-group--error")
            self.describe(name, False)

    def describe(self, name, with_error):
        """aria-describedby: the hint, and the error while there is one; aria-invalid on a box."""
        target = by_id(name + "-fieldset") or by_id(name)
        if target is None:
            return
        ids = []
        if by_id(name + "-hint") is not None:
            ids.append(name + "-hint")
        if with_error:
            ids.append(name + "-error")
        box = with_error and target.tagName == "INPUT"
        target.classList.toggle("calc-input--error", box)
        if box:
            target.setAttribute("aria-invalid", "true")
        else:
            target.removeAttribute("aria-invalid")
        if ids:
            target.setAttribute("aria-describedby", " ".join(ids))
        else:
            target.removeAttribute("aria-describedby")

    def focus_field(self, event):
        """A link in the error summary: focus its question (GOV.UK's error summary does the same)."""
        link = event.target.closest("a")
        if link is None:
            return
        event.preventDefault()
        name = link.getAttribute("href")[1:]
        node = by_id(name)
        if node is not None:
            group = self.form.querySelector('[data-field="%s"]' % name) or node
            group.scrollIntoView()
            node.focus()

    # ------------------------------------------------------------ the result

    def show_result(self, result, left_out, explicit):
        self.result = result
        empty = by_id("calc-result-empty")
        empty.hidden = result is not None
        by_id("calc-actions").hidden = result is None
        if result is None:
            by_id("calc-result-body").replaceChildren()
            self.rendered = {}
            self.order = []
            empty.textContent = self.still_needed()
            return
        labels = [self.field_label(name) for name in left_out]
        self.patch(sections(result, labels, self.answers.get("event_start")))
        by_id("calc-calendar").hidden = not result["deadlines"]
        if not self.marked:
            self.marked = True
            js.performance.mark("first-result")
        words = "%s. %s." % (summary.headline(result), counted(len(result["deadlines"]), "deadline", "deadlines"))
        if words != self.announced:
            self.announced = words
            self.announce("Answer updated: " + words)
        if explicit:
            by_id("calc-result").focus()

    def patch(self, sections):
        """Bring the page up to date, rebuilding only the parts whose words changed.

        ``sections`` is a list of (key, signature, shell, items); ``shell()`` builds the
        section and returns (element, list element); each item is (key, signature, build).
        """
        body = by_id("calc-result-body")
        old = self.rendered
        keys = [section[0] for section in sections]
        if keys != self.order:
            old = {}
            body.replaceChildren()
        rendered = {}
        for key, signature, shell, entries in sections:
            item_keys = [entry[0] for entry in entries]
            before = old.get(key)
            if before is not None and before[0] == signature and before[3] == item_keys:
                element, listing, items = before[1], before[2], {}
                for item_key, item_signature, build in entries:
                    kept = before[4][item_key]
                    if kept[0] == item_signature:
                        items[item_key] = kept
                    else:
                        fresh = build()
                        kept[1].replaceWith(fresh)
                        items[item_key] = (item_signature, fresh)
            else:
                element, listing = shell()
                items = {}
                for item_key, item_signature, build in entries:
                    fresh = build()
                    listing.appendChild(fresh)
                    items[item_key] = (item_signature, fresh)
                if before is not None:
                    before[1].replaceWith(element)
                else:
                    body.appendChild(element)
            rendered[key] = (signature, element, listing, item_keys, items)
        self.rendered = rendered
        self.order = keys

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
        self.copy(js.location.href, "Link copied.")

    def copy_summary(self, event):
        if self.result is not None:
            self.copy(summary.text(self.result, self.site_url(), js.location.href), "Summary copied.")

    def calendar(self, event):
        if self.result is None or not self.result["deadlines"]:
            return
        from calculator import ics   # only needed here: not imported before the first answer
        stamp = ics.stamp_from_iso(js.Date.new().toISOString())
        text = ics.calendar(self.result, stamp, self.answers.get("event_start") or "", self.site_url(),
                            js.location.href)
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
        # Seam for stale links: once query.read takes the visitor's date, pass self.today so a
        # link's old `today` is replaced and its notice names the day the link was made.
        link = query.read(js.location.search)
        self.fill(link["answers"])
        self.left.update(link["answers"])
        notices = by_id("calc-notices-list")
        for notice in link["notices"]:
            notices.appendChild(make("li", notice))
        by_id("calc-notices").hidden = not link["notices"]
        self.update()
        self._later = create_proxy(self.later)
        self.form.addEventListener("input", create_proxy(self.on_input))
        self._on_change = create_proxy(self.on_change)
        self.form.addEventListener("change", self._on_change)
        self.form.addEventListener("focusout", self._on_change)
        self.form.addEventListener("submit", create_proxy(self.on_submit))
        by_id("calc-copy-link").addEventListener("click", create_proxy(self.copy_link))
        by_id("calc-copy-summary").addEventListener("click", create_proxy(self.copy_summary))
        by_id("calc-calendar").addEventListener("click", create_proxy(self.calendar))
        by_id("calc-print").addEventListener("click", create_proxy(self.print_page))
        by_id("calc-error-summary-list").addEventListener("click", create_proxy(self.focus_field))
        by_id("calc-failure").hidden = True
        status = by_id("calc-status")
        status.hidden = False
        status.textContent = "The calculator is ready. Your answer updates as you fill in the form."
        document.documentElement.setAttribute("data-calculator", "ready")


def start():
    Page().start()
