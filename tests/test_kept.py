"""calculator/kept.py: the last answers of a function the page asks again, kept and bounded."""

import pytest

from calculator import dates, glossary, summary, words
from calculator.kept import KEPT, Kept


class Counted:
    """A function that says how often it was asked."""

    def __init__(self):
        self.asked = []

    def __call__(self, value):
        self.asked.append(value)
        if value < 0:
            raise ValueError("negative")
        return value * 2


def test_an_answer_is_made_once_while_it_is_kept():
    kept, make = Kept(), Counted()
    assert [kept(3, make, 3), kept(3, make, 3), kept(4, make, 4)] == [6, 6, 8]
    assert make.asked == [3, 4]


def test_an_error_is_raised_each_time_and_never_kept():
    kept, make = Kept(), Counted()
    for _ in range(2):
        with pytest.raises(ValueError):
            kept(-1, make, -1)
    assert make.asked == [-1, -1] and kept.found == {}


@pytest.mark.parametrize("held, forgotten", [(KEPT - 1, False), (KEPT, True)])
def test_every_answer_is_forgotten_at_once_when_kept_is_reached(held, forgotten):
    kept, make = Kept(), Counted()
    for value in range(held):
        kept(value, make, value)
    kept(held, make, held)                # one more: kept beside them, or after forgetting them all
    assert len(kept.found) == (1 if forgotten else held + 1)
    kept(0, make, 0)
    assert make.asked.count(0) == (2 if forgotten else 1)


def test_the_page_s_repeated_questions_are_kept():
    assert isinstance(dates._read, Kept) and isinstance(glossary._found, Kept)
    assert isinstance(summary._amounts, Kept) and isinstance(words.of("en").dates, Kept)
