"""The calculator page's questions: reading and filling them, showing the ones that apply,
and their errors (GOV.UK's error message and error summary patterns).

``Page`` in main.py is a ``Questions``: these methods read and write the form's inputs
and error slots; what to show when comes from ``calculator.form`` (portable, tested on
CPython and MicroPython).  The form's markup is overrides/partials/calculator-form.html.

Page text is always set with ``textContent`` or attributes, never as markup.
"""

import js

from calculator import JURISDICTIONS, form, query
from render import make

document = js.document


def by_id(ident):
    return document.getElementById(ident)


def items(node_list):
    return [node_list.item(i) for i in range(node_list.length)]


class Questions:
    def find_questions(self):
        """Find the form's questions and the blocks that show for some answers only."""
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
        self.shown_errors = []   # [{"field", "message"}] on the page now
        self.left = set()        # questions checked: left after answering (GOV.UK checks on leaving)
        self.editing = None      # the question being typed in: its error stays as it is
        self.title = document.title

    def raw(self, name):
        """The answer as the form holds it: text, "" for none."""
        nodes = self.controls.get(name, [])
        for node in nodes:
            if node.type == "radio":
                if node.checked:
                    return node.value
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
                if node.type == "radio":
                    node.checked = node.value == text
                elif node.type != "hidden":   # a place fixed by the site stays fixed
                    node.value = text
        for group in items(self.form.querySelectorAll("details")):   # a group with an answer opens
            if [node for node in items(group.querySelectorAll("input[name]")) if answers.get(node.name)]:
                group.open = True

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
