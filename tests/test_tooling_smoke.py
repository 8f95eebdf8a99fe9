"""Smoke test for the MicroPython runner, against a stub package (not the real calculator)."""

import textwrap

from micropython_runner import archive_of, run_in_micropython

STUB_INIT = textwrap.dedent(
    '''
    from calculator.sub.helper import double


    class InvalidInput(Exception):
        def __init__(self, errors):
            super().__init__("invalid input")
            self.errors = errors


    def evaluate(data):
        if "x" not in data:
            raise InvalidInput([{"field": "x", "message": "Enter a number."}])
        if data["x"] == "boom":
            raise KeyError("boom")
        print("stdout from the package must not break the JSON")
        return {"doubled": double(data["x"]), "text": "caf\\u00e9 \\u2014 \\"q\\"", "ratio": 1.0}
    '''
)


def test_micropython_runner_on_stub(tmp_path):
    pkg = tmp_path / "calculator"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text(STUB_INIT)
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "sub" / "helper.py").write_text("def double(x):\n    return x * 2\n")

    archive = archive_of(tmp_path, tmp_path / "stub.tar.gz")
    results = run_in_micropython([{"x": 21}, {}, {"x": "boom"}], archives=[archive])

    assert results[0] == {"result": {"doubled": 42, "text": "caf\u00e9 \u2014 \"q\"", "ratio": 1.0}}
    assert isinstance(results[0]["result"]["ratio"], float)
    assert results[1] == {"errors": [{"field": "x", "message": "Enter a number."}]}
    assert results[2]["crash"].startswith("KeyError")
