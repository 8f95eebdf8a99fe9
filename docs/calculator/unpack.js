// Put the calculator's Python into MicroPython's file system, from JavaScript.
//
// The build (hooks/calculator_runtime.py) ships the calculator's Python as .tar.gz archives
// of .mpy bytecode: a common one (the package without the places, and the page's glue) and
// one per place (calculator/jurisdictions/<place>/), each with the words of the page's language
// only (the page in another language names its own archives: the same code, its words).  On the calculator page this module
// fetches an archive, checks that it is gzip, inflates it with the browser's
// DecompressionStream, reads the tar, and writes the files into the interpreter's file
// system.  Before the page's Python runs (PyScript's `hooks.main.onReady`, which PyScript
// awaits) it writes the common archive and the place the page needs first: the one a link
// chose, or the only place a site publishes (the head script of overrides/calculator.html
// decides, preloads that archive and names the place in `data-first-place`).  Without such
// a place, the other places' archives follow in the background, at low priority, once the
// common one is here; with one, the others wait until the visitor chooses them.  The page's
// Python asks for a place through `window.calculatorPlaces` (docs/calculator/main.py), and so,
// as places too, for the archives of what the first answer does without (`data-on-demand`: "later",
// what would change it, and "unsure", answers "not sure"), unless the head script found one
// needed first (`data-first-unsure`).
// This module is also what imports PyScript, so the hook is always in place first.  The
// start going wrong: the page shows its fallback message (the "calculator:failed" event,
// see overrides/calculator.html) and the Python never runs.
//
// A bad copy never sticks: each archive's SHA-256 must begin with the hash in its name.  One
// that does not (an error page, cut short, compressed twice, kept by the service worker or by
// the browser's cache for a year) is deleted from the worker's caches and asked for once more
// with `cache: "reload"`.  An archive the site no longer has (404: the page is from an older
// release, left open) shows "This page was updated" with a reload button (#calc-updated).
//
// The same functions unpack the same archives for the MicroPython tests in Node
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

// Write the entries under the folder `root` of an Emscripten file system.  Each folder is made
// once per call: making one that is there throws, and Emscripten's errors are slow to make.
export function writeInto(FS, root, entries) {
  const base = root.replace(/\/$/, "");
  const made = new Set();
  const mkdir = (path) => {
    if (made.has(path)) return;
    made.add(path);
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

// Whether the bytes' SHA-256 (hex) begins with the hash in the archive's name
// (calculator-<hash>.tar.gz, calculator-<place>-<hash>.tar.gz); true without one to compare.
export async function matchesItsName(name, bytes) {
  const named = /-([0-9a-f]{6,})\.tar\.gz$/.exec(name);
  if (!named || !globalThis.crypto || !crypto.subtle) return true; // SubtleCrypto needs https (or localhost)
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("").startsWith(named[1]);
}

// The site no longer has a file this page needs: the page is from an older release.
function updated(address) {
  const error = new Error(`${address.pathname} is gone from the site: this page was updated`);
  error.updated = true;
  document.documentElement.setAttribute("data-calculator-updated", "");
  const notice = document.getElementById("calc-updated");
  if (notice) notice.hidden = false;
  return error;
}

// Delete a bad copy from the service worker's caches (hooks/offline/sw.js), so the next fetch asks the server.
async function forget(address) {
  if (typeof caches === "undefined") return;
  for (const name of await caches.keys()) await (await caches.open(name)).delete(address.href);
}

async function download(address, init) {
  const response = await fetch(address, init);
  if (response.status === 404 || response.status === 410) throw updated(address);
  if (!response.ok) throw new Error(`${address.pathname}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

// Bytes of a .tar.gz at `address` -> its entries; `init` goes to fetch (such as a priority).
async function fetchArchive(address, init, measure) {
  let bytes = await download(address, init);
  if (!(await matchesItsName(address.pathname, bytes))) {
    await forget(address);
    bytes = await download(address, { ...init, cache: "reload" });
    if (!(await matchesItsName(address.pathname, bytes))) {
      throw new Error(`${address.pathname} is not the file its name says, twice`);
    }
  }
  performance.mark(`${measure}-start`);
  const found = untar(await gunzip(bytes));
  performance.measure(measure, `${measure}-start`);
  return found;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function startPage(script) {
  const failed = (error) => {
    document.dispatchEvent(new CustomEvent("calculator:failed", { detail: error }));
    throw error;
  };
  // An attribute's archives, space-separated: one address today (each archive holds the code and the
  // words of the page's language), and several would be fetched together.
  const addresses = (name) => script.getAttribute(name).split(" ").map((one) => new URL(one, document.baseURI));
  const fetchAll = (list, init, measure) => Promise.all(list.map((one) => fetchArchive(one, init, measure)))
    .then((found) => [].concat(...found));
  let haveFileSystem; // called with a function that writes entries, once the interpreter exists
  const fileSystem = new Promise((resolve) => { haveFileSystem = resolve; });
  // Each published place, and each archive on demand: its address, whether it is written, the download under way.
  const places = new Map();
  const published = script.getAttribute("data-places").split(" ");
  const onDemand = script.getAttribute("data-on-demand").split(" ");
  for (const id of published.concat(onDemand)) {
    places.set(id, { addresses: addresses(`data-archive-${id}`), written: false, loading: null });
  }
  // Fetch, unpack and write one place's archive; a failed download may be asked for again.
  const load = (id, priority) => {
    const place = places.get(id);
    if (!place) return Promise.reject(new Error(`no archive for the place ${JSON.stringify(id)}`));
    if (!place.loading) {
      place.loading = fetchAll(place.addresses, { priority }, `calculator-unpack-${id}`)
        .then((entries) => fileSystem.then((write) => write(entries)))
        .then(() => {
          place.written = true;
          // The service worker keeps it too when it did not fetch it itself (assets/javascripts/offline.js).
          for (const one of place.addresses) {
            document.dispatchEvent(new CustomEvent("calculator:archive", { detail: one.href }));
          }
        }, (error) => {
          place.loading = null;
          throw error;
        });
    }
    return place.loading;
  };
  // For the page's Python: is a place's rules written, and ask for them: resolves with the
  // place's id once written, or is rejected with it (the console tells why).
  window.calculatorPlaces = {
    published: script.getAttribute("data-places"), // the ids of the places this site publishes
    written: (id) => places.has(id) && places.get(id).written,
    load: (id) => load(id, "high").then(() => id, (error) => {
      console.error(`calculator: the rules of ${id} could not be loaded`, error);
      throw id;
    }),
  };

  // Fetch and unpack while MicroPython loads; write once the interpreter exists.
  const first = script.getAttribute("data-first-place");
  const firsts = published.includes(first) ? [first] : [];
  for (const id of onDemand) if (script.hasAttribute(`data-first-${id}`)) firsts.push(id);
  const common = fetchAll(addresses("data-archive"), {}, "calculator-unpack");
  const needed = [common];
  for (const id of firsts) {
    const place = places.get(id);
    place.loading = fetchAll(place.addresses, {}, `calculator-unpack-${id}`);
    needed.push(place.loading);
  }
  if (!published.includes(first)) {
    // No place needed first: the others come once the common archive is here, without delaying it.
    common.then(() => {
      for (const id of published) load(id, "low").catch(() => {}); // asked for again when chosen
    }, () => {});
  }
  const entries = Promise.all(needed);
  entries.catch(() => {}); // reported once, by the hook below
  // This module starts PyScript: importing its core chunk (which exports `hooks` under a
  // short name) and adding the hook in the same turn, before PyScript can be ready.
  import(addresses("data-pyscript")[0].href).catch(failed).then((core) => {
    const hooks = core[script.getAttribute("data-pyscript-hooks")];
    hooks.main.onReady.add(async (wrap) => {
      const FS = wrap.interpreter.FS;
      const root = FS.cwd();
      const ready = performance.now();
      const found = await entries.catch(failed);
      // On the critical path: any wait for the archives once MicroPython is ready, and the writing.
      performance.measure("calculator-archive-wait", { start: ready, end: performance.now() });
      // A turn for the browser before and after the writing, so that MicroPython's start,
      // the writing and PyScript's own start-up that follows are three short tasks, not one long one.
      await nextTask();
      const start = performance.now();
      for (const archive of found) writeInto(FS, root, archive);
      for (const id of firsts) places.get(id).written = true;
      performance.measure("calculator-write", { start, end: performance.now() });
      haveFileSystem((more) => writeInto(FS, root, more));
      await nextTask();
    });
  });
}

// The form as plain data for the page's Python (docs/calculator/main.py), in one call each: read node by
// node through MicroPython's proxies (some 400 calls before the first answer, some 50 at each change),
// the reading was a sizeable part of both.
const NAMED = "input[name]";
const namesIn = (node) => Array.from(node.querySelectorAll(NAMED), (input) => input.name);
export const calculatorForm = {
  // JSON of [[[name, type]] of the form's inputs, [{places, when, details, names}] of the nodes `blocks`
  // selects, [the ids of the nodes `ids` selects]]: calculator.page.Questions' arguments.
  describe: (form, blocks, ids) => JSON.stringify([
    Array.from(form.querySelectorAll(NAMED), (input) => [input.name, input.type]),
    Array.from(form.querySelectorAll(blocks), (node) => ({
      places: node.getAttribute("data-jurisdictions"), when: node.getAttribute("data-show-when"),
      details: node.tagName === "DETAILS", names: namesIn(node),
    })),
    Array.from(form.querySelectorAll(ids), (node) => node.id),
  ]),
  // JSON of {name: its answer as the form holds it (a radio group's: the one checked, or "")}; null for a
  // date the browser cannot read (impossible or half typed: its box's value is then "", as if blank).
  values: (form) => {
    const found = {};
    for (const input of form.querySelectorAll(NAMED)) {
      if (input.type !== "radio") {
        found[input.name] = input.type === "date" && input.validity.badInput ? null : input.value;
      } else if (input.checked || !(input.name in found)) {
        found[input.name] = input.checked ? input.value : "";
      }
    }
    return JSON.stringify(found);
  },
};

if (typeof document !== "undefined") {
  window.calculatorForm = calculatorForm;
  const script = document.querySelector("script[data-archive][data-pyscript]");
  const reload = document.getElementById("calc-reload");
  if (reload) reload.addEventListener("click", () => location.reload());
  if (script) startPage(script);
}
