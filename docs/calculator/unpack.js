// Put the calculator's Python into MicroPython's file system, from JavaScript.
//
// The build (hooks/calculator_runtime.py) ships the rule package and the page's glue as
// one .tar.gz of .mpy bytecode.  On the calculator page this module fetches it (the
// page preloads it), checks that it is gzip, inflates it with the browser's
// DecompressionStream, reads the tar, and writes the files into the interpreter's file
// system from PyScript's `hooks.main.onReady`, which PyScript awaits before it runs the
// page's Python.  It is also what imports PyScript, so the hook is always in place first.  Anything wrong: the page shows its fallback message (the
// "calculator:failed" event, see overrides/calculator.html) and the Python never runs.
//
// The same functions unpack the same archive for the MicroPython tests in Node
// (tests/micropython/load.mjs): what the tests run is what the page runs.

// Bytes of a .tar.gz -> bytes of the .tar; throws unless they start like gzip (1f 8b).
export async function gunzip(bytes) {
  if (bytes.length < 2 || bytes[0] !== 0x1f || bytes[1] !== 0x8b) {
    throw new Error("the calculator's archive is not a gzip file");
  }
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// Bytes of a ustar archive -> [{path, folder: true} | {path, data}], in archive order.
export function untar(bytes) {
  const text = new TextDecoder();
  const field = (at, length) => {
    const raw = bytes.subarray(at, at + length);
    const end = raw.indexOf(0);
    return text.decode(end < 0 ? raw : raw.subarray(0, end));
  };
  const entries = [];
  for (let at = 0; at + 512 <= bytes.length;) {
    const name = field(at, 100);
    if (!name) break; // the zero blocks that end the archive
    if (field(at + 257, 5) !== "ustar") throw new Error(`not a ustar archive at byte ${at}`);
    const prefix = field(at + 345, 155);
    const path = (prefix ? prefix + "/" : "") + name.replace(/\/$/, "");
    if (path.startsWith("/") || path.split("/").includes("..")) throw new Error(`unsafe path ${path}`);
    const size = parseInt(field(at + 124, 12).trim() || "0", 8);
    const type = bytes[at + 156];
    at += 512;
    if (type === 0x35) entries.push({ path, folder: true }); // "5"
    else if (type === 0x30 || type === 0) entries.push({ path, data: bytes.slice(at, at + size) });
    else throw new Error(`unexpected tar entry type ${type} for ${path}`);
    at += Math.ceil(size / 512) * 512;
  }
  return entries;
}

// Write the entries under the folder `root` of an Emscripten file system.
export function writeInto(FS, root, entries) {
  const base = root.replace(/\/$/, "");
  const mkdir = (path) => {
    try { FS.mkdir(path); } catch (e) { /* already there */ }
  };
  for (const entry of entries) {
    const target = `${base}/${entry.path}`;
    const parts = target.split("/");
    for (let i = 2; i < parts.length; i++) mkdir(parts.slice(0, i).join("/"));
    if (entry.folder) mkdir(target);
    else FS.writeFile(target, entry.data);
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function startPage(script) {
  const failed = (error) => {
    document.dispatchEvent(new CustomEvent("calculator:failed", { detail: error }));
    throw error;
  };
  const address = (name) => new URL(script.getAttribute(name), document.baseURI);
  // Fetch and unpack while MicroPython loads; write once the interpreter exists.
  const entries = fetch(address("data-archive"))
    .then((response) => {
      if (!response.ok) throw new Error(`the calculator's archive: HTTP ${response.status}`);
      return response.arrayBuffer();
    })
    .then(async (buffer) => {
      performance.mark("calculator-unpack-start");
      const found = untar(await gunzip(new Uint8Array(buffer)));
      performance.measure("calculator-unpack", "calculator-unpack-start");
      return found;
    });
  entries.catch(() => {}); // reported once, by the hook below
  // This module starts PyScript: importing its core chunk (which exports `hooks` under a
  // short name) and adding the hook in the same turn, before PyScript can be ready.
  const core = await import(address("data-pyscript").href).catch(failed);
  const hooks = core[script.getAttribute("data-pyscript-hooks")];
  hooks.main.onReady.add(async (wrap) => {
    const FS = wrap.interpreter.FS;
    const ready = performance.now();
    const found = await entries.catch(failed);
    // On the critical path: any wait for the archive once MicroPython is ready, and the writing.
    performance.measure("calculator-archive-wait", { start: ready, end: performance.now() });
    // A turn for the browser before and after the writing, so that MicroPython's start,
    // the writing and PyScript's own start-up that follows are three short tasks, not one long one.
    await nextTask();
    const start = performance.now();
    writeInto(FS, FS.cwd(), found);
    performance.measure("calculator-write", { start, end: performance.now() });
    await nextTask();
  });
}

if (typeof document !== "undefined") {
  const script = document.querySelector("script[data-archive][data-pyscript]");
  if (script) startPage(script);
}
