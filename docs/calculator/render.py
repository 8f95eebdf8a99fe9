"""The calculator page's result, built as DOM elements: the second half of the glue.

``main.py`` reads the form and asks the rule package; this module turns the rule
package's answer into page elements (with the same words from ``calculator.summary``)
for ``Page.patch`` in ``main.py`` to put on the page.  It decides nothing itself.

Page text is always set with ``textContent`` or attributes, never as markup.
"""

import js

from calculator import summary

document = js.document


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


def sections(result, left_out, start):
    """The answer as a list of (key, signature, shell, items) for ``Page.patch``.

    ``left_out`` holds the labels of the answers the rules refused; ``start`` is the
    event's start date, or None."""
    permit = result["permit"]
    status = permit["status"]
    today = result["today"]
    note = ""
    if left_out:
        note = ("This answer leaves out what you said about %s, because of the problem shown above."
                % ", ".join(left_out))

    context = "%s, %s. %sWorked out on %s." % (
        summary.place_name(result["jurisdiction"]), summary.article_title(result["jurisdiction"]),
        "Event starting %s. " % summary.long(start) if start else "", summary.long(today))

    def verdict_shell():
        panel = make("div", cls="calc-verdict", attrs={"data-status": status})
        panel.appendChild(make("p", "Permit: " + summary.STATUS_WORDS.get(status, status), "calc-verdict__status"))
        panel.appendChild(make("h3", summary.headline(result), "calc-verdict__headline",
                               {"id": "calc-headline", "data-status": status}))
        panel.appendChild(make("p", context, "calc-verdict__context"))
        reasons = make("ul", cls="calc-list calc-reasons")
        panel.appendChild(reasons)
        if note:
            panel.appendChild(make("p", note, "calc-note"))
        return panel, reasons

    reasons = [(str(i), (r["kind"], r["text"], r["cite"]["href"], r["quote"]), reason_builder(r))
               for i, r in enumerate(permit["reasons"])]
    out = [("verdict", (status, summary.headline(result), note, context), verdict_shell, reasons)]

    deadlines = [(d["id"], (d["date"], d["label"], summary.when(d, today), d["cite"]["href"], d["quote"]),
                  deadline_builder(d, today)) for d in result["deadlines"]]
    out.append(("deadlines", bool(deadlines), list_shell(
        "Deadlines", "calc-deadlines", "There are no deadlines, because you do not need a permit.",
        deadlines), deadlines))

    warnings = [(w["id"] + "-" + str(i), (w["message"], w["cite"]["href"]), warning_builder(w))
                for i, w in enumerate(result["warnings"])]
    out.append(("warnings", bool(warnings), list_shell("Warnings", "calc-warnings", "", warnings),
                warnings))

    title = ("What would be required on site if you needed a permit" if status == "not_required"
             else "What may be required on site")
    requirements = [(q["id"], (q["label"], summary.quantity(q), summary.not_worked_out(q), q["applies"],
                               q["formula"], q["cite"]["href"], q["quote"]), requirement_builder(q))
                    for q in result["requirements"]]
    out.append(("requirements", title, list_shell(title, "calc-requirements", "", requirements,
                                                  "calc-requirements-title"), requirements))

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


def reason_builder(reason):
    def build():
        item = make("li", cls="calc-reason", attrs={"data-kind": reason["kind"]})
        item.appendChild(make("span", summary.REASON_KINDS.get(reason["kind"], reason["kind"]),
                              "calc-tag calc-tag--" + reason["kind"]))
        item.appendChild(make("span", " " + reason["text"]))
        source(item, reason["cite"], reason["quote"])
        return item
    return build


def deadline_builder(deadline, today):
    def build():
        item = make("li", cls="calc-deadline", attrs={"data-id": deadline["id"], "data-value": deadline["date"]})
        line = make("p", cls="calc-deadline__date")
        line.appendChild(make("strong", summary.long(deadline["date"])))
        line.appendChild(make("span", " " + summary.when(deadline, today),
                              "calc-when calc-when--passed" if deadline["passed"] else "calc-when"))
        item.appendChild(line)
        item.appendChild(make("p", deadline["label"]))
        source(item, deadline["cite"], deadline["quote"])
        return item
    return build


def warning_builder(warning):
    def build():
        item = make("li", cls="calc-warning", attrs={"data-id": warning["id"]})
        item.appendChild(make("p", warning["message"]))
        source(item, warning["cite"], None)
        return item
    return build


def requirement_builder(requirement):
    def build():
        attrs = {"data-id": requirement["id"], "data-applies": requirement["applies"]}
        if requirement["quantity"] is not None:
            attrs["data-value"] = str(requirement["quantity"])
        item = make("li", cls="calc-requirement", attrs=attrs)
        head = make("p", cls="calc-requirement__head")
        head.appendChild(make("strong", requirement["label"]))
        amount = summary.quantity(requirement) or summary.not_worked_out(requirement)
        if amount:
            head.appendChild(make("span", ": " + amount, "calc-quantity"))
        item.appendChild(head)
        item.appendChild(make("p", summary.APPLIES.get(requirement["applies"], requirement["applies"]),
                              "calc-tag calc-tag--" + requirement["applies"]))
        item.appendChild(make("p", requirement["formula"], "calc-formula"))
        source(item, requirement["cite"], requirement["quote"])
        return item
    return build


def check_builder(entry):
    def build():
        item = make("li", cls="calc-check", attrs={"data-id": entry["id"], "data-status": entry["status"]})
        item.appendChild(make("span", "", "calc-check__box", {"aria-hidden": "true"}))
        text = make("p", cls="calc-check__label")
        text.appendChild(make("span", entry["label"]))
        text.appendChild(make("span", " (" + summary.CHECKLIST.get(entry["status"], entry["status"]).lower() + ")",
                              "calc-check__status"))
        item.appendChild(text)
        source(item, entry["cite"], entry["quote"])
        return item
    return build


def source(item, cite, quote):
    """The clause's label as a link to the full text, and its words on demand."""
    line = make("p", cls="calc-source")
    line.appendChild(make("span", "Source: "))
    line.appendChild(make("a", cite["label"], attrs={"href": "../" + cite["href"]}))
    item.appendChild(line)
    if quote:
        details = make("details", cls="calc-quote")
        details.appendChild(make("summary", "The ordinance\u2019s words"))
        details.appendChild(make("blockquote", quote))
        item.appendChild(details)

# ------------------------------------------------------------ the link, copying, calendar, print
