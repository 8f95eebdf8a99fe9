"""The benchmark's budgets (bench/run.py) and its MicroPython timing script: behaviour only,
never a timing. `make bench` itself is not part of `make test`."""

import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH))

import run  # noqa: E402

KIB = 1024


def figures(cold=420.0, floor_cold=400.0, warm=199.5, floor_warm=190.0, gzip=300 * KIB, update=4.0):
    """Per-run figures of one site, as run.figures() gives them (three runs, the median in the middle)."""
    return {"first_cold": [cold - 10, cold, cold + 50], "first_warm": [warm, warm - 5, warm + 5],
            "bytes_cold": [gzip] * 3, "update": [update, update + 1, update - 1]}, \
        {"first_cold": [floor_cold + 20, floor_cold, floor_cold - 20], "first_warm": [floor_warm] * 3}


LIGHTHOUSE = {"home": 98, "village guide": 99, "city guide": 98, "calculator": 98, "Spanish city guide": 98,
              "Spanish calculator": 98}


def extra(brotli=270 * KIB, unsure_ms=25.0, lighthouse=LIGHTHOUSE, accessibility=100):
    found = {page: {"performance": score, "accessibility": accessibility} for page, score in lighthouse.items()}
    return {"brotli_cold": brotli, "unsure": {"ms": unsure_ms}, "lighthouse": found}


def verdicts(mp, fl, more):
    return {b["text"]: b["ok"] for b in run.check_budgets(mp, fl, more)}


def missed(mp, fl, more):
    return [b["key"] if b["key"] != "lighthouse" else b["text"] for b in run.check_budgets(mp, fl, more)
            if not b["ok"]]


def test_every_budget_met():
    mp, fl = figures()
    assert missed(mp, fl, extra()) == []
    assert len(run.check_budgets(mp, fl, extra())) == 6 + 6 + 6   # six figures, six pages' two Lighthouse scores


@pytest.mark.parametrize("cold, ok", [(420.0, True), (419.9, True), (420.1, False)])
def test_cold_first_result_at_most_1_05_times_the_floor(cold, ok):
    mp, fl = figures(cold=cold, floor_cold=400.0)
    assert ("cold_floor_ratio" not in missed(mp, fl, extra())) == ok


@pytest.mark.parametrize("warm, ok", [(199.5, True), (199.4, True), (199.6, False)])
def test_warm_first_result_at_most_1_05_times_the_floors_warm(warm, ok):
    mp, fl = figures(warm=warm, floor_warm=190.0)
    assert ("warm_floor_ratio" not in missed(mp, fl, extra())) == ok


def test_the_ratio_is_of_medians_of_the_same_run():
    mp, fl = figures(cold=500.0, floor_cold=480.0)   # the floor moved with the machine: 1.042
    budget = [b for b in run.check_budgets(mp, fl, extra()) if b["key"] == "cold_floor_ratio"][0]
    assert budget["ok"] and budget["value"] == pytest.approx(500 / 480)
    assert run.budget_value_text(budget) == "1.04× the floor"


@pytest.mark.parametrize("key, good, bad", [
    ("bytes_cold", 320 * KIB, 320 * KIB + 1), ("brotli_cold", 280 * KIB, 280 * KIB + 1),
    ("update", 5.0, 5.01), ("unsure_answer", 30.0, 30.01)])
def test_bytes_and_update_times_at_and_above_the_limit(key, good, bad):
    for value, ok in ((good, True), (bad, False)):
        mp, fl = figures(gzip=value if key == "bytes_cold" else 300 * KIB,
                         update=value if key == "update" else 4.0)
        more = extra(brotli=value if key == "brotli_cold" else 270 * KIB,
                     unsure_ms=value if key == "unsure_answer" else 25.0)
        assert (key not in missed(mp, fl, more)) == ok, (key, value)


@pytest.mark.parametrize("page, limit", [("calculator", 98), ("home", 98), ("village guide", 98),
                                         ("city guide", 98), ("Spanish city guide", 98), ("Spanish calculator", 98)])
def test_lighthouse_performance_at_and_below_the_limit(page, limit):
    mp, fl = figures()
    for score, ok in ((limit, True), (limit - 1, False)):
        found = verdicts(mp, fl, extra(lighthouse=dict(LIGHTHOUSE, **{page: score})))
        assert found["Lighthouse %s, performance >= %d" % (page, limit)] == ok


def test_lighthouse_accessibility_must_be_100_on_every_page():
    mp, fl = figures()
    assert missed(mp, fl, extra(accessibility=99)) == [
        "Lighthouse %s, accessibility >= 100" % page for page in ("home", "village guide", "city guide", "calculator",
                                                                 "Spanish city guide", "Spanish calculator")]


def test_a_figure_not_measured_misses_its_budget():
    mp, fl = figures()
    fl["first_warm"] = [None, None, None]
    assert missed(mp, fl, dict(extra(), unsure={})) == ["warm_floor_ratio", "unsure_answer"]


def test_without_lighthouse_its_budgets_are_not_checked():
    mp, fl = figures()
    assert [b["key"] for b in run.check_budgets(mp, fl, dict(extra(), lighthouse=None))] == [
        key for key, *_ in run.BUDGETS]


def test_check_exits_1_on_a_miss_and_names_it(capsys):
    mp, fl = figures(cold=500.0)
    budgets = run.check_budgets(mp, fl, extra())
    assert run.exit_code(budgets, check=False) == 0
    assert run.exit_code(budgets, check=True) == 1
    assert "1 budget(s) missed: calculator first result, cold, <= 1.05 x" in capsys.readouterr().err
    assert run.exit_code(run.check_budgets(*figures(), extra()), check=True) == 0


def test_the_absolute_budgets_are_gone():
    texts = " ".join(text for _, _, text, _ in run.BUDGETS)
    assert "Pyodide" not in texts and "170 ms" not in texts and "450 ms" not in texts


def test_the_unsure_case_asks_every_city_yes_no_question_as_not_sure():
    from calculator import evaluate
    from calculator.jurisdictions import JURISDICTIONS

    answers = run.unsure_input()
    names = [f.name for f in JURISDICTIONS["city"].FIELDS if f.kind == "bool"]
    assert [name for name in names if answers[name] == "unsure"] == names
    assert evaluate(answers)["unsure"] == names


def test_the_unsure_answer_is_timed_under_micropython_in_node():
    """bench/mp_throughput.mjs --each: figures for one evaluate() of that input (not their size)."""
    from calculator.jurisdictions import JURISDICTIONS

    found = run.unsure_answer(runs=2)
    questions = len([f for f in JURISDICTIONS["city"].FIELDS if f.kind == "bool"])
    assert set(found) == {"ms", "min_ms", "cpu_ms", "runs", "questions", "combinations"}
    assert (found["runs"], found["questions"], found["combinations"]) == (2, questions, 2 ** questions)
    assert 0 < found["min_ms"] <= found["ms"] and found["cpu_ms"] >= 0


# ---------------------------------------------------------------- an honest bench: the load, the floor


class Loads:
    """A stand-in for os.getloadavg: the 1-minute loads it gives, one per call."""

    def __init__(self, *loads):
        self.loads = list(loads)

    def __call__(self):
        return (self.loads.pop(0), 0.0, 0.0)


class Sleeps:
    """A stand-in for time.sleep: the seconds it was asked to wait."""

    def __init__(self):
        self.seconds = []

    def __call__(self, seconds):
        self.seconds.append(seconds)


def test_a_measurement_starts_once_the_load_has_fallen_to_the_busy_load():
    sleeps = Sleeps()
    quietly = run.Quietly(repeats=2, load=Loads(2.4, 1.9, 1.5), sleep=sleeps)
    assert quietly(lambda: "quiet", "a run") == ("quiet", 1.5)
    assert sleeps.seconds == [run.SETTLE_STEP] * 2 and quietly.loads == [1.5]


def test_a_measurement_waits_no_longer_than_the_settling_time():
    waits = run.SETTLE_SECONDS // run.SETTLE_STEP
    sleeps = Sleeps()
    quietly = run.Quietly(repeats=0, load=Loads(*[3.0] * (waits + 1)), sleep=sleeps)
    assert quietly(lambda: "once", "a run") == ("once", 3.0)
    assert sum(sleeps.seconds) == run.SETTLE_SECONDS


def test_a_measurement_started_above_the_busy_load_is_taken_again_and_the_quietest_kept():
    taken = []

    def measure():
        taken.append(len(taken) + 1)
        return "run %d" % len(taken)

    waits = run.SETTLE_SECONDS // run.SETTLE_STEP
    # each run: the load as it waits, and the load it starts at
    loads = [2.0] * (waits + 1) + [1.6] * (waits + 1) + [1.4]
    quietly = run.Quietly(repeats=2, load=Loads(*loads), sleep=Sleeps())
    assert quietly(measure, "a run") == ("run 3", 1.4)
    assert taken == [1, 2, 3] and quietly.loads == [2.0, 1.6, 1.4]


def test_the_quietest_of_the_runs_is_kept_when_every_one_is_busy():
    waits = run.SETTLE_SECONDS // run.SETTLE_STEP
    loads = [3.0] * (waits + 1) + [2.5] * (waits + 1) + [2.8] * (waits + 1)
    quietly = run.Quietly(repeats=2, load=Loads(*loads), sleep=Sleeps())
    found = iter(["first", "second", "third"])
    assert quietly(lambda: next(found), "a run") == ("second", 2.5)


def test_a_figure_taken_above_the_busy_load_is_marked_with_its_load():
    assert run.load_cell([0.8, 1.2, 1.0]) == "1.0 (0.8–1.2)"
    assert run.load_cell([0.8, 1.6, 1.0]) == "1.0 (0.8–1.6) **busy**"
    assert run.load_cell([None]) == "n/a"
    mp, fl = figures()
    budgets = run.check_budgets(mp, fl, dict(extra(), loads={"local": [0.9, 2.2, 1.1], "unsure": [1.2]}))
    lines = {b["key"]: run.budget_line(b) for b in budgets}
    assert lines["cold_floor_ratio"].startswith("- pass calculator first result, cold")
    assert "(**busy**: taken at load 2.2, above 1.5; re-measure on a quiet machine)" in lines["cold_floor_ratio"]
    assert "busy" not in lines["unsure_answer"]


def test_a_missed_budget_still_exits_1_when_its_figure_was_taken_on_a_busy_machine():
    mp, fl = figures(cold=500.0)
    budgets = run.check_budgets(mp, fl, dict(extra(), loads={"local": [2.5, 3.0, 2.8]}))
    assert run.exit_code(budgets, check=True) == 1
    assert "**FAIL**" in [run.budget_line(b) for b in budgets if b["key"] == "cold_floor_ratio"][0]


def test_lighthouse_scores_taken_on_a_busy_machine_say_so():
    def found(load):
        return {page: {"performance": 99, "accessibility": 100, "cls": 0, "tbt": 0, "lcp": 900, "fcp": 800,
                       "load": load if page == "calculator" else 1.0} for page, _ in run.LIGHTHOUSE_PAGES}

    quiet, busy = run.lighthouse_table(found(1.2)), run.lighthouse_table(found(2.4))
    assert "busy" not in quiet
    assert "| calculator | 99 | 100 | 0.000 | 0 ms | 900 ms | 800 ms | 2.4 **busy** |" in busy
    assert "**Lighthouse ran on a busy machine**" in busy
    budgets = run.check_budgets(*figures(), dict(extra(), lighthouse=found(2.4)))
    assert [b["text"] for b in budgets if run.busy(b["loads"])] == [
        "Lighthouse calculator, performance >= 98", "Lighthouse calculator, accessibility >= 100"]


def test_the_floor_page_marks_itself_ready_and_fetches_nothing_twice(site, tmp_path):
    """The floor's Python marks the page ready as the calculator does, so the page's fault script
    (overrides/calculator.html) never takes it for a failed start and fetches its preloads again."""
    import browser
    from floor_site import make_floor_site
    from playwright.sync_api import sync_playwright
    from static_server import StaticServer

    make_floor_site(site, tmp_path / "floor")
    with StaticServer(tmp_path / "floor", prefix=run.PREFIX) as server, sync_playwright() as pw, \
            browser.Browser(pw) as b:
        b.load_until_mark(server.url + run.CALCULATOR + run.QUERY)
        b.page.wait_for_function("window.__bench.events['mpy:done'] !== undefined")
        b.page.wait_for_timeout(500)  # the fault script looks one task after mpy:done
        assert b.page.evaluate("document.documentElement.getAttribute('data-calculator')") == "ready"
        assert b.page.locator("#calc-failure").is_hidden()
        urls = [f["url"] for f in b.net.summary()["files"]]
        assert len([url for url in urls if "/runtime/" in url]) >= 4
        assert sorted(set(urls)) == sorted(urls)


def test_the_bytes_are_never_marked_busy():
    mp, fl = figures()
    budgets = run.check_budgets(mp, fl, dict(extra(), loads={"local": [3.0, 3.0, 3.0], "unsure": [3.0]}))
    assert [b["key"] for b in budgets if not run.busy(b["loads"])] == ["bytes_cold", "brotli_cold"] + [
        "lighthouse"] * 12


def test_the_pyodide_copy_packs_the_pages_modules_as_source_with_the_builds_own_hook():
    import gzip
    import io
    import tarfile

    import pyodide_site

    with tarfile.open(fileobj=io.BytesIO(gzip.decompress(pyodide_site.source_archive()))) as tar:
        names = tar.getnames()
    assert "calculator/__init__.py" in names and "main.py" in names
    assert not [name for name in names if name.endswith(".mpy")]
