// Call functions of the calculator package under MicroPython (the PyScript WebAssembly
// build the calculator page uses), in plain Node 20.  evaluate.mjs runs evaluate() only;
// this runs any function, for the modules the page uses beyond it (query, summary, ics).
//
// Usage:  node tests/micropython/call.mjs --archive FILE [--archive FILE ...] [--module FILE.py ...]
//                < calls.json > results.json
//
//   stdin   a JSON array of calls: {"function": "calculator.query.read", "args": [...],
//           "kwargs": {...}}.  An argument {"$field": ["village", "peak_attendance"]}
//           stands for that jurisdiction's Field object.
//   stdout  a JSON array, one entry per call, in order: {"result": <return value>} or
//           {"crash": "<ExceptionType>: <message>"}.  Return values go through
//           MicroPython's json.dumps (tuples become lists).
//   --archive FILE, once per archive (or env MP_ARCHIVE)  the built site's
//           calculator/calculator-*.tar.gz.
//   --module FILE.py  a test's own driver module, written beside the package so calls can
//           name it (tests/micropython/page_steps.py: ``page_steps.run``).
//
// The archives are unpacked into MicroPython's in-memory FS, as evaluate.mjs does.  Exit codes: 0 ok; 1 usage/setup error; 2 the package or the
// driver fails under MicroPython.

import fs from "node:fs";
import path from "node:path";

import { MP_ROOT, archivePaths, failer, loadArchives } from "./load.mjs";

const fail = failer("call.mjs");

const DRIVER = `
import sys, json
def _mp_arg(value):
    if type(value) is dict and '$field' in value:
        from calculator.jurisdictions import JURISDICTIONS
        place, name = value['$field']
        for field in JURISDICTIONS[place].FIELDS:
            if field.name == name:
                return field
        raise KeyError(name)
    return value
def _mp_call_all():
    f = open('${MP_ROOT}/_calls.json')
    calls = json.loads(f.read())
    f.close()
    out = []
    for call in calls:
        try:
            module_name, _, function_name = call['function'].rpartition('.')
            module = __import__(module_name)
            for part in module_name.split('.')[1:]:
                module = getattr(module, part)
            function = getattr(module, function_name)
            args = [_mp_arg(a) for a in call.get('args', [])]
            kwargs = {}
            for key in call.get('kwargs', {}):
                kwargs[key] = _mp_arg(call['kwargs'][key])
            entry = {'result': function(*args, **kwargs)}
        except Exception as e:
            sys.print_exception(e)
            entry = {'crash': type(e).__name__ + ': ' + str(e)}
        out.append(json.dumps(entry))
    return '\\n'.join(out)
`;

async function main() {
  const args = process.argv.slice(2);
  const modules = [];
  for (let i = args.indexOf("--module"); i >= 0; i = args.indexOf("--module")) {
    modules.push(args[i + 1]);
    args.splice(i, 2);
  }
  const archives = archivePaths(args, fail);
  let calls;
  try { calls = JSON.parse(fs.readFileSync(0, "utf8")); } catch (e) { fail(1, `stdin is not JSON: ${e.message}`); }
  if (!Array.isArray(calls)) fail(1, "stdin must be a JSON array of calls");

  const { mp } = await loadArchives(archives, fail);
  for (const file of modules) mp.FS.writeFile(`${MP_ROOT}/${path.basename(file)}`, fs.readFileSync(file));
  mp.FS.writeFile(`${MP_ROOT}/_calls.json`, JSON.stringify(calls));
  try {
    mp.runPython(DRIVER);
    mp.runPython("import calculator");
    mp.runPython("_mp_output = _mp_call_all()");
  } catch (e) {
    fail(2, `MicroPython failed:\n${e.message}`);
  }
  const text = mp.globals.get("_mp_output");
  const items = text === "" ? [] : text.split("\n");
  if (items.length !== calls.length) fail(2, `expected ${calls.length} results, got ${items.length}`);
  process.stdout.write("[" + items.join(",\n") + "]\n");
}

main().catch((e) => fail(1, e && e.stack ? e.stack : String(e)));
