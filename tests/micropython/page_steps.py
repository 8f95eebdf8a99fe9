"""Steps through ``calculator.page.Calculator`` as the glue would, from plain data only.

tests/test_page.py runs the same steps here on CPython and, through call.mjs
(``--module``), under MicroPython on the built archives: the two must say the same.

``form`` is ``{"inputs", "blocks", "ids", "today", "title"}`` (what the glue reads from
the page); each step is a list: ``["open", search, published, (fragment, share)]``,
``["update", raw, explicit, written]``, ``["event", kind, name]``, ``["rest"]``,
``["ready"]``, ``["follow", href]``, ``["arrived", place, written]``, ``["change", key]`` (a
what-if's button) or ``["action", button, page_url, site_url, now]``.  Returns one entry a step.
"""

from calculator.page import Calculator, Questions


def run(form, steps):
    page = Calculator(Questions(form["inputs"], form["blocks"], form["ids"]), form["today"], form["title"])
    out = []
    for step in steps:
        kind = step[0]
        if kind == "open":
            out.append(page.open(*step[1:]))
        elif kind == "update":
            out.append(page.update(step[1], step[2], step[3]))
        elif kind == "event":
            out.append(page.event(step[1], step[2]))
        elif kind == "rest":
            out.append(page.rest())
        elif kind == "ready":
            out.append(page.ready())
        elif kind == "follow":
            out.append(page.follow(step[1]))
        elif kind == "change":
            out.append(page.change(step[1]))
        elif kind == "arrived":
            page.rules_arrived(step[1], step[2])
            out.append(None)
        else:
            out.append(page.action(step[1], step[2], step[3], step[4]))
    return out
