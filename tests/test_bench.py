"""The benchmark's budgets (bench/run.py) and its MicroPython timing script: behaviour only,
never a timing. `make bench` itself is not part of `make test`."""

import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH))

import run  # noqa: E402

KIB = 1024


def figures(cold=440.0, floor_cold=400.0, warm=209.0, floor_warm=190.0, gzip=300 * KIB, update=4.0):
    """Per-run figures of one site, as run.figures() gives them (three runs, the median in the middle)."""
    return {"first_cold": [cold - 10, cold, cold + 50], "first_warm": [warm, warm - 5, warm + 5],
            "bytes_cold": [gzip] * 3, "update": [update, update + 1, update - 1]}, \
        {"first_cold": [floor_cold + 20, floor_cold, floor_cold - 20], "first_warm": [floor_warm] * 3}


LIGHTHOUSE = {"home": 98, "village guide": 99, "city guide": 98, "calculator": 95}


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
    assert len(run.check_budgets(mp, fl, extra())) == 6 + 4 + 4


@pytest.mark.parametrize("cold, ok", [(440.0, True), (439.9, True), (440.1, False)])
def test_cold_first_result_at_most_1_10_times_the_floor(cold, ok):
    mp, fl = figures(cold=cold, floor_cold=400.0)
    assert ("cold_floor_ratio" not in missed(mp, fl, extra())) == ok


@pytest.mark.parametrize("warm, ok", [(209.0, True), (208.9, True), (209.1, False)])
def test_warm_first_result_at_most_1_10_times_the_floors_warm(warm, ok):
    mp, fl = figures(warm=warm, floor_warm=190.0)
    assert ("warm_floor_ratio" not in missed(mp, fl, extra())) == ok


def test_the_ratio_is_of_medians_of_the_same_run():
    mp, fl = figures(cold=500.0, floor_cold=460.0)   # the floor moved with the machine: 1.087
    budget = [b for b in run.check_budgets(mp, fl, extra()) if b["key"] == "cold_floor_ratio"][0]
    assert budget["ok"] and budget["value"] == pytest.approx(500 / 460)
    assert run.budget_value_text(budget) == "1.09× the floor"


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


@pytest.mark.parametrize("page, limit", [("calculator", 95), ("home", 98), ("village guide", 98),
                                         ("city guide", 98)])
def test_lighthouse_performance_at_and_below_the_limit(page, limit):
    mp, fl = figures()
    for score, ok in ((limit, True), (limit - 1, False)):
        found = verdicts(mp, fl, extra(lighthouse=dict(LIGHTHOUSE, **{page: score})))
        assert found["Lighthouse %s, performance >= %d" % (page, limit)] == ok


def test_lighthouse_accessibility_must_be_100_on_every_page():
    mp, fl = figures()
    assert missed(mp, fl, extra(accessibility=99)) == [
        "Lighthouse %s, accessibility >= 100" % page for page in ("home", "village guide", "city guide", "calculator")]


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
    assert "1 budget(s) missed: calculator first result, cold, <= 1.10 x" in capsys.readouterr().err
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
