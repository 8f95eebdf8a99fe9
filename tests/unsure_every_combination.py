"""The all-combinations method, for tests: every combination of yes and no for the "unsure"
answers worked out on its own and all of them combined, as calculator/unsure.py did before
it ran the rules once per branch and combined the different results only.

``evaluate(answers)`` is ``calculator.evaluate`` with that method; it must give exactly the
same result.  Portable: tests/test_unsure_combinations.py runs it on CPython and, copied
into the package's archive as ``calculator/every_combination.py``, under MicroPython.
"""

from calculator import evaluate as evaluate_with_branches
from calculator import unsure


def every_combination(rules_evaluate, values, questions, today, holidays):
    results = []
    for mask in range(1 << len(questions)):
        answers = dict(values)
        for bit, field in enumerate(questions):
            answers[field.name] = bool(mask & (1 << bit))
        results.append(rules_evaluate(answers, today, holidays))
    return unsure.combine_distinct(results, unsure.Combinations(questions, list(range(len(results)))),
                                   values.get("language", "en"))


def evaluate(answers):
    with_branches = unsure.evaluate
    unsure.evaluate = every_combination
    try:
        return evaluate_with_branches(answers)
    finally:
        unsure.evaluate = with_branches
