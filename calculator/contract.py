"""The version of the answer's contract, as integrators read it: every answer carries it
(``contract_version``), and so do the JSON Schemas the site publishes (hooks/json_schema.py).

A version is MAJOR.MINOR.  MINOR goes up when something is added that a reader may ignore (a
key, an id, a value a field may take); MAJOR when something a reader relies on changes or
goes (an id renamed, a key removed, a type or a meaning changed).  CHANGELOG.md says what
each version changed, with a hash of its schemas; tests/test_contract.py fails when the
schemas change without a new version and its entry.

Runs on CPython and MicroPython alike.
"""

VERSION = "1.3"
