"""A recording of every English word the calculator says today, made before its words moved
into the catalogs (issue #22): kept only as long as the move takes, then removed.

For every scenario input (tests/scenarios/*.yaml and the places' examples.yaml), every
"not sure" combination (each yes/no question answered yes, no or not sure, as
tests/unsure_every_combination.py works them out, on the bases of tests/test_words.py), a set
of links (every notice of calculator/query.py) and the steps of the page (tests/test_page.py's
and more: loading, errors, every button), it records, in English:

- ``evaluate``'s result (or its errors), ``summary.text`` (and for a scenario with an old saved
  copy too), the ``.ics`` (the same), and the page model: ``answer.Shown().changes`` of the
  answer's sections with the answers given, its announcement, phone bar and frame, the
  ``next_step`` panel;
- ``query.read``'s notices, ``calculator.page.Calculator``'s views and actions, the "Before you
  start" words (hooks/calculator_form.py) for each set of places;
- the words of the built pages' templates (overrides/): the calculator page's ``#calculator`` and,
  on every page, the notices, the footer's sentences and the search's names.

The many "not sure" combinations are kept as hashes of their outputs (their words are the
scenarios' words, which are kept in full).  ``python tests/english_recording.py`` writes
tests/fixtures/english_before_words.json.xz
(it builds the site once, to read the form and the pages); tests/test_english_unchanged.py
compares today's words with it.  Outputs that come out the same are stored once.
"""

import hashlib
import itertools
import json
import lzma
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RECORDING = ROOT / "tests" / "fixtures" / "english_before_words.json.xz"
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "micropython"))
sys.path.insert(0, str(ROOT))

SITE = "https://example.gov/permits/"
PAGE = SITE + "calculator/?jurisdiction=village#calc-result"
STAMP = "20260501T120000Z"
OLD_COPY = "2026-01-15"
# The bases whose yes/no questions are answered every way (tests/test_words.py's).
UNSURE_BASES = [
    {"jurisdiction": "city", "today": "2026-05-01", "event_start": "2026-06-20", "event_type": "street_fair"},
    {"jurisdiction": "city", "today": "2026-05-01", "event_start": "2026-06-20", "event_type": "block_party",
     "previous_closure_of_same_road": "2026-06-08", "revocation_notice_received": "2026-06-19"},
    {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15", "peak_attendance": 200,
     "venue_type": "private_premises", "hours_per_day": 2},
    {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15", "peak_attendance": 3000,
     "male_attendance": 1500, "female_attendance": 1400},
]
PLACE_SETS = (("village", "city"), ("village",), ("city",))


def unsure_inputs():
    from calculator.jurisdictions import JURISDICTIONS

    for base in UNSURE_BASES:
        names = [field.name for field in JURISDICTIONS[base["jurisdiction"]].FIELDS if field.kind == "bool"]
        for choice in itertools.product([True, False, "unsure"], repeat=len(names)):
            yield dict(base, **dict(zip(names, choice)))


def links():
    """Links that give every notice of ``query.read``, with the visitor's ``today``."""
    base = "jurisdiction=village&today=2026-05-01&event_start=2026-08-15&peak_attendance=600"
    city = "jurisdiction=city&today=2026-05-01&event_start=2026-08-15&event_type=parade"
    found = [base, city, "", "today=2026-05-01", "jurisdiction=town&today=2026-05-01",
             base + "&jurisdiction=city", base + "&peak_attendance=7", base + "&zz=1",
             base + "&zz=1&yy=2&\u202ex" + "w" * 60 + "=3", "&".join(["q%d=1" % n for n in range(70)]),
             base + "&" + "&".join(["after_dark=true"] * 2), base.replace("2026-05-01", "2026-06-01"),
             base + "&event_end=2026-02-30", base + "&event_end=1999-01-01", base + "&event_end=Aug",
             base.replace("600", "6,00"), base.replace("600", "six"), base + "&after_dark=maybe",
             base + "&government_sponsored=unsure&after_dark=unsure", base + "&venue_type=moon",
             base + "&male_attendance=1.5", base + "&event_end=" + "9" * 50,
             city + "&nonprofit=unsure&road_closure=1", city + "&locations=2.5",
             base + "&" + "&".join(["peak_attendance=%d" % n for n in range(900)])]
    for link in found:
        for today in ("2026-05-01", "2026-04-20", "2026-05-20", None):
            for places in PLACE_SETS:
                yield link, today, places


def page_steps(village, city, unreadable):
    """Steps through the page (tests/micropython/page_steps.py's shape) that show every kind of view."""
    now = "2026-04-01T12:00:00.000Z"
    answer = "https://x/calculator/?a"
    actions = [["action", button, answer, "https://x/", now] for button in (
        "calc-copy-summary", "calc-copy-link", "calc-calendar", "calc-share", "calc-print", "calc-other")]
    return [
        ["open", "?jurisdiction=city&nonprofit=true&today=2026-03-01&foo=1", ["village", "city"], "#calc-result", True],
        ["action", "calc-copy-link", answer, "https://x/", now], ["action", "calc-share", answer, "https://x/", now],
        ["action", "calc-copy-summary", answer, "https://x/", now],
        ["update", {}, False, True],
        ["update", {}, True, True],
        ["update", {"jurisdiction": "city", "event_start": "2026-08-15"}, False, False],
        ["arrived", "city", False],
        ["update", {"jurisdiction": "city", "event_start": "2026-08-15"}, False, False],
        ["event", "click", "jurisdiction"],
        ["update", {"jurisdiction": "city", "event_start": "2026-08-15"}, False, False],
        ["arrived", "city", True],
        ["update", {"jurisdiction": "city"}, True, True],
        ["update", {"jurisdiction": "village"}, True, True],
        ["update", {"jurisdiction": "village", "event_start": "2026-08-15", "peak_attendance": "x"}, True, True],
        ["update", city, False, True],
        ["rest"],
        ["event", "change", "road_closure"],
        ["update", dict(city, road_closure="false"), False, True],
        ["event", "input", "event_start"],
        ["update", dict(city, event_start="2026-08-1"), False, True],
        ["event", "focusout", "event_start"],
        ["update", dict(city, event_start=unreadable), False, True],
        ["update", village, True, True],
        ["update", dict(village, male_attendance="1501"), False, True],
        ["event", "change", "event_end"],
        ["update", dict(village, peak_attendance="1,5"), False, True],
        ["event", "focusout", "peak_attendance"],
        ["update", dict(village, peak_attendance="1,5"), False, True],
        ["event", "focusout", "event_end"],
        ["update", dict(village, peak_attendance="1,5", event_end="2026-08-01"), False, True],
        ["update", dict(village, peak_attendance="1,5", event_end="2026-08-01", male_attendance="x"), False, True],
        ["follow", "#peak_attendance"], ["follow", "#calc-requirement-bond_usd"], ["follow", "../village/"],
        ["ready"],
        ["update", village, False, True],
        ["update", dict(village, today="2026-08-20"), False, True],
        ["update", dict(village, today="2026-06-20"), False, True],
    ] + actions + [["event", "submit", ""]]


def outputs_of(answers, scenario, order=None):
    """{what: output} for one input: the rules' result and every English word made of it."""
    from calculator import InvalidInput, evaluate, ics, next_step, query, summary
    from calculator.page import answer, work_out

    try:
        result = evaluate(answers)
    except InvalidInput as problem:
        out = {"errors": problem.errors}
        if type(answers) is dict and answers.get("jurisdiction") in ("village", "city"):
            out["work_out"] = work_out(answers)
        return out
    place = result["jurisdiction"]
    start = answers.get("event_start")
    given = summary.answers_given(answers, order)
    out = {"evaluate": result,
           "summary": summary.text(result, SITE, PAGE, "", answers, order),
           "ics": ics.calendar(result, STAMP, start or "", SITE, PAGE),
           "page": answer.Shown().changes(answer.sections(result, [], start, given=given)),
           "panel": [answer.announcement(result), answer.jump(result), answer.frame(result),
                     next_step.headline(result), next_step.permits(result), next_step.last_day(result),
                     summary.verdict(result), next_step.day_note(result), next_step.jump_day(result),
                     next_step.next_step(result), next_step.how_to_apply(place), next_step.text_last_checked(place),
                     summary.provide_groups(result), summary.event_days(answers)]}
    if scenario:
        out["summary_old"] = summary.text(result, SITE, PAGE, OLD_COPY, answers)
        out["summary_bare"] = summary.text(result)
        out["ics_old"] = ics.calendar(result, STAMP, start or "", SITE, PAGE, OLD_COPY)
        out["panel_left_out"] = answer.Shown().changes(answer.sections(
            result, ["the most people at the event at one time", "the date the event ends"], start, True))
        out["link"] = query.read(query.write(answers), "2099-12-31")
    return out


# ---------------------------------------------------------------- the built pages' words


class Words(HTMLParser):
    """The text and the names (aria-label, title, alt, placeholder) inside the elements ``wanted``
    picks (a function of tag and attributes), as lines; scripts, styles and templates aside."""

    NAMES = ("aria-label", "title", "alt", "placeholder", "value")

    def __init__(self, wanted):
        super().__init__(convert_charrefs=True)
        self.wanted, self.depth, self.skip, self.lines = wanted, 0, 0, []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag in ("script", "style", "template"):
            self.skip += 1
        if self.depth or self.wanted(tag, attrs):
            if tag not in ("input", "br", "img", "link", "meta"):
                self.depth += 1
            names = [attrs[name] for name in self.NAMES if attrs.get(name) and not (
                name == "value" and tag != "button")]
            self.lines += ["@%s %s" % (tag, name) for name in names]

    def handle_endtag(self, tag):
        if tag in ("script", "style", "template"):
            self.skip -= 1
        if self.depth and tag not in ("input", "br", "img", "link", "meta"):
            self.depth -= 1

    def handle_data(self, data):
        if self.depth and not self.skip and data.strip():
            self.lines.append(" ".join(data.split()))


def page_words(html):
    """The words the templates put on a built page: its notices, the calculator, the footer's
    sentences and the search's names; the build's own day and hash are marked as such."""
    release = re.search(r'<span class="release__hash">([^<]*)</span>', html)
    shown = re.search(r'<time datetime="[^"]*">([^<]*)</time>\s*\(release', html)

    def wanted(tag, attrs):
        classes = (attrs.get("class") or "").split()
        return (attrs.get("id") in ("calculator",) or set(classes) & {"site-notice", "saved-copy", "text-checked"}
                or (tag == "div" and "md-search" in classes))

    reader = Words(wanted)
    reader.feed(html)
    text = "\n".join(reader.lines)
    if release:
        text = text.replace(release.group(1), "<release hash>")
    if shown:
        text = text.replace(shown.group(1), "<release day>")
    return text


def pages_of(site):
    return {"calculator": page_words((Path(site) / "calculator" / "index.html").read_text(encoding="utf-8")),
            "home": page_words((Path(site) / "index.html").read_text(encoding="utf-8"))}


# ---------------------------------------------------------------- the recording


def record(form):
    """Every output, by case: ``{"cases": [[kind, name, {what: index}]], "outputs": [json text]}``."""
    import page_steps as steps
    from calculator import query
    from calculator.page.form import UNREADABLE
    from scenario_loader import load_cases

    sys.path.insert(0, str(ROOT / "hooks"))
    import calculator_form

    pool, index, cases = [], {}, []

    def add(kind, name, outputs, hashed=False):
        refs = {}
        for what in sorted(outputs):
            text = stored(outputs[what], hashed)
            if text not in index:
                index[text] = len(pool)
                pool.append(text)
            refs[what] = index[text]
        cases.append([kind, name, refs])

    for case in load_cases():
        if type(case.input) is dict and case.input.get("language", "en") != "en":
            continue   # the words around a Spanish answer are the next step's
        add("scenario", case.name, outputs_of(case.input, True))
    for answers in unsure_inputs():
        add("unsure", json.dumps(answers, sort_keys=True), outputs_of(answers, False), hashed=True)
    for link, today, places in links():
        add("link", json.dumps([link, today, places]), {"read": query.read("?" + link, today, places)})
    village = {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15",
               "peak_attendance": "3000", "after_dark": "true", "male_attendance": "1500", "female_attendance": "1400"}
    city = {"jurisdiction": "city", "today": "2026-05-01", "event_start": "2026-08-15", "event_type": "parade",
            "road_closure": "unsure", "residential_zone": "unsure", "city_services": "unsure"}
    add("page", "steps", {"steps": steps.run(form, page_steps(village, city, UNREADABLE))})
    for places in PLACE_SETS:
        add("start", " ".join(places), {"start": calculator_form.form(list(places))["start"]})
    return {"form": form, "cases": cases, "outputs": pool}


def stored(output, hashed=False):
    """An output as the recording holds it: its JSON text, or (``hashed``: the many "not sure"
    combinations, whose words the scenarios show in full too) that text's SHA-256."""
    text = json.dumps(output, sort_keys=True, ensure_ascii=False)
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:20] if hashed else text


def form_of(site):
    from test_page import FormReader

    reader = FormReader()
    reader.feed((Path(site) / "calculator" / "index.html").read_text(encoding="utf-8"))
    return {"inputs": reader.inputs, "blocks": reader.blocks, "ids": reader.ids, "today": "2026-04-01",
            "title": "Permit calculator"}


def load():
    return json.loads(lzma.decompress(RECORDING.read_bytes()).decode("utf-8"))


def main():
    from site_build import built_site

    build = built_site()
    assert build.returncode == 0, build.stderr[-2000:]
    recording = record(form_of(build.site_dir))
    recording["pages"] = pages_of(build.site_dir)
    data = json.dumps(recording, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    RECORDING.write_bytes(lzma.compress(data, preset=9 | lzma.PRESET_EXTREME))
    print("%d cases, %d distinct outputs, %d bytes (%d compressed)" % (
        len(recording["cases"]), len(recording["outputs"]), len(data), RECORDING.stat().st_size))


if __name__ == "__main__":
    main()
