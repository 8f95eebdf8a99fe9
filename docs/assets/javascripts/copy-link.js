/*
 * "Copy link" buttons: beside each heading of a guide or full-text page
 * (hooks/copy_links.py) and beside each clause label of a full-text page
 * (hooks/ordinance_text.py).  A click copies the address of the heading or clause
 * (the h1's: the page's own) and says so in the polite live region #copy-link-status;
 * the button reads "Copied" for a moment.  Where the browser will not copy (no
 * clipboard, no secure context, copying refused), the address is shown beside the
 * button, selected, for the visitor to copy.  The words come from the page: the live
 * region's data-copied, data-done, data-failed and data-shown ("{name}" is the heading
 * or clause label).
 * The clauses' buttons start hidden, so a page without JavaScript shows only their links.
 */
(function () {
  "use strict";
  var status = document.getElementById("copy-link-status");
  var buttons = document.querySelectorAll("button.clause-copy[data-anchor], button.heading-copy[data-anchor]");

  function words(key, name) {
    return status ? (status.getAttribute("data-" + key) || "").replace("{name}", name) : "";
  }

  function address(anchor) {
    var page = location.href.split("#")[0];
    return anchor ? page + "#" + anchor : page;
  }

  function copyWithSelection(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    var copied = false;
    try {
      copied = document.execCommand("copy");
    } catch (error) {
      copied = false;
    }
    document.body.removeChild(area);
    return copied;
  }

  function copy(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).then(function () { return true; },
        function () { return copyWithSelection(text); });
    }
    return Promise.resolve(copyWithSelection(text));
  }

  function say(message) {
    if (!status) return;
    status.textContent = "";
    // A fresh text node after a pause, so the same message is announced again.
    setTimeout(function () { status.textContent = message; }, 50);
  }

  // The address in a read-only box right after the button, selected.
  function show(button, link, name) {
    var box = button.nextElementSibling;
    if (!box || !box.classList.contains("copy-link-shown")) {
      box = document.createElement("input");
      box.type = "text";
      box.readOnly = true;
      box.className = "copy-link-shown";
      box.setAttribute("aria-label", words("shown", name));
      button.parentNode.insertBefore(box, button.nextSibling);
    }
    box.value = link;
    box.focus();
    box.select();
  }

  // A clause's button shows its words as text; a heading's, from data-label (site.css).
  function showCopied(button) {
    var later;
    if (button.hasAttribute("data-label")) {
      var label = button.getAttribute("data-label");
      button.setAttribute("data-label", words("copied", ""));
      later = function () { button.setAttribute("data-label", label); };
    } else {
      var shown = button.firstChild, text = shown.nodeValue;
      shown.nodeValue = words("copied", "");
      later = function () { shown.nodeValue = text; };
    }
    clearTimeout(button.copiedTimer);
    button.copiedTimer = setTimeout(later, 2000);
  }

  Array.prototype.forEach.call(buttons, function (button) {
    var name = button.getAttribute("data-name") || "";
    button.hidden = false;
    button.addEventListener("click", function () {
      var link = address(button.getAttribute("data-anchor"));
      copy(link).then(function (copied) {
        if (copied) {
          say(words("done", name));
          showCopied(button);
        } else {
          show(button, link, name);
          say(words("failed", name));
        }
      });
    });
  });
}());
