"""The calculator page's answer, built as DOM elements: the second half of the glue.

``main.py`` reads the form and asks the rule package; this module puts the answer on the
page, answer first: one panel with the headline, the number of permits, the last day to
apply and the next step (words from ``calculator.next_step`` and ``calculator.summary``),
beside the actions; then how to apply, the deadlines, warnings, the reasons, what may be
required, one collapsed list of what is not required, and the checklist.  Each item has
an id and one compact citation: the clause's link, and its words on demand.  It decides
nothing itself.

Page text is always set with ``textContent`` or attributes, never as markup.
"""

import js
from pyscript.ffi import create_proxy

from calculator import next_step, summary

document = js.document


def by_id(ident):
    return document.getElementById(ident)


def make(tag, text=None, cls=None, attrs=None):
    node = document.createElement(tag)
    if cls:
        node.className = cls
    if text is not None:
        node.textContent = text
    if attrs:
        for name in attrs:
            node.setAttribute(name, attrs[name])
    return node


def counted(count, one, many):
    return "%d %s" % (count, one if count == 1 else many)


def page_href(href):
    """An address from the site's root, as seen from the calculator page."""
    if ":" in href or href.startswith("/"):
        return href
    return "../" + href


# ------------------------------------------------------------ the answer on the page

class Answer:
    """The answer on the page; ``show`` rebuilds only the parts whose words changed."""

    def __init__(self):
        self.rendered = {}   # section key -> (signature, element, list element, item keys, {key: (signature, element)})
        self.order = []
        self.jump_words = None
        self.rest = None     # the sections still to show after the panel (see show)
        self._show_rest = create_proxy(self.show_rest)

    def clear(self):
        self.rest = None
        by_id("calc-panel").hidden = True
        by_id("calc-jump").hidden = True
        for ident in ("calc-result-head", "calc-result-body"):
            by_id(ident).replaceChildren()
        self.rendered = {}
        self.order = []
        self.jump_words = None

    def show(self, result, left_out, start, panel_first=False):
        """panel_first: show the panel now and the rest in the browser's next task, so the
        page's first answer is on screen sooner and no single task holds the page long."""
        found = sections(result, left_out, start)
        self.rest = found if panel_first else None
        self.patch(found[:1] if panel_first else found)
        if panel_first:
            js.setTimeout(self._show_rest, 0)
        panel = by_id("calc-panel")
        panel.hidden = False
        panel.setAttribute("data-status", result["permit"]["status"])
        # Rebuilt only when its words change: a click that starts as a question loses
        # the focus (and the answer is worked out again) must still reach the link.
        words = (next_step.sentence(next_step.headline(result)), next_step.jump_day(result))
        if words != self.jump_words:
            self.jump_words = words
            bar = by_id("calc-jump-words")
            bar.replaceChildren()
            bar.appendChild(make("strong", words[0]))
            if words[1]:
                bar.appendChild(make("span", " " + words[1]))
        by_id("calc-jump").hidden = False
        by_id("calc-calendar").hidden = not result["deadlines"]

    def show_rest(self):
        found, self.rest = self.rest, None
        if found is not None:   # None: a newer answer or a clear came first
            self.patch(found)

    def patch(self, sections):
        """``sections`` is a list of (key, signature, shell, items); ``shell()`` builds the
        section and returns (element, list element); each item is (key, signature, build).
        The verdict goes in the panel, the rest below it."""
        old = self.rendered
        keys = [section[0] for section in sections]
        if keys[:len(self.order)] != self.order:   # kept: sections already shown, in order
            old = {}
            for ident in ("calc-result-head", "calc-result-body"):
                by_id(ident).replaceChildren()
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
                    by_id("calc-result-head" if key == "verdict" else "calc-result-body").appendChild(element)
            rendered[key] = (signature, element, listing, item_keys, items)
        self.rendered = rendered
        self.order = keys


# ------------------------------------------------------------ Back from a citation

def remember_item(event):
    """Before a clause link is followed, put its item in the address, so Back returns to it."""
    link = event.target.closest(".calc-cite a")
    if link is None:
        return
    item = link.closest("[id]")
    if item is not None and item.id.startswith("calc-"):
        js.history.replaceState(js.history.state, "", js.location.pathname + js.location.search + "#" + item.id)


def returned(event):
    """The page shown again from the browser's back-forward cache: to the item, too."""
    if event.persisted:
        return_to_item()


def return_to_item():
    """Back from a citation: show and focus the item named in the address."""
    ident = js.location.hash[1:]
    item = by_id(ident) if ident.startswith("calc-") else None
    if item is None or not item.closest("#calc-result"):
        return
    holder = item.closest("details")
    if holder is not None:
        holder.open = True
    item.setAttribute("tabindex", "-1")
    item.scrollIntoView(js.JSON.parse('{"block": "center"}'))
    item.focus(js.JSON.parse('{"preventScroll": true}'))


# ------------------------------------------------------------ the sections

def sections(result, left_out, start):
    """The answer as a list of (key, signature, shell, items) for ``Answer.patch``.

    ``left_out`` holds the labels of the answers the rules refused; ``start`` is the
    event's start date, or None."""
    permit = result["permit"]
    status = permit["status"]
    today = result["today"]
    place = result["jurisdiction"]
    note = ""
    if left_out:
        note = ("This answer leaves out what you said about %s, because of the problem shown above."
                % ", ".join(left_out))
    context = "%s, %s. %sWorked out on %s." % (
        summary.place_name(place), summary.article_title(place),
        "Event starting %s. " % summary.long(start) if start else "", summary.long(today))
    deadline = next_step.apply_by(result)
    facts = [("Permits", next_step.permits(result), ""),
             ("Apply by", next_step.last_day(result),
              "calc-facts__day calc-facts__late" if deadline and deadline["passed"] else "calc-facts__day"),
             ("Next step", next_step.next_step(result), "")]
    day_note = next_step.day_note(result)
    headline = next_step.headline(result)

    def verdict_shell():
        panel = make("div", cls="calc-verdict", attrs={"data-status": status})
        panel.appendChild(make("p", "Permit: " + summary.STATUS_WORDS.get(status, status), "calc-verdict__status"))
        panel.appendChild(make("h3", headline, "calc-verdict__headline", {"id": "calc-headline", "data-status": status}))
        listing = make("dl", cls="calc-facts")
        for term, words, cls in facts:
            if words:
                listing.appendChild(make("dt", term))
                value = make("dd", words, cls)
                if term == "Apply by" and day_note:
                    value.appendChild(make("span", day_note, "calc-note calc-facts__note"))
                listing.appendChild(value)
        panel.appendChild(listing)
        panel.appendChild(make("p", context, "calc-verdict__context"))
        if note:
            panel.appendChild(make("p", note, "calc-note"))
        return panel, listing

    out = [("verdict", (status, headline, facts, day_note, note, context), verdict_shell, [])]

    contact = next_step.how_to_apply(place)
    checked = next_step.text_last_checked(place)
    out.append(("apply", (place, [(r["label"], r["text"], r["href"]) for r in contact], checked),
                apply_shell(contact, checked), []))

    deadlines = [(d["id"], (summary.lead(d), summary.beside(d), d.get("caution", ""), d["label"],
                            summary.when(d, today), d.get("note", ""), d["cite"]["href"], d["quote"]),
                  deadline_builder(d, today)) for d in result["deadlines"]]
    out.append(("deadlines", bool(deadlines), list_shell(
        "Deadlines", "calc-deadlines", "There are no deadlines, because you do not need a permit.",
        deadlines), deadlines))

    warnings = [(w["id"] + "-" + str(i), (w["message"], w["cite"]["href"]), warning_builder(w, i))
                for i, w in enumerate(result["warnings"])]
    out.append(("warnings", bool(warnings), list_shell("Warnings", "calc-warnings", "", warnings), warnings))

    reasons = [(str(i), (r["kind"], r["text"], r["cite"]["href"], r["quote"]), reason_builder(r, i))
               for i, r in enumerate(permit["reasons"])]
    out.append(("reasons", bool(reasons), list_shell("Why", "calc-reasons", "", reasons), reasons))

    applying = [q for q in result["requirements"] if q["applies"] != "not_required"]
    not_applying = [q for q in result["requirements"] if q["applies"] == "not_required"]
    title = ("What would be required on site if you needed a permit" if status == "not_required"
             else "What may be required on site")
    requirements = [(q["id"], (q["label"], summary.quantity(q), summary.not_worked_out(q), q["applies"],
                               q["formula"], q.get("note", ""), q["cite"]["href"], q["quote"]),
                     requirement_builder(q)) for q in applying]
    out.append(("requirements", title, list_shell(title, "calc-requirements", "", requirements,
                                                  "calc-requirements-title"), requirements))
    others = [(q["id"], (q["label"], q["formula"], q["cite"]["href"], q["quote"]), not_required_builder(q))
              for q in not_applying]
    out.append(("not_required", [q["label"] for q in not_applying], not_required_shell(not_applying, status),
                others))

    checklist = [(c["id"], (c["label"], c["status"], c["cite"]["href"], c["quote"]), check_builder(c))
                 for c in result["checklist"]]
    out.append(("checklist", bool(checklist), list_shell(
        "Checklist for the application", "calc-checklist",
        "There is nothing to prepare, because you do not need a permit.", checklist, "calc-checklist-title"),
        checklist))
    return out


def list_shell(title, cls, empty, entries, title_cls=None):
    def shell():
        section = make("div", cls="calc-section " + cls + "-section")
        if not entries and not empty:
            section.hidden = True
        section.appendChild(make("h3", title, title_cls))
        listing = make("ul", cls="calc-list " + cls)
        if entries:
            section.appendChild(listing)
        else:
            section.appendChild(make("p", empty))
        return section, listing
    return shell


def apply_shell(contact, checked):
    def shell():
        section = make("div", cls="calc-section calc-apply-section")
        section.hidden = not contact and not checked
        section.appendChild(make("h3", "How to apply"))
        listing = make("dl", cls="calc-facts calc-apply")
        for row in contact:
            listing.appendChild(make("dt", row["label"]))
            value = make("dd")
            if row["href"]:
                value.appendChild(make("a", row["text"], attrs={"href": page_href(row["href"])}))
            else:
                value.textContent = row["text"]
            listing.appendChild(value)
        if contact:
            section.appendChild(listing)
        if checked:
            section.appendChild(make("p", checked, "calc-checked"))
        return section, listing
    return shell


def not_required_shell(entries, status):
    """What does not apply: one short list, collapsed, without amounts."""
    def shell():
        section = make("div", cls="calc-section calc-not-required-section")
        section.hidden = not entries
        details = make("details", cls="calc-not-required")
        what = ("Not required, because you do not need a permit" if status == "not_required"
                else "Not required for your event")
        details.appendChild(make("summary", "%s (%d): %s" % (what, len(entries), ", ".join(
            [q["label"] for q in entries]))))
        listing = make("ul", cls="calc-list calc-not-required-list")
        details.appendChild(listing)
        section.appendChild(details)
        return section, listing
    return shell


def item_id(kind, ident):
    return "calc-%s-%s" % (kind, ident)


def reason_builder(reason, index):
    def build():
        item = make("li", cls="calc-reason", attrs={"data-kind": reason["kind"], "id": item_id("reason", index)})
        item.appendChild(make("span", summary.REASON_KINDS.get(reason["kind"], reason["kind"]),
                              "calc-tag calc-tag--" + reason["kind"]))
        item.appendChild(make("span", " " + reason["text"]))
        cite(item, reason["cite"], reason["quote"])
        return item
    return build


def deadline_builder(deadline, today):
    def build():
        item = make("li", cls="calc-deadline", attrs={"data-id": deadline["id"], "data-value": deadline["date"],
                                                      "data-act-by": summary.day_to_act(deadline),
                                                      "id": item_id("deadline", deadline["id"])})
        line = make("p", cls="calc-deadline__date")
        line.appendChild(make("strong", summary.lead(deadline)))
        line.appendChild(make("span", " " + summary.when(deadline, today),
                              "calc-when calc-when--passed" if deadline["passed"] else "calc-when"))
        item.appendChild(line)
        item.appendChild(make("p", deadline["label"]))
        for words in (summary.beside(deadline), deadline.get("caution")):
            if words:
                item.appendChild(make("p", words, "calc-note"))
        if deadline.get("note"):
            item.appendChild(make("p", deadline["note"], "calc-note"))
        cite(item, deadline["cite"], deadline["quote"])
        return item
    return build


def warning_builder(warning, index):
    def build():
        item = make("li", cls="calc-warning", attrs={"data-id": warning["id"],
                                                     "id": item_id("warning", "%s-%d" % (warning["id"], index))})
        item.appendChild(make("p", warning["message"]))
        cite(item, warning["cite"], None)
        return item
    return build


def requirement_attrs(requirement):
    attrs = {"data-id": requirement["id"], "data-applies": requirement["applies"],
             "id": item_id("requirement", requirement["id"])}
    if requirement["quantity"] is not None:
        attrs["data-value"] = str(requirement["quantity"])
    return attrs


def requirement_builder(requirement):
    def build():
        item = make("li", cls="calc-requirement", attrs=requirement_attrs(requirement))
        head = make("p", cls="calc-requirement__head")
        head.appendChild(make("strong", requirement["label"]))
        amount = summary.quantity(requirement) or summary.not_worked_out(requirement)
        if amount:
            head.appendChild(make("span", ": " + amount, "calc-quantity"))
        head.appendChild(document.createTextNode(" "))
        head.appendChild(make("span", summary.APPLIES.get(requirement["applies"], requirement["applies"]),
                              "calc-tag calc-tag--" + requirement["applies"]))
        item.appendChild(head)
        item.appendChild(make("p", requirement["formula"], "calc-formula"))
        if requirement.get("note"):
            item.appendChild(make("p", requirement["note"], "calc-note"))
        cite(item, requirement["cite"], requirement["quote"])
        return item
    return build


def not_required_builder(requirement):
    """A requirement that does not apply: its name and why, no amount in bold."""
    def build():
        item = make("li", cls="calc-requirement calc-requirement--not-required",
                    attrs=requirement_attrs(requirement))
        item.appendChild(make("p", requirement["label"] + ". " + requirement["formula"]))
        cite(item, requirement["cite"], requirement["quote"])
        return item
    return build


def check_builder(entry):
    def build():
        item = make("li", cls="calc-check", attrs={"data-id": entry["id"], "data-status": entry["status"],
                                                   "id": item_id("check", entry["id"])})
        item.appendChild(make("span", "", "calc-check__box", {"aria-hidden": "true"}))
        text = make("p", cls="calc-check__label")
        text.appendChild(make("span", entry["label"]))
        text.appendChild(make("span", " (" + summary.CHECKLIST.get(entry["status"], entry["status"]).lower() + ")",
                              "calc-check__status"))
        item.appendChild(text)
        cite(item, entry["cite"], entry["quote"])
        return item
    return build


def cite(item, source, quote):
    """One compact citation: the clause's label as a link to the full text, its words on demand."""
    line = make("div", cls="calc-cite")
    line.appendChild(make("a", source["label"], attrs={"href": "../" + source["href"]}))
    if quote:
        details = make("details", cls="calc-quote")
        details.appendChild(make("summary", "Quote"))
        details.appendChild(make("blockquote", quote))
        line.appendChild(details)
    item.appendChild(line)
