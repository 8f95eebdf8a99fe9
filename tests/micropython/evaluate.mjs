// Run calculator.evaluate() under MicroPython (the PyScript WebAssembly build the
// calculator page uses), in plain Node 20.
//
// Usage:  node tests/micropython/evaluate.mjs --archive FILE [--archive FILE ...] < inputs.json > results.json
//
//   stdin   a JSON array of input dicts
//   stdout  a JSON array, one entry per input, in input order:
//             {"result": <evaluate(input)>}
//             {"errors": <InvalidInput.errors>}
//             {"crash": "<ExceptionType>: <message>"}
//   --archive FILE, once per archive (or env MP_ARCHIVE, see load.mjs)  the built site's
//             calculator/calculator-*.tar.gz (the package as .mpy bytecode, exactly as the
//             page gets it: a common archive and one per place).
//
// The archives are unpacked into MicroPython's in-memory FS at /pkg (by the page's own
// docs/calculator/unpack.js) and /pkg is put first on sys.path.  Anything the package
// prints goes to stderr, so stdout is only the JSON array.
// Exit codes: 0 ok; 1 usage/setup error (bad stdin, an archive missing or not one);
//             2 the package cannot be imported under MicroPython (traceback on stderr).
//
// Each result is serialised by MicroPython's own json.dumps and passed through
// byte for byte (floats keep their text, e.g. 1.0 stays 1.0).  MicroPython's
// json.dumps never raises: for values JSON cannot hold it writes repr-like text
// (nan, inf, <object>, datetime.date(...), {1, 2}), so every item is checked with
// JSON.parse here and an invalid one is reported as a crash instead.

import fs from "node:fs";

import { MP_ROOT, PACKAGE, archivePaths, failer, loadArchives } from "./load.mjs";

const fail = failer("evaluate.mjs");

// Python code run inside MicroPython.  Input arrives as a file in the FS; the output
// is one JSON text per input, joined by "\n" (json.dumps escapes newlines inside
// strings, so "\n" never occurs within an item).
const DRIVER = `
import sys, json
def _mp_run():
    f = open('${MP_ROOT}/_input.json')
    inputs = json.loads(f.read())
    f.close()
    from calculator import evaluate, InvalidInput
    out = []
    for item in inputs:
        try:
            entry = {'result': evaluate(item)}
        except InvalidInput as e:
            entry = {'errors': e.errors}
        except Exception as e:
            sys.print_exception(e)
            entry = {'crash': type(e).__name__ + ': ' + str(e)}
        out.append(json.dumps(entry))
    return '\\n'.join(out)
`;

async function main() {
  const archives = archivePaths(process.argv.slice(2), fail);
  const stdin = fs.readFileSync(0, "utf8");
  let inputs;
  try { inputs = JSON.parse(stdin); } catch (e) { fail(1, `stdin is not JSON: ${e.message}`); }
  if (!Array.isArray(inputs)) fail(1, "stdin must be a JSON array of input objects");

  const { mp, files } = await loadArchives(archives, fail);
  // The text as received, not re-serialised: JavaScript would turn 300.0 into 300.
  mp.FS.writeFile(`${MP_ROOT}/_input.json`, stdin);

  try {
    mp.runPython(DRIVER);
    // Import on its own first, so that a package that does not load under
    // MicroPython is a loud setup error rather than one crash per input.
    mp.runPython("import calculator");
  } catch (e) {
    fail(2, `cannot import ${PACKAGE} under MicroPython (${files.length} files from ${archives.join(", ")}):\n${e.message}`);
  }
  try {
    mp.runPython("_mp_output = _mp_run()");
  } catch (e) {
    fail(2, `runner failed inside MicroPython:\n${e.message}`);
  }
  const text = mp.globals.get("_mp_output");
  const items = text === "" ? [] : text.split("\n");
  if (items.length !== inputs.length) {
    fail(2, `expected ${inputs.length} results, got ${items.length}`);
  }
  const checked = items.map((item, i) => {
    try {
      JSON.parse(item);
      return item;
    } catch (e) {
      const snippet = item.length > 300 ? item.slice(0, 300) + "..." : item;
      return JSON.stringify({
        crash: `ValueError: MicroPython json.dumps produced invalid JSON for input #${i} ` +
               `(a value JSON cannot hold: nan/inf, date, set, object?): ${snippet}`,
      });
    }
  });
  process.stdout.write("[" + checked.join(",\n") + "]\n");
}

main().catch((e) => fail(1, e && e.stack ? e.stack : String(e)));
