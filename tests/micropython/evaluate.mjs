// Run calculator.evaluate() under MicroPython (the PyScript WebAssembly build the
// calculator page uses), in plain Node 20.
//
// Usage:  node tests/micropython/evaluate.mjs [--root DIR] < inputs.json > results.json
//
//   stdin   a JSON array of input dicts
//   stdout  a JSON array, one entry per input, in input order:
//             {"result": <evaluate(input)>}
//             {"errors": <InvalidInput.errors>}
//             {"crash": "<ExceptionType>: <message>"}
//   --root DIR (or env MP_PACKAGE_ROOT)  directory that contains calculator/;
//             default: the repository root.
//
// Every *.py file under DIR/calculator/ is copied into MicroPython's in-memory FS
// at /pkg/calculator/... and /pkg is put first on sys.path.  Anything the package
// prints goes to stderr, so stdout is only the JSON array.
// Exit codes: 0 ok; 1 usage/setup error (bad stdin, no calculator/);
//             2 the package cannot be imported under MicroPython (traceback on stderr).
//
// Each result is serialised by MicroPython's own json.dumps and passed through
// byte for byte (floats keep their text, e.g. 1.0 stays 1.0).  MicroPython's
// json.dumps never raises: for values JSON cannot hold it writes repr-like text
// (nan, inf, <object>, datetime.date(...), {1, 2}), so every item is checked with
// JSON.parse here and an invalid one is reported as a crash instead.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(HERE, "..", "..");
const MP_MODULE = path.join(
  REPO_ROOT, "node_modules", "@micropython", "micropython-webassembly-pyscript", "micropython.mjs",
);
const PACKAGE = "calculator";
const MP_ROOT = "/pkg"; // where the package lives inside MicroPython's FS

function fail(code, message) {
  process.stderr.write(`evaluate.mjs: ${message}\n`);
  process.exit(code);
}

function parseArgs(argv) {
  let root = process.env.MP_PACKAGE_ROOT || REPO_ROOT;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--root" && i + 1 < argv.length) root = argv[++i];
    else if (argv[i].startsWith("--root=")) root = argv[i].slice("--root=".length);
    else fail(1, `unknown argument ${JSON.stringify(argv[i])}`);
  }
  return path.resolve(root);
}

// All *.py files under dir, as paths relative to dir ("/"-separated), sorted.
function listPyFiles(dir, rel = "") {
  const out = [];
  for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (entry.name !== "__pycache__") out.push(...listPyFiles(dir, relPath));
    } else if (entry.isFile() && entry.name.endsWith(".py")) {
      out.push(relPath);
    }
  }
  return out.sort();
}

function mkdirP(FS, dir) {
  let cur = "";
  for (const part of dir.split("/").filter(Boolean)) {
    cur += "/" + part;
    try { FS.mkdir(cur); } catch (e) { /* already exists */ }
  }
}

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
  const root = parseArgs(process.argv.slice(2));
  const pkgDir = path.join(root, PACKAGE);
  if (!fs.existsSync(path.join(pkgDir, "__init__.py"))) {
    fail(1, `no ${PACKAGE}/__init__.py under ${root}`);
  }
  if (!fs.existsSync(MP_MODULE)) {
    fail(1, `${MP_MODULE} is missing: run \`npm ci\` (or \`make test\`) first`);
  }

  const stdin = fs.readFileSync(0, "utf8");
  let inputs;
  try { inputs = JSON.parse(stdin); } catch (e) { fail(1, `stdin is not JSON: ${e.message}`); }
  if (!Array.isArray(inputs)) fail(1, "stdin must be a JSON array of input objects");

  const { loadMicroPython } = await import(MP_MODULE);
  // Same defaults as PyScript (polyscript calls loadMicroPython without heapsize).
  // Python-side stdout and stderr (print, tracebacks) both go to our stderr.
  const toStderr = (line) => process.stderr.write(`[micropython] ${line}\n`);
  const mp = await loadMicroPython({ stdout: toStderr, stderr: toStderr });

  const files = listPyFiles(pkgDir);
  for (const rel of files) {
    const target = `${MP_ROOT}/${PACKAGE}/${rel}`;
    mkdirP(mp.FS, path.posix.dirname(target));
    mp.FS.writeFile(target, fs.readFileSync(path.join(pkgDir, rel), "utf8"));
  }
  // The text as received, not re-serialised: JavaScript would turn 300.0 into 300.
  mp.FS.writeFile(`${MP_ROOT}/_input.json`, stdin);

  try {
    mp.runPython(`import sys\nsys.path.insert(0, '${MP_ROOT}')\n${DRIVER}`);
    // Import on its own first, so that a package that does not load under
    // MicroPython is a loud setup error rather than one crash per input.
    mp.runPython("import calculator");
  } catch (e) {
    fail(2, `cannot import ${PACKAGE} under MicroPython (${files.length} .py files from ${pkgDir}):\n${e.message}`);
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
