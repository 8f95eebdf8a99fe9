"""Focus you can see on every control, at 1280 px and 390 px: on guide pages, a full-text
page and the calculator with an answer.

The test presses Tab through the page and compares each control's computed outline,
box shadow and background while focused with the same control's before any focus: one
of them must change (an outline counts when it is at least 2 px wide), and the focused
control must be on the screen (the phone's nav drawer slides in when a link in it has
focus).  Every kind of control the page has (by tag, classes and type) is reached.
"""

import pytest

from browser_helpers import check_clean, open_calculator, wait_for
from calculator import query
from site_build import needs_places

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
ANSWER = "?" + query.write({"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15",
                            "peak_attendance": 1200})

MARK = """() => [...document.querySelectorAll('a[href], button, input, select, textarea, summary, label[tabindex], [tabindex]')]
  .forEach((e, i) => { e.dataset.focusId = i; const s = getComputedStyle(e);
    e.dataset.unfocused = JSON.stringify([s.outlineStyle, s.outlineWidth, s.boxShadow, s.backgroundColor]); })"""
FOCUSED = """() => { const e = document.activeElement;
  if (!e || !e.dataset || e.dataset.focusId === undefined) return null;
  const s = getComputedStyle(e), box = e.getBoundingClientRect();
  const kind = e.tagName.toLowerCase() + [...e.classList].filter((c) => c !== 'focus-visible').sort()
    .map((c) => '.' + c).join('') + (e.type && e.tagName !== 'BUTTON' ? '[' + e.type + ']' : '');
  return {id: e.dataset.focusId, kind: kind, name: (e.getAttribute('aria-label') || e.textContent || e.value || '').trim().slice(0, 40),
          before: JSON.parse(e.dataset.unfocused), now: [s.outlineStyle, s.outlineWidth, s.boxShadow, s.backgroundColor],
          onScreen: box.width > 0 && box.height > 0 && box.right > 0 && box.bottom > 0
                    && box.left < innerWidth && box.top < innerHeight}; }"""

ON_SCREEN = """() => { const b = document.activeElement.getBoundingClientRect();
  return b.left >= 0 && b.right <= innerWidth + 1 && b.bottom > 0 && b.top < innerHeight; }"""


def shows_focus(before, now):
    outline = now[0] != "none" and float(now[1].rstrip("px")) >= 2
    was_outline = before[0] != "none" and float(before[1].rstrip("px")) >= 2
    return (outline and not was_outline) or now[2] != before[2] or now[3] != before[3]


def tab_through(page, presses):
    """{kind: [(name, problem)]} of every control Tab reaches, until focus comes round again."""
    page.evaluate(MARK)
    kinds, seen, last = {}, set(), None
    for _ in range(presses):
        page.keyboard.press("Tab")
        control = page.evaluate(FOCUSED)
        if control is None or control["id"] == last:   # a date box: Tab moves from month to day to year
            continue
        if control["id"] in seen:
            break
        seen.add(control["id"])
        last = control["id"]
        if not control["onScreen"]:
            # The phone's drawer slides in: wait for the control to come on the screen.
            try:
                wait_for(page, ON_SCREEN, timeout=2000)
                control["onScreen"] = True
            except AssertionError:
                pass
        problem = None
        if not shows_focus(control["before"], control["now"]):
            problem = "no visible change: %s -> %s" % (control["before"], control["now"])
        elif not control["onScreen"]:
            problem = "focused off the screen"
        kinds.setdefault(control["kind"], []).append((control["name"], problem))
    return kinds


def problems_of(kinds):
    return ["%s %r: %s" % (kind, name, problem) for kind, found in sorted(kinds.items())
            for name, problem in found if problem]


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1280px", "390px"])
@pytest.mark.parametrize("path, expected", [
    pytest.param("village/on-site-requirements/", ("a.md-skip", "button.heading-copy", "a.glossary-link",
                                                   "a.md-nav__link", "div.table-scroll", "input.md-search__input[text]"),
                 marks=needs_places("village")),
    pytest.param("city/ordinance/", ("button.clause-copy", "a.clause-link"), marks=needs_places("city")),
])
def test_every_control_of_a_guide_page_shows_focus(open_page, server, viewport, path, expected):
    page, recorded = open_page(viewport=viewport)
    page.goto(server.url + path)
    page.wait_for_load_state("load")
    kinds = tab_through(page, 600)
    assert problems_of(kinds) == []
    for kind in expected:
        assert kind in kinds, (kind, sorted(kinds))
    logo = "a.md-header__button.md-logo" if viewport is DESKTOP else "a.md-logo.md-nav__button"
    assert logo in kinds, sorted(kinds)
    check_clean(recorded, server)


@needs_places("village")   # ANSWER is a Village one
@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1280px", "390px"])
def test_every_control_of_the_calculator_with_an_answer_shows_focus(open_page, server, viewport):
    page, recorded = open_page(viewport=viewport)
    open_calculator(page, server, ANSWER)
    kinds = tab_through(page, 400)
    assert problems_of(kinds) == []
    for kind in ("button.calc-button", "button.calc-button.calc-button--secondary", "input.calc-radios__input[radio]",
                 "input.calc-input.calc-input--date[date]", "summary", "a.md-nav__link"):
        assert kind in kinds, (kind, sorted(kinds))
    assert len(kinds["button.calc-button.calc-button--secondary"]) >= 3
    check_clean(recorded, server)


@needs_places("village")   # ANSWER is a Village one
def test_the_checklist_marks_are_bullets_not_boxes_to_tick(open_page, server):
    """The checklist is a list to read: on screen its marks are small dots, not squares; on paper, squares for a pen."""
    page, recorded = open_page(viewport=PHONE)
    open_calculator(page, server, ANSWER)
    marks = """() => [...document.querySelectorAll('.calc-check__box')].map((e) => { const s = getComputedStyle(e);
        return [e.getBoundingClientRect().width, s.borderTopStyle, parseFloat(s.borderTopLeftRadius) > 0,
                e.tabIndex >= 0 || e.hasAttribute('role')]; })"""
    shown = page.evaluate(marks)
    assert shown and all(width <= 10 and border == "none" and round and not control
                         for width, border, round, control in shown), shown
    page.emulate_media(media="print")
    assert all(border == "solid" and not round for _, border, round, _ in page.evaluate(marks))
    check_clean(recorded, server)
