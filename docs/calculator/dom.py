"""Plain data from ``calculator.page`` written into the page, and Back from a citation.

``make`` fills a clone of a node's <template> (partials/calculator-templates.html), ``write``
applies writes, ``apply`` the keyed update (shapes: ``calculator.page.answer``, ``.form``).
Page text is always set with ``textContent``, attributes or text nodes, never as markup.
"""

import js

document = js.document
TEMPLATES = {}


def by_id(ident):
    return document.getElementById(ident)


def template(name):
    """The template's element and its parts' names, in order, found once."""
    if name not in TEMPLATES:
        root = by_id("calc-template-" + name).content.firstElementChild
        TEMPLATES[name] = (root, [part.getAttribute("data-slot") for part in root.querySelectorAll("[data-slot]")])
    return TEMPLATES[name]


def make(data):
    """The element for a node: its template cloned, then its parts, text, attributes and children."""
    root, names = template(data["template"])
    node, slots = root.cloneNode(True), data.get("slots") or {}
    parts = node.querySelectorAll("[data-slot]") if names else None
    for index in range(len(names)):   # parts[index], not parts.item(index): one call to JavaScript, not two
        value = slots.get(names[index])
        if value is None:
            parts[index].remove()
        elif value and type(value) is dict:
            fill(parts[index], value)
        elif value:
            parts[index].prepend(value)
    fill(node, data)
    return node


def fill(node, data):
    if data.get("text"):
        node.prepend(data["text"])
    attrs = data.get("attrs") or {}
    for name in attrs:
        if attrs[name]:
            node.setAttribute(name, "" if attrs[name] is True else attrs[name])
    for child in data.get("children") or []:
        node.appendChild(make(child))


def write(writes):
    """Apply ``[selector, changes]`` pairs (see ``calculator.page.form``)."""
    for selector, changes in writes:
        node = document.querySelector(selector)
        if not node:   # JavaScript's null: None in MicroPython, JsNull in Pyodide (the benchmark's reference)
            continue
        for name in changes:
            value = changes[name]
            if name == "text":
                node.textContent = value
            elif name == "children":
                node.replaceChildren()
                for child in value:
                    node.append(child if type(child) is str else make(child))
            elif name == "classes":
                for cls in value:
                    node.classList.toggle(cls, value[cls])
            elif name == "scroll":
                node.scrollIntoView()
            elif name == "focus":
                node.focus()
            elif value is False or value is None:
                node.removeAttribute(name)
            else:
                node.setAttribute(name, "" if value is True else value)


def apply(changes):
    """Apply the keyed update's changes to the answer's sections (``data-section``) and items."""
    for change in changes:
        if change["do"] == "clear":
            for node in document.querySelectorAll("#calc-result [data-section]"):
                node.remove()
        elif change["do"] == "item":
            by_id(change["id"]).replaceWith(make(change["node"]))
        elif change["do"] == "words":   # only its words and attributes changed: written over
            write(change["writes"])
        else:
            old = document.querySelector('#calc-result [data-section="%s"]' % change["key"])
            if old:
                old.replaceWith(make(change["node"]))
            else:
                by_id(change["into"]).appendChild(make(change["node"]))


# ------------------------------------------------------------ Back from a citation

def remember_item(event):
    """Before a clause link is followed, put its item in the address, so Back returns to it."""
    link = event.target.closest(".calc-cite a")
    item = link.closest("[id]") if link else None
    if item and item.id.startswith("calc-"):
        js.history.replaceState(js.history.state, "", js.location.pathname + js.location.search + "#" + item.id)


def return_to_item(event=None):
    """Back from a citation (or the page shown again from the back-forward cache, ``event``):
    show and focus the item named in the address."""
    item = by_id(js.location.hash[1:]) if js.location.hash.startswith("#calc-") else None
    if (event is not None and not event.persisted) or not item or not item.parentElement.closest("#calc-result"):
        return
    holder = item.closest("details")
    if holder:
        holder.open = True
    item.setAttribute("tabindex", "-1")
    item.scrollIntoView(js.JSON.parse('{"block": "center"}'))
    item.focus(js.JSON.parse('{"preventScroll": true}'))
