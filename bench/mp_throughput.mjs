// evaluate() throughput under MicroPython (the WebAssembly build the calculator page
// uses) or Pyodide, in plain Node 20, for the benchmark (bench/run.py).
//
// Usage:  node bench/mp_throughput.mjs [--interpreter micropython|pyodide] [--seconds S] < inputs.json
//         node bench/mp_throughput.mjs [--interpreter ...] --each N < inputs.json
//
//   stdin   a JSON array of inputs (every scenario input; invalid ones included, their
//           InvalidInput is caught as the page would)
//   stdout  one JSON object: {"interpreter", "version", "inputs", "evaluations",
//           "seconds", "per_second", "startup_ms"}; with --each, instead of the
//           throughput: "each", one entry per input, {"ms", "min_ms", "cpu_ms", "runs"}:
//           the median and fastest wall time of one evaluate() of that input, and the
//           median CPU time of this process for it (steadier than wall time on a busy
//           machine), over N timed evaluations after an untimed one.
//
// The package's .py files are copied into the interpreter's in-memory file system, as
// tests/micropython/evaluate.mjs does.  One untimed pass first (imports, warm-up), then
// whole passes over every input until at least S seconds (default 1) have gone by.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "..");
const MODULES = {
  micropython: path.join(ROOT, "node_modules", "@micropython", "micropython-webassembly-pyscript"),
  pyodide: path.join(ROOT, "node_modules", "pyodide"),
};
const PKG_ROOT = "/bench";

function fail(message) {
  process.stderr.write(`mp_throughput.mjs: ${message}\n`);
  process.exit(1);
}

function args(argv) {
  const out = { interpreter: "micropython", seconds: 1, each: 0 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--interpreter") out.interpreter = argv[++i];
    else if (argv[i] === "--seconds") out.seconds = Number(argv[++i]);
    else if (argv[i] === "--each") out.each = Number(argv[++i]);
    else fail(`unknown argument ${argv[i]}`);
  }
  if (!(out.interpreter in MODULES)) fail(`unknown interpreter ${out.interpreter}`);
  if (!(Number.isInteger(out.each) && out.each >= 0)) fail("--each takes a whole number of runs");
  return out;
}

function pyFiles(dir, rel = "") {
  const out = [];
  for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (entry.name !== "__pycache__") out.push(...pyFiles(dir, relPath));
    } else if (entry.name.endsWith(".py")) {
      out.push(relPath);
    }
  }
  return out.sort();
}

function mkdirs(FS, dir) {
  let cur = "";
  for (const part of dir.split("/").filter(Boolean)) {
    cur += "/" + part;
    try { FS.mkdir(cur); } catch (e) { /* exists */ }
  }
}

const DRIVER = `
import sys, json
sys.path.insert(0, '${PKG_ROOT}')
from calculator import evaluate, InvalidInput
_f = open('${PKG_ROOT}/_inputs.json')
_inputs = json.loads(_f.read())
_f.close()
def _bench(passes):
    n = 0
    for _ in range(passes):
        for item in _inputs:
            try:
                evaluate(item)
            except InvalidInput:
                pass
            n += 1
    return n
def _one(index):
    try:
        evaluate(_inputs[index])
    except InvalidInput:
        pass
`;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

// One evaluate() of each input on its own, timed `runs` times after an untimed one.
function each(py, count, runs) {
  const out = [];
  for (let index = 0; index < count; index++) {
    py.runPython(`_one(${index})`);
    const wall = [], cpu = [];
    for (let run = 0; run < runs; run++) {
      const c0 = process.cpuUsage(), t0 = performance.now();
      py.runPython(`_one(${index})`);
      wall.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
    }
    out.push({ ms: median(wall), min_ms: Math.min(...wall), cpu_ms: median(cpu), runs });
  }
  return out;
}

async function main() {
  const opts = args(process.argv.slice(2));
  const inputs = JSON.parse(fs.readFileSync(0, "utf8"));
  if (!Array.isArray(inputs) || inputs.length === 0) fail("stdin must be a non-empty JSON array");
  const dir = MODULES[opts.interpreter];
  const version = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")).version;
  const quiet = () => {};
  const t0 = performance.now();
  let py, FS;
  if (opts.interpreter === "micropython") {
    const { loadMicroPython } = await import(path.join(dir, "micropython.mjs"));
    py = await loadMicroPython({ stdout: quiet, stderr: (l) => process.stderr.write(l + "\n") });
  } else {
    const { loadPyodide } = await import(path.join(dir, "pyodide.mjs"));
    py = await loadPyodide({ stdout: quiet, stderr: (l) => process.stderr.write(l + "\n") });
  }
  FS = py.FS;
  const startup = performance.now() - t0;
  const pkg = path.join(ROOT, "calculator");
  for (const rel of pyFiles(pkg)) {
    const target = `${PKG_ROOT}/calculator/${rel}`;
    mkdirs(FS, path.posix.dirname(target));
    FS.writeFile(target, fs.readFileSync(path.join(pkg, rel), "utf8"));
  }
  FS.writeFile(`${PKG_ROOT}/_inputs.json`, JSON.stringify(inputs));
  py.runPython(DRIVER);
  if (opts.each) {
    process.stdout.write(JSON.stringify({
      interpreter: opts.interpreter, version, inputs: inputs.length, startup_ms: startup,
      each: each(py, inputs.length, opts.each),
    }) + "\n");
    return;
  }
  py.runPython("_bench(1)"); // warm-up: imports done, caches filled

  // One timed pass to size the loop, then enough passes for opts.seconds.
  let t = performance.now();
  py.runPython("_bench(1)");
  const one = Math.max(performance.now() - t, 0.01);
  const passes = Math.max(1, Math.ceil((opts.seconds * 1000) / one));
  t = performance.now();
  py.runPython(`_bench(${passes})`);
  const seconds = (performance.now() - t) / 1000;
  const evaluations = passes * inputs.length;
  process.stdout.write(JSON.stringify({
    interpreter: opts.interpreter, version, inputs: inputs.length, evaluations, seconds,
    per_second: evaluations / seconds, startup_ms: startup,
  }) + "\n");
}

main().catch((e) => fail(e && e.stack ? e.stack : String(e)));
